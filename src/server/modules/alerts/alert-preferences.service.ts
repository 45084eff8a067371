import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { alertSubscriptions, alertSubscriptionServices, services } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import { AppError } from '#server/lib/errors.js';
import { ALERT_MESSAGES, emailHint, type AlertPreferences } from '#shared/subscribers/alerts.js';
import type { AppParts } from '#server/lib/app-parts.js';

type Deps = Pick<AppParts, 'db' | 'keys' | 'clock'>;

/** The subscription an unsubscribe link belongs to; an unknown token is a 400 the person can act on. */
export async function byUnsubscribeToken(deps: Deps, token: string) {
  const [row] = await deps.db
    .select({
      id: alertSubscriptions.id,
      emailEncrypted: alertSubscriptions.emailEncrypted,
      isActive: alertSubscriptions.isActive,
      confirmedAt: alertSubscriptions.confirmedAt,
    })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.unsubscribeTokenHash, deps.keys.hashSecret(token)))
    .limit(1);
  if (!row) throw new AppError('bad_request', ALERT_MESSAGES.unsubscribeInvalid);
  return row;
}

/**
 * Stops every alert to the link's address at once (CASL: no sign-in, immediate effect). Any
 * pending confirmation link dies with it. Asking twice answers the same.
 */
export async function unsubscribeFromAlerts(deps: Deps, token: string, ip: string | null): Promise<void> {
  const row = await byUnsubscribeToken(deps, token);
  const now = deps.clock.now();
  const [stopped] = await deps.db
    .update(alertSubscriptions)
    .set({ isActive: false, confirmTokenHash: null, updatedAt: now })
    .where(and(eq(alertSubscriptions.id, row.id), eq(alertSubscriptions.isActive, true)))
    .returning({ id: alertSubscriptions.id });
  if (!stopped) {
    await deps.db.update(alertSubscriptions).set({ confirmTokenHash: null }).where(eq(alertSubscriptions.id, row.id));
    return;
  }
  await recordAudit(deps.db, deps.keys, {
    actor: 'anonymous',
    action: 'alert-subscription.unsubscribe',
    target: `alert-subscription:${row.id}`,
    ipAddress: ip,
    at: now,
  });
}

export async function alertPreferences(deps: Deps, token: string): Promise<AlertPreferences> {
  const row = await byUnsubscribeToken(deps, token);
  const chosen = await deps.db
    .select({ serviceId: alertSubscriptionServices.serviceId })
    .from(alertSubscriptionServices)
    .where(eq(alertSubscriptionServices.subscriptionId, row.id));
  return { emailHint: emailHint(deps.keys.decrypt(row.emailEncrypted)), isActive: row.isActive, serviceIds: chosen.map((c) => c.serviceId) };
}

/** Replaces the chosen services; those kept keep their last alert time, so the 15-minute window still holds. */
export async function updateAlertPreferences(deps: Deps, token: string, requested: string[]): Promise<AlertPreferences> {
  const row = await byUnsubscribeToken(deps, token);
  const serviceIds = [...new Set(requested)];
  const known = await deps.db.select({ id: services.id }).from(services).where(inArray(services.id, serviceIds));
  if (known.length !== serviceIds.length) throw new AppError('validation', ALERT_MESSAGES.unknownService);
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(alertSubscriptionServices)
      .where(and(eq(alertSubscriptionServices.subscriptionId, row.id), notInArray(alertSubscriptionServices.serviceId, serviceIds)));
    await tx
      .insert(alertSubscriptionServices)
      .values(serviceIds.map((serviceId) => ({ subscriptionId: row.id, serviceId })))
      .onConflictDoNothing();
    await tx.update(alertSubscriptions).set({ updatedAt: deps.clock.now() }).where(eq(alertSubscriptions.id, row.id));
  });
  return { emailHint: emailHint(deps.keys.decrypt(row.emailEncrypted)), isActive: row.isActive, serviceIds };
}
