import { businessClock, formatBusinessTime, instantOfWallTime, wallTimeValue } from '#client/lib/business-time.ts';
import { MONITORING_MESSAGES } from '#shared/status/monitoring.js';

/** A datetime-local value (the provider's time zone) as an ISO instant; null when empty. */
export function untilFromLocal(value: string): string | null | 'invalid' {
  if (!value.trim()) return null;
  return instantOfWallTime(value) ?? 'invalid';
}

/** Why the typed end time cannot be sent, or undefined. */
export function untilError(value: string, now: Date): string | undefined {
  const until = untilFromLocal(value);
  if (until === 'invalid') return MONITORING_MESSAGES.until;
  if (until && Date.parse(until) <= now.getTime()) return MONITORING_MESSAGES.untilPast;
  return undefined;
}

/** "2026-06-15T09:30" for a datetime-local input: the given moment in the provider's time zone. */
export const localDateTimeValue = wallTimeValue;

/** "until 5:00 p.m. MDT" today, "until Jun 16, 9:00 a.m. MDT" later, "until cleared" without an end. */
export function formatUntil(until: string | null, now: Date): string {
  if (!until) return 'until cleared';
  return `until ${formatBusinessTime(until, businessClock().sameDay(until, now) ? 'time' : 'monthDayTime')}`;
}
