import type { ChangeBus } from '../db/change-bus.ts';

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

/** What a view waits with: the real timers, or a test's own. */
export interface ReloadTimers {
  /** Milliseconds on a steady clock (performance.now()). */
  now(): number;
  /** Calls `run` once after `ms`; must not keep the process alive on its own. */
  setTimeout(run: () => void, ms: number): void;
}

const REAL_TIMERS: ReloadTimers = {
  now: () => performance.now(),
  setTimeout(run, ms) {
    setTimeout(run, ms).unref();
  },
};

/**
 * An in-memory snapshot of some database state, served to hot paths without a query. It is
 * rebuilt when any instance announces a change on `channel`, and on a timer as a backstop
 * in case a notification was missed.
 *
 * Reloads never overlap, and requests coalesce: every change asked for while a reload runs or
 * waits is covered by the one next reload. A view given `reloadGapMs` also spaces its reloads:
 * the next starts at least that long after the previous one ended (the gap may follow how long
 * that reload took), so a stream of changes (check results on every scheduler pass, the other
 * instances' notifications) costs one reload per gap rather than one per change. The first
 * request after a quiet spell reloads at once.
 */
export interface CachedView<T> {
  /** The current snapshot; never queries. */
  get(): T;
  /**
   * Reload and tell the other instances to do the same. Awaited (it resolves once a reload that
   * began after this call has ended, which may wait for the gap) unless the view's `waitsFor`
   * says the current snapshot is too large to make the caller wait: then the reload is asked
   * for and the call resolves at once.
   */
  invalidate(): Promise<void>;
  /** Resolves once every reload asked for so far has ended (for a writer that must read its own change). */
  settled(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

export function createCachedView<T>(options: {
  channel: string;
  bus: ChangeBus;
  load: () => Promise<T>;
  refreshMs: number;
  log: Logger;
  /** How long after a reload ends the next one may start, given how long that reload took; 0 when absent. */
  reloadGapMs?: (lastReloadMs: number) => number;
  /**
   * Whether invalidate() waits for its reload, given the current snapshot (true when absent).
   * A writer that changed one row must not pay for a reload that reads every row: its answer goes
   * at once, and the view catches up within the gap.
   */
  waitsFor?: (current: T) => boolean;
  timers?: ReloadTimers;
}): CachedView<T> {
  const timers = options.timers ?? REAL_TIMERS;
  let current: T | undefined;
  /** The load under way. */
  let running: Promise<void> | undefined;
  /** The next reload, waiting for the running one to end and for the gap: every new request joins it. */
  let queued: Promise<void> | undefined;
  let lastEnded = Number.NEGATIVE_INFINITY;
  let lastTook = 0;
  let stopped = false;
  let announcing = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  const pause = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));

  const load = async () => {
    const started = timers.now();
    try {
      current = await options.load();
    } finally {
      lastEnded = timers.now();
      lastTook = lastEnded - started;
    }
  };

  const reload = (): Promise<void> => {
    queued ??= (async () => {
      // Let `queued` be set before anything below runs: requests made from here on join this reload.
      await null;
      if (running) await running.catch(() => undefined);
      const gap = current === undefined || !options.reloadGapMs ? 0 : options.reloadGapMs(lastTook);
      const left = lastEnded + gap - timers.now();
      if (left > 0) await pause(left);
      // From now on the load reads the database: a request made after this needs the next reload.
      queued = undefined;
      if (stopped) return;
      running = load();
      try {
        await running;
      } finally {
        running = undefined;
      }
    })();
    return queued;
  };

  const reloadQuietly = () => {
    reload().catch((error: unknown) => options.log.warn({ err: error, channel: options.channel }, 'cache reload failed'));
  };

  return {
    get() {
      if (current === undefined) throw new Error(`cached view "${options.channel}" used before start()`);
      return current;
    },
    async invalidate() {
      const reloaded = reload();
      if (current !== undefined && options.waitsFor && !options.waitsFor(current)) {
        reloaded.catch((error: unknown) => options.log.warn({ err: error, channel: options.channel }, 'cache reload failed'));
      } else {
        await reloaded;
      }
      // The in-process bus (PGlite) hands our own announcement straight back: this view has just
      // reloaded, so that echo is not heard. PostgreSQL's comes back later, as any instance's would.
      announcing = true;
      const announced = options.bus.publish(options.channel);
      announcing = false;
      await announced.catch((error: unknown) => {
        options.log.warn({ err: error, channel: options.channel }, 'could not announce a change to other instances');
      });
    },
    async settled() {
      while (queued || running) await (queued ?? running)!.catch(() => undefined);
    },
    async start() {
      stopped = false;
      await reload();
      unsubscribe = options.bus.subscribe(options.channel, () => {
        if (!announcing) reloadQuietly();
      });
      timer = setInterval(reloadQuietly, options.refreshMs);
      timer.unref();
    },
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      unsubscribe?.();
    },
  };
}
