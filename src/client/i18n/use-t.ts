import { useContext, useMemo } from 'react';
import { LinguiContext } from '@lingui/react';
import { i18n as browserI18n } from './i18n.ts';
import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locales.js';

/** Values a message's placeholders take ({count}, {name}); numbers and dates are formatted by the message. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface Translate {
  /** The message `id` in the page's language (its id when the catalogues lack it: catalogues.test.ts stops that). */
  (id: string, values?: MessageValues): string;
}

export interface Translation {
  t: Translate;
  locale: Locale;
  i18n: I18n;
}

export function translation(i18n: I18n): Translation {
  return { t: (id, values) => i18n._(id, values), locale: isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE, i18n };
}

/** The page's language and its messages; a component using it is drawn again when the language changes. */
export function useT(): Translation {
  // Outside the app's provider (a component drawn on its own in a test) the browser's translator speaks.
  const i18n = useContext(LinguiContext)?.i18n ?? browserI18n;
  // The provider hands a new `i18n` wrapper whenever the language changes: the memo follows it.
  return useMemo(() => translation(i18n), [i18n]);
}

/**
 * Marks a message id kept for later (a table of labels by status, say), so that the catalogue
 * check finds it used; the text is looked up where it is shown: t(msg('board.state.online')).
 */
export function msg<const Id extends string>(id: Id): Id {
  return id;
}
