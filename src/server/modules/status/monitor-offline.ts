import { isNull } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/open.js';
import { monitorOfflinePeriods } from '#server/db/schema.js';

/**
 * Since when the board's own monitor cannot reach the internet, or null while it can. While it
 * cannot, a check's status is the last one known before, and says nothing new about its service
 * (the monitoring module opens and ends these periods).
 */
export async function monitorOfflineSince(db: Db | Tx): Promise<Date | null> {
  const [open] = await db
    .select({ startedAt: monitorOfflinePeriods.startedAt })
    .from(monitorOfflinePeriods)
    .where(isNull(monitorOfflinePeriods.endedAt))
    .limit(1);
  return open?.startedAt ?? null;
}
