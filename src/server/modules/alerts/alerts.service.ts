import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { alertSubscriptions, alertSubscriptionServices, clinicAccess, newsletterSubscriptions, services } from '../../db/schema.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { recordAudit } from '../../lib/audit.ts';
import { normaliseEmail } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { ALERT_CONSENT_TEXT, ALERT_MESSAGES, type AlertSource } from '../../../shared/alerts.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { alertConfirmationMail } from './alert-mails.ts';
import { confirmTokenExpired, confirmTokenIssuedAt, newConfirmToken, unsubscribeLinks, unsubscribeTokenHash } from './alert-tokens.ts';
import { rateLimitKeyForIp } from '../../lib/ip.ts';

type AlertDeps = Pick<ModuleDeps, 'db' | 'keys' | 'clock' | 'config' | 'mailer'>;

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
 * opened) with the consent words and the network it came from. Asking again for the same
 * address replaces the chosen services and mails a new link; the old link stops working.
 */
export async function subscribeToAlerts(deps: AlertDeps, input: { email: string; serviceIds: string[] }, ip: string | null): Promise<void> {
  const email = normaliseEmail(input.email);
  const emailHash = deps.keys.blindIndex(email);
  await createAttemptLimiter(deps).consume(
    ...(ip ? [{ key: `alerts-subscribe:ip:${rateLimitKeyForIp(ip)}`, limit: SUBSCRIBES_PER_IP_PER_HOUR, windowMs: HOUR_MS, message: ALERT_MESSAGES.tooManyFromNetwork }] : []),
    { key: `alerts-subscribe:email:${emailHash}`, limit: SUBSCRIBES_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS, message: ALERT_MESSAGES.tooManyForAddress },
  );
  const serviceIds = [...new Set(input.serviceIds)];
  const chosen = await deps.db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, serviceIds));
  if (chosen.length !== serviceIds.length) throw new AppError('validation', ALERT_MESSAGES.unknownService);
  const source = await alertEligibility(deps.db, emailHash);
  if (!source) throw new AppError('forbidden', ALERT_MESSAGES.notEligible);

  const now = deps.clock.now();
  const token = newConfirmToken(now);
  const newId = randomUUID();
  const consent = { source, consentText: ALERT_CONSENT_TEXT, ipAddress: ip, confirmTokenHash: deps.keys.hashSecret(token), updatedAt: now };
  const row = await deps.db.transaction(async (tx) => {
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
      .onConflictDoUpdate({ target: alertSubscriptions.emailHash, set: consent })
      .returning({ id: alertSubscriptions.id, isActive: alertSubscriptions.isActive });
    const id = saved!.id;
    await tx
      .delete(alertSubscriptionServices)
      .where(and(eq(alertSubscriptionServices.subscriptionId, id), notInArray(alertSubscriptionServices.serviceId, serviceIds)));
    // Services kept from before keep their lastAlertAt, so re-choosing cannot skip the 15-minute window.
    await tx
      .insert(alertSubscriptionServices)
      .values(serviceIds.map((serviceId) => ({ subscriptionId: id, serviceId })))
      .onConflictDoNothing();
    return saved!;
  });

  const { publicUrl } = deps.config;
  try {
    await deps.mailer.send(
      alertConfirmationMail(deps.config.publicConfig.provider, {
        to: email,
        link: `${publicUrl}/alerts/confirm?token=${token}`,
        serviceNames: chosen.map((s) => s.name).sort((a, b) => a.localeCompare(b)),
        alreadyActive: row.isActive,
        unsubscribeLink: unsubscribeLinks(publicUrl, deps.keys, row.id).page,
      }),
    );
  } catch (error) {
    // A first request whose mail never left leaves nothing behind.
    if (row.id === newId) await deps.db.delete(alertSubscriptions).where(eq(alertSubscriptions.id, newId));
    throw error;
  }
}

/** Opens the double opt-in link: the subscription becomes active and the time of consent is recorded. */
export async function confirmAlerts(deps: Pick<AlertDeps, 'db' | 'keys' | 'clock'>, token: string, ip: string | null): Promise<void> {
  const issuedAt = confirmTokenIssuedAt(token);
  if (!issuedAt) throw new AppError('bad_request', ALERT_MESSAGES.confirmInvalid);
  const now = deps.clock.now();
  const hash = deps.keys.hashSecret(token);
  if (confirmTokenExpired(issuedAt, now)) {
    const [known] = await deps.db.select({ id: alertSubscriptions.id }).from(alertSubscriptions).where(eq(alertSubscriptions.confirmTokenHash, hash)).limit(1);
    throw new AppError('bad_request', known ? ALERT_MESSAGES.confirmExpired : ALERT_MESSAGES.confirmInvalid);
  }
  const [row] = await deps.db
    .update(alertSubscriptions)
    .set({ isActive: true, confirmTokenHash: null, confirmedAt: now, consentAt: now, updatedAt: now })
    .where(eq(alertSubscriptions.confirmTokenHash, hash))
    .returning({ id: alertSubscriptions.id, consentText: alertSubscriptions.consentText });
  if (!row) throw new AppError('bad_request', ALERT_MESSAGES.confirmInvalid);
  // Proof of consent (CASL): which words, when, from which network.
  await recordAudit(deps.db, {
    actor: 'anonymous',
    action: 'alert-subscription.confirm',
    target: `alert-subscription:${row.id}`,
    ipAddress: ip,
    details: { consentText: row.consentText, consentAt: now.toISOString() },
    at: now,
  });
}
