/**
 * Every cookie the product sets, in one list: the server and the browser take their names from
 * here and the cookies policy shows this list (docs/product/accounts.md). A test fails when a cookie is
 * set anywhere under a name that is not listed, or listed but never set.
 */
export const COOKIE_NAMES = {
  session: 'sid',
  adminSession: 'admin_sid',
  adminPhraseNonce: 'admin_phrase_nonce',
  oidcFlow: 'oidc_flow',
  signInReturn: 'sign_in_next',
  sidebar: 'sidebar_state',
} as const;

export type CookieKey = keyof typeof COOKIE_NAMES;

/** The sidebar preference lasts 7 days (docs/product/accounts.md). */
export const SIDEBAR_COOKIE_DAYS = 7;

export interface SiteCookie {
  key: CookieKey;
  label: string;
  purpose: string;
  duration: string;
  kind: 'Strictly necessary' | 'Preference';
}

export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    key: 'session',
    label: 'Session',
    purpose: 'Keeps you signed in so you can see notifications. HttpOnly: scripts on the page cannot read it, and it is only sent to our site.',
    duration: 'Until you sign out or it expires (7 days)',
    kind: 'Strictly necessary',
  },
  {
    key: 'adminSession',
    label: 'Admin session',
    purpose: 'For the provider’s staff only: gives access to the admin control panel. HttpOnly, and never sent with requests from other sites.',
    duration: '8 hours',
    kind: 'Strictly necessary',
  },
  {
    key: 'adminPhraseNonce',
    label: 'Admin sign-in check',
    purpose: 'For the provider’s staff only: ties an e-mailed admin access phrase to the browser that asked for it, so the phrase works nowhere else.',
    duration: '15 minutes',
    kind: 'Strictly necessary',
  },
  {
    key: 'oidcFlow',
    label: 'Sign-in check',
    purpose: 'Set only while you sign in through your organisation’s sign-in service, to protect that step from forgery.',
    duration: '10 minutes',
    kind: 'Strictly necessary',
  },
  {
    key: 'signInReturn',
    label: 'Sign-in return page',
    purpose: 'Set only while you sign in through your organisation’s sign-in service from a page that asked for it: the page on this site to come back to.',
    duration: '10 minutes',
    kind: 'Strictly necessary',
  },
  {
    key: 'sidebar',
    label: 'Sidebar preference',
    purpose: 'For the provider’s staff only: remembers whether you keep the admin panel’s sidebar open or collapsed.',
    duration: `${SIDEBAR_COOKIE_DAYS} days`,
    kind: 'Preference',
  },
];
