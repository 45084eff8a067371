import { and, eq, isNull, lt } from 'drizzle-orm';
import { alertSubscriptions } from '#server/db/schema.js';
import { ALERT_CONFIRM_LINK_HOURS } from '#shared/subscribers/alerts.js';
import type { AppParts } from '#server/lib/app-parts.js';

/**
 * Forgets opt-ins whose confirmation link expired unused: nobody agreed to anything, so the
 * address is not kept (PIPEDA: no longer than needed). Every new request refreshes updatedAt.
 */
export async function purgeUnconfirmedAlerts(deps: Pick<AppParts, 'db' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.nowMs() - ALERT_CONFIRM_LINK_HOURS * 3_600_000);
  const removed = await deps.db
    .delete(alertSubscriptions)
    .where(and(isNull(alertSubscriptions.confirmedAt), eq(alertSubscriptions.isActive, false), lt(alertSubscriptions.updatedAt, before)))
    .returning({ id: alertSubscriptions.id });
  return removed.length;
}
