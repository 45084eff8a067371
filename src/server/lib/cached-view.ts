import type { ChangeBus } from '../db/change-bus.ts';

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

/**
 * An in-memory snapshot of some database state, served to hot paths without a query. It is
 * rebuilt when any instance announces a change on `channel`, and on a timer as a backstop
 * in case a notification was missed.
 */
export interface CachedView<T> {
  /** The current snapshot; never queries. */
  get(): T;
  /** Reload now (awaited) and tell the other instances to do the same. */
  invalidate(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

export function createCachedView<T>(options: { channel: string; bus: ChangeBus; load: () => Promise<T>; refreshMs: number; log: Logger }): CachedView<T> {
  let current: T | undefined;
  let inFlight: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  const reload = (): Promise<void> => {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      try {
        do {
          again = false;
          current = await options.load();
        } while (again);
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
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
      await reload();
      await options.bus.publish(options.channel).catch((error: unknown) => {
        options.log.warn({ err: error, channel: options.channel }, 'could not announce a change to other instances');
      });
    },
    async start() {
      await reload();
      unsubscribe = options.bus.subscribe(options.channel, reloadQuietly);
      timer = setInterval(reloadQuietly, options.refreshMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      unsubscribe?.();
    },
  };
}
