import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { serviceChecks } from '#server/db/schema.js';
import type { CheckRow } from './check-results.ts';

/**
 * Takes the checks due at `now` and moves their next run one interval on, in one UPDATE.
 * PostgreSQL re-reads a row another transaction just updated, so two instances ticking at
 * once never both take the same run: each due check runs exactly once.
 */
export async function claimDueChecks(db: Db, now: Date): Promise<CheckRow[]> {
  const at = now.toISOString();
  return db
    .update(serviceChecks)
    .set({ nextRunAt: sql`${at}::timestamptz + make_interval(secs => ${serviceChecks.intervalSeconds})` })
    .where(and(eq(serviceChecks.enabled, true), or(isNull(serviceChecks.nextRunAt), lte(serviceChecks.nextRunAt, now))))
    .returning();
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
