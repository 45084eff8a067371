import { lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { rateLimitHits } from '#server/db/schema.js';
import type { Clock } from '../time/clock.ts';
import { AppError } from '../errors.ts';

export interface LimitRule {
  /** What is being limited, for example `send-code:email:<blind index>` or `admin-login:ip:<ip>`. */
  key: string;
  limit: number;
  windowMs: number;
  /** What the person is told when over the limit; the wait is appended. */
  message: string;
}

/**
 * Database-backed fixed-window counters, shared by every instance. `consume` counts one
 * attempt and refuses with 429 (and Retry-After) once the window's limit is passed.
 */
export function createAttemptLimiter(deps: { db: Db; clock: Clock }) {
  const windowOf = (rule: LimitRule, now: Date) => new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);

  return {
    async consume(...rules: LimitRule[]): Promise<void> {
      const now = deps.clock.now();
      for (const rule of rules) {
        const windowStart = windowOf(rule, now);
        const [row] = await deps.db
          .insert(rateLimitHits)
          .values({ key: rule.key, windowStart, count: 1 })
          .onConflictDoUpdate({
            target: [rateLimitHits.key, rateLimitHits.windowStart],
            set: { count: sql`${rateLimitHits.count} + 1` },
          })
          .returning({ count: rateLimitHits.count });
        if ((row?.count ?? 0) > rule.limit) {
          const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
          throw new AppError('rate_limited', `${rule.message} ${waitText(retryAfterSeconds)}`, { retryAfterSeconds });
        }
      }
    },
    /** Deletes counters whose window ended before `before`; run by the purge job. */
    async purge(before: Date): Promise<number> {
      const removed = await deps.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before)).returning({ key: rateLimitHits.key });
      return removed.length;
    },
  };
}

function waitText(seconds: number): string {
  if (seconds < 90) return 'Please try again in a minute.';
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} minutes.`;
}
