import { useSearch } from 'wouter';
import { StaticPageLayout } from '../components/layout/static-page-layout.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { VerifyEmailResult } from '../features/registration/page/verify-email-result.tsx';
import { preloadToaster } from '../components/ui/lazy-toaster.tsx';
import { useT } from '../i18n/use-t.ts';

// This page answers its forms with toasts.
preloadToaster();

/** /verify-email?token=...: the link from the registration e-mail. */
export default function VerifyEmailPage() {
  const { t } = useT();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  return (
    <StaticPageLayout title={t('registration.verifyTitle')}>
      <PageHero eyebrow={t('registration.page.eyebrow')} title={t('registration.verifyTitle')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <VerifyEmailResult token={token} />
        </section>
      </div>
    </StaticPageLayout>
  );
}
