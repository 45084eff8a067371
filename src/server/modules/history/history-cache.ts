import type { ChangeBus } from '#server/db/change-bus.js';
import type { Clock } from '#server/lib/time/clock.js';
import { etagOf } from '#server/lib/http/etag.js';
import type { ServiceHistory } from '#shared/status/history.js';
import { SERVICES_CHANNEL } from '../status/index.ts';
import { loadServiceHistory, type HistoryDeps } from './history.service.ts';

/** How long one computed history is served, here and in browsers. */
export const HISTORY_CACHE_SECONDS = 60;

export interface CachedHistory {
  body: Buffer;
  etag: string;
}

export interface HistoryCache {
  get(id: string): Promise<CachedHistory>;
  clear(): void;
  stop(): void;
}

/**
 * One serialised answer per service for `ttlMs`: a dialog opened by every clinic at once costs
 * one computation, and concurrent misses share it. A change of any service's status (the
 * `services` channel, on every instance) drops them all; check results only age out.
 * Only services that exist are cached (a miss for an unknown id throws), so the map stays as
 * small as the services table.
 */
export function createHistoryCache(options: {
  load: (id: string) => Promise<ServiceHistory>;
  clock: Clock;
  ttlMs: number;
  bus: ChangeBus;
  channel: string;
}): HistoryCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<CachedHistory> }>();
  const unsubscribe = options.bus.subscribe(options.channel, () => entries.clear());

  return {
    get(id) {
      const now = options.clock.nowMs();
      const hit = entries.get(id);
      if (hit && hit.expiresAt > now) return hit.value;
      const value = options.load(id).then((history) => {
        const json = JSON.stringify(history);
        return { body: Buffer.from(json), etag: etagOf(json) };
      });
      const entry = { expiresAt: now + options.ttlMs, value };
      entries.set(id, entry);
      // A failed load (unknown id, database hiccup) is not remembered.
      value.catch(() => {
        if (entries.get(id) === entry) entries.delete(id);
      });
      return value;
    },
    clear: () => entries.clear(),
    stop: unsubscribe,
  };
}

/** The app's one cache of service histories (made by the composition root, read by the history route). */
export function createServiceHistoryCache(deps: HistoryDeps & { bus: ChangeBus }): HistoryCache {
  return createHistoryCache({
    load: (id) => loadServiceHistory(deps, id),
    clock: deps.clock,
    ttlMs: HISTORY_CACHE_SECONDS * 1000,
    bus: deps.bus,
    channel: SERVICES_CHANNEL,
  });
}
