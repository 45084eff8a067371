import { SIDEBAR_COOKIE_DAYS, type CookieKey } from './cookies.ts';

/*
 * The cookies policy's table of every cookie the product sets (cookies.ts names them; a test holds
 * the two lists together). Apart from the names, so the pages that never show the policy do not carry it.
 */
export type CookieKind = 'Strictly necessary' | 'Preference';

/**
 * One cookie as the policy describes it. The English words stay here for whoever reads the list
 * in English; the cookies policy shows the same words from the `legal` catalogue area, in the
 * page's language, through the message ids beside them (the same text in en-CA).
 */
export interface SiteCookie {
  key: CookieKey;
  label: string;
  purpose: string;
  duration: string;
  kind: CookieKind;
  labelId: string;
  purposeId: string;
  durationId: string;
  /** The values the duration's message takes ({days}), when it has any. */
  durationValues?: Readonly<Record<string, number>>;
}

/** The message id of each kind of cookie, as the cookies policy shows it. */
export const COOKIE_KIND_IDS: Readonly<Record<CookieKind, string>> = {
  'Strictly necessary': 'legal.cookies.kind.strictlyNecessary',
  Preference: 'legal.cookies.kind.preference',
};

export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    key: 'session',
    label: 'Session',
    purpose: 'Keeps you signed in so you can see notifications. HttpOnly: scripts on the page cannot read it, and it is only sent to our site.',
    duration: 'Until you sign out or it expires (7 days)',
    kind: 'Strictly necessary',
    labelId: 'legal.cookies.session.label',
    purposeId: 'legal.cookies.session.purpose',
    durationId: 'legal.cookies.session.duration',
  },
  {
    key: 'adminSession',
    label: 'Admin session',
    purpose: 'For the provider’s staff only: gives access to the admin control panel. HttpOnly, and never sent with requests from other sites.',
    duration: '8 hours',
    kind: 'Strictly necessary',
    labelId: 'legal.cookies.adminSession.label',
    purposeId: 'legal.cookies.adminSession.purpose',
    durationId: 'legal.cookies.adminSession.duration',
  },
  {
    key: 'adminPhraseNonce',
    label: 'Admin sign-in check',
    purpose: 'For the provider’s staff only: ties an e-mailed admin access phrase to the browser that asked for it, so the phrase works nowhere else.',
    duration: '15 minutes',
    kind: 'Strictly necessary',
    labelId: 'legal.cookies.adminPhraseNonce.label',
    purposeId: 'legal.cookies.adminPhraseNonce.purpose',
    durationId: 'legal.cookies.adminPhraseNonce.duration',
  },
  {
    key: 'oidcFlow',
    label: 'Sign-in check',
    purpose: 'Set only while you sign in through your organisation’s sign-in service, to protect that step from forgery.',
    duration: '10 minutes',
    kind: 'Strictly necessary',
    labelId: 'legal.cookies.oidcFlow.label',
    purposeId: 'legal.cookies.oidcFlow.purpose',
    durationId: 'legal.cookies.oidcFlow.duration',
  },
  {
    key: 'signInReturn',
    label: 'Sign-in return page',
    purpose: 'Set only while you sign in through your organisation’s sign-in service from a page that asked for it: the page on this site to come back to.',
    duration: '10 minutes',
    kind: 'Strictly necessary',
    labelId: 'legal.cookies.signInReturn.label',
    purposeId: 'legal.cookies.signInReturn.purpose',
    durationId: 'legal.cookies.signInReturn.duration',
  },
  {
    key: 'sidebar',
    label: 'Sidebar preference',
    purpose: 'For the provider’s staff only: remembers whether you keep the admin panel’s sidebar open or collapsed.',
    duration: `${SIDEBAR_COOKIE_DAYS} days`,
    kind: 'Preference',
    labelId: 'legal.cookies.sidebar.label',
    purposeId: 'legal.cookies.sidebar.purpose',
    durationId: 'legal.cookies.sidebar.duration',
    durationValues: { days: SIDEBAR_COOKIE_DAYS },
  },
  {
    key: 'language',
    label: 'Language',
    purpose: 'Remembers the language you chose for this site (English or French), so pages and messages come in it.',
    duration: '1 year',
    kind: 'Preference',
    labelId: 'legal.cookies.language.label',
    purposeId: 'legal.cookies.language.purpose',
    durationId: 'legal.cookies.language.duration',
  },
];
