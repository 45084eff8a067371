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
  return (
    <LegalPage
      title="Cookies Policy"
      updated={COOKIES_UPDATED}
      toc={COOKIES_TOC}
      intro={<p>The few cookies the Clinic Status Board uses, why, for how long, and how you can control them.</p>}
    >
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
