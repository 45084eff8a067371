import { publicConfig } from '#client/lib/public-config.ts';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { LegalSection } from '../legal-section.tsx';
import { BulletList, Callout, Term, TextLink } from '../prose.tsx';
import { CookieTable } from './cookie-table.tsx';
import { COOKIES_TOC } from './cookies-toc.ts';

export function WhatAreCookiesSection() {
  const { t } = useT();
  return (
    <LegalSection toc={COOKIES_TOC} id="what-are-cookies">
      <p>{t('legal.cookies.whatAre.body')}</p>
    </LegalSection>
  );
}

export function CookiesWeUseSection() {
  const { t } = useT();
  return (
    <LegalSection toc={COOKIES_TOC} id="cookies-we-use">
      <p>{t('legal.cookies.weUse.lead')}</p>
      <CookieTable />
      <p>{t('legal.cookies.weUse.firstParty')}</p>
    </LegalSection>
  );
}

export function NoTrackingSection() {
  return (
    <LegalSection toc={COOKIES_TOC} id="no-tracking">
      <p>
        <T id="legal.cookies.noTracking.body" components={{ 0: <Term /> }} />
      </p>
    </LegalSection>
  );
}

export function DashboardAnalyticsSection() {
  return (
    <LegalSection toc={COOKIES_TOC} id="dashboard-analytics">
      <p>
        <T id="legal.cookies.analytics.recorded" components={{ 0: <Term /> }} />
      </p>
      <p>
        <T id="legal.cookies.analytics.kept" components={{ 0: <Term />, 1: <TextLink href="/privacy-policy" /> }} />
      </p>
    </LegalSection>
  );
}

export function ControllingCookiesSection() {
  const { t } = useT();
  return (
    <LegalSection toc={COOKIES_TOC} id="controlling-cookies">
      <p>
        <T id="legal.cookies.controlling.browsers" components={{ 0: <Term />, 1: <Term />, 2: <Term /> }} />
      </p>
      <p>{t('legal.cookies.controlling.ifBlocked')}</p>
      <BulletList>
        <li>{t('legal.cookies.controlling.dashboard')}</li>
        <li>{t('legal.cookies.controlling.signedIn')}</li>
        <li>{t('legal.cookies.controlling.adminPanel')}</li>
        <li>{t('legal.cookies.controlling.sidebar')}</li>
      </BulletList>
      <Callout title={t('legal.cookies.controlling.clinicAccess.title')}>{t('legal.cookies.controlling.clinicAccess.body')}</Callout>
    </LegalSection>
  );
}

export function CookiesChangesSection() {
  const { t } = useT();
  return (
    <LegalSection toc={COOKIES_TOC} id="changes">
      <p>{t('legal.cookies.changes.body')}</p>
    </LegalSection>
  );
}

export function CookiesContactSection() {
  const { provider } = publicConfig();
  return (
    <LegalSection toc={COOKIES_TOC} id="contact-us">
      <p>
        <T
          id="legal.cookies.contact.body"
          values={{ email: provider.infoEmail }}
          components={{ 0: <TextLink href={`mailto:${provider.infoEmail}`} />, 1: <TextLink href="/contact" /> }}
        />
      </p>
    </LegalSection>
  );
}
