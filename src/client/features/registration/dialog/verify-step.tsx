import { useRef, useState, type FormEvent } from 'react';
import { Loader2, ShieldCheck } from 'lucide-react';
import { firstIssueMessage, verificationCodeSchema } from '#shared/validation.js';
import { FormField } from '#client/components/ui/form-field.tsx';
import { OneTimeCodeInput } from '#client/components/ui/one-time-code-input.tsx';
import { CodeStepActions } from '#client/components/ui/code-step-actions.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useCountdown } from '#client/lib/use-countdown.ts';
import { FormAlert } from '../form-alert.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';

/** Why registering failed: under the code field when the code is at fault, else above the buttons. */
export type RegisterFailure = { field: string } | { form: string };

interface VerifyStepProps {
  email: string;
  registering: boolean;
  resending: boolean;
  /** When another code may be requested (ms since the epoch). */
  resendAt: number;
  formError: string | undefined;
  onSubmit: (code: string) => Promise<RegisterFailure | null>;
  onResend: () => void;
  onBack: () => void;
}

/** Step 2: the 6-digit code from the e-mail; registers the clinic. */
export function VerifyStep({ email, registering, resending, resendAt, formError, onSubmit, onResend, onBack }: VerifyStepProps) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const wait = useCountdown(resendAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code.trim());
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      input.current?.focus();
      return;
    }
    setError(undefined);
    const failure = await onSubmit(parsed.data);
    if (failure && 'field' in failure) {
      setError(failure.field);
      setCode('');
      input.current?.focus();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <p className="text-sm leading-6 text-slate-600">
        <T
          id="registration.dialog.verify.sentTo"
          values={{ email }}
          components={{ 0: <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900" /> }}
        />
      </p>
      <FormField label={t('registration.dialog.verify.codeLabel')} error={error} required>
        {(field) => <OneTimeCodeInput {...field} ref={input} value={code} onValueChange={setCode} autoFocus />}
      </FormField>
      <FormAlert message={formError} />
      <Button type="submit" size="lg" className="w-full disabled:cursor-wait" disabled={registering}>
        {registering ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <ShieldCheck className="size-5" aria-hidden />}
        {registering ? t('registration.dialog.verify.registering') : t('registration.dialog.verify.register')}
      </Button>
      <CodeStepActions backLabel={t('registration.dialog.verify.editDetails')} onBack={onBack} onResend={onResend} wait={wait} resending={resending} />
    </form>
  );
}
