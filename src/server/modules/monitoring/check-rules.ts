import type { ServiceStatus } from '#shared/status/services.js';

/*
 * The pure rules of what a check concludes (docs/product/status-rules.md). No I/O here, so every rule is unit-tested.
 * What the service's status then is belongs to the status module (modules/status/precedence.ts).
 *
 * Check state, per result:
 * - A failure adds to consecutiveFailures and resets consecutiveSuccesses. The check says
 *   offline once failures reach failuresToOffline; before that it keeps what it said.
 * - A success adds to consecutiveSuccesses and resets consecutiveFailures. Once successes reach
 *   successesToOnline the check says online, or warning when this latest success was slower
 *   than latencyWarnMs; before that it keeps what it said. So a service that is up moves between
 *   online and warning with each result's latency, and a slow success can never bring a service
 *   back from offline sooner than a fast one.
 * - With no history (a new check, or its type/target just changed) the first result decides.
 */

export interface CheckOutcome {
  ok: boolean;
  latencyMs: number | null;
}

export interface CheckThresholds {
  failuresToOffline: number;
  successesToOnline: number;
  latencyWarnMs: number | null;
}

export interface CheckState {
  status: ServiceStatus | null;
  consecutiveFailures: number;
  consecutiveSuccesses: number;
}

export function isSlow(outcome: CheckOutcome, latencyWarnMs: number | null): boolean {
  return outcome.ok && latencyWarnMs !== null && outcome.latencyMs !== null && outcome.latencyMs > latencyWarnMs;
}

/** What one result says on its own (stored with the result). */
export function resultStatus(outcome: CheckOutcome, latencyWarnMs: number | null): ServiceStatus {
  if (!outcome.ok) return 'offline';
  return isSlow(outcome, latencyWarnMs) ? 'warning' : 'online';
}

export function nextCheckState(current: CheckState, outcome: CheckOutcome, thresholds: CheckThresholds): CheckState {
  if (!outcome.ok) {
    const failures = current.consecutiveFailures + 1;
    const reached = current.status === null || failures >= thresholds.failuresToOffline;
    return { status: reached ? 'offline' : current.status, consecutiveFailures: failures, consecutiveSuccesses: 0 };
  }
  const successes = current.consecutiveSuccesses + 1;
  const reached = current.status === null || successes >= thresholds.successesToOnline;
  return {
    status: reached ? resultStatus(outcome, thresholds.latencyWarnMs) : current.status,
    consecutiveFailures: 0,
    consecutiveSuccesses: successes,
  };
}
