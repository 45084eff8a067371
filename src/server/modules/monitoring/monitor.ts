import type { Database, Db } from '#server/db/open.js';
import type { Config } from '#server/config.js';
import type { Clock } from '#server/lib/time/clock.js';
import { reconcileStatuses, type ServiceDirectory } from '../status/index.ts';
import type { AppParts } from '#server/lib/app-parts.js';
import { probeEnvironment } from './check-config.service.ts';
import { recordCheckResult, type CheckRow } from './check-results.ts';
import { runProbe, type ProbeEnvironment } from './checks/run-probe.ts';
import type { Stopwatch } from './checks/types.ts';
import { claimDueChecks, dueChecksWaiting, eachLimited, nextCheckDueAt, wakeIn } from './due-checks.ts';
import { createReachGuard, type ProbedCheck, type ReachVerdict } from './monitor-reach.ts';
import { createLeaderLock, type LeaderLock } from './leader-lock.ts';
import type { Metrics } from '#server/lib/metrics.js';
import { vendorPageFetcher, type FetchPage } from './vendor/vendor-fetch.ts';
import { pollDueVendorPages } from './vendor/vendor-poller.ts';

/** How often the scheduler looks for due checks (and a non-leader for the lock): well under the 30 s minimum interval. */
export const TICK_MS = 5000;
/** Checks taken in one claim, per check that may run at once: enough to keep every worker busy. */
const CLAIM_PER_WORKER = 4;
const MIN_CLAIM = 32;
/** How long one pass keeps taking checks before it lets timed status changes and vendor pages run. */
const PASS_CHECKS_MS = 20_000;
/** What the checks of a pass (or of one of its batches) came to. */
interface ChecksRun {
  run: number;
  recorded: number;
  changed: number;
  reach: ReachVerdict;
}

interface PassContext {
  names: Map<string, string>;
  env: ProbeEnvironment;
}

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
 * instance it runs the due checks it claims (at most config.monitor.concurrency at a time; while
 * every check fails for network reasons the board's own internet is down, and those failures move
 * no status: monitor-reach.ts). When anything visible changed (a status, a window, staleness, a
 * check result and so "last checked", or the monitor's own reach) it reloads the dashboard's
 * snapshot once. Calls never overlap: a tick asked for while one runs answers that one.
 */
export function createMonitor(deps: MonitorDeps): { tick(options?: { lead: boolean }): Promise<TickReport> } {
  let running: Promise<TickReport> | undefined;
  let lastFingerprint: string | undefined;
  const fetchPage = deps.fetchVendorPage ?? vendorPageFetcher(deps.config);
  const reachGuard = createReachGuard(deps.db);

  /**
   * Takes the due checks a batch at a time (the longest waiting first) until none is due or the
   * pass has used its time: what is not taken yet stays due in the database, where the lag metric
   * and the admin panel see it, and where another claim may take it.
   */
  async function runDue(): Promise<ChecksRun> {
    const total: ChecksRun = { run: 0, recorded: 0, changed: 0, reach: { holding: false, changed: false } };
    const limit = Math.max(deps.config.monitor.concurrency * CLAIM_PER_WORKER, MIN_CLAIM);
    const started = performance.now();
    // Made once a pass, for all its batches: the names for the metrics' labels, the probes' settings.
    let pass: PassContext | undefined;
    for (;;) {
      const due = await claimDueChecks(deps.db, deps.clock.now(), limit);
      if (due.length === 0) break;
      pass ??= { names: serviceNames(), env: { ...probeEnvironment(deps.config), ...(deps.stopwatch ? { stopwatch: deps.stopwatch } : {}) } };
      const batch = await runBatch(due, pass);
      total.run += batch.run;
      total.recorded += batch.recorded;
      total.changed += batch.changed;
      total.reach = { holding: batch.reach.holding, changed: total.reach.changed || batch.reach.changed };
      if (due.length < limit || performance.now() - started > PASS_CHECKS_MS) break;
    }
    return total;
  }

  /**
   * Probes a batch first and records it after, so that a batch in which every check fails for
   * network reasons is known as such before any of its failures moves a status.
   */
  async function runBatch(due: CheckRow[], { names, env }: PassContext): Promise<ChecksRun> {
    const probed: ProbedCheck[] = [];
    await eachLimited(due, deps.config.monitor.concurrency, async (check) => {
      const probe = await runProbe(check, env);
      deps.metrics?.observeCheck(names.get(check.serviceId) ?? check.serviceId, probe.ok, probe.latencyMs === null ? null : probe.latencyMs / 1000);
      probed.push({ check, probe });
    });
    const reach = await judgeReach(probed);
    let changed = 0;
    let recordedResults = 0;
    await eachLimited(probed, deps.config.monitor.concurrency, async ({ check, probe }) => {
      try {
        const hold = reach.holding && probe.network === true;
        const recorded = await recordCheckResult(deps.db, check.serviceId, probe, deps.clock.now(), { hold });
        if (recorded) recordedResults += 1;
        if (recorded?.changed) changed += 1;
      } catch (error) {
        deps.log.warn({ err: error, serviceId: check.serviceId }, 'could not record a check result');
      }
    });
    return { run: due.length, recorded: recordedResults, changed, reach };
  }

  async function judgeReach(probed: readonly ProbedCheck[]): Promise<ReachVerdict> {
    try {
      return await reachGuard.assess(probed, deps.clock.now());
    } catch (error) {
      // Without a verdict the results count as they always did.
      deps.log.warn({ err: error }, "could not judge the monitor's own reach");
      return { holding: false, changed: false };
    }
  }

  function serviceNames(): Map<string, string> {
    try {
      return new Map(deps.directory.view.get().services.map((service) => [service.id, service.name]));
    } catch {
      return new Map();
    }
  }

  async function pass(lead: boolean): Promise<TickReport> {
    const started = performance.now();
    const now = deps.clock.now();
    // Work that must happen once belongs to the leader; checks are shared (claimDueChecks).
    const status = lead ? await reconcileStatuses(deps.db, now) : NOTHING_RECONCILED;
    const checks = await runDue();
    const vendors = lead ? await pollDueVendorPages({ db: deps.db, fetchPage, log: deps.log }, now) : { changed: 0, updated: 0 };
    deps.metrics?.countStatusChanges('schedule', status.statusChanges);
    deps.metrics?.countStatusChanges('check', checks.changed);
    deps.metrics?.countStatusChanges('vendor', vendors.changed);
    deps.metrics?.observeTick((performance.now() - started) / 1000);
    deps.metrics?.setMonitorOffline(checks.reach.holding);
    const statusChanges = status.statusChanges + checks.changed + vendors.changed;
    // A result that changes no status still moves the service's "last checked" (or "reported") time on the board.
    const invalidated =
      statusChanges > 0 ||
      checks.recorded > 0 ||
      checks.reach.changed ||
      vendors.updated > 0 ||
      status.overridesExpired > 0 ||
      (lead && status.fingerprint !== lastFingerprint);
    if (lead) lastFingerprint = status.fingerprint;
    if (invalidated) await deps.directory.view.invalidate();
    return { checksRun: checks.run, statusChanges, overridesExpired: status.overridesExpired, invalidated, monitorOffline: checks.reach.holding };
  }

  return {
    tick(options = { lead: true }) {
      running ??= pass(options.lead).finally(() => {
        running = undefined;
      });
      return running;
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
