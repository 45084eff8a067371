import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { useServices } from '#client/api/services-api.ts';
import { useSaveAlertServices } from './alerts-api.ts';
import { ServicePicker } from '#client/components/service-picker.tsx';
import { useT } from '#client/i18n/use-t.ts';

/** Other services for the alerts of a link's subscription, chosen on "Your status alerts" without signing in; at least one. */
export function ChangeServices({ token, chosen, onClose }: { token: string; chosen: string[]; onClose: () => void }) {
  const services = useServices().data ?? [];
  const [selected, setSelected] = useState(() => new Set(chosen));
  const [error, setError] = useState<string>();
  const save = useSaveAlertServices(token);
  const { t } = useT();

  function onSave() {
    if (selected.size === 0) {
      setError(t('alerts.error.selectService'));
      return;
    }
    setError(undefined);
    save.mutate([...selected], {
      onSuccess: (answer) => {
        toast({ description: answer.message, variant: 'success' });
        onClose();
      },
      onError: (failure) => setError(serverMessage(failure, t('alerts.change.failed'))),
    });
  }

  return (
    <section aria-label={t('alerts.change.region')} className="grid gap-4 border-t border-slate-200 pt-6">
      <ServicePicker services={services} selected={selected} onChange={setSelected} error={error} legend={t('alerts.change.legend')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('alerts.action.cancel')}
        </Button>
        <Button onClick={onSave} disabled={save.isPending}>
          {t(save.isPending ? 'alerts.change.saving' : 'alerts.change.save')}
        </Button>
      </div>
    </section>
  );
}
