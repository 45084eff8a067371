import type { HistoryDay } from '../../../../shared/status/history.ts';
import { formatBusinessTime } from '../../../lib/business-time.ts';

/*
 * Words and numbers of the history view. Days come from the server as local dates of the
 * provider's time zone (YYYY-MM-DD) and are formatted as dates, never shifted by the browser's zone.
 */

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

/** Degraded time, rounded up, so any issue shows as at least 0.01 %. */
export function formatDegraded(value: number | null): string {
  if (value === null || value <= 0) return '0%';
  return `${(Math.ceil(value * 100) / 100).toFixed(2)}%`;
}

/** "45 min", "2 h", "1 h 5 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "245 ms", "1.2 s". */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

/** What one day of the bar says, in words (its label and tooltip). */
export function describeDay(day: HistoryDay): string {
  const issues = day.warningMinutes > 0 ? `issues for ${formatMinutes(day.warningMinutes)}` : null;
  switch (day.worst) {
    case 'nodata':
      return 'Not tracked yet';
    case 'offline':
      return [`Outage: offline for ${formatMinutes(day.offlineMinutes)}`, issues].filter(Boolean).join(', ');
    case 'warning':
      return `Issues for ${formatMinutes(day.warningMinutes)}`;
    default:
      return 'No problems recorded';
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One sentence for the whole bar. */
export function summarizeDays(days: HistoryDay[]): string {
  const tracked = days.filter((d) => d.worst !== 'nodata');
  if (tracked.length === 0) return 'No days tracked yet.';
  const offline = tracked.filter((d) => d.worst === 'offline').length;
  const warning = tracked.filter((d) => d.worst === 'warning').length;
  const clean = tracked.length - offline - warning;
  const lead = tracked.length < days.length ? `Tracked for ${plural(tracked.length, 'day')}: ` : `Last ${days.length} days: `;
  if (offline === 0 && warning === 0) return `${lead}no problems recorded.`;
  const parts = [offline > 0 && `${plural(offline, 'day')} with an outage`, warning > 0 && `${plural(warning, 'day')} with issues`];
  return `${lead}${parts.filter(Boolean).join(', ')}, ${plural(clean, 'day')} without problems.`;
}

/** The chart's accessible summary: average and slowest point of a series. */
export function summarizeResponseTimes(points: { avg: number; max: number; label: string }[], span: string): string {
  if (points.length === 0) return `No response times recorded in the ${span}.`;
  const average = points.reduce((sum, p) => sum + p.avg, 0) / points.length;
  const slowest = points.reduce((max, p) => (p.max > max.max ? p : max));
  return `Average response time ${formatMs(average)} over the ${span}; slowest check ${formatMs(slowest.max)} (${slowest.label}).`;
}
