import { describe, expect, it } from 'vitest';
import type { ServiceIncident, ServiceStatus, StatusSource } from '#shared/status/services.js';
import { decideStatus, isStale, isVendorStale, worstIncident, type CheckInput, type StatusInputs, type VendorInput } from './precedence.ts';

const now = new Date('2026-06-15T16:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

/*
 * Each source is given a status no other source gives, so the answer shows which one decided:
 * override -> warning, incident -> offline (outage), maintenance -> the stored 'current' value
 * (online), check -> warning... Where two sources would give the same status, `source` tells.
 */
const SOURCES = {
  override: { override: { status: 'warning', until: null } },
  incident: { incidents: [{ id: 'i1', title: 'Claims delayed', impact: 'outage' }] },
  maintenance: { maintenance: { title: 'Upgrade', until: minutes(60) } },
  vendor: { vendor: { state: 'offline', readAt: minutes(-1), linkedAt: minutes(-600) } },
  check: { check: { status: 'offline', lastRunAt: minutes(-1), intervalSeconds: 60, configuredAt: minutes(-600) } },
} satisfies Record<string, Partial<StatusInputs>>;

const EXPECTED: Record<Exclude<StatusSource, 'manual'>, ServiceStatus> = {
  override: 'warning',
  incident: 'offline',
  maintenance: 'online',
  vendor: 'offline',
  check: 'offline',
};

const base: StatusInputs = { current: 'online', manual: 'warning', override: null, incidents: [], maintenance: null, check: null, vendor: null };
const ORDER = ['override', 'incident', 'maintenance', 'vendor', 'check'] as const;

describe('decideStatus: every source against every other', () => {
  for (const [i, higher] of ORDER.entries()) {
    for (const lower of ORDER.slice(i + 1)) {
      it(`${higher} wins over ${lower}`, () => {
        const decision = decideStatus({ ...base, ...SOURCES[lower], ...SOURCES[higher] }, now);
        expect(decision.source).toBe(higher);
        expect(decision.status).toBe(EXPECTED[higher]);
      });
    }
    it(`${higher} wins over the manual value`, () => {
      expect(decideStatus({ ...base, ...SOURCES[higher] }, now)).toMatchObject({ source: higher, status: EXPECTED[higher] });
    });
  }

  it('falls back to the manual value when nothing else applies', () => {
    expect(decideStatus(base, now)).toEqual({ status: 'warning', source: 'manual', incident: null });
  });

  it('all sources at once: the override', () => {
    const all = { ...base, ...SOURCES.check, ...SOURCES.maintenance, ...SOURCES.incident, ...SOURCES.override };
    expect(decideStatus(all, now).source).toBe('override');
  });
});

describe("decideStatus: the vendor's own status page", () => {
  const vendor = (state: VendorInput['state'], readMinutesAgo: number | null, linkedMinutesAgo = 600): Partial<StatusInputs> => ({
    vendor: { state, readAt: readMinutesAgo === null ? null : minutes(-readMinutesAgo), linkedAt: minutes(-linkedMinutesAgo) },
  });
  const checkSays = (status: ServiceStatus): Partial<StatusInputs> => ({
    check: { status, lastRunAt: minutes(-1), intervalSeconds: 60, configuredAt: minutes(-600) },
  });

  it('a vendor that admits a problem is believed over our own passing check', () => {
    expect(decideStatus({ ...base, ...checkSays('online'), ...vendor('warning', 1) }, now)).toMatchObject({ source: 'vendor', status: 'warning' });
  });

  it("a vendor's all-clear does not outvote our own failing check", () => {
    expect(decideStatus({ ...base, ...checkSays('offline'), ...vendor('online', 1) }, now)).toMatchObject({ source: 'check', status: 'offline' });
  });

  it('decides a service without a check, online included; its planned maintenance reads as warning', () => {
    expect(decideStatus({ ...base, ...vendor('online', 1) }, now)).toMatchObject({ source: 'vendor', status: 'online' });
    expect(decideStatus({ ...base, ...vendor('maintenance', 1) }, now)).toMatchObject({ source: 'vendor', status: 'warning' });
  });

  it('a page not read for five minutes is stale: it stops outvoting the check, and alone it stays the source so the board says stale', () => {
    expect(isVendorStale({ state: 'offline', readAt: minutes(-5), linkedAt: minutes(-600) }, now)).toBe(false);
    expect(isVendorStale({ state: 'offline', readAt: minutes(-6), linkedAt: minutes(-600) }, now)).toBe(true);
    expect(decideStatus({ ...base, ...checkSays('online'), ...vendor('offline', 6) }, now)).toMatchObject({ source: 'check', status: 'online' });
    expect(decideStatus({ ...base, ...vendor('online', 6) }, now)).toMatchObject({ source: 'vendor', status: 'online' });
  });

  it('a page never read: nothing to say at first, stale once five minutes have passed since the link', () => {
    expect(decideStatus({ ...base, ...vendor(null, null, 1) }, now)).toMatchObject({ source: 'manual' });
    expect(decideStatus({ ...base, ...vendor(null, null, 6) }, now)).toMatchObject({ source: 'vendor', status: base.manual });
  });
});

describe("decideStatus: a vendor's page that cannot say", () => {
  const read = (extra: Partial<VendorInput>): Partial<StatusInputs> => ({
    vendor: { state: 'online', readAt: minutes(-1), linkedAt: minutes(-600), problem: null, failures: 0, maintenance: null, ...extra },
  });

  it.each([
    ['the page no longer lists the component', { problem: 'missing' }, 'missing'],
    ['the page cannot be read as it stands (too large, moved, not a status page)', { problem: 'unreadable' }, 'unreadable'],
    ["the vendor is not watching the resource (Better Stack's not_monitored)", { problem: 'not-monitored' }, 'not-monitored'],
    ['the vendor uses a state its format does not document', { problem: 'unknown-state' }, 'unknown-state'],
    ['the page fails and the last reading is over five minutes old', { failures: 3, readAt: minutes(-6) }, 'failing'],
    ['the scheduler has not read the page for over five minutes', { readAt: minutes(-6) }, 'stale'],
    ['the page failed the first time it was asked', { state: null, readAt: null, failures: 1, linkedAt: minutes(-1) }, 'failing'],
  ] as const)('unknown when %s: the last status is kept, never vouched for', (_case, extra: Partial<VendorInput>, cause) => {
    const decision = decideStatus({ ...base, ...read(extra) }, now);
    expect(decision).toMatchObject({ source: 'vendor', unknown: cause });
    expect(decision.status).toBe(extra.state === null ? base.manual : 'online');
  });

  it('a page that failed once, with a reading a minute old, still says what it said', () => {
    expect(decideStatus({ ...base, ...read({ failures: 1 }) }, now)).toEqual({ source: 'vendor', status: 'online', incident: null });
  });

  it("an unknown vendor reading does not outvote the service's own check", () => {
    const check = { check: { status: 'online' as const, lastRunAt: minutes(-1), intervalSeconds: 60, configuredAt: minutes(-600) } };
    expect(decideStatus({ ...base, ...check, ...read({ state: 'offline', problem: 'missing' }) }, now)).toEqual({
      source: 'check',
      status: 'online',
      incident: null,
    });
  });

  it("the vendor's maintenance to come leaves the service as it is; once its window starts it reads as warning, and after it ends no longer", () => {
    const window = { startsAt: minutes(60), endsAt: minutes(180) };
    expect(decideStatus({ ...base, ...read({ maintenance: window }) }, now)).toMatchObject({ source: 'vendor', status: 'online' });
    expect(decideStatus({ ...base, ...read({ maintenance: window }) }, minutes(61))).toMatchObject({ source: 'vendor', status: 'warning' });
    expect(decideStatus({ ...base, ...read({ maintenance: window, readAt: minutes(180) }) }, minutes(181))).toMatchObject({
      source: 'vendor',
      status: 'online',
    });
  });
});

describe('decideStatus: each source on its own terms', () => {
  it('an override past its end no longer counts; one with an end still to come does', () => {
    expect(decideStatus({ ...base, override: { status: 'offline', until: now } }, now).source).toBe('manual');
    expect(decideStatus({ ...base, override: { status: 'offline', until: minutes(1) } }, now)).toMatchObject({ source: 'override', status: 'offline' });
  });

  it('an incident gives warning for degraded and offline for an outage, and names itself', () => {
    const degraded: ServiceIncident = { id: 'd', title: 'Slow claims', impact: 'degraded' };
    expect(decideStatus({ ...base, incidents: [degraded] }, now)).toEqual({ status: 'warning', source: 'incident', incident: degraded });
  });

  it('the worst of several incidents decides', () => {
    const degraded: ServiceIncident = { id: 'd', title: 'Slow', impact: 'degraded' };
    const outage: ServiceIncident = { id: 'o', title: 'Down', impact: 'outage' };
    expect(worstIncident([degraded, outage])).toBe(outage);
    expect(worstIncident([outage, { ...outage, id: 'o2' }])).toBe(outage);
    expect(worstIncident([])).toBeNull();
  });

  it('maintenance keeps the status the board last showed', () => {
    expect(decideStatus({ ...base, current: 'offline', ...SOURCES.maintenance, ...SOURCES.check }, now)).toMatchObject({
      source: 'maintenance',
      status: 'offline',
    });
  });

  it('a check without a result yet leaves the manual value showing, as the check', () => {
    const waiting: CheckInput = { status: null, lastRunAt: null, intervalSeconds: 60, configuredAt: now };
    expect(decideStatus({ ...base, check: waiting }, now)).toMatchObject({ source: 'check', status: 'warning' });
  });
});

describe('isStale', () => {
  const check = (lastRunAt: Date | null, configuredAt = minutes(-60)): CheckInput => ({ status: 'online', lastRunAt, intervalSeconds: 60, configuredAt });

  it('is stale once three intervals pass without a run', () => {
    expect(isStale(check(minutes(-3)), now)).toBe(false);
    expect(isStale(check(new Date(now.getTime() - 180_001)), now)).toBe(true);
  });

  it('judges a check that never ran from when it was set up', () => {
    expect(isStale(check(null, minutes(-2)), now)).toBe(false);
    expect(isStale(check(null, minutes(-4)), now)).toBe(true);
  });

  it('is never stale without a check', () => {
    expect(isStale(null, now)).toBe(false);
  });
});
