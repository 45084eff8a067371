import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from '#shared/status/services.js';
import { holdOutcome, holdsOf, STATUS_HOLD_MS, type StatusChangeFact } from './status-holds.ts';

const START = Date.parse('2026-06-15T16:00:00Z');
let counter = 0;

/** Changes walking through `statuses` from `from`, at the given seconds after START. */
function walk(from: ServiceStatus | null, steps: [seconds: number, to: ServiceStatus][]): StatusChangeFact[] {
  let previous = from;
  return steps.map(([seconds, to]) => {
    const change = { id: `c${(counter += 1)}`, at: new Date(START + seconds * 1000), from: previous, to };
    previous = to;
    return change;
  });
}

const only = (changes: StatusChangeFact[]) => {
  const holds = holdsOf(changes, STATUS_HOLD_MS);
  expect(holds).toHaveLength(1);
  return holdOutcome(holds[0]!, 'Weave', STATUS_HOLD_MS);
};

describe('holding a service’s status changes', () => {
  it('puts the changes within two minutes of the first in one hold, and starts the next hold at the first change after', () => {
    const changes = walk('online', [
      [0, 'offline'],
      [30, 'online'],
      [119, 'offline'],
      [120, 'online'],
      [500, 'warning'],
    ]);
    const holds = holdsOf(changes, STATUS_HOLD_MS);
    expect(holds.map((hold) => hold.changes.map((c) => c.id))).toEqual([changes.slice(0, 3).map((c) => c.id), [changes[3]!.id], [changes[4]!.id]]);
    expect(holds[0]).toMatchObject({ firstChangeId: changes[0]!.id, endsAt: new Date(START + STATUS_HOLD_MS) });
  });

  it('cuts the same holds from a later start, once a quiet spell has passed', () => {
    const changes = walk('online', [
      [0, 'offline'],
      [60, 'online'],
      [100, 'offline'],
      [400, 'online'],
      [430, 'offline'],
    ]);
    const keys = (list: StatusChangeFact[]) => holdsOf(list, STATUS_HOLD_MS).map((hold) => hold.firstChangeId);
    expect(keys(changes.slice(1)).slice(-1)).toEqual(keys(changes).slice(-1));
  });

  it('tells a single change as it is', () => {
    expect(only(walk('online', [[0, 'offline']]))).toMatchObject({
      type: 'service.down',
      previousStatus: 'online',
      status: 'offline',
      flapping: false,
      summary: 'Weave is down',
      events: ['down'],
    });
  });

  it('tells a change that went one way through several states by where it ended, not as flapping', () => {
    expect(
      only(
        walk('online', [
          [0, 'warning'],
          [40, 'offline'],
        ]),
      ),
    ).toMatchObject({ type: 'service.down', flapping: false, summary: 'Weave is down', events: expect.arrayContaining(['down', 'degraded']) });
  });

  it('says "flapping" with the count and the state it ended in when it went back and forth', () => {
    const fiveFlips = walk('online', [
      [0, 'offline'],
      [20, 'online'],
      [40, 'offline'],
      [60, 'online'],
      [80, 'offline'],
      [100, 'online'],
    ]);
    expect(only(fiveFlips)).toMatchObject({
      type: 'service.recovered',
      previousStatus: 'online',
      status: 'online',
      flapping: true,
      summary: 'Weave is flapping: went down 3 times in 2 min; now online',
      events: expect.arrayContaining(['down', 'recovered']),
    });
    expect(
      only(
        walk('online', [
          [0, 'warning'],
          [30, 'online'],
          [60, 'warning'],
        ]),
      ),
    ).toMatchObject({ type: 'service.degraded', summary: 'Weave is flapping: had issues twice in 2 min; now having issues' });
    expect(
      only(
        walk('online', [
          [0, 'offline'],
          [30, 'warning'],
          [60, 'offline'],
        ]),
      ),
    ).toMatchObject({ type: 'service.down', summary: 'Weave is flapping: changed status 3 times in 2 min; now down' });
    expect(
      only(
        walk('offline', [
          [0, 'online'],
          [10, 'offline'],
        ]),
      ),
    ).toMatchObject({ type: 'service.down', summary: 'Weave is flapping: went down once in 2 min; now down' });
  });

  it('tells nothing when a service’s first status is online', () => {
    expect(only(walk(null, [[0, 'online']]))).toBeNull();
  });
});

describe('what a hold tells, in French', () => {
  it('says a flapping service is “instable” in French, with the count in words or in figures', () => {
    const holds = (changes: StatusChangeFact[]) => holdOutcome(holdsOf(changes, STATUS_HOLD_MS)[0]!, 'Weave', STATUS_HOLD_MS, 'fr-CA');
    expect(
      holds(
        walk('online', [
          [0, 'offline'],
          [20, 'online'],
          [40, 'offline'],
          [60, 'online'],
          [80, 'offline'],
          [100, 'online'],
        ]),
      )?.summary,
    ).toBe('Weave est instable\u00a0: en panne 3 fois en 2 min; maintenant en ligne');
    expect(
      holds(
        walk('online', [
          [0, 'warning'],
          [30, 'online'],
        ]),
      )?.summary,
    ).toBe('Weave est instable\u00a0: perturbé une fois en 2 min; maintenant en ligne');
    expect(holds(walk('online', [[0, 'offline']]))?.summary).toBe('Weave est en panne');
  });
});
