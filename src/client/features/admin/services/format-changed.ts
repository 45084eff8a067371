import { businessClock, formatBusinessTime } from '#client/lib/business-time.ts';
import type { Words } from '#client/i18n/page-words.ts';

/** When a service last changed, short enough for a phone row: "today, 5:17 p.m. MDT" or "Nov 19, 4:07 p.m. MDT" ("aujourd’hui, 17 h 17 HAR"). */
export function formatChanged(iso: string, now: Date, { t, locale }: Words): string {
  return businessClock(locale).sameDay(iso, now)
    ? t('admin-services.override.today', { time: formatBusinessTime(iso, 'time', locale) })
    : formatBusinessTime(iso, 'monthDayTime', locale);
}
