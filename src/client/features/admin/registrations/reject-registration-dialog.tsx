import { useState, type FormEvent } from 'react';
import { XCircle } from 'lucide-react';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useT } from '#client/i18n/use-t.ts';

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
  const { t } = useT();
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
      title={t('admin-registrations.rejectDialog.title', { name: clinicName })}
      description={t('admin-registrations.rejectDialog.description')}
      onSubmit={submit}
      submitLabel={t('admin-registrations.rejectDialog.submit')}
    >
      <FormField label={t('admin-registrations.rejectDialog.reason')} optional hint={t('admin-registrations.rejectDialog.reasonHint')}>
        {(field) => (
          <Textarea {...field} rows={3} className="min-h-24" maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
        )}
      </FormField>
    </FormDialog>
  );
}
