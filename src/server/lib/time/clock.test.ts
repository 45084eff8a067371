import { describe, expect, it } from 'vitest';
import { ManualClock, systemClock } from './clock.ts';

describe('clocks', () => {
  it('give the same instant as a Date and in milliseconds, as the manual clock moves', () => {
    const clock = new ManualClock('2026-06-15T16:00:00Z');
    expect(clock.nowMs()).toBe(clock.now().getTime());
    clock.advance(1500);
    expect(clock.nowMs()).toBe(Date.parse('2026-06-15T16:00:01.500Z'));
    clock.set('2027-01-01T00:00:00Z');
    expect(clock.nowMs()).toBe(clock.now().getTime());
  });

  it('read the system time in milliseconds, the same instant a Date gives', () => {
    const before = systemClock.now().getTime();
    const now = systemClock.nowMs();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(systemClock.now().getTime());
  });
});
