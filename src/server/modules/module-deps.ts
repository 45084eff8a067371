import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/open.ts';
import type { Clock } from '../lib/clock.ts';
import type { KeyRing } from '../lib/crypto.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { ServiceDirectory } from './status/index.ts';
import type { ClinicHeartbeat, Whitelist } from './onboarding/index.ts';
import type { FirstScreen } from '../lib/first-screen.ts';
import type { Polled } from '../lib/fast-path.ts';
import type { StatusView } from './incidents/status-view.ts';
import type { NotificationFeed } from './notifications/notification-feed.ts';
import type { HistoryCache } from './history/history-cache.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { Readiness } from './health/readiness.ts';
import type { ChannelOptions } from './alerts/channels/channel-options.ts';

/**
 * Everything a module's routes may need, made once by the composition root (app.ts), whose
 * lifecycle starts and stops the long-lived parts. Every route plugin is registered with this
 * one object; its options type names the parts it reads.
 */
export interface ModuleDeps {
  db: Db;
  database: Database;
  keys: KeyRing;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  directory: ServiceDirectory;
  whitelist: Whitelist;
  log: FastifyBaseLogger;
  /** The dashboard page's embedded data: polled public answers add themselves here. */
  firstScreen: FirstScreen;
  /** Where the polled answers are served before the framework (lib/fast-path.ts). */
  polled: Polled;
  /** Registered clinics' polling, noted in memory and written to lastAccess once a minute. */
  heartbeat: ClinicHeartbeat;
  /** Incidents, maintenance and feed entries behind the public status answers. */
  statusView: StatusView;
  notificationFeed: NotificationFeed;
  historyCache: HistoryCache;
  /** What GET /metrics shows; request, check, scheduler and mail counts go here. */
  metrics: Metrics;
  /** Whether this instance can serve now (GET /readyz), kept in memory. */
  readiness: Readiness;
  /** True once the app has begun to stop (health answers 503). */
  isShuttingDown: () => boolean;
  /** How alert channels reach the internet and hold status changes; production's defaults when absent. */
  channels?: ChannelOptions;
}
