import { StaticPageLayout } from '../components/layout/static-page-layout.tsx';
import { PageHero } from '../components/layout/page-hero.tsx';
import { ContactInquiry } from '../features/contact/contact-inquiry.tsx';
import { ContactDetails } from '../features/contact/contact-details.tsx';
import { preloadToaster } from '../components/ui/lazy-toaster.tsx';
import { useT } from '../i18n/use-t.ts';

// This page answers its forms with toasts.
preloadToaster();

export default function ContactPage() {
  const { t } = useT();
  return (
    <StaticPageLayout title={t('contact.page.title')}>
      <PageHero eyebrow={t('contact.page.eyebrow')} title={t('contact.page.title')}>
        <p>{t('contact.page.intro')}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:px-8 lg:py-14">
        <ContactInquiry />
        <aside className="lg:sticky lg:top-8">
          <ContactDetails />
        </aside>
      </div>
    </StaticPageLayout>
  );
}
