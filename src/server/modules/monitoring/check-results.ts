import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { checkResults, serviceChecks, services } from '#server/db/schema.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { isUuid } from '#server/lib/security/uuid.js';
import type { ProbeResult } from './checks/types.ts';
import { lockServiceStates, settleState, type ServiceState, type Tx } from '../status/index.ts';
import { nextCheckState, resultStatus } from './check-rules.ts';

export type CheckRow = typeof serviceChecks.$inferSelect;

export interface RecordedResult {
  resultStatus: ServiceStatus;
  check: CheckRow;
  checkStatus: ServiceStatus | null;
  serviceStatus: ServiceStatus;
  /** services.status moved. */
  changed: boolean;
  /** The check concluded something new (its first conclusion, or another): the card shows it even when the status stays. */
  concluded: boolean;
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

/** One probe's result waiting to be recorded. */
export interface CheckResultEntry {
  serviceId: string;
  probe: ProbeResult;
  /** When the probe ended: the result's time, the check's last run and the service's "last checked". */
  at: Date;
  hold?: boolean;
}

/**
 * Stores one probe's result and everything it moves, in one transaction, and settles the
 * service's status whatever the result concluded (an admin running a check by hand sees the
 * status as it is now). Null when the service or check is gone.
 */
export async function recordCheckResult(db: Db, serviceId: string, probe: ProbeResult, at: Date, options: RecordOptions = {}): Promise<RecordedResult | null> {
  const [recorded] = await db.transaction((tx) => recordRound(tx, [{ serviceId, probe, at, hold: options.hold ?? false }], 'always'));
  return recorded ?? null;
}

/**
 * Stores many probes' results in one transaction (the scheduler's batches): one multi-row insert
 * of the raw results (history rolls these up, one row per result: uptime counts every run), one
 * update of the checks' counters, last run and error together with the services' conclusion and
 * "last checked", and only for the services whose check concluded something new, the status
 * module's settling (services.status, status_changes, alerts). A conclusion that stays cannot
 * move the status a check decides; what moves with time alone is the leader's reconciliation.
 * The rows are locked (services, then their checks, in id order) for the transaction, so a
 * result waits for an admin editing the same check and never deadlocks with another batch.
 * Answers in the entries' order; null where the service or check is gone.
 */
export async function recordCheckResults(db: Db, entries: readonly CheckResultEntry[]): Promise<(RecordedResult | null)[]> {
  if (entries.length === 0) return [];
  return db.transaction(async (tx) => {
    const answers = new Array<RecordedResult | null>(entries.length).fill(null);
    // A service twice in one batch (a run by hand and a scheduled one): each round has it once, in order.
    for (const round of roundsOf(entries)) {
      const recorded = await recordRound(
        tx,
        round.map((i) => entries[i]!),
        'when-concluded',
      );
      round.forEach((index, k) => (answers[index] = recorded[k] ?? null));
    }
    return answers;
  });
}

/** Indexes of the entries, in rounds where each service appears at most once. */
function roundsOf(entries: readonly CheckResultEntry[]): number[][] {
  const rounds: number[][] = [];
  const seen: Set<string>[] = [];
  entries.forEach((entry, index) => {
    let r = 0;
    while (seen[r]?.has(entry.serviceId)) r += 1;
    (seen[r] ??= new Set()).add(entry.serviceId);
    (rounds[r] ??= []).push(index);
  });
  return rounds;
}

interface Planned {
  entry: CheckResultEntry;
  check: CheckRow;
  current: { checkStatus: ServiceStatus | null; status: ServiceStatus };
  resultStatus: ServiceStatus;
  error: string | null;
  held: boolean;
  next: { status: ServiceStatus | null; consecutiveFailures: number; consecutiveSuccesses: number };
}

/** Records entries of distinct services in the caller's transaction. */
async function recordRound(tx: Tx, entries: readonly CheckResultEntry[], settle: 'always' | 'when-concluded'): Promise<(RecordedResult | null)[]> {
  const ids = [...new Set(entries.map((e) => e.serviceId).filter(isUuid))].sort();
  if (ids.length === 0) return entries.map(() => null);
  const locked = await tx
    .select({ id: services.id, status: services.status, checkStatus: services.checkStatus, check: serviceChecks })
    .from(services)
    .innerJoin(serviceChecks, eq(serviceChecks.serviceId, services.id))
    .where(inArray(services.id, ids))
    .orderBy(asc(services.id))
    .for('update');
  const byId = new Map(locked.map((row) => [row.id, row]));

  const plans = entries.map((entry): Planned | null => {
    const row = byId.get(entry.serviceId);
    if (!row) return null;
    const { probe, hold } = entry;
    const check = row.check;
    const held = Boolean(hold) && !probe.ok;
    const current = { checkStatus: row.checkStatus, status: row.status };
    const next = held
      ? { status: row.checkStatus, consecutiveFailures: check.consecutiveFailures, consecutiveSuccesses: check.consecutiveSuccesses }
      : nextCheckState(
          { status: row.checkStatus, consecutiveFailures: check.consecutiveFailures, consecutiveSuccesses: check.consecutiveSuccesses },
          probe,
          check,
        );
    const error = probe.ok ? null : (probe.error ?? 'Check failed').slice(0, 500);
    return { entry, check, current, resultStatus: resultStatus(probe, check.latencyWarnMs), error, held, next };
  });
  const kept = plans.filter((plan): plan is Planned => plan !== null);
  if (kept.length === 0) return plans.map(() => null);

  await tx.insert(checkResults).values(
    kept.map(({ entry, resultStatus: status, error }) => ({
      serviceId: entry.serviceId,
      checkedAt: entry.at,
      ok: entry.probe.ok,
      status,
      latencyMs: entry.probe.latencyMs,
      error,
    })),
  );
  await writeRuntime(tx, kept);

  // The status module's inputs, read at once for every service whose status may move.
  const settling = kept.filter((plan) => !plan.held && (settle === 'always' || plan.next.status !== plan.current.checkStatus));
  const latest = new Date(Math.max(...settling.map((plan) => plan.entry.at.getTime())));
  const states =
    settling.length > 0
      ? await lockServiceStates(
          tx,
          settling.map((plan) => plan.entry.serviceId),
          latest,
        )
      : new Map<string, ServiceState>();

  const answers: (RecordedResult | null)[] = [];
  for (const plan of plans) {
    if (!plan) {
      answers.push(null);
      continue;
    }
    const { entry, check, current, next, held } = plan;
    const runtime = {
      consecutiveFailures: next.consecutiveFailures,
      consecutiveSuccesses: next.consecutiveSuccesses,
      lastRunAt: entry.at,
      lastLatencyMs: entry.probe.latencyMs,
      lastError: plan.error,
    };
    let serviceStatus = current.status;
    let changed = false;
    const state = states.get(entry.serviceId);
    if (state) {
      const details = {
        latencyMs: entry.probe.latencyMs,
        error: plan.error,
        consecutiveFailures: next.consecutiveFailures,
        consecutiveSuccesses: next.consecutiveSuccesses,
      };
      const settled = await settleState(tx, state, { now: entry.at, cause: 'check', actor: null, details });
      serviceStatus = settled.decision.status;
      changed = settled.changed;
    }
    const concluded = !held && next.status !== plan.current.checkStatus;
    answers.push({ resultStatus: plan.resultStatus, check: { ...check, ...runtime }, checkStatus: next.status, serviceStatus, changed, concluded, held });
  }
  return answers;
}

/**
 * One statement for every result: the checks' counters, last run, latency and error, and for the
 * results that count (not held) the service's conclusion and "last checked".
 */
async function writeRuntime(tx: Tx, plans: readonly Planned[]): Promise<void> {
  const checkRows = plans.map(
    ({ entry, next, error }) =>
      sql`(${entry.serviceId}::uuid, ${next.consecutiveFailures}::int, ${next.consecutiveSuccesses}::int, ${entry.at.toISOString()}::timestamptz, ${entry.probe.latencyMs}::int, ${error}::text)`,
  );
  const counted = plans.filter((plan) => !plan.held);
  const updateChecks = sql`update ${serviceChecks} set
      consecutive_failures = v.failures, consecutive_successes = v.successes,
      last_run_at = v.at, last_latency_ms = v.latency, last_error = v.error
    from (values ${sql.join(checkRows, sql`, `)}) as v(id, failures, successes, at, latency, error)
    where ${serviceChecks.serviceId} = v.id`;
  if (counted.length === 0) {
    await tx.execute(updateChecks);
    return;
  }
  const serviceRows = counted.map(({ entry, next }) => sql`(${entry.serviceId}::uuid, ${next.status}::text, ${entry.at.toISOString()}::timestamptz)`);
  await tx.execute(sql`with checks_written as (${updateChecks} returning 1)
    update ${services} set check_status = v.check_status, last_checked = v.at
    from (values ${sql.join(serviceRows, sql`, `)}) as v(id, check_status, at)
    where ${services.id} = v.id`);
}
