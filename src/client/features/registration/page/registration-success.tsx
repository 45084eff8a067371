import { useEffect, useRef } from 'react';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { RegistrationSteps } from '../dialog/registration-steps.tsx';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';

/** Replaces the form once the server has the registration; focus moves here so it is announced. */
export function RegistrationSuccess({ email }: { email: string }) {
  const { t } = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="py-2 sm:py-4">
      <div className="flex flex-col items-center text-center">
        <span className="grid size-14 place-items-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
          <MailCheck className="size-7 text-emerald-600" aria-hidden />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-xl font-semibold text-slate-900 focus:outline-none">
          {t('registration.success.title')}
        </h2>
        <p className="mt-2 max-w-md text-slate-700">{t('registration.success.sentTo')}</p>
        <p className="mt-3 max-w-full rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">{email}</p>
      </div>
      <div className="mx-auto mt-8 max-w-md rounded-xl border border-slate-200 bg-slate-50/70 p-5">
        <h3 className="mb-4 text-sm font-semibold text-slate-900">{t('registration.success.next')}</h3>
        <RegistrationSteps current={1} />
      </div>
      <div className="mt-8 flex flex-col items-center gap-3 text-center text-sm text-slate-600">
        <p>
          <T
            id="registration.success.noEmail"
            components={{ 0: <Link href="/contact" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800" /> }}
          />
        </p>
        <Link href="/" className={buttonClasses('outline', 'md', 'mt-2')}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('registration.backToDashboard')}
        </Link>
      </div>
    </div>
  );
}
