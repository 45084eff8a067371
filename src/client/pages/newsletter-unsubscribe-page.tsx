import { useSearch } from 'wouter';
import { StaticPageLayout } from '../components/layout/static-page-layout.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { NewsletterUnsubscribePanel } from '../features/newsletter/newsletter-unsubscribe-panel.tsx';
import { useT } from '../i18n/use-t.ts';

/** /newsletter/unsubscribe?token=...: the link in every newsletter e-mail; no sign-in. */
export default function NewsletterUnsubscribePage() {
  const { t } = useT();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  return (
    <StaticPageLayout title={t('newsletter.name')}>
      <PageHero eyebrow={t('newsletter.name')} title={t('newsletter.unsubscribe')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <NewsletterUnsubscribePanel token={token} />
        </section>
      </div>
    </StaticPageLayout>
  );
}
