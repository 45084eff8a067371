import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { newsletterSubscriptions } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { normaliseEmail } from '#server/lib/security/crypto.js';
import { createAttemptLimiter } from '#server/lib/security/attempt-limiter.js';
import { recordAudit } from '#server/lib/audit.js';
import { AppError } from '#server/lib/errors.js';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';
import { recipientMailRules } from '#server/lib/mail/mail-quota.js';
import { confirmTokenExpired, confirmTokenIssuedAt, newConfirmToken, unsubscribeLinks, unsubscribeTokenHash } from '#server/lib/mail/mail-tokens.js';
import type { Mailer } from '#server/lib/mail/mailer.js';
import type { Config } from '#server/config.js';
import type { Locale } from '#shared/i18n/locales.js';
import { NEWSLETTER_MESSAGES } from '#shared/subscribers/newsletter.js';
import { newsletterAlreadySubscribedMail, newsletterConfirmationMail } from './newsletter-mails.ts';
import { consentWording } from '#server/lib/i18n/consent-wording.js';

export interface NewsletterDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'publicConfig'>;
}

const HOUR_MS = 3_600_000;
export const SIGN_UPS_PER_IP_PER_HOUR = 10;

/**
 * A sign-up (double opt-in, docs/product/alerts.md). Every address gets the same answer and one mail under the
 * same subject, so nobody learns who is subscribed: a new, pending or unsubscribed address a
 * confirmation link (the subscription stays off until it is opened), an active one a note that
 * nothing changed. A first sign-up whose mail never left leaves nothing behind.
 */
export async function subscribe(deps: NewsletterDeps, input: { email: string; ip: string | null; locale?: Locale }): Promise<void> {
  const email = normaliseEmail(input.email);
  const emailHash = deps.keys.blindIndex(email);
  await createAttemptLimiter(deps).consume(
    ...(input.ip
      ? [{ key: `newsletter:ip:${rateLimitKeyForIp(input.ip)}`, limit: SIGN_UPS_PER_IP_PER_HOUR, windowMs: HOUR_MS, message: NEWSLETTER_MESSAGES.tooMany }]
      : []),
    ...recipientMailRules(emailHash),
  );
  const now = deps.clock.now();
  const token = newConfirmToken(now);
  const newId = randomUUID();
  const row = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailHash, emailHash)).for('update');
    if (existing?.isActive) return { id: existing.id, active: true, unsubscribeTokenHash: existing.unsubscribeTokenHash };
    const pending = {
      confirmTokenHash: deps.keys.hashSecret(token),
      consentText: consentWording('newsletter', input.locale ?? 'en-CA'),
      ipAddress: input.ip,
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(newsletterSubscriptions)
      .values({
        id: newId,
        emailEncrypted: deps.keys.encrypt(email),
        emailHash,
        unsubscribeTokenHash: unsubscribeTokenHash(deps.keys, newId, 'newsletter'),
        isActive: false,
        createdAt: now,
        ...pending,
      })
      .onConflictDoUpdate({ target: newsletterSubscriptions.emailHash, set: pending })
      .returning({ id: newsletterSubscriptions.id, unsubscribeTokenHash: newsletterSubscriptions.unsubscribeTokenHash });
    return { id: saved!.id, active: false, unsubscribeTokenHash: saved!.unsubscribeTokenHash };
  });
  // Subscribers from before double opt-in have no unsubscribe token yet.
  if (!row.unsubscribeTokenHash) {
    await deps.db
      .update(newsletterSubscriptions)
      .set({ unsubscribeTokenHash: unsubscribeTokenHash(deps.keys, row.id, 'newsletter') })
      .where(and(eq(newsletterSubscriptions.id, row.id), isNull(newsletterSubscriptions.unsubscribeTokenHash)));
  }

  const { publicUrl, publicConfig } = deps.config;
  const links = unsubscribeLinks(publicUrl, deps.keys, row.id, 'newsletter');
  // The mail is written in the language of the page the sign-up came from.
  const unsubscribe = { unsubscribeUrl: links.page, oneClickUrl: links.oneClick, locale: input.locale ?? 'en-CA' };
  try {
    await deps.mailer.send(
      row.active
        ? newsletterAlreadySubscribedMail(publicConfig.provider, { to: email, ...unsubscribe })
        : newsletterConfirmationMail(publicConfig.provider, { to: email, link: `${publicUrl}/newsletter/confirm?token=${token}`, ...unsubscribe }),
    );
  } catch (error) {
    if (row.id === newId) await deps.db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, newId));
    throw error;
  }
}

/** Opens the confirmation link: the subscription becomes active, and consent is recorded now, from here. */
export async function confirmNewsletter(deps: Pick<NewsletterDeps, 'db' | 'keys' | 'clock'>, token: string, ip: string | null): Promise<void> {
  const issuedAt = confirmTokenIssuedAt(token);
  if (!issuedAt) throw new AppError('bad_request', NEWSLETTER_MESSAGES.confirmInvalid);
  const now = deps.clock.now();
  const hash = deps.keys.hashSecret(token);
  if (confirmTokenExpired(issuedAt, now)) {
    const [known] = await deps.db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.confirmTokenHash, hash))
      .limit(1);
    throw new AppError('bad_request', known ? NEWSLETTER_MESSAGES.confirmExpired : NEWSLETTER_MESSAGES.confirmInvalid);
  }
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscriptions)
      .set({ isActive: true, confirmTokenHash: null, confirmedAt: now, consentAt: now, ipAddress: ip, updatedAt: now })
      .where(eq(newsletterSubscriptions.confirmTokenHash, hash))
      .returning({ id: newsletterSubscriptions.id, consentText: newsletterSubscriptions.consentText });
    if (!row) throw new AppError('bad_request', NEWSLETTER_MESSAGES.confirmInvalid);
    // Proof of consent (CASL): which words, when, from which network.
    await recordAudit(tx, deps.keys, {
      actor: 'anonymous',
      action: 'newsletter.confirm',
      target: `newsletter-subscription:${row.id}`,
      ipAddress: ip,
      details: { consentText: row.consentText, consentAt: now.toISOString() },
      at: now,
    });
  });
}

/** Stops the newsletter at once (CASL: no sign-in, immediate effect); a pending link dies with it. Idempotent. */
export async function unsubscribeNewsletter(deps: Pick<NewsletterDeps, 'db' | 'keys' | 'clock'>, token: string, ip: string | null): Promise<void> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(newsletterSubscriptions)
    .set({ isActive: false, confirmTokenHash: null, updatedAt: now })
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, deps.keys.hashSecret(token)))
    .returning({ id: newsletterSubscriptions.id });
  if (!row) throw new AppError('bad_request', NEWSLETTER_MESSAGES.unsubscribeInvalid);
  await recordAudit(deps.db, deps.keys, {
    actor: 'anonymous',
    action: 'newsletter.unsubscribe',
    target: `newsletter-subscription:${row.id}`,
    ipAddress: ip,
    at: now,
  });
}
