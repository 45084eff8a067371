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
  language: 'lang',
} as const;

export type CookieKey = keyof typeof COOKIE_NAMES;

/** The sidebar preference lasts 7 days (docs/product/accounts.md). */
export const SIDEBAR_COOKIE_DAYS = 7;
