import { useSearch } from 'wouter';
import { StaticPageLayout } from '../components/layout/static-page-layout.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { YourStatusAlerts } from '../features/alerts/your-status-alerts.tsx';
import { useT } from '../i18n/use-t.ts';

/**
 * /alerts/unsubscribe?token=...: "Your status alerts", the link in every status alert (and the
 * confirmation page's way on); no sign-in. Services, channels, and unsubscribing at the end.
 */
export default function AlertsUnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const { t } = useT();
  return (
    <StaticPageLayout title={t('alerts.page.manageDocumentTitle')}>
      <PageHero eyebrow={t('alerts.page.eyebrow')} title={t('alerts.page.manageTitle')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
        <YourStatusAlerts token={token} />
      </div>
    </StaticPageLayout>
  );
}
