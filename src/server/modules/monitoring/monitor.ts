import type { Database, Db } from '#server/db/open.js';
import type { Config } from '#server/config.js';
import type { Clock } from '#server/lib/time/clock.js';
import { reconcileStatuses, type ServiceDirectory } from '../status/index.ts';
import type { AppParts } from '#server/lib/app-parts.js';
import { probeEnvironment } from './check-config.service.ts';
import { createCheckStream } from './check-stream.ts';
import { runProbe } from './checks/run-probe.ts';
import type { ProbeResult, Stopwatch } from './checks/types.ts';
import type { CheckRow } from './check-results.ts';
import { dueChecksWaiting, nextCheckDueAt, wakeIn } from './due-checks.ts';
import { createReachGuard } from './monitor-reach.ts';
import { createLeaderLock, type LeaderLock } from './leader-lock.ts';
import type { Metrics } from '#server/lib/metrics.js';
import { createResultWriter, type WriteBatch } from './result-writer.ts';
import { vendorPageFetcher, type FetchPage } from './vendor/vendor-fetch.ts';
import { pollDueVendorPages } from './vendor/vendor-poller.ts';

/** How often the scheduler looks for due checks (and a non-leader for the lock): well under the 30 s minimum interval. */
export const TICK_MS = 5000;
/** How long one pass keeps taking checks before it lets timed status changes and vendor pages run. */
const PASS_CHECKS_MS = 20_000;
/**
 * How often, at most, the leader reconciles what moves with time. Under a stream of checks a pass
 * comes every fraction of a second, and reconciling at each pass cost more than the checks.
 */
const RECONCILE_EVERY_MS = TICK_MS;
/**
 * How often, at most, the board's snapshot is reloaded when only "last checked" moved (a status
 * that changes is shown at the end of its pass). A reload reads every service, on the thread that
 * answers when the database is embedded: every 5 s it was most of the polled answers' p99 there.
 */
const LAST_CHECKED_RELOAD_MS = 15_000;
/**
 * Between two of these the leader reconciles only the services that can move with time (status
 * reconcile.ts); a full reconciliation mends anything else.
 */
const FULL_RECONCILE_EVERY_MS = 60_000;
/** On shutdown, how long to wait for probes still running; a result not written is run again one interval later by whoever claims it. */
const STOP_WAIT_MS = 3000;

/** What a pass that does not lead reports for the work only the leader does. */
const NOTHING_RECONCILED = { overridesExpired: 0, statusChanges: 0, fingerprint: '' } as const;

export interface MonitorDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'port' | 'monitor'>;
  directory: ServiceDirectory;
  log: { warn(obj: unknown, msg?: string): void };
  /** How probes time latency (tests fix it); performance.now() by default. */
  stopwatch?: Stopwatch;
  /** Where check outcomes, scheduler lag and status changes are counted. */
  metrics?: Pick<Metrics, 'observeCheck' | 'observeTick' | 'countStatusChanges' | 'setMonitorOffline'>;
  /** How vendors' status pages are requested (tests stand in for the internet); vetted HTTP by default. */
  fetchVendorPage?: FetchPage;
  /** How one check is run (tests stand in for a target that answers when they say); runProbe by default. */
  probe?: (check: CheckRow) => Promise<ProbeResult>;
  /** When results are written (result-writer.ts WRITE_BATCH by default). */
  writeBatch?: WriteBatch;
}

export interface TickReport {
  checksRun: number;
  statusChanges: number;
  overridesExpired: number;
  invalidated: boolean;
  /** The board cannot reach the internet: every check failing at once (monitor-reach.ts). */
  monitorOffline: boolean;
}

/**
 * One scheduler pass. On the leader (`lead`, the default) tick() lets the status module reconcile
 * what moves with time (overrides ending, maintenance windows beginning and ending, checks going
 * quiet) and reads the vendors' status pages that are due (vendor/vendor-poller.ts). On every
 * instance it runs the due checks it claims, streamed through at most config.monitor.concurrency
 * probes at a time (check-stream.ts), and records their results in batches (result-writer.ts;
 * while every check fails for network reasons the board's own internet is down, and those
 * failures move no status: monitor-reach.ts). When anything visible changed (a status, a window,
 * staleness, a check result and so "last checked", or the monitor's own reach) it reloads the
 * dashboard's snapshot once. Calls never overlap: a tick asked for while one runs answers that one.
 */
export function createMonitor(deps: MonitorDeps): {
  tick(options?: { lead: boolean }): Promise<TickReport>;
  /** Ends the pass under way early, waits a moment for the probes still running and writes every result come in. */
  stop(): Promise<void>;
} {
  let running: Promise<TickReport> | undefined;
  let stopping = false;
  let lastFingerprint: string | undefined;
  let reconciledAt: number | undefined;
  let fullyReconciledAt: number | undefined;
  let reloadedAt: number | undefined;
  // Results were recorded since the last reload: "last checked" moved on the board.
  let lastCheckedMoved = false;
  const due = (since: number | undefined, now: Date, every: number) => since === undefined || now.getTime() - since >= every || now.getTime() < since;
  const fetchPage = deps.fetchVendorPage ?? vendorPageFetcher(deps.config);
  const reachGuard = createReachGuard(deps.db);
  const env = { ...probeEnvironment(deps.config), ...(deps.stopwatch ? { stopwatch: deps.stopwatch } : {}) };
  // The metrics' label (the service's type), from the snapshot at a pass's first result (a probe
  // ending after its pass uses the last ones); made again only when the snapshot's list is a new one.
  let names = new Map<string, string>();
  let namesOf: unknown;
  let namesRead = false;
  const writer = createResultWriter({
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    judgeReach: (probed, now) => reachGuard.assess(probed, now),
    ...(deps.writeBatch ? { batch: deps.writeBatch } : {}),
  });
  const stream = createCheckStream({
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    concurrency: deps.config.monitor.concurrency,
    probe: deps.probe ?? ((check) => runProbe(check, env)),
    probed(check, probe) {
      if (deps.metrics && !namesRead) {
        names = serviceTypes();
        namesRead = true;
      }
      deps.metrics?.observeCheck(names.get(check.serviceId) ?? 'unknown', probe.ok, probe.latencyMs === null ? null : probe.latencyMs / 1000);
      writer.add(check, probe, deps.clock.now());
    },
  });

  /**
   * Runs the due checks until none is due or the pass has used its time (what is not taken yet
   * stays due in the database, where the lag metric and the admin panel see it, and where another
   * claim may take it), then writes every result that has come in.
   */
  async function runDue() {
    namesRead = false;
    const { claimed } = await stream.run({ untilMs: performance.now() + PASS_CHECKS_MS, stopping: () => stopping });
    await writer.flush();
    return { run: claimed, ...writer.take(), holding: writer.holding() };
  }

  function serviceTypes(): Map<string, string> {
    try {
      const list = deps.directory.view.get().services;
      if (list !== namesOf) {
        names = new Map(list.map((service) => [service.id, service.type]));
        namesOf = list;
      }
      return names;
    } catch {
      return names;
    }
  }

  async function pass(lead: boolean): Promise<TickReport> {
    const started = performance.now();
    const now = deps.clock.now();
    // Work that must happen once belongs to the leader; checks are shared (claimDueChecks).
    const reconciles = lead && due(reconciledAt, now, RECONCILE_EVERY_MS);
    const full = reconciles && due(fullyReconciledAt, now, FULL_RECONCILE_EVERY_MS);
    const status = reconciles ? await reconcileStatuses(deps.db, now, { full }) : NOTHING_RECONCILED;
    if (reconciles) reconciledAt = now.getTime();
    if (full) fullyReconciledAt = now.getTime();
    const checks = await runDue();
    const vendors = lead ? await pollDueVendorPages({ db: deps.db, fetchPage, log: deps.log }, now) : { changed: 0, updated: 0 };
    deps.metrics?.countStatusChanges('schedule', status.statusChanges);
    deps.metrics?.countStatusChanges('check', checks.changed);
    deps.metrics?.countStatusChanges('vendor', vendors.changed);
    deps.metrics?.observeTick((performance.now() - started) / 1000);
    deps.metrics?.setMonitorOffline(checks.holding);
    const statusChanges = status.statusChanges + checks.changed + vendors.changed;
    // A result that changes no status still moves the service's "last checked" (or "reported") time
    // on the board: shown with the next reload, at most LAST_CHECKED_RELOAD_MS later.
    if (checks.recorded > 0) lastCheckedMoved = true;
    const invalidated =
      statusChanges > 0 ||
      // A conclusion that moved without moving the status still changes the card (a first result).
      checks.concluded > 0 ||
      checks.reachChanged ||
      vendors.updated > 0 ||
      status.overridesExpired > 0 ||
      (reconciles && status.fingerprint !== lastFingerprint) ||
      (lastCheckedMoved && due(reloadedAt, deps.clock.now(), LAST_CHECKED_RELOAD_MS));
    if (reconciles) lastFingerprint = status.fingerprint;
    if (invalidated) {
      lastCheckedMoved = false;
      reloadedAt = deps.clock.now().getTime();
      await deps.directory.view.invalidate();
    }
    return { checksRun: checks.run, statusChanges, overridesExpired: status.overridesExpired, invalidated, monitorOffline: checks.holding };
  }

  return {
    tick(options = { lead: true }) {
      running ??= pass(options.lead).finally(() => {
        running = undefined;
      });
      return running;
    },
    async stop() {
      stopping = true;
      await running;
      await stream.idle(STOP_WAIT_MS);
      await writer.flush();
    },
  };
}

/** What the background scheduler reads: the monitor's own parts, the database's lock and every metric it sets. */
export type MonitorParts = MonitorDeps & Pick<AppParts, 'database' | 'config' | 'log'> & { metrics: Metrics };

/**
 * The background scheduler (app.start()). Every instance ticks every TICK_MS and runs the due
 * checks it claims; on PostgreSQL only the instance holding the leadership lock does the work
 * that must happen once (timed status changes, vendor pages), and the others try for the lock
 * at each tick, so a dead leader is replaced within one check interval. A check claimed by an
 * instance that died is due again one interval later, for whoever claims it. The embedded
 * engine is one process: always leader.
 */
export function startMonitor(deps: MonitorParts, tickMs = TICK_MS): { stop(): Promise<void> } {
  if (!deps.config.monitor.enabled) return { stop: async () => undefined };
  const monitor = createMonitor(deps);
  // Read from the database at each scrape, on every instance: how long the longest waiting due
  // check has waited, whether or not a pass is running (a long pass reports nothing until it ends).
  deps.metrics.watchSchedulerLag(async () => {
    const now = deps.clock.now();
    const { oldestDueAt } = await dueChecksWaiting(deps.db, now);
    return oldestDueAt ? Math.max(0, (now.getTime() - oldestDueAt.getTime()) / 1000) : 0;
  });
  const leadership = leaderFor(deps.database, deps.config, deps.log);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const loop = async () => {
    try {
      const leads = await leadership.holds();
      deps.metrics.setLeader(leads);
      // Every instance takes due checks (and judges its reach by them); the leader alone applies
      // timed status changes and reads the vendors' pages.
      await monitor.tick({ lead: leads });
    } catch (error) {
      deps.log.warn({ err: error }, 'monitor tick failed');
    }
  };
  // A check runs when it falls due, not at the next tick: the scheduler wakes for the next one.
  const nextWake = async () => {
    try {
      return wakeIn(await nextCheckDueAt(deps.db), deps.clock.now(), tickMs);
    } catch {
      return tickMs;
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = loop()
        .then(nextWake)
        .then((next) => {
          current = undefined;
          schedule(next);
        });
    }, delay);
    timer.unref();
  };
  schedule(tickMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // Ends the pass under way (it may have taken checks for 20 s yet) and writes what came in before the database closes.
      await monitor.stop().catch((error: unknown) => deps.log.warn({ err: error }, 'could not write the last check results'));
      await current;
      await leadership.release();
      deps.metrics.setLeader(false);
      deps.metrics.setMonitorOffline(false);
    },
  };
}

function leaderFor(database: Database, config: Config, log: MonitorDeps['log']): LeaderLock {
  if (database.engine === 'postgres' && config.databaseUrl) {
    return createLeaderLock({ connectionString: config.databaseUrl, name: 'monitor:leader', log });
  }
  // Embedded: one process, always leader.
  return { holds: async () => true, release: async () => undefined };
}
