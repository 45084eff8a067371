import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/open.js';
import { alertSubscriptions, alertSubscriptionServices, clinicAccess, newsletterSubscriptions, services } from '#server/db/schema.js';
import { createAttemptLimiter } from '#server/lib/security/attempt-limiter.js';
import { recordAudit } from '#server/lib/audit.js';
import { normaliseEmail } from '#server/lib/security/crypto.js';
import { AppError } from '#server/lib/errors.js';
import { ALERT_MESSAGES, type AlertSource } from '#shared/subscribers/alerts.js';
import type { Locale } from '#shared/i18n/locales.js';
import type { AppParts } from '#server/lib/app-parts.js';
import { alertConfirmationMail, alertsNotEligibleMail } from './alert-mails.ts';
import { confirmTokenExpired, confirmTokenIssuedAt, newConfirmToken, unsubscribeLinks, unsubscribeTokenHash } from '#server/lib/mail/mail-tokens.js';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';
import { recipientMailRules } from '#server/lib/mail/mail-quota.js';
import { consentWording } from '#server/lib/i18n/consent-wording.js';
import { toLocale } from '#shared/i18n/locales.js';

type AlertDeps = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config' | 'mailer'>;

const HOUR_MS = 3_600_000;
export const SUBSCRIBES_PER_ADDRESS_PER_HOUR = 5;
export const SUBSCRIBES_PER_IP_PER_HOUR = 20;

/** What makes an address eligible: an active registered clinic first, else an active newsletter subscription. */
export async function alertEligibility(db: Db, emailHash: string): Promise<AlertSource | null> {
  const [clinic] = await db
    .select({ id: clinicAccess.id })
    .from(clinicAccess)
    .where(and(eq(clinicAccess.emailHash, emailHash), eq(clinicAccess.isActive, true)))
    .limit(1);
  if (clinic) return 'clinic';
  const [reader] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.emailHash, emailHash), eq(newsletterSubscriptions.isActive, true)))
    .limit(1);
  return reader ? 'newsletter' : null;
}

/**
 * Records an opt-in (double opt-in: the subscription stays off until its mailed link is
 * opened) with the consent words and the network it came from. Whatever the address, the
 * answer is the same and the address gets one mail, so nobody can learn from this endpoint who
 * is a customer: an eligible address gets the confirmation link, any other a note on how to
 * become eligible. Asking again before confirming replaces the choice and the link; asking for
 * an address whose alerts are on changes nothing until the new link is opened. `locale` is the
 * language of the page the request came from: the mail is written in it, and so are the alerts
 * once confirmed (for alerts already on, from when the new link is opened).
 */
export async function subscribeToAlerts(
  deps: AlertDeps,
  input: { email: string; serviceIds: string[] },
  ip: string | null,
  locale: Locale = 'en-CA',
): Promise<void> {
  const email = normaliseEmail(input.email);
  const emailHash = deps.keys.blindIndex(email);
  await createAttemptLimiter(deps).consume(
    ...(ip
      ? [
          {
            key: `alerts-subscribe:ip:${rateLimitKeyForIp(ip)}`,
            limit: SUBSCRIBES_PER_IP_PER_HOUR,
            windowMs: HOUR_MS,
            message: ALERT_MESSAGES.tooManyFromNetwork,
          },
        ]
      : []),
    { key: `alerts-subscribe:email:${emailHash}`, limit: SUBSCRIBES_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS, message: ALERT_MESSAGES.tooManyForAddress },
    ...recipientMailRules(emailHash),
  );
  const serviceIds = [...new Set(input.serviceIds)];
  const chosen = await deps.db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, serviceIds));
  if (chosen.length !== serviceIds.length) throw new AppError('validation', ALERT_MESSAGES.unknownService);
  const provider = deps.config.publicConfig.provider;
  const source = await alertEligibility(deps.db, emailHash);
  if (!source) {
    await deps.mailer.send(
      alertsNotEligibleMail(provider, { to: email, registerUrl: `${deps.config.publicUrl}/register`, dashboardUrl: `${deps.config.publicUrl}/`, locale }),
    );
    return;
  }

  const now = deps.clock.now();
  const token = newConfirmToken(now);
  const newId = randomUUID();
  const confirmTokenHash = deps.keys.hashSecret(token);
  const consent = { source, consentText: consentWording('alerts', locale), ipAddress: ip, confirmTokenHash, locale, updatedAt: now };
  const row = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(alertSubscriptions).where(eq(alertSubscriptions.emailHash, emailHash)).for('update');
    if (existing?.isActive) {
      // Someone who may not own the address: nothing changes until the link is opened.
      await tx
        .update(alertSubscriptions)
        .set({ confirmTokenHash, pendingChange: { serviceIds, ipAddress: ip, locale } })
        .where(eq(alertSubscriptions.id, existing.id));
      return { id: existing.id, isActive: true };
    }
    const [saved] = await tx
      .insert(alertSubscriptions)
      .values({
        id: newId,
        emailEncrypted: deps.keys.encrypt(email),
        emailHash,
        unsubscribeTokenHash: unsubscribeTokenHash(deps.keys, newId),
        isActive: false,
        createdAt: now,
        ...consent,
      })
      .onConflictDoUpdate({ target: alertSubscriptions.emailHash, set: { ...consent, pendingChange: null } })
      .returning({ id: alertSubscriptions.id, isActive: alertSubscriptions.isActive });
    await replaceServices(tx, saved!.id, serviceIds);
    return saved!;
  });

  const { publicUrl } = deps.config;
  try {
    await deps.mailer.send(
      alertConfirmationMail(provider, {
        to: email,
        link: `${publicUrl}/alerts/confirm?token=${token}`,
        serviceNames: chosen.map((s) => s.name).sort((a, b) => a.localeCompare(b)),
        alreadyActive: row.isActive,
        unsubscribeLink: unsubscribeLinks(publicUrl, deps.keys, row.id).page,
        locale,
      }),
    );
  } catch (error) {
    // A first request whose mail never left leaves nothing behind.
    if (row.id === newId) await deps.db.delete(alertSubscriptions).where(eq(alertSubscriptions.id, newId));
    throw error;
  }
}

/** Sets the chosen services; those kept keep their lastAlertAt, so re-choosing cannot skip the 15-minute window. */
async function replaceServices(tx: Tx, subscriptionId: string, serviceIds: string[]): Promise<void> {
  await tx
    .delete(alertSubscriptionServices)
    .where(and(eq(alertSubscriptionServices.subscriptionId, subscriptionId), notInArray(alertSubscriptionServices.serviceId, serviceIds)));
  await tx
    .insert(alertSubscriptionServices)
    .values(serviceIds.map((serviceId) => ({ subscriptionId, serviceId })))
    .onConflictDoNothing();
}

/** Opens the double opt-in link: the subscription becomes active and the time of consent is recorded. Answers the subscription's id. */
export async function confirmAlerts(deps: Pick<AlertDeps, 'db' | 'keys' | 'clock'>, token: string, ip: string | null): Promise<{ subscriptionId: string }> {
  const issuedAt = confirmTokenIssuedAt(token);
  if (!issuedAt) throw new AppError('bad_request', ALERT_MESSAGES.confirmInvalid);
  const now = deps.clock.now();
  const hash = deps.keys.hashSecret(token);
  if (confirmTokenExpired(issuedAt, now)) {
    const [known] = await deps.db.select({ id: alertSubscriptions.id }).from(alertSubscriptions).where(eq(alertSubscriptions.confirmTokenHash, hash)).limit(1);
    throw new AppError('bad_request', known ? ALERT_MESSAGES.confirmExpired : ALERT_MESSAGES.confirmInvalid);
  }
  const row = await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(alertSubscriptions).where(eq(alertSubscriptions.confirmTokenHash, hash)).for('update');
    if (!found) return null;
    // The owner has now proven the address: a change asked while the alerts were on takes effect.
    const pending = found.pendingChange;
    if (pending) await replaceServices(tx, found.id, pending.serviceIds);
    await tx
      .update(alertSubscriptions)
      .set({
        isActive: true,
        confirmTokenHash: null,
        pendingChange: null,
        confirmedAt: now,
        consentAt: now,
        updatedAt: now,
        ...(pending
          ? {
              ipAddress: pending.ipAddress,
              consentText: consentWording('alerts', toLocale(pending.locale)),
              ...(pending.locale ? { locale: pending.locale } : {}),
            }
          : {}),
      })
      .where(eq(alertSubscriptions.id, found.id));
    return { id: found.id, consentText: pending ? consentWording('alerts', toLocale(pending.locale)) : found.consentText };
  });
  if (!row) throw new AppError('bad_request', ALERT_MESSAGES.confirmInvalid);
  // Proof of consent (CASL): which words, when, from which network.
  await recordAudit(deps.db, deps.keys, {
    actor: 'anonymous',
    action: 'alert-subscription.confirm',
    target: `alert-subscription:${row.id}`,
    ipAddress: ip,
    details: { consentText: row.consentText, consentAt: now.toISOString() },
    at: now,
  });
  return { subscriptionId: row.id };
}
