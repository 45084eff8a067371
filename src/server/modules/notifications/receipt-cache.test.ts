import { describe, expect, it } from 'vitest';
import { createLocalChangeBus } from '#server/db/change-bus.js';
import type { Receipt } from './notifications.service.ts';
import { createReceiptCache, receiptsChannel } from './receipt-cache.ts';

const silent = { warn: () => undefined };

function setup(maxUsers = 3) {
  const bus = createLocalChangeBus();
  const loads: string[] = [];
  const pending = new Map<string, (value: Map<string, Receipt>) => void>();
  let deferred = false;
  const cache = createReceiptCache({
    bus,
    maxUsers,
    log: silent,
    load: (userId) => {
      loads.push(userId);
      if (!deferred) return Promise.resolve(new Map([[`n-${loads.length}`, { read: true, cleared: false }]]));
      return new Promise((resolve) => pending.set(userId, resolve));
    },
  });
  return { bus, cache, loads, pending, defer: () => (deferred = true) };
}

describe('the per-user receipts cache', () => {
  it('loads a user once, and again after their invalidation (here or announced by another instance)', async () => {
    const { bus, cache, loads } = setup();
    await cache.get('a');
    await cache.get('a');
    expect(loads).toEqual(['a']);
    await cache.invalidate('a');
    await cache.get('a');
    expect(loads).toEqual(['a', 'a']);
    // Another instance's change arrives on the user's own channel.
    await bus.publish(receiptsChannel('a'));
    await cache.get('b');
    await bus.publish(receiptsChannel('b'));
    await cache.get('a');
    expect(loads).toEqual(['a', 'a', 'b', 'a']);
  });

  it('forgets the least recently used user past its bound, and stops listening for them', async () => {
    const { cache, loads } = setup(2);
    await cache.get('a');
    await cache.get('b');
    await cache.get('a');
    await cache.get('c');
    expect(cache.size).toBe(2);
    await cache.get('a');
    expect(loads).toEqual(['a', 'b', 'c']);
    await cache.get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('counts a poll answered from memory (peek) as a use, and gives each use one second chance', async () => {
    const { cache, loads } = setup(2);
    await cache.get('a');
    await cache.get('b');
    expect(cache.peek('a')).toBeDefined();
    await cache.get('c'); // b goes: a was polled since it came in, and moves behind c
    expect(cache.peek('b')).toBeUndefined();
    await cache.get('d'); // c goes (not polled since it came in)
    expect(cache.peek('c')).toBeUndefined();
    await cache.get('e'); // a goes: its poll was used up when b went, and the peek on c found nothing
    expect(cache.size).toBe(2);
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(cache.peek('a')).toBeUndefined();
  });

  it('shares one load between concurrent callers, and never keeps a load that an invalidation overtook', async () => {
    const { cache, loads, pending, defer } = setup();
    defer();
    const first = cache.get('a');
    const second = cache.get('a');
    expect(loads).toEqual(['a']);
    await cache.invalidate('a');
    pending.get('a')!(new Map());
    expect(await first).toBe(await second);
    const third = cache.get('a');
    expect(loads).toEqual(['a', 'a']);
    pending.get('a')!(new Map([['fresh', { read: true, cleared: false }]]));
    expect((await third).receipts.get('fresh')).toEqual({ read: true, cleared: false });
  });

  it('clear() forgets everyone', async () => {
    const { cache } = setup();
    await cache.get('a');
    await cache.get('b');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
