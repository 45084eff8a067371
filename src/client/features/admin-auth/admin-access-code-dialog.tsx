import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { KeyRound, Loader2 } from 'lucide-react';
import { FormField } from '../../components/ui/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { MESSAGES } from '../../../shared/messages.ts';
import { SecretInput } from './secret-field.tsx';

interface AdminAccessCodeDialogProps {
  verifying: boolean;
  /** Resolves null when the code opened the panel, else the reason (shown, and the field cleared). */
  onSubmit: (accessCode: string) => Promise<string | null>;
  onCancel: () => void;
}

/** The modal of the secure admin entry: an admin without panel access types the admin access code. */
export function AdminAccessCodeDialog({ verifying, onSubmit, onCancel }: AdminAccessCodeDialogProps) {
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
    <Dialog.Root open onOpenChange={(open) => !open && !verifying && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-7"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
        >
          <div className="flex items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <KeyRound className="size-5" aria-hidden />
            </span>
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">Admin Access Required</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm leading-6 text-slate-600">Enter the admin access code to open the control panel.</Dialog.Description>
            </div>
          </div>
          <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
            <FormField label="Admin access code" error={error} required>
              {(field) => (
                <SecretInput
                  {...field}
                  ref={input}
                  secretName="access code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  autoComplete="current-password"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </FormField>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onCancel} disabled={verifying}>
                Cancel
              </Button>
              <Button type="submit" disabled={verifying}>
                {verifying && <Loader2 className="size-4 animate-spin" aria-hidden />}
                {verifying ? 'Verifying...' : 'Access Admin'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
