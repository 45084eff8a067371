import { useRef, useState, type FormEvent } from 'react';
import { Loader2, LogIn } from 'lucide-react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { OneTimeCodeInput } from '#client/components/ui/one-time-code-input.tsx';
import { CodeStepActions } from '#client/components/ui/code-step-actions.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { verificationCodeSchema, firstIssueMessage } from '#shared/validation.js';
import { SIGN_IN_CODE_VALID_MINUTES } from '#shared/sign-in/sign-in.js';
import { useCountdown } from '#client/lib/use-countdown.ts';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';

interface CodeStepProps {
  email: string;
  verifying: boolean;
  resending: boolean;
  /** When the page may offer another code (ms since the epoch). */
  resendAt: number;
  /** Resolves to an error message to show (the field is then cleared), or null on success. */
  onSubmit: (code: string) => Promise<string | null>;
  onResend: () => void;
  onChangeEmail: () => void;
}

/** Step 2: the 6-digit code from the e-mail, with resend after a short wait. */
export function CodeStep({ email, verifying, resending, resendAt, onSubmit, onResend, onChangeEmail }: CodeStepProps) {
  const { t } = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const wait = useCountdown(resendAt);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = verificationCodeSchema.safeParse(code.trim());
    const problem = parsed.success ? await onSubmit(parsed.data) : firstIssueMessage(parsed.error);
    setError(problem ?? undefined);
    if (problem) {
      if (parsed.success) setCode('');
      input.current?.focus();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <p className="text-center text-sm leading-6 text-slate-600">
        <T
          id="signin.code.sentTo"
          values={{ email, minutes: SIGN_IN_CODE_VALID_MINUTES }}
          components={{ 0: <strong className="font-semibold break-all text-slate-900" /> }}
        />
      </p>
      <FormField label={t('signin.code.label')} error={error} required>
        {(field) => <OneTimeCodeInput {...field} ref={input} value={code} onValueChange={setCode} autoFocus />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={verifying}>
        {verifying ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <LogIn className="size-5" aria-hidden />}
        {verifying ? t('signin.code.submitting') : t('signin.code.submit')}
      </Button>
      <CodeStepActions backLabel={t('signin.code.changeEmail')} onBack={onChangeEmail} onResend={onResend} wait={wait} resending={resending} />
    </form>
  );
}
