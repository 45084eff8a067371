import { Cron } from 'croner';
import type { Database } from '#server/db/open.js';
import type { Clock } from '#server/lib/time/clock.js';
import { purgeExpired } from './purge.service.ts';

interface Logger {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** Runs the purge every 15 minutes, on one instance at a time (PostgreSQL advisory lock). */
export function startPurgeJob(deps: { database: Database; clock: Clock; log: Logger }): { stop(): void; runNow(): Promise<void> } {
  const runNow = async () => {
    try {
      const result = await deps.database.withExclusiveLock('job:purge', () => purgeExpired(deps.database.db, deps.clock.now()));
      if (result.ran && Object.values(result.value).some((n) => n > 0)) deps.log.info({ purged: result.value }, 'purged expired data');
    } catch (error) {
      deps.log.error({ err: error }, 'purge failed');
    }
  };
  const job = new Cron('*/15 * * * *', { protect: true, unref: true }, runNow);
  return { stop: () => job.stop(), runNow };
}
