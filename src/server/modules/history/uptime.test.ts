import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from '#shared/status/services.js';
import { localDaysEnding } from './local-days.ts';
import { buildTimeline, dayBar, statusBefore, windowFigures, type ExcludedPeriod, type StatusChange } from './uptime.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-06-15T16:00:00Z'); // 10:00 in Edmonton (MDT)

const change = (at: string | number, from: ServiceStatus | null, to: ServiceStatus): StatusChange => ({
  at: new Date(typeof at === 'number' ? NOW.getTime() + at : at),
  from,
  to,
});

/** The whole pipeline as the service runs it: timeline over 90+ days, figures, bar. */
function history(input: {
  now?: Date;
  createdAt: Date;
  initial: ServiceStatus;
  changes: StatusChange[];
  timeZone?: string;
  days?: number;
  excluded?: ExcludedPeriod[];
}) {
  const now = input.now ?? NOW;
  const days = localDaysEnding(now, input.days ?? 90, input.timeZone ?? 'America/Edmonton');
  const from = new Date(Math.min(days[0]!.start.getTime(), now.getTime() - 90 * DAY));
  const segments = buildTimeline({ from, now, createdAt: input.createdAt, initial: input.initial, changes: input.changes, excluded: input.excluded });
  return { ...windowFigures(segments, now), days: dayBar(segments, days) };
}

const longAgo = new Date(NOW.getTime() - 400 * DAY);

describe('statusBefore', () => {
  it('prefers what the first change in the window changed from, then the last change before it, then the current status', () => {
    expect(statusBefore({ firstInWindow: change(0, 'warning', 'online'), lastBefore: { to: 'offline' }, current: 'online' })).toBe('warning');
    expect(statusBefore({ firstInWindow: change(0, null, 'online'), lastBefore: { to: 'offline' }, current: 'online' })).toBe('offline');
    expect(statusBefore({ firstInWindow: undefined, lastBefore: undefined, current: 'warning' })).toBe('warning');
  });
});

describe('uptime windows', () => {
  it('is 100 % with nothing degraded for a service that never changed', () => {
    const h = history({ createdAt: longAgo, initial: 'online', changes: [] });
    expect(h.uptime).toEqual({ '24h': 100, '7d': 100, '30d': 100, '90d': 100 });
    expect(h.degraded).toEqual({ '24h': 0, '7d': 0, '30d': 0, '90d': 0 });
    expect(h.days).toHaveLength(90);
    expect(h.days.every((d) => d.worst === 'online' && d.offlineMinutes === 0 && d.warningMinutes === 0)).toBe(true);
  });

  it('takes an hour offline off every window in proportion', () => {
    const h = history({ createdAt: longAgo, initial: 'online', changes: [change(-2 * HOUR, 'online', 'offline'), change(-HOUR, 'offline', 'online')] });
    expect(h.uptime).toEqual({ '24h': 95.833, '7d': 99.405, '30d': 99.861, '90d': 99.954 });
    expect(h.degraded['24h']).toBe(0);
    // 08:00-09:00 local, today.
    expect(h.days.at(-1)).toEqual({ date: '2026-06-15', worst: 'offline', offlineMinutes: 60, warningMinutes: 0 });
    expect(h.days.at(-2)!.worst).toBe('online');
  });

  it('counts warning as up and reports it as degraded', () => {
    const h = history({ createdAt: longAgo, initial: 'online', changes: [change(-6 * HOUR, 'online', 'warning'), change(-3 * HOUR, 'warning', 'online')] });
    expect(h.uptime['24h']).toBe(100);
    expect(h.degraded['24h']).toBe(12.5);
    expect(h.days.at(-1)).toEqual({ date: '2026-06-15', worst: 'warning', offlineMinutes: 0, warningMinutes: 180 });
  });

  it('uses the status before the window for the time before the first change, and the last status until now', () => {
    // Offline since 10 days ago, online for the last 12 hours.
    const h = history({ createdAt: longAgo, initial: 'online', changes: [change(-10 * DAY, 'online', 'offline'), change(-12 * HOUR, 'offline', 'online')] });
    expect(h.uptime['24h']).toBe(50);
    expect(h.uptime['7d']).toBe(Math.round((12 / 168) * 100_000) / 1000);
    expect(h.uptime['30d']).toBe(Math.round((1 - (10 * 24 - 12) / 720) * 100_000) / 1000);
  });

  it('never rounds a short outage away: 20 seconds offline is below 100 % and one minute on the bar', () => {
    const h = history({ createdAt: longAgo, initial: 'online', changes: [change(-HOUR, 'online', 'offline'), change(-HOUR + 20_000, 'offline', 'online')] });
    expect(h.uptime['24h']).toBe(99.977);
    expect(h.uptime['90d']).toBe(99.999);
    expect(h.days.at(-1)).toMatchObject({ worst: 'offline', offlineMinutes: 1 });
  });

  it('colours a day by its worst status and reports both durations', () => {
    const h = history({
      createdAt: longAgo,
      initial: 'online',
      changes: [change(-5 * HOUR, 'online', 'warning'), change(-4 * HOUR, 'warning', 'offline'), change(-3.5 * HOUR, 'offline', 'online')],
    });
    expect(h.days.at(-1)).toEqual({ date: '2026-06-15', worst: 'offline', offlineMinutes: 30, warningMinutes: 60 });
  });
});

describe('clipping to when the service existed', () => {
  it('measures windows only from creation and shows earlier days as no data', () => {
    const createdAt = new Date('2026-06-12T18:00:00Z'); // 12:00 local on June 12
    const h = history({
      createdAt,
      initial: 'online',
      changes: [change('2026-06-14T18:00:00Z', 'online', 'offline'), change('2026-06-14T20:00:00Z', 'offline', 'online')],
    });
    // Existed 70 h; offline 2 h of them; the 24 h window is full.
    expect(h.uptime['24h']).toBe(91.667);
    expect(h.uptime['7d']).toBe(Math.round((68 / 70) * 100_000) / 1000);
    expect(h.uptime['90d']).toBe(h.uptime['7d']);
    // June 11 nodata; June 12 from noon on; 13; 14 with the outage; today.
    expect(h.days.slice(-5).map((d) => d.worst)).toEqual(['nodata', 'online', 'online', 'offline', 'online']);
    expect(h.days.slice(0, -4).every((d) => d.worst === 'nodata' && d.offlineMinutes === 0)).toBe(true);
  });

  it('answers null for every window when the service has not existed for any time yet', () => {
    const h = history({ createdAt: NOW, initial: 'online', changes: [] });
    expect(h.uptime).toEqual({ '24h': null, '7d': null, '30d': null, '90d': null });
    expect(h.degraded['90d']).toBeNull();
    expect(h.days.every((d) => d.worst === 'nodata')).toBe(true);
  });
});

describe('days in the configured time zone', () => {
  it('gives the spring-forward day in Edmonton 23 hours: offline all day is 1380 minutes', () => {
    const now = new Date('2026-03-10T18:00:00Z');
    const h = history({
      now,
      days: 4,
      createdAt: longAgo,
      initial: 'online',
      // Local midnight March 8 (MST, UTC-7) to local midnight March 9 (MDT, UTC-6).
      changes: [change('2026-03-08T07:00:00Z', 'online', 'offline'), change('2026-03-09T06:00:00Z', 'offline', 'online')],
    });
    expect(h.days).toEqual([
      { date: '2026-03-07', worst: 'online', offlineMinutes: 0, warningMinutes: 0 },
      { date: '2026-03-08', worst: 'offline', offlineMinutes: 1380, warningMinutes: 0 },
      { date: '2026-03-09', worst: 'online', offlineMinutes: 0, warningMinutes: 0 },
      { date: '2026-03-10', worst: 'online', offlineMinutes: 0, warningMinutes: 0 },
    ]);
  });

  it('gives the fall-back day in Edmonton 25 hours (November 2, 2025, the last one)', () => {
    const h = history({
      now: new Date('2025-11-04T18:00:00Z'),
      days: 3,
      createdAt: longAgo,
      initial: 'warning',
      // Local midnight November 3, in MST (UTC-7).
      changes: [change('2025-11-03T07:00:00Z', 'warning', 'online')],
    });
    expect(h.days.map((d) => [d.date, d.warningMinutes])).toEqual([
      ['2025-11-02', 1500],
      ['2025-11-03', 0],
      ['2025-11-04', 0],
    ]);
  });

  it('gives November 1, 2026 in Edmonton 24 hours: Alberta stays on UTC-6 from then on', () => {
    const h = history({
      now: new Date('2026-11-03T18:00:00Z'),
      days: 3,
      createdAt: longAgo,
      initial: 'warning',
      // Local midnight November 2, still UTC-6.
      changes: [change('2026-11-02T06:00:00Z', 'warning', 'online')],
    });
    expect(h.days.map((d) => [d.date, d.warningMinutes])).toEqual([
      ['2026-11-01', 1440],
      ['2026-11-02', 0],
      ['2026-11-03', 0],
    ]);
  });

  it('splits an outage across local midnight in a half-hour zone (St. John’s, UTC-2:30 in summer)', () => {
    const h = history({
      now: new Date('2026-07-15T15:00:00Z'),
      days: 2,
      timeZone: 'America/St_Johns',
      createdAt: longAgo,
      initial: 'online',
      // 23:30 July 14 to 01:30 July 15, local.
      changes: [change('2026-07-15T02:00:00Z', 'online', 'offline'), change('2026-07-15T04:00:00Z', 'offline', 'online')],
    });
    expect(h.days).toEqual([
      { date: '2026-07-14', worst: 'offline', offlineMinutes: 30, warningMinutes: 0 },
      { date: '2026-07-15', worst: 'offline', offlineMinutes: 90, warningMinutes: 0 },
    ]);
  });

  it('puts a change exactly at local midnight in the day it starts', () => {
    const h = history({
      now: new Date('2026-06-15T16:00:00Z'),
      days: 2,
      createdAt: longAgo,
      initial: 'online',
      changes: [change('2026-06-15T06:00:00Z', 'online', 'offline'), change('2026-06-15T07:00:00Z', 'offline', 'online')],
    });
    expect(h.days.map((d) => d.worst)).toEqual(['online', 'offline']);
  });
});

describe('window coverage', () => {
  it('covers no window for a service added ten minutes ago, and counts its minutes like the bar', () => {
    // Offline for the last 5 min 44.1 s of its 10 minutes: 42.65 % up.
    const h = history({ createdAt: new Date(NOW.getTime() - 10 * 60_000), initial: 'online', changes: [change(-344_100, 'online', 'offline')] });
    expect(h.uptime).toEqual({ '24h': 42.65, '7d': 42.65, '30d': 42.65, '90d': 42.65 });
    const young = { complete: false, dataMinutes: 10, offlineMinutes: 6, warningMinutes: 0 };
    expect(h.windows).toEqual({ '24h': young, '7d': young, '30d': young, '90d': young });
    expect(h.days.at(-1)).toEqual({ date: '2026-06-15', worst: 'offline', offlineMinutes: 6, warningMinutes: 0 });
  });

  it('lets a window start up to an hour late', () => {
    const within = history({ createdAt: new Date(NOW.getTime() - 23 * HOUR), initial: 'online', changes: [] });
    expect(within.windows['24h']).toEqual({ complete: true, dataMinutes: 1380, offlineMinutes: 0, warningMinutes: 0 });
    expect(within.windows['7d'].complete).toBe(false);
    const late = history({ createdAt: new Date(NOW.getTime() - 23 * HOUR + 60_000), initial: 'online', changes: [] });
    expect(late.windows['24h'].complete).toBe(false);
  });

  it('covers every window of a service older than 90 days', () => {
    const h = history({ createdAt: longAgo, initial: 'online', changes: [change(-2 * HOUR, 'online', 'warning'), change(-HOUR, 'warning', 'online')] });
    expect(h.windows['24h']).toEqual({ complete: true, dataMinutes: 1440, offlineMinutes: 0, warningMinutes: 60 });
    expect(h.windows['90d']).toEqual({ complete: true, dataMinutes: 90 * 1440, offlineMinutes: 0, warningMinutes: 60 });
  });

  it('covers nothing for a service added this instant', () => {
    const h = history({ createdAt: NOW, initial: 'online', changes: [] });
    expect(h.windows['24h']).toEqual({ complete: false, dataMinutes: 0, offlineMinutes: 0, warningMinutes: 0 });
  });
});

describe('periods when the board’s own monitor was offline', () => {
  const outage = [change(-3 * HOUR, 'online', 'offline'), change(-HOUR, 'offline', 'online')];
  const period = (startMs: number, endMs: number | null): ExcludedPeriod => ({
    start: new Date(NOW.getTime() + startMs),
    end: endMs === null ? null : new Date(NOW.getTime() + endMs),
  });

  it('counts an outage wholly inside one as neither up nor down, in the figures and the bar', () => {
    const h = history({ createdAt: longAgo, initial: 'online', changes: outage, excluded: [period(-3 * HOUR, -HOUR)] });
    expect(h.uptime).toEqual({ '24h': 100, '7d': 100, '30d': 100, '90d': 100 });
    expect(h.windows['24h']).toEqual({ complete: true, dataMinutes: 1320, offlineMinutes: 0, warningMinutes: 0 });
    expect(h.days.at(-1)).toEqual({ date: '2026-06-15', worst: 'online', offlineMinutes: 0, warningMinutes: 0 });
  });

  it('counts only the part of an outage outside one', () => {
    const h = history({ createdAt: longAgo, initial: 'online', changes: outage, excluded: [period(-2.5 * HOUR, -1.5 * HOUR)] });
    expect(h.windows['24h']).toEqual({ complete: true, dataMinutes: 1380, offlineMinutes: 60, warningMinutes: 0 });
    expect(h.uptime['24h']).toBe(Math.round((1 - 60 / 1380) * 100_000) / 1000);
    expect(h.days.at(-1)).toMatchObject({ worst: 'offline', offlineMinutes: 60 });
  });

  it('runs one still going on until now, and merges overlapping ones', () => {
    const open = history({ createdAt: longAgo, initial: 'offline', changes: [], excluded: [period(-30 * 60_000, null)] });
    expect(open.windows['24h']).toEqual({ complete: true, dataMinutes: 1410, offlineMinutes: 1410, warningMinutes: 0 });
    const overlapping = history({
      createdAt: longAgo,
      initial: 'online',
      changes: [],
      excluded: [period(-3 * HOUR, -HOUR), period(-2 * HOUR, -0.5 * HOUR), period(-2.5 * HOUR, -2 * HOUR)],
    });
    expect(overlapping.windows['24h'].dataMinutes).toBe(1440 - 150);
  });

  it('leaves a whole local day without data, and ignores periods before the service existed or after now', () => {
    // June 13 in Edmonton: 06:00 UTC June 13 to 06:00 UTC June 14.
    const h = history({
      createdAt: new Date('2026-06-10T18:00:00Z'),
      initial: 'offline',
      changes: [],
      excluded: [
        { start: new Date('2026-06-13T06:00:00Z'), end: new Date('2026-06-14T06:00:00Z') },
        { start: new Date('2026-05-01T00:00:00Z'), end: new Date('2026-06-01T00:00:00Z') },
        { start: new Date(NOW.getTime() + HOUR), end: null },
      ],
    });
    // June 9 to 15: before it existed, June 10 from noon, 11, 12, the monitor's day, 14, today.
    expect(h.days.slice(-7).map((d) => d.worst)).toEqual(['nodata', 'offline', 'offline', 'offline', 'nodata', 'offline', 'offline']);
    expect(h.windows['7d']).toMatchObject({ complete: false, dataMinutes: h.windows['7d'].offlineMinutes });
    expect(h.windows['7d'].dataMinutes).toBe((4 * 24 + 22 - 24) * 60);
  });

  it('does not make a window incomplete when it starts inside one, and leaves nothing to quote when it covers all', () => {
    const early = history({ createdAt: longAgo, initial: 'online', changes: [], excluded: [period(-25 * HOUR, -23 * HOUR)] });
    expect(early.windows['24h']).toEqual({ complete: true, dataMinutes: 1380, offlineMinutes: 0, warningMinutes: 0 });
    const young = history({ createdAt: new Date(NOW.getTime() - 2 * HOUR), initial: 'offline', changes: [], excluded: [period(-3 * HOUR, null)] });
    expect(young.uptime['24h']).toBeNull();
    expect(young.windows['24h']).toEqual({ complete: false, dataMinutes: 0, offlineMinutes: 0, warningMinutes: 0 });
    expect(young.days.at(-1)!.worst).toBe('nodata');
  });
});
