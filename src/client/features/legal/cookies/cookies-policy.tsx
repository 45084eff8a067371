import { useT } from '#client/i18n/use-t.ts';
import { LegalPage } from '../legal-page.tsx';
import { COOKIES_TOC, COOKIES_UPDATED } from './cookies-toc.ts';
import {
  ControllingCookiesSection,
  CookiesChangesSection,
  CookiesContactSection,
  CookiesWeUseSection,
  DashboardAnalyticsSection,
  NoTrackingSection,
  WhatAreCookiesSection,
} from './cookies-sections.tsx';

export function CookiesPolicy() {
  const { t } = useT();
  return (
    <LegalPage title={t('legal.cookies.title')} updated={COOKIES_UPDATED} toc={COOKIES_TOC} intro={<p>{t('legal.cookies.intro')}</p>}>
      <WhatAreCookiesSection />
      <CookiesWeUseSection />
      <NoTrackingSection />
      <DashboardAnalyticsSection />
      <ControllingCookiesSection />
      <CookiesChangesSection />
      <CookiesContactSection />
    </LegalPage>
  );
}
