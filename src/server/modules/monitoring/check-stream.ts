import type { Db } from '#server/db/open.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { CheckRow } from './check-results.ts';
import type { ProbeResult } from './checks/types.ts';
import { claimDueChecks } from './due-checks.ts';

/** Checks taken in one claim, per check that may run at once, and at least: a claim keeps every worker busy for a while. */
const CLAIM_PER_WORKER = 4;
const MIN_CLAIM = 32;
/** While probes still run and nothing was due, how often to look again for checks falling due. */
const LOOK_AGAIN_MS = 1000;

export interface CheckStreamDeps {
  db: Db;
  clock: Clock;
  log: { warn(obj: unknown, msg?: string): void };
  /** How many probes may run at once (MONITOR_CONCURRENCY). */
  concurrency: number;
  probe(check: CheckRow): Promise<ProbeResult>;
  /** A probe ended (not called for a probe that threw: runProbe never does). */
  probed(check: CheckRow, probe: ProbeResult): void;
}

export interface CheckStream {
  /**
   * Runs due checks until none is due and every probe it started has ended, or until `untilMs`
   * (performance.now()) passes: then it claims no more, starts what it already claimed and
   * returns without waiting for the probes still running; they keep their place among the
   * `concurrency` and hand their results over when they end. The same once `stopping()` says so
   * (the app is shutting down). Answers how many checks it claimed.
   */
  run(options: { untilMs: number; stopping?: () => boolean }): Promise<{ claimed: number }>;
  /** Probes running now, whichever run started them. */
  running(): number;
  /** Resolves once no probe runs (after a pass that ended on its time, some may), or after `withinMs`. */
  idle(withinMs: number): Promise<void>;
}

/**
 * The scheduler's workers: up to `concurrency` probes at a time, fed from small claims of due
 * checks (the longest waiting first, FOR UPDATE SKIP LOCKED: due-checks.ts) taken again whenever
 * the claimed ones run low. A probe that hangs until its timeout holds only its own place: the
 * others go on taking checks meanwhile. Only what is about to run is claimed, so what waits stays
 * due in the database, where the lag metric sees it and another instance may take it.
 */
export function createCheckStream(deps: CheckStreamDeps): CheckStream {
  const claimSize = Math.max(deps.concurrency * CLAIM_PER_WORKER, MIN_CLAIM);
  let active = 0;
  let waiters: (() => void)[] = [];

  /** Resolves when any running probe ends. */
  const oneEnds = () => new Promise<void>((resolve) => waiters.push(resolve));
  const ended = () => {
    active -= 1;
    const wake = waiters;
    waiters = [];
    for (const resolve of wake) resolve();
  };

  const start = (check: CheckRow) => {
    active += 1;
    deps
      .probe(check)
      .then((probe) => deps.probed(check, probe))
      .catch((error: unknown) => deps.log.warn({ err: error, serviceId: check.serviceId }, 'a check could not run'))
      .finally(ended);
  };

  async function run({ untilMs, stopping = () => false }: { untilMs: number; stopping?: () => boolean }): Promise<{ claimed: number }> {
    const queue: CheckRow[] = [];
    let claimed = 0;
    let claiming: Promise<void> | undefined;
    // The last claim found fewer than it asked for: nothing more is due for now.
    let exhaustedAt: number | null = null;

    const refill = () => {
      if (claiming || exhaustedAt !== null) return;
      claiming = claimDueChecks(deps.db, deps.clock.now(), claimSize)
        .then((rows) => {
          queue.push(...rows);
          claimed += rows.length;
          if (rows.length < claimSize) exhaustedAt = performance.now();
        })
        .catch((error: unknown) => {
          deps.log.warn({ err: error }, 'could not claim due checks');
          exhaustedAt = performance.now();
        })
        .finally(() => {
          claiming = undefined;
        });
    };

    for (;;) {
      const capped = performance.now() > untilMs || stopping();
      if (!capped && queue.length <= deps.concurrency) refill();
      if (queue.length > 0 && active < deps.concurrency) {
        start(queue.shift()!);
        continue;
      }
      if (queue.length > 0) {
        await oneEnds();
        continue;
      }
      if (claiming) {
        await claiming;
        continue;
      }
      // Nothing claimed waits to run.
      if (capped || active === 0) break;
      // Probes still run: look again for checks falling due meanwhile, once a probe ends or a moment passes.
      const sinceEmpty = performance.now() - (exhaustedAt ?? 0);
      if (sinceEmpty >= LOOK_AGAIN_MS) {
        exhaustedAt = null;
        continue;
      }
      await firstOf(oneEnds(), LOOK_AGAIN_MS - sinceEmpty);
    }
    return { claimed };
  }

  async function idle(withinMs: number): Promise<void> {
    const until = performance.now() + withinMs;
    while (active > 0 && performance.now() < until) await firstOf(oneEnds(), until - performance.now());
  }

  return { run, running: () => active, idle };
}

/** Waits for `work` or `ms`, whichever comes first, leaving no timer behind. */
async function firstOf(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
