import { useEffect, useRef, type ReactNode } from 'react';
import { ArrowLeft, CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { Link } from 'wouter';
import { serverMessage } from '#client/lib/api.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { RegistrationSteps } from '../dialog/registration-steps.tsx';
import { useVerifyEmail } from '../registration-api.ts';
import { useT } from '#client/i18n/use-t.ts';

/** Posts the link's token once and shows the outcome: the team's review comes next, or what to do instead. */
export function VerifyEmailResult({ token }: { token: string }) {
  const { t } = useT();
  const verify = useVerifyEmail(token);
  if (!token) return <Failure message={t('registration.verifyEmail.missingToken')} />;
  if (verify.isPending) {
    return (
      <div role="status" className="flex flex-col items-center py-10 text-center">
        <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden />
        <p className="mt-4 font-medium text-slate-800">{t('registration.verifyEmail.verifying')}</p>
      </div>
    );
  }
  if (verify.isError) return <Failure message={serverMessage(verify.error, t('registration.verifyEmail.failed'))} />;
  return (
    <Outcome
      icon={<CircleCheck className="size-8 text-emerald-600" aria-hidden />}
      tone="bg-emerald-50 ring-emerald-50/60"
      title={t('registration.verifyEmail.verified')}
    >
      <p className="mt-2 max-w-md text-slate-700">{verify.data.message}</p>
      <div className="mx-auto mt-8 w-full max-w-md rounded-xl border border-slate-200 bg-slate-50/70 p-5 text-left">
        <h3 className="mb-4 text-sm font-semibold text-slate-900">{t('registration.verifyEmail.standing')}</h3>
        <RegistrationSteps current={2} />
      </div>
      <Link href="/" className={buttonClasses('outline', 'md', 'mt-8')}>
        <ArrowLeft className="size-4" aria-hidden />
        {t('registration.backToDashboard')}
      </Link>
    </Outcome>
  );
}

function Failure({ message }: { message: string }) {
  const { t } = useT();
  return (
    <Outcome
      icon={<CircleAlert className="size-8 text-red-600" aria-hidden />}
      tone="bg-red-50 ring-red-50/60"
      title={t('registration.verifyEmail.failedTitle')}
    >
      <p className="mt-2 max-w-md text-slate-700">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/register" className={buttonClasses('primary', 'md')}>
          {t('registration.verifyEmail.registerAgain')}
        </Link>
        <Link href="/contact" className={buttonClasses('outline', 'md')}>
          {t('registration.contactUs')}
        </Link>
      </div>
    </Outcome>
  );
}

/** The result panel; its heading takes focus so the outcome is announced when it replaces the spinner. */
function Outcome({ icon, tone, title, children }: { icon: ReactNode; tone: string; title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-4 text-center sm:py-6">
      <span className={`grid size-14 place-items-center rounded-full ring-8 ${tone}`}>{icon}</span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-xl font-semibold text-slate-900 focus:outline-none">
        {title}
      </h2>
      {children}
    </div>
  );
}
