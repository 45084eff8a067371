import { useSearch } from 'wouter';
import { StaticPageLayout } from '../components/layout/static-page-layout.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { NewsletterConfirmResult } from '../features/newsletter/newsletter-confirm-result.tsx';
import { useT } from '../i18n/use-t.ts';

/** /newsletter/confirm?token=...: the link from the newsletter confirmation e-mail. */
export default function NewsletterConfirmPage() {
  const { t } = useT();
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  return (
    <StaticPageLayout title={t('newsletter.confirm')}>
      <PageHero eyebrow={t('newsletter.name')} title={t('newsletter.confirm')} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <NewsletterConfirmResult token={token} />
        </section>
      </div>
    </StaticPageLayout>
  );
}
