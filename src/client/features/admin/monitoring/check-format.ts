import type { AdminCheck } from '#shared/status/monitoring.js';
import { PAGE_WORDS, type Words } from '#client/i18n/page-words.ts';
import { formatAdminTime } from '../ui/format.ts';

export type { Words };

/** For callers that name no language (the panel's components pass useT()). */
const english: Words = PAGE_WORDS;

/** "just now", "4 min ago", "2 h ago", else the day and time ("Nov 19, 4:07 p.m. MDT"). */
export function formatAgo(iso: string | null, now: Date, { t, locale }: Words = english): string {
  if (!iso) return t('admin-monitoring.time.never');
  const seconds = Math.round((now.getTime() - Date.parse(iso)) / 1000);
  if (seconds < 45) return t('admin-monitoring.time.justNow');
  if (seconds < 3600) return t('admin-monitoring.time.minutesAgo', { minutes: Math.round(seconds / 60) });
  if (seconds < 86_400) return t('admin-monitoring.time.hoursAgo', { hours: Math.round(seconds / 3600) });
  return t('admin-monitoring.time.onDate', { date: formatAdminTime(iso, 'monthDayTime', locale) });
}

/** "in 40 s", "in 3 min", "in 2 h", "in 5 days", "due now". */
export function formatIn(iso: string | null, now: Date, { t }: Words = english): string {
  if (!iso) return t('admin-monitoring.time.soon');
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  if (seconds <= 0) return t('admin-monitoring.time.dueNow');
  if (seconds < 90) return t('admin-monitoring.time.inSeconds', { seconds });
  if (seconds < 90 * 60) return t('admin-monitoring.time.inMinutes', { minutes: Math.round(seconds / 60) });
  if (seconds < 36 * 3600) return t('admin-monitoring.time.inHours', { hours: Math.round(seconds / 3600) });
  return t('admin-monitoring.time.inDays', { days: Math.round(seconds / 86_400) });
}

/** "every 1 h", "every 2 min", "every 45 s". */
export function formatInterval(seconds: number, { t }: Words = english): string {
  if (seconds % 3600 === 0) return t('admin-monitoring.time.everyHours', { hours: seconds / 3600 });
  if (seconds % 60 === 0) return t('admin-monitoring.time.everyMinutes', { minutes: seconds / 60 });
  return t('admin-monitoring.time.everySeconds', { seconds });
}

/** What the counters mean for the next change, in words. */
export function streakText(check: AdminCheck, { t }: Words = english): string | null {
  if (check.consecutiveFailures > 0) {
    return check.checkStatus === 'offline'
      ? t('admin-monitoring.check.failuresInRow', { count: check.consecutiveFailures })
      : t('admin-monitoring.check.failuresBeforeOffline', { count: check.consecutiveFailures, limit: check.failuresToOffline });
  }
  if (check.consecutiveSuccesses > 0 && check.consecutiveSuccesses < check.successesToOnline && check.checkStatus === 'offline') {
    return t('admin-monitoring.check.successesBeforeOnline', { count: check.consecutiveSuccesses, limit: check.successesToOnline });
  }
  return null;
}
