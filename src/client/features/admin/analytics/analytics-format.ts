import type { DayCount } from '#shared/admin/analytics.js';

/*
 * Days arrive as calendar dates (YYYY-MM-DD) already in the server's time zone: they are read
 * and written as UTC dates so the browser's own zone never shifts them by a day.
 */
const counts = new Intl.NumberFormat('en-CA');
const oneDecimal = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const longDay = new Intl.DateTimeFormat('en-CA', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const mediumDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY_MS = 86_400_000;

export const formatCount = (n: number) => counts.format(n);
export const formatAverage = (n: number) => oneDecimal.format(n);
export const clicksLabel = (n: number) => `${formatCount(n)} ${n === 1 ? 'click' : 'clicks'}`;

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const formatDay = (date: string) => mediumDay.format(dayMs(date));
export const formatDayLong = (date: string) => longDay.format(dayMs(date));
export const formatDayShort = (date: string) => shortDay.format(dayMs(date));
export const formatMonth = (date: string) => monthYear.format(dayMs(date));

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
export function describeDays(days: DayCount[]): string {
  const first = days[0];
  const last = days.at(-1);
  const busiest = busiestDay(days);
  if (!first || !last || !busiest) return 'No clicks yet.';
  const span = first.date === last.date ? `on ${formatDay(first.date)}` : `from ${formatDay(first.date)} to ${formatDay(last.date)}`;
  if (busiest.count === 0) return `No clicks ${span}.`;
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return `${clicksLabel(total)} ${span}. Busiest day: ${formatDay(busiest.date)}, ${clicksLabel(busiest.count)}.`;
}
