import { useRef, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { FormDialog } from '#client/components/ui/form-dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { MESSAGES } from '#shared/messages.js';
import { useT } from '#client/i18n/use-t.ts';
import { SecretInput } from './secret-field.tsx';

interface AdminAccessCodeDialogProps {
  verifying: boolean;
  /** Resolves null when the code opened the panel, else the reason (shown, and the field cleared). */
  onSubmit: (accessCode: string) => Promise<string | null>;
  onCancel: () => void;
}

/** The modal of the secure admin entry: an admin without panel access types the admin access code. */
export function AdminAccessCodeDialog({ verifying, onSubmit, onCancel }: AdminAccessCodeDialogProps) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(MESSAGES.adminCode);
      input.current?.focus();
      return;
    }
    setError(undefined);
    const failure = await onSubmit(code);
    if (failure) {
      // Also in the field: the toast region is hidden from screen readers while the modal is open.
      setError(failure);
      setCode('');
      input.current?.focus();
    }
  };

  return (
    <FormDialog
      open
      onClose={onCancel}
      pending={verifying}
      icon={KeyRound}
      width="md"
      title={t('admin-auth.codeDialog.title')}
      description={t('admin-auth.codeDialog.description')}
      onSubmit={(event) => void submit(event)}
      submitLabel={verifying ? t('admin-auth.verifying') : t('admin-auth.codeDialog.submit')}
    >
      <FormField label={t('admin-auth.codeDialog.field')} error={error} required>
        {(field) => (
          <SecretInput
            {...field}
            ref={input}
            showLabel={t('admin-auth.codeDialog.show')}
            hideLabel={t('admin-auth.codeDialog.hide')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
