import { Cron } from 'croner';
import type { ModuleDeps } from '../module-deps.ts';
import { dispatchAlerts } from './alert-dispatch.service.ts';
import { purgeUnconfirmedAlerts } from './alert-retention.ts';

export { dispatchAlerts } from './alert-dispatch.service.ts';

/**
 * Mails status alerts every 30 s, and forgets expired unconfirmed opt-ins hourly, on one
 * instance at a time (PostgreSQL advisory lock).
 */
export function startAlertDispatcher(deps: ModuleDeps): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    return work.finally(() => running.delete(work));
  };
  const dispatch = async () => {
    try {
      const result = await deps.database.withExclusiveLock('job:alerts', () => dispatchAlerts(deps));
      if (result.ran && (result.value.sent > 0 || result.value.failed > 0)) deps.log.info({ alerts: result.value }, 'status alerts mailed');
    } catch (error) {
      deps.log.error({ err: error }, 'status alert run failed');
    }
  };
  const purge = async () => {
    try {
      await deps.database.withExclusiveLock('job:alerts-retention', () => purgeUnconfirmedAlerts(deps));
    } catch (error) {
      deps.log.error({ err: error }, 'purging unconfirmed alert opt-ins failed');
    }
  };
  // protect: a slow run (many mails) is never overlapped by the next tick.
  const jobs = [
    new Cron('*/30 * * * * *', { protect: true, unref: true }, () => track(dispatch())),
    new Cron('7 * * * *', { protect: true, unref: true }, () => track(purge())),
  ];
  return {
    async stop() {
      for (const job of jobs) job.stop();
      await Promise.all(running);
    },
  };
}
