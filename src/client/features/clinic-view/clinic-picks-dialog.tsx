import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ModalFrame } from '#client/components/ui/modal-frame.tsx';
import { ServicePicker } from '#client/components/service-picker.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { MAX_CLINIC_PICKS } from '#shared/onboarding/clinic-view.js';
import type { Service } from '#shared/status/services.js';
import { useSaveClinicPicks } from './clinic-view-api.ts';
import { useT } from '#client/i18n/use-t.ts';

interface ClinicPicksDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  services: readonly Service[];
  /** The clinic's picks as stored. */
  chosen: readonly string[];
}

const PICKER_ORDER = ['internet', 'voip', 'insurance'] as const;

/** Choosing the services "Your clinic" shows: its providers first, then insurers. */
export default function ClinicPicksDialog({ open, onOpenChange, services, chosen }: ClinicPicksDialogProps) {
  const { t } = useT();
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      icon={Building2}
      title={t('clinic.picks.title')}
      wide
      description={t('clinic.picks.description', { max: MAX_CLINIC_PICKS })}
    >
      {/* Mounted only while open, so each opening starts from what is stored. */}
      {open && <PicksForm services={services} chosen={chosen} onClose={() => onOpenChange(false)} />}
    </ModalFrame>
  );
}

function PicksForm({ services, chosen, onClose }: { services: readonly Service[]; chosen: readonly string[]; onClose: () => void }) {
  const { t } = useT();
  const [selected, setSelected] = useState(() => new Set(chosen));
  const [error, setError] = useState<string>();
  const save = useSaveClinicPicks();

  function onSave() {
    if (selected.size > MAX_CLINIC_PICKS) {
      setError(t('clinic.picks.tooMany', { max: MAX_CLINIC_PICKS }));
      return;
    }
    setError(undefined);
    // The board's order within the strip's "problems first".
    const ids = services.filter((service) => selected.has(service.id)).map((service) => service.id);
    save.mutate(ids, {
      onSuccess: () => {
        toast({ description: t('clinic.picks.saved'), variant: 'success' });
        onClose();
      },
      // The server's refusal is in its own words (in the page's language); this is for when there is none.
      onError: (failure) => setError(serverMessage(failure, t('clinic.picks.saveFailed'))),
    });
  }

  return (
    <div className="grid gap-5">
      <ServicePicker
        services={services}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          if (error && next.size <= MAX_CLINIC_PICKS) setError(undefined);
        }}
        error={error}
        legend={t('clinic.strip.services')}
        order={PICKER_ORDER}
        allBoxes={false}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('ui.dialog.cancel')}
        </Button>
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? t('clinic.picks.saving') : t('clinic.picks.save')}
        </Button>
      </div>
    </div>
  );
}
