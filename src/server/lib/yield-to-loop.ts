/**
 * Lets the event loop answer what waits (polls, sockets) before a long piece of work goes on.
 * Work over every service of a large board is cut into pieces of a few milliseconds with it, so a
 * poll never waits behind the whole of it.
 */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** How many items of a long loop to do between two yields: a few milliseconds of work. */
export const ITEMS_PER_SLICE = 1_000;
