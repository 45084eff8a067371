import { PAGE_WORDS, type Words } from '#client/i18n/page-words.ts';
import { formatDate } from './format.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A short relative time for admin lists ('Just now', '5 min ago', '3 h ago', '2 d ago'; 'Il y a 5 min'); past a
 * month the date itself says more. Dates in the future (clock skew) read as 'Just now'.
 */
export function timeAgo(iso: string, now: Date, { t, locale }: Words = PAGE_WORDS): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed) || elapsed < MINUTE_MS) return t('admin-panel.ago.justNow');
  if (elapsed < HOUR_MS) return t('admin-panel.ago.minutes', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return t('admin-panel.ago.hours', { count: Math.floor(elapsed / HOUR_MS) });
  if (elapsed < 30 * DAY_MS) return t('admin-panel.ago.days', { count: Math.floor(elapsed / DAY_MS) });
  return formatDate(iso, locale);
}
