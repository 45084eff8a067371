import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locales.js';
import { i18n } from './i18n.ts';
import type { Translation } from './use-t.ts';

/** What a helper needs to write words, numbers and dates: the messages and their language (useT() gives both). */
export type Words = Pick<Translation, 't' | 'locale'>;

/**
 * The browser's translator, for helpers called without the page's words: it speaks the page's
 * language and holds every part of the messages shown so far (a page's part loads with its code:
 * app.tsx). Components pass useT() instead, so that they are drawn again when the language changes.
 */
export const PAGE_WORDS: Translation = {
  t: (id, values) => i18n._(id, values),
  get locale() {
    return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  },
  i18n,
};
