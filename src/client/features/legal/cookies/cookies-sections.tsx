import { publicConfig } from '#client/lib/public-config.ts';
import { LegalSection } from '../legal-section.tsx';
import { BulletList, Callout, Term, TextLink } from '../prose.tsx';
import { CookieTable } from './cookie-table.tsx';
import { COOKIES_TOC } from './cookies-toc.ts';

export function WhatAreCookiesSection() {
  return (
    <LegalSection toc={COOKIES_TOC} id="what-are-cookies">
      <p>
        Cookies are small text files a website asks your browser to keep and send back on later visits. We use them only where the board needs them to work or
        to remember a choice you made.
      </p>
    </LegalSection>
  );
}

export function CookiesWeUseSection() {
  return (
    <LegalSection toc={COOKIES_TOC} id="cookies-we-use">
      <p>These are all the cookies the Clinic Status Board sets. Visitors who are not signed in and do not change the sidebar receive none of them.</p>
      <CookieTable />
      <p>
        All of them are first-party cookies: set by our site and sent only to our site. The admin cookies travel only with requests to the admin control panel.
      </p>
    </LegalSection>
  );
}

export function NoTrackingSection() {
  return (
    <LegalSection toc={COOKIES_TOC} id="no-tracking">
      <p>
        We use <Term>no third-party advertising or tracking cookies</Term>, no social media pixels and no cross-site analytics services. Nothing on the board
        lets another company follow you across websites.
      </p>
    </LegalSection>
  );
}

export function DashboardAnalyticsSection() {
  return (
    <LegalSection toc={COOKIES_TOC} id="dashboard-analytics">
      <p>
        To learn which information clinics rely on, we record clicks on dashboard cards and links: which card, when, and the IP address and browser user agent
        of the request. This is <Term>stored on our own servers</Term> and does not use cookies.
      </p>
      <p>
        We keep click analytics for <Term>up to 2 years</Term>, then delete them automatically. Our <TextLink href="/privacy-policy">Privacy Policy</TextLink>{' '}
        explains how we protect them and your rights.
      </p>
    </LegalSection>
  );
}

export function ControllingCookiesSection() {
  return (
    <LegalSection toc={COOKIES_TOC} id="controlling-cookies">
      <p>
        Every major browser lets you see, block and delete cookies, usually under <Term>Settings</Term>, then <Term>Privacy</Term> or <Term>Site settings</Term>
        . You can remove ours at any time; signing out also ends your session.
      </p>
      <p>If you block our cookies:</p>
      <BulletList>
        <li>you can still see the dashboard and service status;</li>
        <li>you cannot stay signed in, so notifications are not shown;</li>
        <li>the provider’s staff cannot use the admin control panel;</li>
        <li>the sidebar returns to its default each visit.</li>
      </BulletList>
      <Callout title="Clinic access does not depend on cookies">
        Your clinic’s access follows its network address, so clearing cookies never removes the board from your office.
      </Callout>
    </LegalSection>
  );
}

export function CookiesChangesSection() {
  return (
    <LegalSection toc={COOKIES_TOC} id="changes">
      <p>
        If we add or change a cookie, we update this page and its date first. We will not add advertising or tracking cookies without asking for your consent.
      </p>
    </LegalSection>
  );
}

export function CookiesContactSection() {
  const { provider } = publicConfig();
  return (
    <LegalSection toc={COOKIES_TOC} id="contact-us">
      <p>
        Questions about cookies? Write to <TextLink href={`mailto:${provider.infoEmail}`}>{provider.infoEmail}</TextLink> or use our{' '}
        <TextLink href="/contact">contact page</TextLink>.
      </p>
    </LegalSection>
  );
}
