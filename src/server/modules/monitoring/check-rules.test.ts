import { describe, expect, it } from 'vitest';
import { nextCheckState, resultStatus, type CheckState } from './check-rules.ts';

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
