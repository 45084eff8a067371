import type { Db } from '#server/db/open.js';
import type { Clock } from '#server/lib/time/clock.js';
import { recordCheckResults, type CheckResultEntry, type CheckRow, type RecordedResult } from './check-results.ts';
import type { ProbeResult } from './checks/types.ts';
import type { ProbedCheck, ReachVerdict } from './monitor-reach.ts';

/**
 * When the scheduler writes what its probes found: a batch as soon as this many results wait, or
 * once the first of them has waited this long, whichever comes first. One transaction a batch
 * costs the database and the app far less than one a result, and a result still reaches the
 * board within a fraction of a second.
 */
export const WRITE_BATCH = { maxResults: 100, maxWaitMs: 250 } as const;
export type WriteBatch = { maxResults: number; maxWaitMs: number };

/** What the batches written since the last take() came to. */
export interface Written {
  recorded: number;
  /** Status changes (services.status moved). */
  changed: number;
  /** Checks that concluded something new (a first result, or a conclusion that moved). */
  concluded: number;
  /** A monitor-offline period began or ended. */
  reachChanged: boolean;
}

export interface ResultWriterDeps {
  db: Db;
  clock: Clock;
  log: { warn(obj: unknown, msg?: string): void };
  /** Judges, before a batch is recorded, whether the board itself is offline (monitor-reach.ts). */
  judgeReach: (probed: readonly ProbedCheck[], now: Date) => Promise<ReachVerdict>;
  batch?: WriteBatch;
}

export interface ResultWriter {
  /** Queues one probe's result; it is written with the next batch. */
  add(check: CheckRow, probe: ProbeResult, at: Date): void;
  /** Writes everything queued so far (and waits for a batch being written). */
  flush(): Promise<void>;
  /** The totals since the last take, and starts new ones. */
  take(): Written;
  /** The last verdict on the board's own reach: while it holds, network failures move nothing. */
  holding(): boolean;
}

interface Pending {
  check: CheckRow;
  probe: ProbeResult;
  at: Date;
}

/**
 * The scheduler's writer: probes hand their results over as they finish, and it records them in
 * batches, one at a time. Each batch is first weighed by the reach guard (every check failing for
 * network reasons at once is the board offline, not the targets), so a batch is also the unit the
 * guard judges, with the results of the window before it (monitor-reach.ts).
 */
export function createResultWriter(deps: ResultWriterDeps): ResultWriter {
  const { maxResults, maxWaitMs } = deps.batch ?? WRITE_BATCH;
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let totals: Written = { recorded: 0, changed: 0, concluded: 0, reachChanged: false };
  let lastVerdict = false;

  const arm = () => {
    if (timer || queue.length === 0) return;
    // setImmediate: results whose sockets answered while the loop was busy are read first, so
    // that a stalled process does not cut a burst of results into batches of one.
    timer = setTimeout(() => setImmediate(kick), maxWaitMs);
    timer.unref();
  };

  function kick(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    writing ??= drain()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'could not record check results'))
      .finally(() => {
        writing = undefined;
        arm();
      });
    return writing;
  }

  /** Writes full batches while there are any, then what waits (the timer's batch). */
  async function drain(): Promise<void> {
    do {
      const batch = queue.slice(0, maxResults);
      queue = queue.slice(batch.length);
      await write(batch);
    } while (queue.length >= maxResults);
  }

  async function write(batch: readonly Pending[]): Promise<void> {
    if (batch.length === 0) return;
    const verdict = await judge(batch);
    lastVerdict = verdict.holding;
    if (verdict.changed) totals.reachChanged = true;
    const entries: CheckResultEntry[] = batch.map(({ check, probe, at }) => ({
      serviceId: check.serviceId,
      probe,
      at,
      hold: verdict.holding && probe.network === true,
    }));
    for (const recorded of await recordBatch(entries)) {
      if (!recorded) continue;
      totals.recorded += 1;
      if (recorded.changed) totals.changed += 1;
      if (recorded.concluded) totals.concluded += 1;
    }
  }

  async function judge(batch: readonly Pending[]): Promise<ReachVerdict> {
    try {
      return await deps.judgeReach(batch, deps.clock.now());
    } catch (error) {
      // Without a verdict the results count as they always did.
      deps.log.warn({ err: error }, "could not judge the monitor's own reach");
      return { holding: false, changed: false };
    }
  }

  /** The batch in one transaction; should that fail, each result on its own, so that one bad row loses no other. */
  async function recordBatch(entries: CheckResultEntry[]): Promise<(RecordedResult | null)[]> {
    try {
      return await recordCheckResults(deps.db, entries);
    } catch (error) {
      if (entries.length === 1) {
        deps.log.warn({ err: error, serviceId: entries[0]!.serviceId }, 'could not record a check result');
        return [null];
      }
      deps.log.warn({ err: error, results: entries.length }, 'could not record a batch of check results; recording them one by one');
      const one: (RecordedResult | null)[] = [];
      for (const entry of entries) one.push(...(await recordBatch([entry])));
      return one;
    }
  }

  return {
    add(check, probe, at) {
      queue.push({ check, probe, at });
      if (queue.length >= maxResults) void kick();
      else arm();
    },
    async flush() {
      while (writing || queue.length > 0) await kick();
    },
    take() {
      const taken = totals;
      totals = { recorded: 0, changed: 0, concluded: 0, reachChanged: false };
      return taken;
    },
    holding: () => lastVerdict,
  };
}
