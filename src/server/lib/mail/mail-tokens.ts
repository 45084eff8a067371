import { randomBytes } from 'node:crypto';
import type { KeyRing } from '../security/crypto.ts';
import { CONFIRM_LINK_HOURS } from '#shared/constants.js';

const HOUR_MS = 3_600_000;

/**
 * The double opt-in link's token: 256 random bits plus the time it was issued. Only its keyed
 * hash is stored, and the hash covers the time too, so the expiry needs no column of its own
 * and cannot be stretched by editing the link.
 */
export function newConfirmToken(issuedAt: Date): string {
  return `${randomBytes(32).toString('base64url')}.${issuedAt.getTime().toString(36)}`;
}

/** When the confirm token was issued, or null when it is not shaped like one of ours. */
export function confirmTokenIssuedAt(token: string): Date | null {
  const match = /^[A-Za-z0-9_-]{43}\.([0-9a-z]{1,12})$/.exec(token);
  if (!match) return null;
  const ms = parseInt(match[1]!, 36);
  return Number.isSafeInteger(ms) ? new Date(ms) : null;
}

export function confirmTokenExpired(issuedAt: Date, now: Date): boolean {
  return now.getTime() >= issuedAt.getTime() + CONFIRM_LINK_HOURS * HOUR_MS;
}

/**
 * The token in every alert's unsubscribe link. It is derived (a keyed HMAC of the subscription
 * id) rather than stored, so each alert can carry it although the database holds only its hash;
 * without the server's key nobody can compute it.
 */
export type MailingList = 'alerts' | 'newsletter';

const PURPOSE: Record<MailingList, string> = { alerts: 'alert-unsubscribe', newsletter: 'newsletter-unsubscribe' };

export function unsubscribeToken(keys: KeyRing, subscriptionId: string, list: MailingList = 'alerts'): string {
  return keys.hashSecret(`${PURPOSE[list]}:${subscriptionId}`);
}

export function unsubscribeTokenHash(keys: KeyRing, subscriptionId: string, list: MailingList = 'alerts'): string {
  return keys.hashSecret(unsubscribeToken(keys, subscriptionId, list));
}

/** The page a person opens from a mail, and the RFC 8058 address a mail program POSTs to. */
export function unsubscribeLinks(publicUrl: string, keys: KeyRing, subscriptionId: string, list: MailingList = 'alerts'): { page: string; oneClick: string } {
  const token = unsubscribeToken(keys, subscriptionId, list);
  return { page: `${publicUrl}/${list}/unsubscribe?token=${token}`, oneClick: `${publicUrl}/api/${list}/unsubscribe?token=${token}` };
}

/** RFC 8058: mail programs show their own "Unsubscribe" button, which POSTs to the one-click address. */
export function oneClickHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
