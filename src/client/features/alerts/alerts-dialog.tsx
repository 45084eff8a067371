import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { BellRing, MailCheck, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { ALERT_CONFIRM_LINK_HOURS, ALERT_WINDOW_MINUTES } from '../../../shared/alerts.ts';
import { useServices } from '../services/services-api.ts';
import { AlertsForm } from './alerts-form.tsx';

interface AlertsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "Get e-mail alerts" dialog, fetched only when first opened: the form, then "check your e-mail". */
export default function AlertsDialog({ open, onOpenChange }: AlertsDialogProps) {
  const services = useServices().data ?? [];
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setSent(null);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-7">
          <div className="flex items-start gap-3 pr-8">
            <span className="hidden size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:grid">
              <BellRing className="size-5" aria-hidden />
            </span>
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">Get e-mail alerts</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm leading-6 text-slate-600">
                Choose the services your clinic relies on. We e-mail you when one changes status, at most once every {ALERT_WINDOW_MINUTES} minutes
                per service.
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6">
            {sent ? (
              <Sent email={sent.email} message={sent.message} onClose={() => change(false)} />
            ) : (
              <AlertsForm services={services} onDone={(email, message) => setSent({ email, message })} onCancel={() => change(false)} />
            )}
          </div>
          {/* Last in the DOM so opening focuses the first field, not the close button. */}
          <Dialog.Close className="absolute top-4 right-4 grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800">
            <X className="size-5" aria-hidden />
            <span className="sr-only">Close</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Sent({ email, message, onClose }: { email: string; message: string; onClose: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center py-4 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
        <MailCheck className="size-7 text-emerald-600" aria-hidden />
      </span>
      <p className="mt-5 text-lg font-semibold text-slate-900">{message}</p>
      <p className="mt-2 max-w-md text-sm leading-6 text-slate-600">
        We sent a link to <span className="font-medium break-all text-slate-900">{email}</span>. It works for {ALERT_CONFIRM_LINK_HOURS} hours; your alerts
        start once you open it.
      </p>
      <Button className="mt-6" onClick={onClose}>
        Done
      </Button>
    </div>
  );
}
