import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ModalFrame } from '#client/components/ui/modal-frame.tsx';
import { ServicePicker } from '#client/components/service-picker.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { CLINIC_VIEW_MESSAGES, MAX_CLINIC_PICKS } from '#shared/onboarding/clinic-view.js';
import type { Service } from '#shared/status/services.js';
import { useSaveClinicPicks } from './clinic-view-api.ts';

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
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      icon={Building2}
      title="Your clinic's services"
      wide
      description={`Choose up to ${MAX_CLINIC_PICKS}: your internet and phone providers, and the insurers you bill most. They show at the top of the board, problems first.`}
    >
      {/* Mounted only while open, so each opening starts from what is stored. */}
      {open && <PicksForm services={services} chosen={chosen} onClose={() => onOpenChange(false)} />}
    </ModalFrame>
  );
}

function PicksForm({ services, chosen, onClose }: { services: readonly Service[]; chosen: readonly string[]; onClose: () => void }) {
  const [selected, setSelected] = useState(() => new Set(chosen));
  const [error, setError] = useState<string>();
  const save = useSaveClinicPicks();

  function onSave() {
    if (selected.size > MAX_CLINIC_PICKS) {
      setError(CLINIC_VIEW_MESSAGES.tooManyPicks);
      return;
    }
    setError(undefined);
    // The board's order within the strip's "problems first".
    const ids = services.filter((service) => selected.has(service.id)).map((service) => service.id);
    save.mutate(ids, {
      onSuccess: () => {
        toast({ description: CLINIC_VIEW_MESSAGES.saved, variant: 'success' });
        onClose();
      },
      onError: (failure) => setError(serverMessage(failure, CLINIC_VIEW_MESSAGES.saveFailed)),
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
        legend="Services your clinic uses"
        order={PICKER_ORDER}
        allBoxes={false}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
