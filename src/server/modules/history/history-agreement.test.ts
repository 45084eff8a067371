import { describe, expect, it } from 'vitest';
import { HISTORY_DAYS, UPTIME_WINDOWS, type UptimeWindow } from '#shared/status/history.js';
import { describeDay, describeWindow, summarizeDays } from '#shared/status/history-words.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { localDaysEnding, type LocalDay } from './local-days.ts';
import { buildTimeline, dayBar, WINDOW_MS, windowFigures, type ExcludedPeriod, type StatusChange } from './uptime.ts';

/*
 * One timeline in, everything the history dialog says out: the figure of each window, the line
 * under it, each day of the bar and the bar's summary. Whatever the timeline, they must tell
 * the same story.
 */

const HOUR = 3600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-06-15T16:00:00Z'); // 10:00 in Edmonton
const TIME_ZONE = 'America/Edmonton';

const change = (offsetMs: number, from: ServiceStatus, to: ServiceStatus): StatusChange => ({ at: new Date(NOW.getTime() + offsetMs), from, to });

function dialog(input: { createdAt: Date; initial: ServiceStatus; changes: StatusChange[]; excluded?: ExcludedPeriod[] }) {
  const localDays = localDaysEnding(NOW, HISTORY_DAYS, TIME_ZONE);
  const from = new Date(Math.min(localDays[0]!.start.getTime(), NOW.getTime() - WINDOW_MS['90d']));
  const segments = buildTimeline({ from, now: NOW, ...input });
  const figures = windowFigures(segments, NOW);
  const days = dayBar(segments, localDays);
  const firstTracked = days.findIndex((d) => d.worst !== 'nodata');
  return {
    ...figures,
    localDays,
    days,
    tiles: Object.fromEntries(UPTIME_WINDOWS.map((w) => [w, describeWindow(figures.windows[w])])) as Record<UptimeWindow, string>,
    dayWords: days.map((d, i) => describeDay(d, firstTracked !== -1 && i > firstTracked)),
    summary: summarizeDays(days),
  };
}

type Dialog = ReturnType<typeof dialog>;

const overlaps = (day: LocalDay, start: number) => day.end.getTime() > start && day.start.getTime() < NOW.getTime();
const inside = (day: LocalDay, start: number) => day.start.getTime() >= start;

/** The rules that hold for any timeline: figure, line, bar and summary never contradict each other. */
function expectAgreement(d: Dialog) {
  const outageDays = d.days.filter((day) => day.worst === 'offline');
  for (const window of UPTIME_WINDOWS) {
    const summary = d.windows[window];
    const uptime = d.uptime[window];
    const degraded = d.degraded[window];
    const label = d.tiles[window];
    const start = NOW.getTime() - WINDOW_MS[window];
    const days = d.days.filter((_, i) => overlaps(d.localDays[i]!, start));
    const wholeDays = d.days.filter((_, i) => inside(d.localDays[i]!, start));

    // The figure and the line under it.
    expect(uptime !== null && uptime < 100, `${window}: figure below 100 %`).toBe(summary.offlineMinutes > 0);
    expect(degraded !== null && degraded > 0, `${window}: some time with issues`).toBe(summary.warningMinutes > 0);
    expect(/\bdown\b/i.test(label), `${window}: "${label}" says down`).toBe(summary.offlineMinutes > 0);
    expect(/issues for/i.test(label), `${window}: "${label}" says issues`).toBe(summary.warningMinutes > 0);
    expect(label === 'No issues', `${window}: "${label}"`).toBe(summary.complete && summary.offlineMinutes === 0 && summary.warningMinutes === 0);
    if (!summary.complete) expect(label).not.toBe('No issues');

    // The line and the bar: an outage in the window is on a day of the bar it overlaps, and an
    // outage day wholly inside the window is in the window's minutes.
    if (summary.offlineMinutes > 0) expect(days.some((day) => day.worst === 'offline')).toBe(true);
    if (wholeDays.some((day) => day.worst === 'offline')) expect(summary.offlineMinutes).toBeGreaterThan(0);
    if (summary.warningMinutes > 0) expect(days.some((day) => day.warningMinutes > 0)).toBe(true);
    if (wholeDays.some((day) => day.warningMinutes > 0)) expect(summary.warningMinutes).toBeGreaterThan(0);
    if (summary.dataMinutes === 0) expect(uptime).toBeNull();
  }

  // The bar and its summary.
  expect(d.summary.includes('with an outage')).toBe(outageDays.length > 0);
  if (outageDays.length > 0) expect(d.summary).toContain(`${outageDays.length} day${outageDays.length === 1 ? '' : 's'} with an outage`);
  expect(d.summary.includes('with issues')).toBe(d.days.some((day) => day.worst === 'warning'));
  for (const [i, day] of d.days.entries()) {
    expect(d.dayWords[i]!.startsWith('Outage')).toBe(day.worst === 'offline');
    if (day.warningMinutes > 0) expect(d.dayWords[i]).toMatch(/issues for/i);
  }
}

describe('what the history dialog says, from one timeline', () => {
  it('a service added ten minutes ago: no percentage is quoted, and its outage is told the same way everywhere', () => {
    const d = dialog({ createdAt: new Date(NOW.getTime() - 10 * MINUTE), initial: 'online', changes: [change(-344_100, 'online', 'offline')] });
    expectAgreement(d);
    expect(d.uptime['90d']).toBe(42.65);
    expect(UPTIME_WINDOWS.map((w) => d.windows[w].complete)).toEqual([false, false, false, false]);
    expect(Object.values(d.tiles)).toEqual(Array(4).fill('10 min of data so far: down 6 min'));
    expect(d.dayWords.at(-1)).toBe('Outage: offline for 6 min');
    expect(d.dayWords.at(-2)).toBe('Not tracked yet');
    expect(d.summary).toBe('Tracked for 1 day: 1 day with an outage.');
  });

  it('a service down for 5 minutes today: every window says "Down 5 min", as today on the bar does', () => {
    const d = dialog({
      createdAt: new Date(NOW.getTime() - 400 * DAY),
      initial: 'online',
      changes: [change(-2 * HOUR, 'online', 'offline'), change(-2 * HOUR + 5 * MINUTE, 'offline', 'online')],
    });
    expectAgreement(d);
    expect(d.uptime['24h']).toBe(99.653);
    expect(Object.values(d.tiles)).toEqual(Array(4).fill('Down 5 min'));
    expect(d.dayWords.at(-1)).toBe('Outage: offline for 5 min');
    expect(d.summary).toBe('Last 90 days: 1 day with an outage, 89 days without problems.');
  });

  it('days with issues only: every figure is 100 %, the lines say how long, and no outage is counted', () => {
    const d = dialog({
      createdAt: new Date(NOW.getTime() - 400 * DAY),
      initial: 'online',
      changes: [
        change(-10 * DAY, 'online', 'warning'),
        change(-10 * DAY + 3 * HOUR, 'warning', 'online'),
        change(-2 * DAY, 'online', 'warning'),
        change(-2 * DAY + 40 * MINUTE, 'warning', 'online'),
        change(-HOUR, 'online', 'warning'),
      ],
    });
    expectAgreement(d);
    expect(d.uptime).toEqual({ '24h': 100, '7d': 100, '30d': 100, '90d': 100 });
    expect(d.tiles).toEqual({ '24h': 'Issues for 1 h', '7d': 'Issues for 1 h 40 min', '30d': 'Issues for 4 h 40 min', '90d': 'Issues for 4 h 40 min' });
    expect(d.dayWords.at(-1)).toBe('Issues for 1 h');
    expect(d.dayWords.at(-3)).toBe('Issues for 40 min');
    expect(d.summary).toBe('Last 90 days: 3 days with issues, 87 days without problems.');
  });

  it('a young service with an outage and issues, part of it while the board’s monitor was offline', () => {
    const d = dialog({
      createdAt: new Date(NOW.getTime() - 3 * DAY),
      initial: 'online',
      changes: [change(-30 * HOUR, 'online', 'offline'), change(-28 * HOUR, 'offline', 'warning'), change(-27 * HOUR, 'warning', 'online')],
      excluded: [{ start: new Date(NOW.getTime() - 29 * HOUR), end: new Date(NOW.getTime() - 27.5 * HOUR) }],
    });
    expectAgreement(d);
    // 24 h is covered and clean (the trouble was 27 to 30 hours ago); the longer windows are not covered.
    expect(d.tiles['24h']).toBe('No issues');
    expect(d.tiles['7d']).toBe('2 days of data so far: down 1 h, issues for 30 min');
    expect(d.summary).toBe('Tracked for 4 days: 1 day with an outage, 3 days without problems.');
  });

  it('an outage wholly while the monitor was offline counts nowhere', () => {
    const d = dialog({
      createdAt: new Date(NOW.getTime() - 400 * DAY),
      initial: 'online',
      changes: [change(-3 * HOUR, 'online', 'offline'), change(-HOUR, 'offline', 'online')],
      excluded: [{ start: new Date(NOW.getTime() - 3 * HOUR), end: new Date(NOW.getTime() - HOUR) }],
    });
    expectAgreement(d);
    expect(Object.values(d.tiles)).toEqual(Array(4).fill('No issues'));
    expect(d.summary).toBe('Last 90 days: no problems recorded.');
  });
});
