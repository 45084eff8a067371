import { formatBusinessTime } from '#client/lib/business-time.ts';
import { PAGE_WORDS } from '#client/i18n/page-words.ts';
import type { Translation } from '#client/i18n/use-t.ts';
import { formatNumber, formatPercent, dateTimeFormat } from '#shared/i18n/format.js';
import type { Locale } from '#shared/i18n/locales.js';
import type { HistoryDay, WindowSummary } from '#shared/status/history.js';
import { formatMinutes } from '#shared/status/history-words.js';

/*
 * Words and numbers of the history view, in the page's language (PAGE_WORDS unless told). Days come
 * from the server as local dates of the provider's time zone (YYYY-MM-DD) and are formatted as
 * dates, never shifted by the browser's zone. The decisions are those of src/shared/status/history-words.ts,
 * whose English the server's tests check against the figures; "45 min", "1 h 5 min" read the same in French.
 */

export { formatMinutes };

type Words = Pick<Translation, 't' | 'locale'>;

const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Sat, Jun 13, 2026" ("sam. 13 juin 2026") for a YYYY-MM-DD day. */
export const formatDay = (date: string, locale: Locale = 'en-CA') =>
  dateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(asDate(date));
/** "Jun 13" ("13 juin") for a YYYY-MM-DD day. */
export const formatShortDay = (date: string, locale: Locale = 'en-CA') =>
  dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(asDate(date));
/** "Jun 13, 3:05 p.m." in the provider's zone. */
export const formatDateTime = (iso: string, locale: Locale = 'en-CA') => formatBusinessTime(iso, 'monthDayTime', locale);
/** "Sat, Jun 13, 3 p.m." for the start of an hour, in the provider's zone. */
export const formatHour = (iso: string, locale: Locale = 'en-CA') => formatBusinessTime(iso, 'weekdayHour', locale);

/** How much history there is: "10 min", "5 h 20 min", "1 day", "45 days" (whole days, rounded down). */
export function formatDataSpan(minutes: number, { t }: Words = PAGE_WORDS): string {
  if (minutes < 24 * 60) return formatMinutes(minutes);
  return t('board.history.days', { count: Math.floor(minutes / (24 * 60)) });
}

/** "down 1 h 5 min, issues for 20 min"; null when the time was all fine. */
function problems(minutes: { offlineMinutes: number; warningMinutes: number }, { t }: Words): { text: string; first: 'down' | 'issues' } | null {
  const down = minutes.offlineMinutes > 0 ? formatMinutes(minutes.offlineMinutes) : null;
  const issues = minutes.warningMinutes > 0 ? formatMinutes(minutes.warningMinutes) : null;
  if (down && issues) return { text: t('board.history.downAndIssues', { down, issues }), first: 'down' };
  if (down) return { text: t('board.history.down', { down }), first: 'down' };
  if (issues) return { text: t('board.history.issues', { issues }), first: 'issues' };
  return null;
}

/**
 * The line under an uptime tile's figure: "No issues", "Down 2 h 10 min", "Issues for 40 min";
 * for a window the history does not cover yet, how much there is ("10 min of data so far: down 6 min").
 */
export function describeWindow(window: WindowSummary, words: Words = PAGE_WORDS): string {
  const { t } = words;
  const found = problems(window, words);
  if (window.complete) return found ? capitalise(found.text, words.locale) : t('board.history.noIssues');
  if (window.dataMinutes === 0) return t('board.history.noData');
  const span = formatDataSpan(window.dataMinutes, words);
  return found ? t('board.history.partialWith', { span, found: found.text }) : t('board.history.partialClean', { span });
}

const capitalise = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The big line of an uptime tile when the window is not covered (its figure would claim more than is known). */
export const notEnoughData = ({ t }: Words = PAGE_WORDS) => t('board.history.notEnoughData');

/**
 * What one day of the bar says (its label and tooltip). A day without data before the first
 * tracked day is "not tracked yet"; one after it had no known status (the board's own monitor was offline).
 */
export function describeDay(day: HistoryDay, afterTrackingBegan = false, { t }: Words = PAGE_WORDS): string {
  switch (day.worst) {
    case 'nodata':
      return t(afterTrackingBegan ? 'board.history.day.noData' : 'board.history.day.notTracked');
    case 'offline':
      return day.warningMinutes > 0
        ? t('board.history.day.outageAndIssues', { down: formatMinutes(day.offlineMinutes), issues: formatMinutes(day.warningMinutes) })
        : t('board.history.day.outage', { down: formatMinutes(day.offlineMinutes) });
    case 'warning':
      return t('board.history.day.issues', { issues: formatMinutes(day.warningMinutes) });
    default:
      return t('board.history.day.clean');
  }
}

/** One sentence for the whole bar: "Last 90 days: 1 day with an outage, 89 days without problems." */
export function summarizeDays(days: HistoryDay[], { t }: Words = PAGE_WORDS): string {
  const tracked = days.filter((d) => d.worst !== 'nodata');
  if (tracked.length === 0) return t('board.history.summary.none');
  const offline = tracked.filter((d) => d.worst === 'offline').length;
  const warning = tracked.filter((d) => d.worst === 'warning').length;
  const clean = tracked.length - offline - warning;
  const lead =
    tracked.length < days.length ? t('board.history.summary.tracked', { count: tracked.length }) : t('board.history.summary.last', { count: days.length });
  if (offline === 0 && warning === 0) return t('board.history.summary.clean', { lead });
  const parts = [
    offline > 0 && t('board.history.summary.outage', { count: offline }),
    warning > 0 && t('board.history.summary.issues', { count: warning }),
    clean > 0 && t('board.history.summary.fine', { count: clean }),
  ];
  return t('board.history.summary.sentence', { lead, parts: parts.filter(Boolean).join(', ') });
}

/**
 * Uptime as people read it: two decimals, rounded down, so 99.999 shows as 99.99 % and only
 * a clean record shows 100 % ("99,99 %" in French).
 */
export function formatUptime(value: number | null, locale: Locale = 'en-CA'): string {
  if (value === null) return '—';
  if (value >= 100) return formatPercent(locale, 1, 0);
  return formatPercent(locale, Math.floor(value * 100) / 10_000, 2, 2);
}

/** "245 ms", "1.2 s" ("1,2 s"). */
export function formatMs(ms: number, locale: Locale = 'en-CA'): string {
  if (ms < 1000) return `${formatNumber(locale, Math.round(ms))} ms`;
  const digits = ms < 10_000 ? 1 : 0;
  return `${formatNumber(locale, ms / 1000, { minimumFractionDigits: digits, maximumFractionDigits: digits })} s`;
}

/** The chart's accessible summary: average and slowest point of a series. `span` is "last 7 days" in the page's language. */
export function summarizeResponseTimes(points: { avg: number; max: number; label: string }[], span: string, { t, locale }: Words = PAGE_WORDS): string {
  if (points.length === 0) return t('board.history.response.none', { span });
  const average = points.reduce((sum, p) => sum + p.avg, 0) / points.length;
  const slowest = points.reduce((max, p) => (p.max > max.max ? p : max));
  return t('board.history.response.summary', { average: formatMs(average, locale), span, slowest: formatMs(slowest.max, locale), when: slowest.label });
}
