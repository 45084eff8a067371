import english from './i18n/catalogues/en-CA/time.json' with { type: 'json' };
import { DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';

/** Values a message's placeholders take ({count}, {time}). */
export type WordValues = Record<string, string | number | Date | null | undefined>;

/**
 * A language and its messages, as the shared word builders (ages, business times, maintenance
 * windows) take them: the browser's translation (useT()) and the server's translator(locale)
 * both are one.
 */
export interface Words {
  locale: Locale;
  t(id: string, values?: WordValues): string;
}

/**
 * A message of the time area as read here: its raw text on the server, or the compiled form the
 * build (and Vitest) gives an imported catalogue. The time area's messages take plain
 * placeholders only ({count}, {time}), never plurals or selects, so filling them needs no parser.
 */
type Message = string | readonly (string | readonly unknown[])[];

const text = (value: WordValues[string]) => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value));

function fill(message: Message | undefined, id: string, values: WordValues = {}): string {
  if (message === undefined) return id;
  if (typeof message === 'string') return message.replace(/\{(\w+)\}/g, (_, name: string) => text(values[name]));
  return message.map((token) => (typeof token === 'string' ? token : text(values[String(token[0])]))).join('');
}

/** Words read straight from one language's `time` area (its JSON, raw or compiled). */
export function catalogueWords(locale: Locale, catalogue: object): Words {
  const messages = catalogue as Record<string, Message>;
  return { locale, t: (id, values) => fill(messages[id], id, values) };
}

/**
 * The time words in English, for the callers that name no language: mails and feeds that speak
 * English, and every test written before French. Its messages are the English catalogue's own.
 */
export const ENGLISH_WORDS: Words = catalogueWords(DEFAULT_LOCALE, english);

/** "Tomorrow" as said inside a sentence: "tomorrow". */
export const lowerFirst = (words: Words, text: string) => text.charAt(0).toLocaleLowerCase(words.locale) + text.slice(1);

/** A line's first letter in capitals: "ven. 4 déc." opening a line is "Ven. 4 déc.". */
export const upperFirst = (words: Words, text: string) => text.charAt(0).toLocaleUpperCase(words.locale) + text.slice(1);
