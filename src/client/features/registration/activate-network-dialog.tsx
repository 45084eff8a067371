import { useRef, useState, type FormEvent } from 'react';
import { KeyRound, Loader2 } from 'lucide-react';
import { CLINIC_ACCESS_MESSAGES } from '#shared/onboarding/clinic-access.js';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ModalFrame } from '#client/components/ui/modal-frame.tsx';
import { CLINIC_ACCESS_CODE_LENGTH, clinicAccessCodeLength, formatClinicAccessCode } from './clinic-access-code.ts';
import { useActivateNetwork } from './registration-api.ts';

const WRONG_LENGTH = `Access codes have ${CLINIC_ACCESS_CODE_LENGTH} characters, like ABCD-EFGH-JKLM.`;
const FAILED = 'Failed to activate this network. Please try again.';

interface ActivateNetworkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** For an approved clinic whose internet address changed: the e-mailed access code binds this network. */
export default function ActivateNetworkDialog({ open, onOpenChange }: ActivateNetworkDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const activate = useActivateNetwork();

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const length = clinicAccessCodeLength(code);
    if (length === 0) return fail(CLINIC_ACCESS_MESSAGES.clinicAccessCodeRequired);
    if (length !== CLINIC_ACCESS_CODE_LENGTH) return fail(WRONG_LENGTH);
    setError(undefined);
    activate.mutate(code, {
      onSuccess: (answer) => {
        toast({ title: 'Network Activated', description: answer.message || CLINIC_ACCESS_MESSAGES.activated, variant: 'success' });
        setCode('');
        onOpenChange(false);
      },
      onError: (failure) => {
        const message = serverMessage(failure, FAILED);
        toast({ title: 'Activation Failed', description: message, variant: 'destructive' });
        fail(message);
      },
    });
  };

  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      icon={KeyRound}
      title={CLINIC_ACCESS_MESSAGES.activateNetwork}
      description="For an approved clinic whose internet address has changed: enter the access code from your approval e-mail to give this network access."
    >
      <form onSubmit={submit} noValidate className="grid gap-5">
        <FormField label="Access code" error={error} hint="Three groups of four letters and digits." required>
          {(field) => (
            <Input
              {...field}
              ref={input}
              value={code}
              onChange={(event) => setCode(formatClinicAccessCode(event.target.value))}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
              placeholder="XXXX-XXXX-XXXX"
              className="text-center font-mono text-xl tracking-[0.2em] sm:text-xl"
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={activate.isPending} className="disabled:cursor-wait">
            {activate.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {activate.isPending ? 'Activating…' : 'Activate network'}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
