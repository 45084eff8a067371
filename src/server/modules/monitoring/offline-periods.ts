import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { monitorOfflinePeriods, serviceChecks } from '#server/db/schema.js';

/** A span when the board's own monitor could not reach the internet; `end` is null while it lasts. */
export interface MonitorOfflinePeriod {
  start: Date;
  end: Date | null;
}

/** The periods that overlap [from, to), oldest first: the spans uptime leaves out. */
export async function loadMonitorOfflinePeriods(db: Db, from: Date, to: Date): Promise<MonitorOfflinePeriod[]> {
  const rows = await db
    .select({ start: monitorOfflinePeriods.startedAt, end: monitorOfflinePeriods.endedAt })
    .from(monitorOfflinePeriods)
    .where(and(lt(monitorOfflinePeriods.startedAt, to), or(isNull(monitorOfflinePeriods.endedAt), gt(monitorOfflinePeriods.endedAt, from))))
    .orderBy(asc(monitorOfflinePeriods.startedAt));
  return rows;
}

/** Opens a period at `at`, unless one is open already (then nothing changes). Answers whether it opened one. */
export async function startMonitorOfflinePeriod(db: Db, at: Date, seen: { failedChecks: number; hosts: number }): Promise<boolean> {
  const inserted = await db
    .insert(monitorOfflinePeriods)
    .values({ startedAt: at, failedChecks: seen.failedChecks, hosts: seen.hosts })
    .onConflictDoNothing()
    .returning({ id: monitorOfflinePeriods.id });
  return inserted.length > 0;
}

/** Ends the open period at `at` (never before it began). Answers whether one was open. */
export async function endMonitorOfflinePeriod(db: Db, at: Date): Promise<boolean> {
  const ended = await db
    .update(monitorOfflinePeriods)
    .set({ endedAt: sql`greatest(${at.toISOString()}::timestamptz, ${monitorOfflinePeriods.startedAt})` })
    .where(isNull(monitorOfflinePeriods.endedAt))
    .returning({ id: monitorOfflinePeriods.id });
  return ended.length > 0;
}

/** Whether any check is left to run: with none, nothing could ever end an open period. */
export async function anyEnabledCheck(db: Db): Promise<boolean> {
  const [one] = await db.select({ id: serviceChecks.serviceId }).from(serviceChecks).where(eq(serviceChecks.enabled, true)).limit(1);
  return one !== undefined;
}
