import { useState } from 'react';
import { StaticPageLayout } from '../components/layout/static-page-layout.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { RegistrationCard } from '../features/registration/page/registration-card.tsx';
import { RegistrationAside } from '../features/registration/page/registration-aside.tsx';
import { preloadToaster } from '../components/ui/lazy-toaster.tsx';
import { useT } from '../i18n/use-t.ts';

// This page answers its forms with toasts.
preloadToaster();

export default function RegisterPage() {
  const { t } = useT();
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  return (
    <StaticPageLayout title={t('registration.title')}>
      <PageHero eyebrow={t('registration.page.eyebrow')} title={t('registration.title')}>
        <p>{t('registration.page.intro')}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:px-8 lg:py-14">
        <RegistrationCard submittedEmail={submittedEmail} onSubmitted={setSubmittedEmail} />
        <aside aria-label={t('registration.page.aside')} className="lg:sticky lg:top-8">
          {/* After submitting, the success screen shows the steps with progress; no need for them twice. */}
          <RegistrationAside showSteps={submittedEmail === null} />
        </aside>
      </div>
    </StaticPageLayout>
  );
}
