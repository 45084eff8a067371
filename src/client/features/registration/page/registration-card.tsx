import { RegistrationForm } from './registration-form.tsx';
import { RegistrationSuccess } from './registration-success.tsx';

interface RegistrationCardProps {
  /** Where the verification link went, once the server has the registration. */
  submittedEmail: string | null;
  onSubmitted: (email: string) => void;
}

/** The form card: the form until the server accepts the registration, then the success screen. */
export function RegistrationCard({ submittedEmail, onSubmitted }: RegistrationCardProps) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {submittedEmail === null ? (
        <>
          <h2 id="registration-form-title" className="text-lg font-semibold text-slate-900">
            Your registration
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">All fields are required unless marked optional.</p>
          <RegistrationForm onSubmitted={onSubmitted} />
        </>
      ) : (
        <RegistrationSuccess email={submittedEmail} />
      )}
    </section>
  );
}
