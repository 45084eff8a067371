import { createMessageLookup, localizeWith, type MessageLookup } from '#shared/i18n/message-lookup.js';
import { VALIDATION_MESSAGES } from '#shared/i18n/validation-messages.js';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.js';
import { API_MESSAGES, WRITTEN_BY_ID } from './api-messages.ts';
import { translator } from './translator.ts';

let lookup: MessageLookup | undefined;

/** The API's messages and the shared validation messages, found by their English as the English catalogue writes it. */
export function apiMessageLookup(): MessageLookup {
  if (!lookup) {
    const english = translator(DEFAULT_LOCALE).i18n.messages;
    const ids = [...VALIDATION_MESSAGES, ...API_MESSAGES].map(([id]) => id).filter((id) => english[id] !== undefined && !WRITTEN_BY_ID.has(id));
    lookup = createMessageLookup(Object.fromEntries(ids.map((id) => [id, english[id]])));
  }
  return lookup;
}

/**
 * An English text the server answers with, in `locale`: the message it is the English of, with its
 * values (a field's label, the reason inside a longer sentence) translated too; a text no message
 * reads as (a provider's own words, a text already in French) comes back unchanged.
 * `leadingPlaceholder: false` for texts that may be data rather than ours (see message-lookup.ts).
 */
export function localizeMessage(text: string, locale: Locale, options: { leadingPlaceholder?: boolean } = {}): string {
  if (locale === DEFAULT_LOCALE) return text;
  const { t } = translator(locale);
  return localizeWith(apiMessageLookup(), (id, values) => t(id, values), text, options);
}

/**
 * A message the server writes by its id (one WRITTEN_BY_ID names) in `locale`: English exactly as
 * the catalogue has it, else the translation, each of its text values translated too.
 */
export function writeMessage(locale: Locale, id: string, values: Record<string, string | number>): string {
  const { t } = translator(locale);
  if (locale === DEFAULT_LOCALE) return t(id, values);
  const translated = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? localizeMessage(value, locale) : value]),
  );
  return t(id, translated);
}

type Issue = { message?: unknown };

/**
 * A JSON answer in `locale`: its `message`, and each `issues[].message` of an error, written in the
 * caller's language. Answers below 400 only have messages of ours that start with words translated:
 * one that starts with a value ("{field} must be text") could be a provider's own text in a data answer.
 * The payload is copied, never changed: a route may answer with an object it keeps.
 */
export function localizeAnswer(payload: unknown, locale: Locale, status: number): unknown {
  if (locale === DEFAULT_LOCALE || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const answer = payload as { message?: unknown; issues?: unknown };
  if (typeof answer.message !== 'string') return payload;
  const error = status >= 400;
  const message = localizeMessage(answer.message, locale, { leadingPlaceholder: error });
  const issues =
    error && Array.isArray(answer.issues)
      ? (answer.issues as unknown[]).map((issue) =>
          issue && typeof issue === 'object' && typeof (issue as Issue).message === 'string'
            ? { ...issue, message: localizeMessage((issue as Issue).message as string, locale) }
            : issue,
        )
      : answer.issues;
  if (message === answer.message && issues === answer.issues) return payload;
  return { ...answer, message, ...(issues === undefined ? {} : { issues }) };
}
