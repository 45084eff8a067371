import { and, asc, count, eq, getTableColumns, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { serviceChecks } from '#server/db/schema.js';
import type { CheckRow } from './check-results.ts';

const isDue = (now: Date) => and(eq(serviceChecks.enabled, true), or(isNull(serviceChecks.nextRunAt), lte(serviceChecks.nextRunAt, now)));

/**
 * Takes at most `limit` of the checks due at `now`, the longest waiting first, and moves their next
 * run one interval on. The rows are locked and skipped by anyone else claiming at the same moment
 * (`FOR UPDATE SKIP LOCKED`), so each due check runs exactly once; the checks not taken stay due,
 * where the lag (oldestDueCheck) and the next claim see them. Answers them in the order they fell due.
 */
export async function claimDueChecks(db: Db, now: Date, limit: number): Promise<CheckRow[]> {
  const at = now.toISOString();
  const interval = sql`make_interval(secs => ${serviceChecks.intervalSeconds})`;
  const picked = db.$with('picked').as(
    db
      .select({ id: sql<string>`${serviceChecks.serviceId}`.as('picked_id'), dueAt: sql<string | Date | null>`${serviceChecks.nextRunAt}`.as('picked_due_at') })
      .from(serviceChecks)
      .where(isDue(now))
      .orderBy(sql`${serviceChecks.nextRunAt} asc nulls first`, asc(serviceChecks.serviceId))
      .limit(limit)
      .for('update', { skipLocked: true }),
  );
  const rows = await db
    .with(picked)
    .update(serviceChecks)
    // On its own schedule (due time plus one interval), so a check taken a moment late does not
    // drift; one more than an interval late starts again from now rather than running twice in a row.
    .set({
      nextRunAt: sql`case when ${serviceChecks.nextRunAt} is null or ${serviceChecks.nextRunAt} + ${interval} <= ${at}::timestamptz
        then ${at}::timestamptz + ${interval} else ${serviceChecks.nextRunAt} + ${interval} end`,
    })
    .from(picked)
    .where(and(eq(serviceChecks.serviceId, picked.id), isDue(now)))
    .returning({ ...getTableColumns(serviceChecks), dueAt: picked.dueAt });
  // RETURNING keeps no order: put them back in the order they fell due (never run first).
  const dueMs = (row: { dueAt: string | Date | null }) => (row.dueAt === null ? -Infinity : new Date(row.dueAt).getTime());
  rows.sort((a, b) => dueMs(a) - dueMs(b) || (a.serviceId < b.serviceId ? -1 : a.serviceId > b.serviceId ? 1 : 0));
  return rows.map(({ dueAt: _dueAt, ...check }) => check);
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

/** When the next check falls due (null when no check is enabled): the scheduler wakes for it. */
export async function nextCheckDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(serviceChecks.nextRunAt) })
    .from(serviceChecks)
    .where(eq(serviceChecks.enabled, true));
  return row?.next ? new Date(row.next) : null;
}

/** Never sooner than this after a pass: a check due "now" is taken by the pass that just ended or by this one. */
const MIN_WAKE_MS = 250;

/** How long the scheduler sleeps: until the next check falls due, at most `tickMs` (timed status changes, a leader to replace). */
export function wakeIn(nextDueAt: Date | null, now: Date, tickMs: number): number {
  if (!nextDueAt) return tickMs;
  return Math.min(tickMs, Math.max(MIN_WAKE_MS, nextDueAt.getTime() - now.getTime()));
}
