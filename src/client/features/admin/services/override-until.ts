import { businessClock, formatBusinessTime, instantOfWallTime, wallTimeValue } from '#client/lib/business-time.ts';
import { PAGE_WORDS, type Words } from '#client/i18n/page-words.ts';

/** A datetime-local value (the provider's time zone) as an ISO instant; null when empty. */
export function untilFromLocal(value: string): string | null | 'invalid' {
  if (!value.trim()) return null;
  return instantOfWallTime(value) ?? 'invalid';
}

/** Why the typed end time cannot be sent (MONITORING_MESSAGES, in the page's language), or undefined. */
export function untilError(value: string, now: Date, { t }: Words = PAGE_WORDS): string | undefined {
  const until = untilFromLocal(value);
  if (until === 'invalid') return t('admin-services.error.until');
  if (until && Date.parse(until) <= now.getTime()) return t('admin-services.error.untilPast');
  return undefined;
}

/** "2026-06-15T09:30" for a datetime-local input: the given moment in the provider's time zone. */
export const localDateTimeValue = wallTimeValue;

/** "until 5:00 p.m. MDT" today, "until Jun 16, 9:00 a.m. MDT" later, "until cleared" without an end. */
export function formatUntil(until: string | null, now: Date, { t, locale }: Words = PAGE_WORDS): string {
  if (!until) return t('admin-services.override.untilCleared');
  return t('admin-services.override.until', { time: formatBusinessTime(until, businessClock(locale).sameDay(until, now) ? 'time' : 'monthDayTime', locale) });
}
