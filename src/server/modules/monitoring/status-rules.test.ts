import { describe, expect, it } from 'vitest';
import { effectiveStatus, nextCheckState, overrideShown, resultStatus, type CheckState, type StatusInputs } from './status-rules.ts';

const thresholds = { failuresToOffline: 3, successesToOnline: 2, latencyWarnMs: 500 };
const ok = (latencyMs = 100) => ({ ok: true, latencyMs });
const fail = { ok: false, latencyMs: null };

function run(start: CheckState, outcomes: { ok: boolean; latencyMs: number | null }[]): (string | null)[] {
  let state = start;
  return outcomes.map((outcome) => {
    state = nextCheckState(state, outcome, thresholds);
    return state.status;
  });
}

const up: CheckState = { status: 'online', consecutiveFailures: 0, consecutiveSuccesses: 5 };
const down: CheckState = { status: 'offline', consecutiveFailures: 4, consecutiveSuccesses: 0 };

describe('check state', () => {
  it('goes offline only after failuresToOffline failures in a row', () => {
    expect(run(up, [fail, fail, fail])).toEqual(['online', 'online', 'offline']);
    expect(run(up, [fail, fail, ok(), fail, fail])).toEqual(['online', 'online', 'online', 'online', 'online']);
  });

  it('comes back only after successesToOnline successes in a row', () => {
    expect(run(down, [ok(), ok()])).toEqual(['offline', 'online']);
    expect(run(down, [ok(), fail, ok(), ok()])).toEqual(['offline', 'offline', 'offline', 'online']);
  });

  it('a slow success counts as a success, and once the threshold is met the latest latency decides online or warning', () => {
    expect(run(down, [ok(900), ok(900)])).toEqual(['offline', 'warning']);
    expect(run(down, [ok(100), ok(900)])).toEqual(['offline', 'warning']);
    expect(run(up, [ok(900), ok(100)])).toEqual(['warning', 'online']);
  });

  it('after a failure, a slow success waits for the threshold like any other', () => {
    expect(run(up, [fail, ok(900), ok(900)])).toEqual(['online', 'online', 'warning']);
  });

  it('with no history the first result decides', () => {
    const fresh: CheckState = { status: null, consecutiveFailures: 0, consecutiveSuccesses: 0 };
    expect(run(fresh, [fail])).toEqual(['offline']);
    expect(run(fresh, [ok()])).toEqual(['online']);
    expect(run(fresh, [ok(900)])).toEqual(['warning']);
  });

  it('keeps the counters', () => {
    expect(nextCheckState(up, fail, thresholds)).toEqual({ status: 'online', consecutiveFailures: 1, consecutiveSuccesses: 0 });
    expect(nextCheckState(down, ok(), thresholds)).toEqual({ status: 'offline', consecutiveFailures: 0, consecutiveSuccesses: 1 });
  });

  it('rates a single result: failed, slow or fine; no threshold means never slow', () => {
    expect(resultStatus(fail, 500)).toBe('offline');
    expect(resultStatus(ok(501), 500)).toBe('warning');
    expect(resultStatus(ok(500), 500)).toBe('online');
    expect(resultStatus(ok(10_000), null)).toBe('online');
  });
});

describe('effective status', () => {
  const now = new Date('2026-06-15T16:00:00Z');
  const base: StatusInputs = { status: 'online', checkStatus: 'offline', monitored: true, inMaintenance: false, overrideStatus: null, overrideUntil: null };

  it('override > maintenance > check > manual', () => {
    expect(effectiveStatus({ ...base, overrideStatus: 'warning', inMaintenance: true }, now)).toBe('warning');
    expect(effectiveStatus({ ...base, inMaintenance: true }, now)).toBe('online');
    expect(effectiveStatus(base, now)).toBe('offline');
    expect(effectiveStatus({ ...base, monitored: false }, now)).toBe('online');
    expect(effectiveStatus({ ...base, checkStatus: null }, now)).toBe('online');
  });

  it('an override past its end no longer counts', () => {
    expect(effectiveStatus({ ...base, overrideStatus: 'online', overrideUntil: new Date(now.getTime() - 1) }, now)).toBe('offline');
    expect(effectiveStatus({ ...base, overrideStatus: 'online', overrideUntil: new Date(now.getTime() + 1) }, now)).toBe('online');
  });

  it('shows an override on a monitored service, or on any service when it has an end time', () => {
    const later = new Date(now.getTime() + 60_000);
    expect(overrideShown({ overrideStatus: 'offline', overrideUntil: null }, true, now)).toBe(true);
    expect(overrideShown({ overrideStatus: 'offline', overrideUntil: null }, false, now)).toBe(false);
    expect(overrideShown({ overrideStatus: 'offline', overrideUntil: later }, false, now)).toBe(true);
    expect(overrideShown({ overrideStatus: 'offline', overrideUntil: now }, true, now)).toBe(false);
  });
});
