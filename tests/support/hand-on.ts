/*
 * Test databases that a worker hands from one test file to the next instead of making each anew
 * (pglite-pool.ts, postgres-pool.ts). Files of a worker run one after another, and a few open two
 * databases at once: a worker keeps at most two idle.
 */

const KEEP_IDLE = 2;

export interface HandOn<T> {
  /** Brings an idle item back to the template's state; false when it cannot be. */
  reset(item: T): Promise<boolean>;
  /** Gets rid of an item that is not kept (closed, dropped). */
  discard(item: T): Promise<void>;
}

/**
 * Answers `take(make)`: an item in the template's state, an idle one reset or else a new one from
 * `make`, and the function that gives it back (once; later calls do nothing).
 */
export function handOnPool<T>({ reset, discard }: HandOn<T>) {
  const idle: T[] = [];
  return async function take(make: () => Promise<T>): Promise<{ item: T; giveBack: () => Promise<void> }> {
    let item: T | undefined;
    while (item === undefined && idle.length > 0) {
      const candidate = idle.pop()!;
      if (await reset(candidate).catch(() => false)) item = candidate;
      else await discard(candidate).catch(() => undefined);
    }
    const taken = item ?? (await make());
    let given = false;
    return {
      item: taken,
      async giveBack() {
        if (given) return;
        given = true;
        if (idle.length < KEEP_IDLE) idle.push(taken);
        else await discard(taken);
      },
    };
  };
}
