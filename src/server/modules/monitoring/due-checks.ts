import { and, asc, count, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { serviceChecks } from '#server/db/schema.js';
import type { CheckRow } from './check-results.ts';

const isDue = (now: Date) => and(eq(serviceChecks.enabled, true), or(isNull(serviceChecks.nextRunAt), lte(serviceChecks.nextRunAt, now)));

/**
 * Takes at most `limit` of the checks due at `now`, the longest waiting first, and moves their next
 * run one interval on. The rows are locked and skipped by anyone else claiming at the same moment
 * (`FOR UPDATE SKIP LOCKED`), so each due check runs exactly once; the checks not taken stay due,
 * where the lag (oldestDueCheck) and the next claim see them.
 */
export async function claimDueChecks(db: Db, now: Date, limit: number): Promise<CheckRow[]> {
  const at = now.toISOString();
  const batch = db
    .select({ serviceId: serviceChecks.serviceId })
    .from(serviceChecks)
    .where(isDue(now))
    .orderBy(sql`${serviceChecks.nextRunAt} asc nulls first`, asc(serviceChecks.serviceId))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(serviceChecks)
    .set({ nextRunAt: sql`${at}::timestamptz + make_interval(secs => ${serviceChecks.intervalSeconds})` })
    .where(and(inArray(serviceChecks.serviceId, batch), isDue(now)))
    .returning();
}

/**
 * The checks due at `now` that nobody has taken yet: how many, and since when the longest waiting
 * one was due (null when none waits). A check never run is due from its creation and not counted
 * as late here; it is taken by the next claim.
 */
export async function dueChecksWaiting(db: Db, now: Date): Promise<{ count: number; oldestDueAt: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(serviceChecks.nextRunAt) })
    .from(serviceChecks)
    .where(and(eq(serviceChecks.enabled, true), lte(serviceChecks.nextRunAt, now)));
  const oldest = row?.oldest ?? null;
  return { count: row?.count ?? 0, oldestDueAt: oldest === null ? null : new Date(oldest) };
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
