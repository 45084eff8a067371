import type { LimitRule } from '../security/attempt-limiter.ts';

/**
 * Mails any one address can be sent by the public forms together (registration links, clinic
 * and sign-in codes, alert and newsletter confirmations), however many networks ask. Per-IP limits
 * alone let a botnet, or one office, flood a stranger's inbox from the provider's own address.
 */
export const RECIPIENT_MAIL_LIMITS = { perHour: 5, perDay: 15 } as const;

const HOUR_MS = 3_600_000;
const MESSAGE = 'We have already sent several e-mails to this address. Check its inbox and spam folder for the latest one.';

/** The limiter rules for one more mail to the address whose blind index is `emailHash`. */
export function recipientMailRules(emailHash: string): LimitRule[] {
  return [
    { key: `mail-to:hour:${emailHash}`, limit: RECIPIENT_MAIL_LIMITS.perHour, windowMs: HOUR_MS, message: MESSAGE },
    { key: `mail-to:day:${emailHash}`, limit: RECIPIENT_MAIL_LIMITS.perDay, windowMs: 24 * HOUR_MS, message: MESSAGE },
  ];
}
