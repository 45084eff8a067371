import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { rateLimitHits } from '#server/db/schema.js';
import { createAttemptLimiter, type LimitRule } from '#server/lib/security/attempt-limiter.js';
import type { Clock } from '#server/lib/time/clock.js';
import { AppError } from '#server/lib/errors.js';

/**
 * Failure lockouts on top of the shared attempt counters: only failures are counted, and once
 * a window holds `limit` of them every further attempt is refused before the secret is even
 * checked, so the right code is no help until the window ends.
 */
export function createLockout(deps: { db: Db; clock: Clock }) {
  const limiter = createAttemptLimiter(deps);
  const windowStartOf = (rule: LimitRule) => new Date(Math.floor(deps.clock.nowMs() / rule.windowMs) * rule.windowMs);

  return {
    async assertOpen(...rules: LimitRule[]): Promise<void> {
      for (const rule of rules) {
        const windowStart = windowStartOf(rule);
        const [row] = await deps.db
          .select({ count: rateLimitHits.count })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.key, rule.key), eq(rateLimitHits.windowStart, windowStart)));
        if ((row?.count ?? 0) >= rule.limit) {
          const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - deps.clock.nowMs()) / 1000));
          const minutes = Math.ceil(retryAfterSeconds / 60);
          throw new AppError('rate_limited', `${rule.message} Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, {
            retryAfterSeconds,
          });
        }
      }
    },
    /** Counts one failure against every rule (the attempt that reaches the limit still answers normally). */
    async recordFailure(...rules: LimitRule[]): Promise<void> {
      // Each rule on its own: the limiter stops at the first rule over its limit.
      for (const rule of rules) await limiter.consume({ ...rule, limit: Number.MAX_SAFE_INTEGER });
    },
  };
}
