import type { Locale } from '#shared/i18n/locales.js';
import { translator } from './translator.ts';

/**
 * The words a person agreed to, as the form showed them, kept as the proof of consent (CASL): a
 * person who ticked the French box agreed to the French words. Each names the message the form shows.
 */
export const CONSENT_MESSAGES = {
  alerts: 'alerts.form.consent',
  marketing: 'registration.form.marketingConsent',
  clinic: 'registration.dialog.details.consent',
  newsletter: 'server-mail.newsletter.consentText',
} as const;

export type ConsentKind = keyof typeof CONSENT_MESSAGES;

/** The consent wording in `locale`, as plain text (no markup of the form's links). */
export function consentWording(kind: ConsentKind, locale: Locale): string {
  return translator(locale)
    .t(CONSENT_MESSAGES[kind])
    .replace(/<\/?\d+>/g, '');
}
