import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { Loader2, XCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useReturnFocus } from '../../../components/ui/return-focus.ts';

/** The server's limit on a rejection reason (rejectRegistrationSchema). */
const REASON_MAX = 1000;

interface RejectRegistrationDialogProps {
  /** The clinic being rejected; the dialog is closed while null. */
  clinicName: string | null;
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Rejecting e-mails the clinic; the optional reason goes into that e-mail. Key it by registration so the reason starts empty. */
export function RejectRegistrationDialog({ clinicName, pending, onCancel, onReject }: RejectRegistrationDialogProps) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onReject(reason);
  };
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={clinicName !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <div className="flex items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-50 text-red-600">
              <XCircle className="size-5" aria-hidden />
            </span>
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">Reject {clinicName}?</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm leading-6 text-slate-600">
                The clinic is told by e-mail and can register again later.
              </Dialog.Description>
            </div>
          </div>
          <form onSubmit={submit} className="mt-5 grid gap-5">
            <FormField label="Reason" optional hint="Included in the e-mail to the clinic.">
              {(field) => (
                <Textarea {...field} rows={3} className="min-h-24" maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending && <Loader2 className="size-4 animate-spin" aria-hidden />}
                Reject registration
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
