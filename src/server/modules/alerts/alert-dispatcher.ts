import { Cron } from 'croner';
import type { AppParts } from '#server/lib/app-parts.js';
import type { ServiceDirectory } from '#server/modules/status/index.js';
import type { ChannelsPart } from './channels/channel-options.ts';
import { dispatchAlerts } from './alert-dispatch.service.ts';
import { purgeUnconfirmedAlerts } from './alert-retention.ts';
import { dispatchChannels } from './channels/channel-dispatch.ts';
import { senderFor } from './channels/channel-sender.ts';

export { dispatchAlerts } from './alert-dispatch.service.ts';

/** What the status alert job reads: mail and channels, and the service names of the directory. */
export type AlertDispatcherParts = Pick<AppParts, 'db' | 'database' | 'keys' | 'clock' | 'config' | 'mailer' | 'log'> &
  ChannelsPart & { directory: ServiceDirectory };

/**
 * Mails status alerts (and sends them to the subscribers' Teams, Slack, webhook and SMS channels) every 30 s, and forgets expired unconfirmed opt-ins hourly, on one
 * instance at a time (PostgreSQL advisory lock).
 */
export function startAlertDispatcher(deps: AlertDispatcherParts, everySeconds = 30): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    return work.finally(() => running.delete(work));
  };
  const send = senderFor(deps);
  const dispatch = async () => {
    try {
      const result = await deps.database.withExclusiveLock('job:alerts', async () => ({
        mail: await dispatchAlerts(deps),
        channels: await dispatchChannels(deps, send),
      }));
      if (result.ran && (result.value.mail.sent > 0 || result.value.mail.failed > 0)) deps.log.info({ alerts: result.value.mail }, 'status alerts mailed');
      const channels = result.ran ? result.value.channels : null;
      if (channels && (channels.delivered > 0 || channels.failed > 0 || channels.paused > 0)) deps.log.info({ channels }, 'status alerts sent to channels');
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
    new Cron(`*/${everySeconds} * * * * *`, { protect: true, unref: true }, () => track(dispatch())),
    new Cron('7 * * * *', { protect: true, unref: true }, () => track(purge())),
  ];
  return {
    async stop() {
      for (const job of jobs) job.stop();
      await Promise.all(running);
    },
  };
}
