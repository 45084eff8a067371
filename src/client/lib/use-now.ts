import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The moment a server-rendered page was drawn. The server renders with it, and the browser hydrates
 * with the same moment (it comes in the page), so "updated 40 s ago" reads the same on both sides;
 * right after hydration the browser moves on to its own clock. Null where nothing was rendered on
 * the server.
 */
export const RenderTimeContext = createContext<Date | null>(null);

interface Ticker {
  now: Date;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | undefined;
}

const tickers = new Map<number, Ticker>();

function tickerFor(intervalMs: number): Ticker {
  let ticker = tickers.get(intervalMs);
  if (!ticker) {
    ticker = { now: new Date(), listeners: new Set(), timer: undefined };
    tickers.set(intervalMs, ticker);
  }
  return ticker;
}

function subscribe(intervalMs: number, listener: () => void): () => void {
  const ticker = tickerFor(intervalMs);
  ticker.listeners.add(listener);
  if (ticker.listeners.size === 1) {
    // An idle ticker's time is old: start from now.
    ticker.now = new Date();
    listener();
    ticker.timer = setInterval(() => {
      ticker.now = new Date();
      for (const each of ticker.listeners) each();
    }, intervalMs);
  }
  return () => {
    ticker.listeners.delete(listener);
    if (ticker.listeners.size === 0) {
      clearInterval(ticker.timer);
      ticker.timer = undefined;
    }
  };
}

/** The current time, moving every `intervalMs`, for "checked 1 min ago" texts that must not go stale on screen. */
export function useNow(intervalMs = 30_000): Date {
  const renderedAt = useContext(RenderTimeContext);
  const subscribeTicks = useCallback((listener: () => void) => subscribe(intervalMs, listener), [intervalMs]);
  const current = () => tickerFor(intervalMs).now;
  return useSyncExternalStore(subscribeTicks, current, () => renderedAt ?? current());
}
