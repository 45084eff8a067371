import { businessClock, formatBusinessTime } from '#client/lib/business-time.ts';

/** When a service last changed, short enough for a phone row: "today, 5:17 p.m. MDT" or "Nov 19, 4:07 p.m. MDT". */
export function formatChanged(iso: string, now: Date): string {
  return businessClock().sameDay(iso, now) ? `today, ${formatBusinessTime(iso, 'time')}` : formatBusinessTime(iso, 'monthDayTime');
}
