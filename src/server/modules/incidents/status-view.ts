import { createHash } from 'node:crypto';
import { and, gt, gte, isNotNull, isNull } from 'drizzle-orm';
import { incidents, maintenanceWindows } from '#server/db/schema.js';
import { createCachedView, type CachedView } from '#server/lib/cached-view.js';
import { RECENT_INCIDENT_DAYS, type Incident, type Maintenance } from '#shared/status/incidents.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import type { Database, Db } from '#server/db/open.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { FeedEntry } from './atom.ts';
import { loadFeedEntries } from './feed-entries.ts';
import { loadIncidents } from './incident-read.ts';
import { loadMaintenance } from './maintenance.service.ts';

const DAY_MS = 86_400_000;

/** Maintenance as cached: its state depends on the time of each read, so it is judged then. */
export type CachedMaintenance = Omit<Maintenance, 'state'>;

/**
 * Everything the public status answers are made of, loaded once per change. Time windows
 * (14 days of resolved incidents, upcoming maintenance) are applied at read time with the
 * clock, so the answers move with time without a reload.
 */
export interface StatusSnapshot {
  /** Changes only when the content does, so answers built from it can be memoised on it. */
  version: number;
  /** When this content was first loaded: the feed's `updated` while it has no entries. */
  since: Date;
  active: Incident[];
  /** Resolved at most 14 days before the load, most recently resolved first. */
  resolved: Incident[];
  /** Not ended at load time, soonest start first. */
  maintenance: CachedMaintenance[];
  /** The Atom feed's entries, newest first. */
  feed: FeedEntry[];
}

export const STATUS_CHANNEL = 'incidents';

export type StatusView = CachedView<StatusSnapshot>;

/**
 * The incidents, maintenance and feed entries behind every public status answer: one per app,
 * made by the composition root, read by the incident and status-feed routes.
 */
export function createStatusView(deps: {
  db: Db;
  database: Database;
  clock: Clock;
  config: Pick<Config, 'publicConfig' | 'timezone'>;
  log: FastifyBaseLogger;
}): StatusView {
  const providerName = deps.config.publicConfig.provider.name;
  let previous: { hash: string; snapshot: StatusSnapshot } | undefined;

  const load = async (): Promise<StatusSnapshot> => {
    const now = deps.clock.now();
    const since = new Date(now.getTime() - RECENT_INCIDENT_DAYS * DAY_MS);
    const [active, resolved, maintenance, feed] = await Promise.all([
      loadIncidents(deps.db, { where: isNull(incidents.resolvedAt), order: 'created', providerName }),
      loadIncidents(deps.db, { where: and(isNotNull(incidents.resolvedAt), gte(incidents.resolvedAt, since)), order: 'resolved', providerName }),
      loadMaintenance(deps.db, gt(maintenanceWindows.endsAt, now), now),
      loadFeedEntries(deps.db, { providerName, timeZone: deps.config.timezone, now }),
    ]);
    const content = { active, resolved, maintenance: maintenance.map(({ state: _state, ...rest }) => rest), feed };
    const hash = createHash('sha1').update(JSON.stringify(content)).digest('base64url');
    if (previous?.hash === hash) return previous.snapshot;
    const snapshot = { version: (previous?.snapshot.version ?? 0) + 1, since: now, ...content };
    previous = { hash, snapshot };
    return snapshot;
  };

  return createCachedView({ channel: STATUS_CHANNEL, bus: deps.database.bus, load, refreshMs: 60_000, log: deps.log });
}
