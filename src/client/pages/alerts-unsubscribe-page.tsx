import { useSearch } from 'wouter';
import { StaticPageLayout } from '../components/layout/static-page-layout.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { UnsubscribePanel } from '../features/alerts/unsubscribe-panel.tsx';
import { AlertChannels } from '../features/alerts/alert-channels.tsx';

/** /alerts/unsubscribe?token=...: the link in every status alert; no sign-in. Unsubscribe, change services, or add channels. */
export default function AlertsUnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  return (
    <StaticPageLayout title="Status Alerts">
      <PageHero eyebrow="Status alerts" title="Your status alerts" />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <UnsubscribePanel token={token} />
        </section>
        <AlertChannels token={token} className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10" />
      </div>
    </StaticPageLayout>
  );
}
