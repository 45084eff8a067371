import { useState } from 'react';
import { AlertTriangle, KeyRound, Mail } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { Card } from '#client/components/ui/card.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { SIGN_IN_NEXT_PARAM, SIGN_IN_RESEND_SECONDS, signInReturnPath, type SignInErrorCode } from '#shared/sign-in/sign-in.js';
import { msg, useT } from '#client/i18n/use-t.ts';
import { useStartSignIn, useVerifySignIn } from './sign-in-api.ts';
import { EmailStep } from './email-step.tsx';
import { CodeStep } from './code-step.tsx';

type Step = { name: 'email' } | { name: 'code'; email: string; resendAt: number };

/** Why an organisation sign-in (?error=…) sent the browser back, by code: message ids (English in SIGN_IN_ERRORS). */
const PROVIDER_ERRORS: Record<SignInErrorCode, string> = {
  oidc: msg('signin.providerError.oidc'),
  unavailable: msg('signin.providerError.unavailable'),
  unverified: msg('signin.providerError.unverified'),
  linked: msg('signin.providerError.linked'),
};

/**
 * The built-in sign-in: an e-mail address, then the 6-digit code mailed to it. When an
 * organisation sign-in (OpenID Connect) sent the browser back here with ?error=…, that is
 * said first, with a way to try again.
 */
export function SignInFlow() {
  const { t } = useT();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [lastEmail, setLastEmail] = useState('');
  const [, navigate] = useLocation();
  const start = useStartSignIn();
  const verify = useVerifySignIn();
  const search = new URLSearchParams(useSearch());
  const providerError = search.get('error');
  const next = signInReturnPath(search.get(SIGN_IN_NEXT_PARAM));

  const send = async (email: string): Promise<string | null> => {
    try {
      await start.mutateAsync(email);
    } catch (error) {
      return serverMessage(error, t('signin.toast.sendFailed'));
    }
    setLastEmail(email);
    setStep({ name: 'code', email, resendAt: Date.now() + SIGN_IN_RESEND_SECONDS * 1000 });
    toast({ title: t('signin.toast.codeSentTitle'), description: t('signin.toast.codeSent'), variant: 'success' });
    return null;
  };

  const resend = async (email: string) => {
    const problem = await send(email);
    if (problem) toast({ title: t('signin.toast.sendFailedTitle'), description: problem, variant: 'destructive' });
  };

  const signIn = async (email: string, code: string): Promise<string | null> => {
    try {
      await verify.mutateAsync({ email, code });
    } catch (error) {
      return serverMessage(error, t('signin.code.failed'));
    }
    navigate(next);
    return null;
  };

  return (
    <Card className="p-6 sm:p-8">
      <div className="mb-6 grid justify-items-center gap-4 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-100">
          {step.name === 'email' ? <Mail className="size-6" aria-hidden /> : <KeyRound className="size-6" aria-hidden />}
        </span>
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('signin.title')}</h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {step.name === 'email' ? t('signin.step.email') : t('signin.step.code')}
          </p>
        </div>
      </div>

      {providerError && Object.hasOwn(PROVIDER_ERRORS, providerError) && step.name === 'email' && (
        <div role="alert" className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
          <div className="grid gap-3">
            <p>{t(PROVIDER_ERRORS[providerError as SignInErrorCode])}</p>
            <a href="/api/login" className={buttonClasses('outline', 'sm', 'justify-self-start')}>
              {t('signin.providerError.retry')}
            </a>
          </div>
        </div>
      )}

      {step.name === 'email' ? (
        <EmailStep initialEmail={lastEmail} sending={start.isPending} onSubmit={send} />
      ) : (
        <CodeStep
          key={step.resendAt}
          email={step.email}
          verifying={verify.isPending}
          resending={start.isPending}
          resendAt={step.resendAt}
          onSubmit={(code) => signIn(step.email, code)}
          onResend={() => void resend(step.email)}
          onChangeEmail={() => setStep({ name: 'email' })}
        />
      )}
    </Card>
  );
}
