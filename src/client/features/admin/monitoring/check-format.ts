import type { AdminCheck } from '#shared/status/monitoring.js';
import { formatBusinessTime } from '#client/lib/business-time.ts';

/** "just now", "4 min ago", "2 h ago", else the day and time ("Nov 19, 4:07 p.m. MDT"). */
export function formatAgo(iso: string | null, now: Date): string {
  if (!iso) return 'never';
  const seconds = Math.round((now.getTime() - Date.parse(iso)) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h ago`;
  return formatBusinessTime(iso, 'monthDayTime');
}

/** "in 40 s", "in 3 min", "in 2 h", "in 5 days", "due now". */
export function formatIn(iso: string | null, now: Date): string {
  if (!iso) return 'soon';
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  if (seconds <= 0) return 'due now';
  if (seconds < 90) return `in ${seconds} s`;
  if (seconds < 90 * 60) return `in ${Math.round(seconds / 60)} min`;
  if (seconds < 36 * 3600) return `in ${Math.round(seconds / 3600)} h`;
  return `in ${Math.round(seconds / 86_400)} days`;
}

export function formatInterval(seconds: number): string {
  if (seconds % 3600 === 0) return `every ${seconds / 3600} h`;
  if (seconds % 60 === 0) return `every ${seconds / 60} min`;
  return `every ${seconds} s`;
}

/** What the counters mean for the next change, in words. */
export function streakText(check: AdminCheck): string | null {
  if (check.consecutiveFailures > 0) {
    return check.checkStatus === 'offline'
      ? `${check.consecutiveFailures} failure${check.consecutiveFailures === 1 ? '' : 's'} in a row`
      : `${check.consecutiveFailures} of ${check.failuresToOffline} failures before offline`;
  }
  if (check.consecutiveSuccesses > 0 && check.consecutiveSuccesses < check.successesToOnline && check.checkStatus === 'offline') {
    return `${check.consecutiveSuccesses} of ${check.successesToOnline} successes before online`;
  }
  return null;
}
