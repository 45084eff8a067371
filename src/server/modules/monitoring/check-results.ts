import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { checkResults, serviceChecks, services } from '#server/db/schema.js';
import type { ServiceStatus } from '#shared/status/services.js';
import type { ProbeResult } from './checks/types.ts';
import { lockServiceState, settleState } from '../status/index.ts';
import { nextCheckState, resultStatus } from './check-rules.ts';

export type CheckRow = typeof serviceChecks.$inferSelect;

export interface RecordedResult {
  resultStatus: ServiceStatus;
  check: CheckRow;
  checkStatus: ServiceStatus | null;
  serviceStatus: ServiceStatus;
  /** services.status moved. */
  changed: boolean;
  /** The result was kept but moved nothing: the monitor could not reach the internet. */
  held: boolean;
}

export interface RecordOptions {
  /**
   * The board's own internet is down (monitor-reach.ts): a failure is stored, and the check's
   * last run and error move, but not its counters, its conclusion, "last checked" or the status.
   */
  hold?: boolean;
}

/**
 * Stores one probe's result and everything it moves, in one transaction: the raw result row
 * (history rolls these up), the check's counters (so another instance can carry on), the
 * check's conclusion and services.lastChecked, and the effective status as the status module
 * decides it (cause 'check'). Null when the service or check is gone.
 */
export async function recordCheckResult(db: Db, serviceId: string, probe: ProbeResult, at: Date, options: RecordOptions = {}): Promise<RecordedResult | null> {
  return db.transaction(async (tx) => {
    const state = await lockServiceState(tx, serviceId, at);
    if (!state) return null;
    const [check] = await tx.select().from(serviceChecks).where(eq(serviceChecks.serviceId, serviceId)).for('update');
    if (!check) return null;

    const status = resultStatus(probe, check.latencyWarnMs);
    const error = probe.ok ? null : (probe.error ?? 'Check failed').slice(0, 500);
    await tx.insert(checkResults).values({ serviceId, checkedAt: at, ok: probe.ok, status, latencyMs: probe.latencyMs, error });

    if (options.hold && !probe.ok) {
      const runtime = { lastRunAt: at, lastLatencyMs: probe.latencyMs, lastError: error };
      await tx.update(serviceChecks).set(runtime).where(eq(serviceChecks.serviceId, serviceId));
      return {
        resultStatus: status,
        check: { ...check, ...runtime },
        checkStatus: state.row.checkStatus,
        serviceStatus: state.row.status,
        changed: false,
        held: true,
      };
    }

    const next = nextCheckState(
      { status: state.row.checkStatus, consecutiveFailures: check.consecutiveFailures, consecutiveSuccesses: check.consecutiveSuccesses },
      probe,
      check,
    );
    const runtime = {
      consecutiveFailures: next.consecutiveFailures,
      consecutiveSuccesses: next.consecutiveSuccesses,
      lastRunAt: at,
      lastLatencyMs: probe.latencyMs,
      lastError: error,
    };
    await tx.update(serviceChecks).set(runtime).where(eq(serviceChecks.serviceId, serviceId));
    await tx.update(services).set({ checkStatus: next.status, lastChecked: at }).where(eq(services.id, serviceId));

    const row = { ...state.row, checkStatus: next.status, lastChecked: at };
    const inputs = { ...state.inputs, check: state.inputs.check && { ...state.inputs.check, status: next.status, lastRunAt: at } };
    const details = { latencyMs: probe.latencyMs, error, consecutiveFailures: next.consecutiveFailures, consecutiveSuccesses: next.consecutiveSuccesses };
    const settled = await settleState(tx, { ...state, row, inputs }, { now: at, cause: 'check', actor: null, details });
    return {
      resultStatus: status,
      check: { ...check, ...runtime },
      checkStatus: next.status,
      serviceStatus: settled.decision.status,
      changed: settled.changed,
      held: false,
    };
  });
}
