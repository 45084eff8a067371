import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from './columns.ts';
import { users } from './people.ts';

/** The services on the board, their automated checks, results, rollups and status changes. */

export const services = pgTable(
  'services',
  {
    id: id(),
    name: text().notNull(),
    type: text({ enum: ['insurance', 'internet', 'voip'] }).notNull(),
    status: text({ enum: ['online', 'warning', 'offline'] })
      .notNull()
      .default('online'),
    location: text(),
    sortOrder: integer().notNull().default(0),
    lastChecked: timestamp({ withTimezone: true }),
    /** What the automated check last concluded; null without a check. */
    checkStatus: text({ enum: ['online', 'warning', 'offline'] }),
    /** A manual override wins over checks until cleared or until overrideUntil passes. */
    overrideStatus: text({ enum: ['online', 'warning', 'offline'] }),
    overrideUntil: timestamp({ withTimezone: true }),
    overrideAt: timestamp({ withTimezone: true }),
    overrideBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Who set the override, in words (the admin's name or e-mail), kept if the user goes. */
    overrideByName: text(),
    /** The status an admin last set by hand on a service without a check: the last source of all (modules/status). */
    manualStatus: text({ enum: ['online', 'warning', 'offline'] })
      .notNull()
      .default('online'),
    /** What clinics should do while the service is down (admin-edited, shown on its card, the banner and the display). */
    guidance: text(),
    /** What clinics should do while the service has issues (degraded): usually to carry on, with care. */
    guidanceIssues: text(),
    /** The same two lines in French (null: none written; French readers see the English, marked as such). */
    guidanceFr: text(),
    guidanceIssuesFr: text(),
    /** The service's own support line, and its portal or status page. */
    phone: text(),
    portalUrl: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_name_uq').on(t.name),
    // An add (and each row of an import) asks whether the name is taken, case ignored, and puts the
    // service last: both by index, so an add costs the same on a board of 20 or of 20,000.
    index('services_name_lower_idx').on(sql`lower(${t.name})`),
    index('services_sort_order_idx').on(t.sortOrder),
    check('services_type_ck', sql`${t.type} in ('insurance', 'internet', 'voip')`),
    check('services_status_ck', sql`${t.status} in ('online', 'warning', 'offline')`),
    check('services_manual_status_ck', sql`${t.manualStatus} in ('online', 'warning', 'offline')`),
  ],
);

export type ServiceRow = typeof services.$inferSelect;

/**
 * A service's link to its vendor's own public status (docs/product/status-rules.md): an Atlassian Statuspage
 * summary, a Better Stack page or an RSS/Atom incident feed, its last good reading, and the
 * polling state that keeps us polite (conditional requests, backoff after errors).
 */
export const vendorStatusLinks = pgTable(
  'vendor_status_links',
  {
    serviceId: uuid()
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['statuspage', 'betterstack', 'feed'] }).notNull(),
    /** The page's address as the admin gave it (a status page's root, or the feed itself). */
    pageUrl: text().notNull(),
    /** Statuspage: the component's id; Better Stack: a resource's id or public name (null: the whole page). */
    component: text(),
    /** The page is on the provider's own network: private addresses and plain http allowed (with MONITOR_ALLOW_PRIVATE only). */
    allowPrivate: boolean().notNull().default(false),
    /** The last usable reading: the vendor's state in our words, and its open incident. */
    state: text({ enum: ['online', 'warning', 'offline', 'maintenance'] }),
    /** The vendor's own word in the latest page read, usable or not. */
    vendorWord: text(),
    /** Why the latest page read gave no usable reading (null when it did); the reading before it is kept. */
    problem: text({ enum: ['unreadable', 'missing', 'not-monitored', 'unknown-state'] }),
    incidentTitle: text(),
    incidentUrl: text(),
    /** The vendor's maintenance for the service, upcoming or in progress, with its window when the vendor gave one. */
    maintenanceTitle: text(),
    maintenanceStartsAt: timestamp({ withTimezone: true }),
    maintenanceEndsAt: timestamp({ withTimezone: true }),
    maintenanceUrl: text(),
    /** When the vendor last answered with a page we could read (a 304 counts). */
    readAt: timestamp({ withTimezone: true }),
    lastPolledAt: timestamp({ withTimezone: true }),
    nextPollAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    etag: text(),
    lastModified: text(),
    /** Polls in a row that failed; the next poll waits longer after each. */
    failures: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vendor_status_links_kind_ck', sql`${t.kind} in ('statuspage', 'betterstack', 'feed')`),
    check('vendor_status_links_state_ck', sql`${t.state} is null or ${t.state} in ('online', 'warning', 'offline', 'maintenance')`),
    check('vendor_status_links_problem_ck', sql`${t.problem} is null or ${t.problem} in ('unreadable', 'missing', 'not-monitored', 'unknown-state')`),
    index('vendor_status_links_next_poll_idx').on(t.nextPollAt),
  ],
);

export type VendorStatusLinkRow = typeof vendorStatusLinks.$inferSelect;
/*
 * Monitoring, history, incidents, alerts (docs/product/status-rules.md). `services.status` stays the effective
 * status every reader uses; the status module decides it (ADR 14).
 */

/** One automated check per service. Runtime counters live here so another instance can take over. */
export const serviceChecks = pgTable(
  'service_checks',
  {
    serviceId: uuid()
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    type: text({ enum: ['http', 'tcp', 'dns'] }).notNull(),
    /** A URL for http, host:port for tcp, a name for dns. */
    target: text().notNull(),
    intervalSeconds: integer().notNull().default(60),
    timeoutMs: integer().notNull().default(10_000),
    expectedStatusMin: integer().notNull().default(200),
    expectedStatusMax: integer().notNull().default(399),
    keyword: text(),
    expectedAddress: text(),
    /** Above this latency the service is `warning`; null means never. */
    latencyWarnMs: integer(),
    failuresToOffline: integer().notNull().default(3),
    successesToOnline: integer().notNull().default(2),
    enabled: boolean().notNull().default(true),
    consecutiveFailures: integer().notNull().default(0),
    consecutiveSuccesses: integer().notNull().default(0),
    lastRunAt: timestamp({ withTimezone: true }),
    nextRunAt: timestamp({ withTimezone: true }),
    lastLatencyMs: integer(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_checks_next_run_idx').on(t.nextRunAt),
    check('service_checks_type_ck', sql`${t.type} in ('http', 'tcp', 'dns')`),
    check('service_checks_interval_ck', sql`${t.intervalSeconds} >= 30`),
  ],
);

/** Raw check results, kept 7 days. */
export const checkResults = pgTable(
  'check_results',
  {
    id: id(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    checkedAt: timestamp({ withTimezone: true }).notNull(),
    ok: boolean().notNull(),
    /** What this one result says: offline when it failed, warning when slow, else online. */
    status: text({ enum: ['online', 'warning', 'offline'] }).notNull(),
    latencyMs: integer(),
    error: text(),
  },
  (t) => [index('check_results_service_at_idx').on(t.serviceId, t.checkedAt), index('check_results_at_idx').on(t.checkedAt)],
);

/** Check results rolled up per service and hour (UTC), kept 2 years. */
export const checkRollups = pgTable(
  'check_rollups',
  {
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    hourStart: timestamp({ withTimezone: true }).notNull(),
    checks: integer().notNull().default(0),
    okChecks: integer().notNull().default(0),
    warningChecks: integer().notNull().default(0),
    failedChecks: integer().notNull().default(0),
    latencySumMs: integer().notNull().default(0),
    latencyCount: integer().notNull().default(0),
    latencyMaxMs: integer(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.hourStart] }), index('check_rollups_hour_idx').on(t.hourStart)],
);

/** Every change of a service's effective status, with its cause. */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: id(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: ['online', 'warning', 'offline'] }),
    toStatus: text({ enum: ['online', 'warning', 'offline'] }).notNull(),
    /** One of STATUS_CAUSES (modules/status/status-changes.ts). */
    cause: text().notNull(),
    actor: text(),
    details: jsonb(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('status_changes_service_at_idx').on(t.serviceId, t.at), index('status_changes_at_idx').on(t.at)],
);

/**
 * Spans when the board's own monitor could not reach the internet: every automated check failed
 * for network reasons at once (modules/monitoring/monitor-reach.ts). While one is open (no
 * endedAt), check results move no status, and uptime leaves the span out. At most one is open.
 */
export const monitorOfflinePeriods = pgTable(
  'monitor_offline_periods',
  {
    id: id(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    /** What was seen when it began: how many checks had failed, against how many hosts. */
    failedChecks: integer().notNull(),
    hosts: integer().notNull(),
  },
  (t) => [
    index('monitor_offline_periods_started_idx').on(t.startedAt),
    uniqueIndex('monitor_offline_periods_one_open_uq')
      .on(sql`(true)`)
      .where(sql`${t.endedAt} is null`),
    check('monitor_offline_periods_order_ck', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);
