import type { DayCount } from '#shared/admin/analytics.js';
import { dateTimeFormat, formatNumber } from '#shared/i18n/format.js';
import type { Locale } from '#shared/i18n/locales.js';
import type { Translate } from '#client/i18n/use-t.ts';
import { PAGE_WORDS, type Words } from '#client/i18n/page-words.ts';

/*
 * Days arrive as calendar dates (YYYY-MM-DD) already in the server's time zone: they are read
 * and written as UTC dates so the browser's own zone never shifts them by a day.
 */
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
const MEDIUM_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const DAY_MS = 86_400_000;

/** "1,234" / "1 234". */
export const formatCount = (n: number, locale: Locale = 'en-CA') => formatNumber(locale, n);
/** "2.5" / "2,5". */
export const formatAverage = (n: number, locale: Locale = 'en-CA') => formatNumber(locale, n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** "1 click", "1,234 clicks" / "1 clic", "1 234 clics". */
export const clicksLabel = (n: number, t: Translate = PAGE_WORDS.t) => t('admin-analytics.clicks', { count: n });

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const day =
  (options: Intl.DateTimeFormatOptions) =>
  (date: string, locale: Locale = 'en-CA') =>
    dateTimeFormat(locale, options).format(dayMs(date));

/** "Jun 7, 2026" / "7 juin 2026". */
export const formatDay = day(MEDIUM_DAY);
/** "Sun, Jun 7, 2026" / "dim. 7 juin 2026". */
export const formatDayLong = day(LONG_DAY);
/** "Jun 7" / "7 juin". */
export const formatDayShort = day(SHORT_DAY);
/** "Jun 2026" / "juin 2026". */
export const formatMonth = day(MONTH_YEAR);

/** Every day from the first to the last listed, zeros filled in, so a chart's time axis has no jumps. */
export function fillDays(days: DayCount[]): DayCount[] {
  if (days.length === 0) return [];
  const byDate = new Map(days.map((d) => [d.date, d.count]));
  const filled: DayCount[] = [];
  for (let ms = dayMs(days[0]!.date); ms <= dayMs(days.at(-1)!.date); ms += DAY_MS) {
    const date = dayOf(ms);
    filled.push({ date, count: byDate.get(date) ?? 0 });
  }
  return filled;
}

/**
 * Totals per week (weeks start on Monday), each dated by its Monday, for charts of long
 * series where daily bars would be a comb of weekday peaks and weekend dips.
 */
export function weeklyTotals(days: DayCount[]): DayCount[] {
  const weeks = new Map<string, number>();
  for (const d of days) {
    const ms = dayMs(d.date);
    const monday = dayOf(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS);
    weeks.set(monday, (weeks.get(monday) ?? 0) + d.count);
  }
  return [...weeks].map(([date, count]) => ({ date, count }));
}

/** The busiest day (the earliest of equals), or null for an empty series. */
export function busiestDay(days: DayCount[]): DayCount | null {
  return days.reduce<DayCount | null>((best, d) => (best === null || d.count > best.count ? d : best), null);
}

/** One sentence saying what a day chart shows, for its caption and for screen readers. */
export function describeDays(days: DayCount[], { t, locale }: Words = PAGE_WORDS): string {
  const first = days[0];
  const last = days.at(-1);
  const busiest = busiestDay(days);
  if (!first || !last || !busiest) return t('admin-analytics.summary.none');
  const oneDay = first.date === last.date;
  const span = { day: formatDay(first.date, locale), first: formatDay(first.date, locale), last: formatDay(last.date, locale) };
  if (busiest.count === 0) return oneDay ? t('admin-analytics.summary.noClicksOn', span) : t('admin-analytics.summary.noClicksBetween', span);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const values = { ...span, total, busiest: formatDay(busiest.date, locale), busiestCount: busiest.count };
  return oneDay ? t('admin-analytics.summary.clicksOn', values) : t('admin-analytics.summary.clicksBetween', values);
}
