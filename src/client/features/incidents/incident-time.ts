import { businessClock, formatBusinessTime } from '#client/lib/business-time.ts';
import type { Translate } from '#client/i18n/use-t.ts';
import type { Locale } from '#shared/i18n/locales.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "2:05 p.m. MDT" today, "Tue, Jun 16, 2:05 p.m. MDT" any other day, in the provider's time zone (as `locale` writes it). */
export function formatWhen(iso: string, now: Date, locale?: Locale): string {
  return formatBusinessTime(iso, businessClock(locale).sameDay(iso, now) ? 'time' : 'weekdayTime', locale);
}

/** "just now", "25 min ago", "3 h ago", "2 d ago" (in French "à l’instant", "il y a 25 min"...). */
export function formatAgo(iso: string, now: Date, t: Translate): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < MINUTE_MS) return t('incidents.ago.justNow');
  if (elapsed < HOUR_MS) return t('incidents.ago.minutes', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return t('incidents.ago.hours', { count: Math.floor(elapsed / HOUR_MS) });
  return t('incidents.ago.days', { count: Math.floor(elapsed / DAY_MS) });
}
