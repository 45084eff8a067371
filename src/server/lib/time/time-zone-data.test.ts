import { describe, expect, it } from 'vitest';
import { KNOWN_RULES, MINIMUM_TZ_DATA, offsetMinutesAt, timeZoneDataProblem } from './time-zone-data.ts';

describe('the time-zone data the server runs on', () => {
  // Pinned against IANA's rule, not our own code: on a runtime with older data this fails in CI.
  it('knows that Alberta keeps UTC-6 all year since 2026-11-01 (a December moment in America/Edmonton)', () => {
    expect(offsetMinutesAt('America/Edmonton', new Date('2026-12-01T18:00:00Z'))).toBe(-360);
    expect(new Date('2026-12-01T18:00:00Z').toLocaleString('en-CA', { timeZone: 'America/Edmonton', hour: 'numeric', minute: '2-digit' })).toBe('12:00 p.m.');
    // Summer was already UTC-6, and Saskatchewan (never on daylight time) is unchanged.
    expect(offsetMinutesAt('America/Edmonton', new Date('2026-07-01T18:00:00Z'))).toBe(-360);
    expect(offsetMinutesAt('America/Regina', new Date('2026-12-01T18:00:00Z'))).toBe(-360);
    expect(offsetMinutesAt('America/Toronto', new Date('2026-12-01T18:00:00Z'))).toBe(-300);
  });

  it('is at least the project minimum, and agrees with every known rule', () => {
    expect(process.versions.tz! >= MINIMUM_TZ_DATA).toBe(true);
    for (const rule of KNOWN_RULES) expect(offsetMinutesAt(rule.zone, new Date(rule.at))).toBe(rule.offsetMinutes);
    expect(timeZoneDataProblem('America/Edmonton')).toBeNull();
  });

  it('refuses data older than the minimum, in words that say what to do', () => {
    const problem = timeZoneDataProblem('America/Edmonton', { version: '2025c', offsetAt: offsetMinutesAt });
    expect(problem).toContain('time-zone data 2025c, older than 2026c');
    expect(problem).toContain('Node.js 24.21 or later');
  });

  it('refuses data that names a recent release but still moves Alberta to UTC-7 in winter', () => {
    const problem = timeZoneDataProblem('Canada/Mountain', { version: '2026c', offsetAt: () => -420 });
    expect(problem).toContain('UTC-7 in Canada/Mountain');
    expect(problem).toContain('Alberta keeps UTC-6 all year');
  });

  it('refuses a runtime that does not say which data it has, and accepts zones with no known change', () => {
    expect(timeZoneDataProblem('America/Toronto', { version: undefined, offsetAt: offsetMinutesAt })).toContain('does not say which time-zone data');
    expect(timeZoneDataProblem('America/Toronto', { version: '2026c', offsetAt: () => 0 })).toBeNull();
  });

  it('reads offsets east and west, whole and half hours', () => {
    expect(offsetMinutesAt('UTC', new Date('2026-12-01T00:00:00Z'))).toBe(0);
    expect(offsetMinutesAt('America/St_Johns', new Date('2026-12-01T00:00:00Z'))).toBe(-210);
    expect(offsetMinutesAt('Asia/Kolkata', new Date('2026-12-01T00:00:00Z'))).toBe(330);
  });
});
