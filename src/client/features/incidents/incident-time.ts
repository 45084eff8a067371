import { businessClock, formatBusinessTime } from '#client/lib/business-time.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "2:05 p.m. MDT" today, "Tue, Jun 16, 2:05 p.m. MDT" any other day, in the provider's time zone. */
export function formatWhen(iso: string, now: Date): string {
  return formatBusinessTime(iso, businessClock().sameDay(iso, now) ? 'time' : 'weekdayTime');
}

/** "just now", "25 min ago", "3 h ago", "2 d ago". */
export function formatAgo(iso: string, now: Date): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  return `${Math.floor(elapsed / DAY_MS)} d ago`;
}
