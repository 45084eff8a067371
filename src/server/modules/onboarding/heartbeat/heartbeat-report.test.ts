import { describe, expect, it } from 'vitest';
import { parseBusinessHours } from '#server/lib/time/business-hours.js';
import { ManualClock } from '#server/lib/time/clock.js';
import { buildHeartbeatReport, stateOf, type ClinicSighting, type HeartbeatSettings } from './heartbeat-report.ts';
import { describeBusinessHours } from './business-period.ts';

const settings = (hours = 'Mon-Fri 08:00-17:00', timeZone = 'America/Edmonton', silentMinutes = 10): HeartbeatSettings => ({
  silentMinutes,
  businessHours: parseBusinessHours(hours)!,
  timeZone,
});
const MIN = 60_000;
const at = (iso: string) => new Date(iso);
/** The state of a clinic last seen at `seen`, with the clock at `now`. */
const state = (now: string, seen: string | null, s = settings()) => {
  const clock = new ManualClock(now);
  return stateOf(seen === null ? null : at(seen), clock.now(), s);
};

describe('clinic state during business hours (Mon 2026-06-15 10:00 MDT = 16:00Z)', () => {
  const now = '2026-06-15T16:00:00Z';
  it('is online when seen within the threshold, including exactly at it', () => {
    expect(state(now, '2026-06-15T15:59:00Z')).toBe('online');
    expect(state(now, '2026-06-15T15:50:00Z')).toBe('online');
    expect(state(now, '2026-06-15T16:00:30Z')).toBe('online'); // another instance's clock a little ahead
  });
  it('is silent one moment past the threshold, once seen since opening', () => {
    expect(state(now, '2026-06-15T15:49:59Z')).toBe('silent');
    expect(state(now, '2026-06-15T14:00:00Z')).toBe('silent'); // 08:00 sharp counts as seen today
  });
  it('is not seen today (not flagged) when last seen before opening, yesterday or last week', () => {
    expect(state(now, '2026-06-15T13:59:59Z')).toBe('not-seen-today'); // 07:59:59
    expect(state(now, '2026-06-12T22:30:00Z')).toBe('not-seen-today'); // Friday 16:30
    expect(state(now, '2026-06-08T16:05:00Z')).toBe('not-seen-today'); // last Monday, same hour
  });
  it('is never when never seen', () => {
    expect(state(now, null)).toBe('never');
  });
  it('follows a silent threshold other than 10 minutes', () => {
    expect(state(now, '2026-06-15T15:57:00Z', settings(undefined, undefined, 3))).toBe('online');
    expect(state(now, '2026-06-15T15:56:00Z', settings(undefined, undefined, 3))).toBe('silent');
  });
  it('reads the hours in the configured time zone', () => {
    // 16:00Z is 12:00 in Toronto (inside) and 18:00 in Lisbon (closed).
    expect(state(now, '2026-06-15T14:30:00Z', settings(undefined, 'America/Toronto'))).toBe('silent');
    expect(state(now, '2026-06-15T14:30:00Z', settings(undefined, 'Europe/Lisbon'))).toBe('closed');
  });
});

describe('clinic state outside business hours', () => {
  it('is closed after closing time (end exclusive) and before opening, unless seen recently', () => {
    expect(state('2026-06-15T23:00:00Z', '2026-06-15T22:30:00Z')).toBe('closed'); // 17:00 sharp
    expect(state('2026-06-15T22:59:00Z', '2026-06-15T22:30:00Z')).toBe('silent'); // 16:59
    expect(state('2026-06-15T23:00:00Z', '2026-06-15T22:55:00Z')).toBe('online'); // working late
    expect(state('2026-06-15T13:59:00Z', '2026-06-12T22:00:00Z')).toBe('closed'); // 07:59
  });
  it('is closed at the weekend', () => {
    expect(state('2026-06-20T16:00:00Z', '2026-06-20T15:00:00Z')).toBe('closed'); // Saturday 10:00
    expect(state('2026-06-21T16:00:00Z', '2026-06-19T22:00:00Z')).toBe('closed'); // Sunday
  });
});

// Past dates: time-zone rules change (Alberta's among them), history does not.
describe('daylight-saving changes', () => {
  it('opens at 08:00 local on the first Monday of daylight time (MDT, UTC-6)', () => {
    const now = '2025-03-10T14:30:00Z'; // 08:30 MDT; 08:00 MST would be 15:00Z
    expect(state(now, '2025-03-10T14:05:00Z')).toBe('silent'); // 08:05 MDT
    expect(state(now, '2025-03-10T13:55:00Z')).toBe('not-seen-today'); // 07:55 MDT
    // The Friday before, in standard time (UTC-7), the same UTC times are an hour earlier locally.
    expect(state('2025-03-07T14:30:00Z', '2025-03-07T14:05:00Z')).toBe('closed'); // 07:30 MST
    expect(state('2025-03-07T15:30:00Z', '2025-03-07T14:55:00Z')).toBe('not-seen-today'); // 08:30, seen 07:55 MST
    expect(state('2025-03-07T15:30:00Z', '2025-03-07T15:05:00Z')).toBe('silent');
  });
  it('counts the period from its wall-clock opening on the day the clocks go forward', () => {
    const s = settings('Sun 01:00-12:00');
    const now = '2025-03-09T09:30:00Z'; // 03:30 MDT; it opened at 01:00 MST = 08:00Z
    expect(state(now, '2025-03-09T08:10:00Z', s)).toBe('silent');
    expect(state(now, '2025-03-09T07:50:00Z', s)).toBe('not-seen-today');
  });
  it('counts the period from its wall-clock opening on the day the clocks go back', () => {
    const s = settings('Sun 00:30-12:00');
    const now = '2025-11-02T10:00:00Z'; // 03:00 MST; it opened at 00:30 MDT = 06:30Z
    expect(state(now, '2025-11-02T06:40:00Z', s)).toBe('silent');
    expect(state(now, '2025-11-02T06:20:00Z', s)).toBe('not-seen-today');
  });
});

describe('several groups of business hours', () => {
  it('treats touching groups as one period', () => {
    const s = settings('Mon-Fri 08:00-12:00, Mon-Fri 12:00-17:00');
    expect(state('2026-06-15T19:00:00Z', '2026-06-15T15:00:00Z', s)).toBe('silent'); // 13:00, seen 09:00
  });
  it('starts again after a break: seen before lunch is not seen this afternoon', () => {
    const s = settings('Mon-Fri 08:00-12:00, Mon-Fri 13:00-17:00');
    expect(state('2026-06-15T18:30:00Z', '2026-06-15T17:30:00Z', s)).toBe('closed'); // 12:30
    expect(state('2026-06-15T19:20:00Z', '2026-06-15T17:30:00Z', s)).toBe('not-seen-today'); // 13:20
    expect(state('2026-06-15T19:20:00Z', '2026-06-15T19:05:00Z', s)).toBe('silent');
  });
});

const clinic = (n: number, lastAccess: string | null, ipAddress = `192.0.2.${n}`): ClinicSighting => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  clinicName: `Clinic ${n}`,
  ipAddress,
  lastAccess: lastAccess === null ? null : at(lastAccess),
});
const NOW = at('2026-06-15T16:00:00Z');

describe('buildHeartbeatReport', () => {
  it('lists clinics by last seen (never seen last, by name), counts states and describes the hours', () => {
    const report = buildHeartbeatReport(
      [clinic(1, null), clinic(2, '2026-06-15T15:46:00Z'), clinic(3, '2026-06-15T15:59:00Z'), clinic(4, '2026-06-14T18:00:00Z'), clinic(0, null)],
      NOW,
      settings(),
    );
    expect(report.clinics.map((c) => [c.clinicName, c.state, c.silentForMinutes])).toEqual([
      ['Clinic 3', 'online', 1],
      ['Clinic 2', 'silent', 14],
      ['Clinic 4', 'not-seen-today', 22 * 60],
      ['Clinic 0', 'never', null],
      ['Clinic 1', 'never', null],
    ]);
    expect(report.counts).toEqual({ online: 1, silent: 1, 'not-seen-today': 1, closed: 0, never: 2 });
    expect(report).toMatchObject({
      now: NOW.toISOString(),
      businessHoursNow: true,
      silentMinutes: 10,
      businessHours: 'Mon-Fri 8:00 a.m. to 5:00 p.m. MDT',
      cluster: null,
    });
  });

  it('says when it is outside business hours', () => {
    const report = buildHeartbeatReport([clinic(1, '2026-06-20T15:00:00Z')], at('2026-06-20T16:00:00Z'), settings());
    expect(report.businessHoursNow).toBe(false);
    expect(report.counts.closed).toBe(1);
  });
});

describe('cluster of clinics silent at once', () => {
  const report = (clinics: ClinicSighting[], now = NOW) => buildHeartbeatReport(clinics, now, settings());
  const t = (minutesBefore: number) => new Date(NOW.getTime() - minutesBefore * MIN).toISOString();

  it('needs three: two clinics silent together are not a cluster', () => {
    expect(report([clinic(1, t(20)), clinic(2, t(19))]).cluster).toBeNull();
    const cluster = report([clinic(1, t(20)), clinic(2, t(19)), clinic(3, t(18)), clinic(4, t(1))]).cluster;
    expect(cluster).toEqual({
      count: 3,
      from: t(20),
      to: t(18),
      clinics: [1, 2, 3].map((n) => ({ id: clinic(n, null).id, clinicName: `Clinic ${n}`, ipAddress: `192.0.2.${n}` })),
      sharedNetworks: [{ prefix: '192.0.0.0/16', count: 3 }],
    });
  });

  it('takes a span of exactly five minutes, not a moment more', () => {
    expect(report([clinic(1, t(20)), clinic(2, t(17.5)), clinic(3, t(15))]).cluster?.count).toBe(3);
    const apart = new Date(NOW.getTime() - 15 * MIN + 1).toISOString();
    expect(report([clinic(1, t(20)), clinic(2, t(17.5)), clinic(3, apart)]).cluster).toBeNull();
  });

  it('reports the largest group, and the latest of equal ones', () => {
    const early = [clinic(1, t(60)), clinic(2, t(59)), clinic(3, t(58))];
    const late = [clinic(4, t(30)), clinic(5, t(29)), clinic(6, t(28)), clinic(7, t(27))];
    expect(report([...early, ...late]).cluster).toMatchObject({ count: 4, from: t(30), to: t(27) });
    expect(report([...early, ...late.slice(1)]).cluster).toMatchObject({ count: 3, from: t(29), to: t(27) });
  });

  it('only counts clinics that went silent: not those unseen since yesterday, nor those back online', () => {
    const yesterday = (m: number) => new Date(NOW.getTime() - 24 * 3600_000 - m * MIN).toISOString();
    expect(report([clinic(1, yesterday(0)), clinic(2, yesterday(1)), clinic(3, yesterday(2))]).cluster).toBeNull();
    expect(report([clinic(1, t(20)), clinic(2, t(19)), clinic(3, t(0))]).cluster).toBeNull();
  });

  it('lasts only while it holds: gone after closing time', () => {
    const clinics = [clinic(1, '2026-06-15T22:40:00Z'), clinic(2, '2026-06-15T22:41:00Z'), clinic(3, '2026-06-15T22:42:00Z')];
    expect(report(clinics, at('2026-06-15T22:59:00Z')).cluster?.count).toBe(3);
    expect(report(clinics, at('2026-06-15T23:00:00Z')).cluster).toBeNull();
  });

  it('names the network blocks two or more of them share', () => {
    const clinics = [
      clinic(1, t(20), '24.64.102.18'),
      clinic(2, t(19), '24.64.7.9'),
      clinic(3, t(18), '2001:db8:4a1::15'),
      clinic(4, t(17), '2001:0db8::7/64'),
    ];
    expect(report(clinics).cluster?.sharedNetworks).toEqual([
      { prefix: '2001:db8::/32', count: 2 },
      { prefix: '24.64.0.0/16', count: 2 },
    ]);
  });
});

describe('describeBusinessHours', () => {
  it('writes the setting in words on the 12-hour clock, with the zone’s name', () => {
    const winter = new Date('2026-12-01T18:00:00Z');
    expect(describeBusinessHours(parseBusinessHours('mon-fri 08:00-17:00, Sat 09:00-12:30')!, 'America/Edmonton', winter)).toBe(
      'Mon-Fri 8:00 a.m. to 5:00 p.m., Sat 9:00 a.m. to 12:30 p.m. MDT',
    );
    expect(describeBusinessHours(parseBusinessHours('Mon-Fri 07:30-24:00')!, 'America/Toronto', winter)).toBe('Mon-Fri 7:30 a.m. to midnight EST');
    expect(describeBusinessHours(parseBusinessHours('Fri-Mon 00:00-24:00')!, 'UTC', winter)).toBe('Fri-Mon all day UTC');
    expect(describeBusinessHours(parseBusinessHours('Sat 00:00-12:00')!, 'UTC', winter)).toBe('Sat 12:00 a.m. to 12:00 p.m. UTC');
  });
});
