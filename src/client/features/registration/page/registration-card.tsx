import { RegistrationForm } from './registration-form.tsx';
import { RegistrationSuccess } from './registration-success.tsx';
import { useT } from '#client/i18n/use-t.ts';

interface RegistrationCardProps {
  /** Where the verification link went, once the server has the registration. */
  submittedEmail: string | null;
  onSubmitted: (email: string) => void;
}

/** The form card: the form until the server accepts the registration, then the success screen. */
export function RegistrationCard({ submittedEmail, onSubmitted }: RegistrationCardProps) {
  const { t } = useT();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {submittedEmail === null ? (
        <>
          <h2 id="registration-form-title" className="text-lg font-semibold text-slate-900">
            {t('registration.page.formTitle')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{t('registration.page.allRequired')}</p>
          <RegistrationForm onSubmitted={onSubmitted} />
        </>
      ) : (
        <RegistrationSuccess email={submittedEmail} />
      )}
    </section>
  );
}
