import { Gift, Network } from 'lucide-react';
import { RegistrationSteps } from '../dialog/registration-steps.tsx';
import { useT } from '#client/i18n/use-t.ts';

/** Beside the form: how registration goes, and what the clinic gets. */
export function RegistrationAside({ showSteps }: { showSteps: boolean }) {
  const { t } = useT();
  return (
    <div className="grid gap-6">
      {showSteps && (
        <section aria-labelledby="how-it-works-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="how-it-works-title" className="mb-5 text-lg font-semibold text-slate-900">
            {t('registration.aside.howTitle')}
          </h2>
          <RegistrationSteps />
        </section>
      )}
      <section aria-labelledby="trial-title" className="rounded-2xl border border-emerald-200 bg-emerald-50/70 p-6">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-emerald-700 shadow-xs">
            <Gift className="size-5" aria-hidden />
          </span>
          <h2 id="trial-title" className="text-lg font-semibold text-emerald-950">
            {t('registration.aside.trialTitle')}
          </h2>
        </div>
        <p className="mt-3 text-sm leading-6 text-emerald-950">{t('registration.aside.trialText')}</p>
      </section>
      <section aria-labelledby="network-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Network className="size-5" aria-hidden />
          </span>
          <h2 id="network-title" className="text-lg font-semibold text-slate-900">
            {t('registration.aside.networkTitle')}
          </h2>
        </div>
        <p className="mt-3 text-sm leading-6 text-slate-600">{t('registration.aside.networkText')}</p>
      </section>
    </div>
  );
}
