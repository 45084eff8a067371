import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { ALERT_MESSAGES } from '#shared/subscribers/alerts.js';
import { useServices } from '#client/api/services-api.ts';
import { useSaveAlertServices } from './alerts-api.ts';
import { ServicePicker } from '#client/components/service-picker.tsx';

/** Other services for the alerts of a link's subscription, chosen on "Your status alerts" without signing in; at least one. */
export function ChangeServices({ token, chosen, onClose }: { token: string; chosen: string[]; onClose: () => void }) {
  const services = useServices().data ?? [];
  const [selected, setSelected] = useState(() => new Set(chosen));
  const [error, setError] = useState<string>();
  const save = useSaveAlertServices(token);

  function onSave() {
    if (selected.size === 0) {
      setError(ALERT_MESSAGES.selectService);
      return;
    }
    setError(undefined);
    save.mutate([...selected], {
      onSuccess: (answer) => {
        toast({ description: answer.message, variant: 'success' });
        onClose();
      },
      onError: (failure) => setError(serverMessage(failure, 'We could not save your choices. Please try again.')),
    });
  }

  return (
    <section aria-label="Change services" className="grid gap-4 border-t border-slate-200 pt-6">
      <ServicePicker services={services} selected={selected} onChange={setSelected} error={error} legend="Choose the services to get alerts about" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save my choices'}
        </Button>
      </div>
    </section>
  );
}
