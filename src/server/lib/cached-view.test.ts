import { describe, expect, it } from 'vitest';
import { createLocalChangeBus } from '../db/change-bus.ts';
import { createCachedView, type ReloadTimers } from './cached-view.ts';
import { servicesReloadGapMs } from '#server/modules/status/service-directory.js';

/* The view's reloads: never overlapping, coalesced, and spaced by the gap (on a test's own timers). */

/** Timers that move only when the test says. */
function manualTimers(): ReloadTimers & { advance(ms: number): void; waiting(): number } {
  let now = 0;
  let due: { at: number; run: () => void }[] = [];
  return {
    now: () => now,
    setTimeout(run, ms) {
      due.push({ at: now + ms, run });
    },
    advance(ms) {
      now += ms;
      const ready = due.filter((timer) => timer.at <= now);
      due = due.filter((timer) => timer.at > now);
      for (const timer of ready) timer.run();
    },
    waiting: () => due.length,
  };
}

/** Lets every promise that can move on do so (one turn of the event loop, no wall-clock wait). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

const quiet = { warn() {} };

function countingView(options: { gapMs?: number; timers?: ReloadTimers; waitsFor?: (current: { made: number }) => boolean } = {}) {
  const bus = createLocalChangeBus();
  let loads = 0;
  /** When set, the next load waits for the test to let it finish. */
  let hold: Promise<void> | undefined;
  const view = createCachedView({
    channel: 'things',
    bus,
    load: async () => {
      loads += 1;
      const made = loads;
      if (hold) await hold;
      return { made };
    },
    refreshMs: 3_600_000,
    log: quiet,
    ...(options.gapMs === undefined ? {} : { reloadGapMs: () => options.gapMs! }),
    ...(options.timers ? { timers: options.timers } : {}),
    ...(options.waitsFor ? { waitsFor: options.waitsFor } : {}),
  });
  return {
    view,
    bus,
    loads: () => loads,
    holdLoads() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

describe('a cached view without a gap', () => {
  it('reloads for every change made after the last reload began, never two at once', async () => {
    const { view, bus, loads, holdLoads } = countingView();
    let heard = 0;
    bus.subscribe('things', () => (heard += 1));
    await view.start();
    expect(loads()).toBe(1);
    await view.invalidate();
    await view.invalidate();
    // Once each: the in-process bus's echo of its own announcement reloads nothing more, and others hear it.
    expect(loads()).toBe(3);
    expect(heard).toBe(2);

    const release = holdLoads();
    const during = view.invalidate();
    await settled();
    expect(loads()).toBe(4);
    // Asked for while that load reads: covered by one more reload after it, not by the one under way.
    const after = [view.invalidate(), view.invalidate()];
    await settled();
    expect(loads()).toBe(4);
    release();
    await Promise.all([during, ...after]);
    expect(loads()).toBe(5);
    expect(view.get()).toEqual({ made: 5 });
    view.stop();
  });
});

describe('a cached view with a gap', () => {
  it('reloads at once after a quiet spell, then at most once per gap, every request answered by the reload that covers it', async () => {
    const timers = manualTimers();
    const { view, loads } = countingView({ gapMs: 1_000, timers });
    await view.start();
    timers.advance(5_000);
    await view.invalidate();
    expect(loads()).toBe(2);

    let done = 0;
    const burst = Array.from({ length: 10 }, () => view.invalidate().then(() => (done += 1)));
    await settled();
    expect(loads()).toBe(2);
    expect(timers.waiting()).toBe(1);
    timers.advance(999);
    await settled();
    expect(loads()).toBe(2);
    expect(done).toBe(0);
    timers.advance(1);
    await Promise.all(burst);
    expect(loads()).toBe(3);
    expect(done).toBe(10);
    expect(view.get()).toEqual({ made: 3 });
    view.stop();
  });

  it('spaces the reloads other instances ask for the same way', async () => {
    const timers = manualTimers();
    const { view, bus, loads } = countingView({ gapMs: 1_000, timers });
    await view.start();
    for (let i = 0; i < 20; i++) await bus.publish('things');
    await settled();
    expect(loads()).toBe(1);
    timers.advance(1_000);
    await settled();
    expect(loads()).toBe(2);
    // Quiet for longer than the gap: the next notification reloads at once.
    timers.advance(1_500);
    await bus.publish('things');
    await settled();
    expect(loads()).toBe(3);
    view.stop();
  });

  it('counts the gap from the end of the last reload, so a slow reload is not followed at once by another', async () => {
    const timers = manualTimers();
    const { view, loads, holdLoads } = countingView({ gapMs: 1_000, timers });
    await view.start();
    timers.advance(5_000);
    const release = holdLoads();
    const slow = view.invalidate();
    await settled();
    const next = view.invalidate();
    timers.advance(3_000); // the slow reload reads for 3 s
    release();
    await slow;
    await settled();
    expect(loads()).toBe(2);
    timers.advance(1_000);
    await next;
    expect(loads()).toBe(3);
    view.stop();
  });
});

describe('a gap that follows the reload’s cost', () => {
  it('waits twice as long as the last reload took, a slow board reloading less often, never waiting over 2 s', async () => {
    expect(servicesReloadGapMs(5)).toBe(10);
    expect(servicesReloadGapMs(600)).toBe(1_200);
    expect(servicesReloadGapMs(1_500)).toBe(2_000);

    const timers = manualTimers();
    const bus = createLocalChangeBus();
    let loads = 0;
    let readingMs = 10;
    const view = createCachedView({
      channel: 'board',
      bus,
      load: async () => {
        loads += 1;
        timers.advance(readingMs);
        return loads;
      },
      refreshMs: 3_600_000,
      log: quiet,
      reloadGapMs: servicesReloadGapMs,
      timers,
    });
    await view.start();
    const soon = view.invalidate();
    await settled();
    timers.advance(19);
    await settled();
    expect(loads).toBe(1); // 20 ms after a reload of 10
    readingMs = 600; // the board grew
    timers.advance(1);
    await soon;
    expect(loads).toBe(2);
    const next = view.invalidate();
    await settled();
    timers.advance(1_199);
    await settled();
    expect(loads).toBe(2);
    timers.advance(1);
    await next;
    expect(loads).toBe(3);
    view.stop();
  });
});

describe('a cached view too large to wait for', () => {
  it('asks for the reload and lets the writer go at once; the view still catches up', async () => {
    const { view, loads, holdLoads } = countingView({ waitsFor: (current) => current.made < 2 });
    await view.start();
    // Small: the writer waits for its reload.
    await view.invalidate();
    expect(loads()).toBe(2);
    expect(view.get()).toEqual({ made: 2 });

    // Large: the writer's call ends while the reload still reads.
    const release = holdLoads();
    await view.invalidate();
    await settled();
    expect(loads()).toBe(3);
    expect(view.get()).toEqual({ made: 2 });
    const caughtUp = view.settled();
    release();
    await caughtUp;
    expect(view.get()).toEqual({ made: 3 });
    view.stop();
  });
});
