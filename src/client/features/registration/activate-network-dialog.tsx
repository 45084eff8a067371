import { useRef, useState, type FormEvent } from 'react';
import { KeyRound, Loader2 } from 'lucide-react';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ModalFrame } from '#client/components/ui/modal-frame.tsx';
import { CLINIC_ACCESS_CODE_LENGTH, clinicAccessCodeLength, formatClinicAccessCode } from './clinic-access-code.ts';
import { useT } from '#client/i18n/use-t.ts';
import { useActivateNetwork } from './registration-api.ts';

interface ActivateNetworkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** For an approved clinic whose internet address changed: the e-mailed access code binds this network. */
export default function ActivateNetworkDialog({ open, onOpenChange }: ActivateNetworkDialogProps) {
  const { t } = useT();
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
    if (length === 0) return fail(t('registration.activate.codeRequired'));
    if (length !== CLINIC_ACCESS_CODE_LENGTH) return fail(t('registration.activate.wrongLength', { length: CLINIC_ACCESS_CODE_LENGTH }));
    setError(undefined);
    activate.mutate(code, {
      onSuccess: (answer) => {
        toast({ title: t('registration.activate.doneTitle'), description: answer.message || t('registration.activate.done'), variant: 'success' });
        setCode('');
        onOpenChange(false);
      },
      onError: (failure) => {
        const message = serverMessage(failure, t('registration.activate.failed'));
        toast({ title: t('registration.activate.failedTitle'), description: message, variant: 'destructive' });
        fail(message);
      },
    });
  };

  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      icon={KeyRound}
      title={t('registration.activate.title')}
      description={t('registration.activate.description')}
    >
      <form onSubmit={submit} noValidate className="grid gap-5">
        <FormField label={t('registration.activate.codeLabel')} error={error} hint={t('registration.activate.codeHint')} required>
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
              placeholder={t('registration.activate.codePlaceholder')}
              className="text-center font-mono text-xl tracking-[0.2em] sm:text-xl"
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('registration.activate.cancel')}
          </Button>
          <Button type="submit" disabled={activate.isPending} className="disabled:cursor-wait">
            {activate.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {activate.isPending ? t('registration.activate.submitting') : t('registration.activate.submit')}
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
