import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '#shared/i18n/locales.js';
import { englishInEveryPage } from './english-in-every-page.ts';

/**
 * The messages come in parts: the first screen's (fetched before the first render; the server names
 * the page language's in the page, to be fetched beside the code: plugins/spa.ts), the rest of the public pages' (their dialogs and the
 * pages that come later: fetched with the code that shows them, and soon after the first screen
 * anyway: scripts/first-screen-messages.mjs keeps the split) and the admin panel's.
 */
type Bundle = 'public' | 'later' | 'admin';

/** Where each part of each language's messages comes from. */
const LOADERS: Record<Bundle, Record<Locale, () => Promise<Messages>>> = {
  public: {
    'en-CA': () => import('./catalogue-en-CA.ts').then((m) => m.default),
    'fr-CA': () => import('./catalogue-fr-CA.ts').then((m) => m.default),
  },
  later: {
    'en-CA': () => import('./later-catalogue-en-CA.ts').then((m) => m.default),
    'fr-CA': () => import('./later-catalogue-fr-CA.ts').then((m) => m.default),
  },
  admin: {
    'en-CA': () => import('./admin-catalogue-en-CA.ts').then((m) => m.default),
    'fr-CA': () => import('./admin-catalogue-fr-CA.ts').then((m) => m.default),
  },
};

/** The browser's one translator; the server draws with one per language (createI18n). */
export const i18n: I18n = createI18n(DEFAULT_LOCALE, englishInEveryPage);

const wanted = new Set<Bundle>(['public']);
const loaded = new Set<string>();

export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

async function load(bundle: Bundle, locale: Locale): Promise<void> {
  const key = `${bundle} ${locale}`;
  if (loaded.has(key)) return;
  i18n.load(locale, await LOADERS[bundle][locale]());
  loaded.add(key);
}

/** The language the server drew this page in (its <html lang>), else English. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Loads every wanted part of `locale`'s messages and makes it the language the page speaks. */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((bundle) => load(bundle, locale)));
  if (i18n.locale !== locale) i18n.activate(locale);
  // What screen readers and the browser's own translation offer go by the page's language.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** A part of the messages (the admin panel's, the later pages'), in the language now spoken and in any the person switches to. */
export async function loadMessages(bundle: 'later' | 'admin'): Promise<void> {
  wanted.add(bundle);
  await load(bundle, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
}

/** A loader of code that shows words kept for later: the code and those words come together. */
export function withLaterMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessages('later')]).then(([module]) => module);
}

export { LOCALES };
