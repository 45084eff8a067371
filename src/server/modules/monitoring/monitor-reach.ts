import type { Db } from '#server/db/open.js';
import { parseCheckTarget } from '#shared/status/monitoring-target.js';
import { monitorOfflineSince } from '../status/index.ts';
import type { CheckRow } from './check-results.ts';
import type { ProbeResult } from './checks/types.ts';
import { anyEnabledCheck, endMonitorOfflinePeriod, startMonitorOfflinePeriod } from './offline-periods.ts';

/*
 * When thirty vendors seem to go down in the same minute, the board's own internet is the likely
 * one down. The rule: within one short window, every check that ran failed for a network reason
 * (no DNS answer, no connection, no route), and at least minChecks checks of at least minHosts
 * different hosts ran. Then a period opens (offline-periods.ts), every instance sees it through
 * the services snapshot, and network failures move no status until any check succeeds again.
 */
export const MONITOR_OFFLINE_RULE = {
  /** Each check counts by its latest result within this window. */
  windowMs: 2 * 60_000,
  minChecks: 3,
  minHosts: 2,
} as const;

export type ReachRule = { windowMs: number; minChecks: number; minHosts: number };

/** One check's latest result, as the rule weighs it. */
export interface ReachSample {
  serviceId: string;
  /** The host the check reaches (lower case). */
  host: string;
  at: number;
  ok: boolean;
  network: boolean;
}

/** What the rule saw when every check was unreachable; null when the evidence does not say so. */
export function everyCheckUnreachable(
  samples: Iterable<ReachSample>,
  now: number,
  rule: ReachRule = MONITOR_OFFLINE_RULE,
): { failedChecks: number; hosts: number } | null {
  // One pass that stops at the first answer: on a board of thousands of checks that are up, the
  // first recent sample usually settles it.
  let failedChecks = 0;
  const hosts = new Set<string>();
  for (const sample of samples) {
    if (now - sample.at > rule.windowMs) continue;
    if (sample.ok || !sample.network) return null;
    failedChecks += 1;
    hosts.add(sample.host);
  }
  if (failedChecks < rule.minChecks) return null;
  return hosts.size >= rule.minHosts ? { failedChecks, hosts: hosts.size } : null;
}

export function sampleOf(check: Pick<CheckRow, 'serviceId' | 'type' | 'target'>, probe: ProbeResult, at: Date): ReachSample {
  const parsed = parseCheckTarget(check.type, check.target);
  const host = parsed.ok ? parsed.host.toLowerCase().replace(/\.$/, '') : check.target;
  return { serviceId: check.serviceId, host, at: at.getTime(), ok: probe.ok, network: !probe.ok && probe.network === true };
}

export interface ReachVerdict {
  /** The monitor cannot reach the internet: this pass's network failures must move no status. */
  holding: boolean;
  /** A period began or ended, so the board must be reloaded. */
  changed: boolean;
}

export interface ProbedCheck {
  check: CheckRow;
  probe: ProbeResult;
}

/**
 * The scheduler's judge of its own reach. It remembers each check's latest result for one
 * window (in memory: a new leader has a full picture again within a window, and an open period
 * is in the database meanwhile) and, after each pass's probes, opens or ends the period.
 */
export function createReachGuard(db: Db, rule: ReachRule = MONITOR_OFFLINE_RULE) {
  const latest = new Map<string, ReachSample>();
  let sweptAt = -Infinity;

  return {
    async assess(probed: readonly ProbedCheck[], now: Date): Promise<ReachVerdict> {
      for (const { check, probe } of probed) {
        // Deleted first, so that the map stays in the order of the samples' times.
        latest.delete(check.serviceId);
        latest.set(check.serviceId, sampleOf(check, probe, now));
      }
      // Samples older than the window are skipped by the rule; forgetting them is only for memory,
      // so it is done once in a while rather than over every sample at every batch.
      if (Math.abs(now.getTime() - sweptAt) >= rule.windowMs / 4) {
        sweptAt = now.getTime();
        for (const [id, sample] of latest) if (now.getTime() - sample.at > rule.windowMs) latest.delete(id);
      }

      if (await monitorOfflineSince(db)) {
        const reachedAgain = probed.some(({ probe }) => probe.ok);
        if (reachedAgain || (probed.length === 0 && !(await anyEnabledCheck(db)))) {
          return { holding: false, changed: await endMonitorOfflinePeriod(db, now) };
        }
        return { holding: true, changed: false };
      }
      const seen = probed.length > 0 ? everyCheckUnreachable(latest.values(), now.getTime(), rule) : null;
      if (!seen) return { holding: false, changed: false };
      return { holding: true, changed: await startMonitorOfflinePeriod(db, now, seen) };
    },
  };
}
