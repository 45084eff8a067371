import { msg } from '#client/i18n/use-t.ts';
import type { TocEntry } from '../legal-types.ts';

/** The policy's date (ISO), written in the page's language where shown. */
export const COOKIES_UPDATED = '2025-09-09';

export const COOKIES_TOC: readonly TocEntry[] = [
  { id: 'what-are-cookies', title: msg('legal.cookies.toc.whatAreCookies') },
  { id: 'cookies-we-use', title: msg('legal.cookies.toc.cookiesWeUse') },
  { id: 'no-tracking', title: msg('legal.cookies.toc.noTracking') },
  { id: 'dashboard-analytics', title: msg('legal.cookies.toc.dashboardAnalytics') },
  { id: 'controlling-cookies', title: msg('legal.cookies.toc.controllingCookies') },
  { id: 'changes', title: msg('legal.cookies.toc.changes') },
  { id: 'contact-us', title: msg('legal.cookies.toc.contactUs') },
];
