import { randomBytes } from 'node:crypto';
import type { KeyRing } from '../../lib/crypto.ts';
import { ALERT_CONFIRM_LINK_HOURS } from '../../../shared/alerts.ts';

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
  return now.getTime() >= issuedAt.getTime() + ALERT_CONFIRM_LINK_HOURS * HOUR_MS;
}

/**
 * The token in every alert's unsubscribe link. It is derived (a keyed HMAC of the subscription
 * id) rather than stored, so each alert can carry it although the database holds only its hash;
 * without the server's key nobody can compute it.
 */
export function unsubscribeToken(keys: KeyRing, subscriptionId: string): string {
  return keys.hashSecret(`alert-unsubscribe:${subscriptionId}`);
}

export function unsubscribeTokenHash(keys: KeyRing, subscriptionId: string): string {
  return keys.hashSecret(unsubscribeToken(keys, subscriptionId));
}

/** The page a person opens from an alert, and the RFC 8058 address a mail program POSTs to. */
export function unsubscribeLinks(publicUrl: string, keys: KeyRing, subscriptionId: string): { page: string; oneClick: string } {
  const token = unsubscribeToken(keys, subscriptionId);
  return { page: `${publicUrl}/alerts/unsubscribe?token=${token}`, oneClick: `${publicUrl}/api/alerts/unsubscribe?token=${token}` };
}
