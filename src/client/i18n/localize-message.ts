import { createMessageLookup, localizeWith, type MessageLookup } from '#shared/i18n/message-lookup.js';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.js';
import { englishValidation } from './english-in-every-page.ts';
import type { Translate } from './use-t.ts';

let lookup: MessageLookup | undefined;

/** The shared validation messages (area `validation`), found by their English as the page's English catalogue has it. */
function validationLookup(): MessageLookup {
  lookup ??= createMessageLookup(englishValidation);
  return lookup;
}

/**
 * A validation message the shared schemas write in English (MESSAGES, the field rules of
 * #shared/fields.js, with their values) in the page's language. Any other text is shown as it came:
 * the server's answers are already in the page's language, and a form may pass its own words,
 * already translated.
 */
export function localizeMessage(text: string, t: Translate, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  return localizeWith(validationLookup(), (id, values) => t(id, values), text);
}
