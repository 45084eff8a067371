import { useState, type FormEvent } from 'react';
import { XCircle } from 'lucide-react';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';

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
  return (
    <FormDialog
      open={clinicName !== null}
      onClose={onCancel}
      pending={pending}
      icon={XCircle}
      tone="danger"
      width="md"
      title={`Reject ${clinicName}?`}
      description="The clinic is told by e-mail and can register again later."
      onSubmit={submit}
      submitLabel="Reject registration"
    >
      <FormField label="Reason" optional hint="Included in the e-mail to the clinic.">
        {(field) => (
          <Textarea {...field} rows={3} className="min-h-24" maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
        )}
      </FormField>
    </FormDialog>
  );
}
