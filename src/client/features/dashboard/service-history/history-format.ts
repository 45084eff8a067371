import { formatBusinessTime } from '#client/lib/business-time.ts';

/*
 * Words and numbers of the history view. Days come from the server as local dates of the
 * provider's time zone (YYYY-MM-DD) and are formatted as dates, never shifted by the browser's zone.
 * The words for days and windows are shared with the server, whose tests check them against the figures.
 */

export { describeDay, describeWindow, formatMinutes, NOT_ENOUGH_DATA, summarizeDays } from '#shared/status/history-words.js';

const dayFormat = new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Sat, Jun 13, 2026" for a YYYY-MM-DD day. */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** "Jun 13" for a YYYY-MM-DD day. */
export const formatShortDay = (date: string) => shortDayFormat.format(new Date(`${date}T00:00:00Z`));
/** "Jun 13, 3:05 p.m." in the provider's zone. */
export const formatDateTime = (iso: string) => formatBusinessTime(iso, 'monthDayTime');
/** "Sat, Jun 13, 3 p.m." for the start of an hour, in the provider's zone. */
export const formatHour = (iso: string) => formatBusinessTime(iso, 'weekdayHour');

/**
 * Uptime as people read it: two decimals, rounded down, so 99.999 shows as 99.99 % and only
 * a clean record shows 100 %.
 */
export function formatUptime(value: number | null): string {
  if (value === null) return '—';
  if (value >= 100) return '100%';
  return `${(Math.floor(value * 100) / 100).toFixed(2)}%`;
}

/** "245 ms", "1.2 s". */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

/** The chart's accessible summary: average and slowest point of a series. */
export function summarizeResponseTimes(points: { avg: number; max: number; label: string }[], span: string): string {
  if (points.length === 0) return `No response times recorded in the ${span}.`;
  const average = points.reduce((sum, p) => sum + p.avg, 0) / points.length;
  const slowest = points.reduce((max, p) => (p.max > max.max ? p : max));
  return `Average response time ${formatMs(average)} over the ${span}; slowest check ${formatMs(slowest.max)} (${slowest.label}).`;
}
