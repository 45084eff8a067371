import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileCatalogue, type Catalogue } from '#shared/i18n/compile.js';
import { LOCALES, type Locale } from '#shared/i18n/locales.js';

/** Placeholder values of a message: {count}, {name}, {date}. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface Translator {
  locale: Locale;
  /** The message `id` in this language (the id itself when the catalogues lack it: catalogues.test.ts stops that). */
  t(id: string, values?: MessageValues): string;
  i18n: I18n;
}

/** src/shared/i18n/catalogues beside the sources, dist/shared/i18n/catalogues beside the build. */
const CATALOGUE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'i18n', 'catalogues');

/** Every area of one language, read and compiled once. */
export function readCatalogue(locale: Locale, dir = CATALOGUE_DIR): Catalogue {
  const folder = path.join(dir, locale);
  const merged: Catalogue = {};
  for (const file of fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    Object.assign(merged, JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Catalogue);
  }
  return merged;
}

const translators = new Map<Locale, Translator>();

/** The server's translator for `locale`: every message of every area (mails, channels, API answers, pages). */
export function translator(locale: Locale): Translator {
  let known = translators.get(locale);
  if (!known) {
    const i18n = setupI18n({ locale, messages: { [locale]: compileCatalogue(readCatalogue(locale), locale) } });
    known = { locale, i18n, t: (id, values) => i18n._(id, values) };
    translators.set(locale, known);
  }
  return known;
}

/** Loads every language at start-up, so a malformed catalogue stops the server before it answers anyone. */
export function loadTranslators(): void {
  for (const locale of LOCALES) translator(locale);
}
