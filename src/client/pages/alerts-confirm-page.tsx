import { useSearch } from 'wouter';
import { StaticPageLayout } from '../components/layout/static-page-layout.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { AlertsConfirmResult } from '../features/alerts/alerts-confirm-result.tsx';
import { useT } from '../i18n/use-t.ts';

/** /alerts/confirm?token=...: the link from the status alerts confirmation e-mail. */
export default function AlertsConfirmPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const { t } = useT();
  return (
    <StaticPageLayout title={t('alerts.page.confirmTitle')}>
      <PageHero eyebrow={t('alerts.page.eyebrow')} title={t('alerts.page.confirmTitle')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <AlertsConfirmResult token={token} />
        </section>
      </div>
    </StaticPageLayout>
  );
}
