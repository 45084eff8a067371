import { MONITORING_MESSAGES } from '../../../../shared/monitoring.ts';

/** A datetime-local value (this computer's time zone) as an ISO instant; null when empty. */
export function untilFromLocal(value: string): string | null | 'invalid' {
  if (!value.trim()) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? 'invalid' : at.toISOString();
}

/** Why the typed end time cannot be sent, or undefined. */
export function untilError(value: string, now: Date): string | undefined {
  const until = untilFromLocal(value);
  if (until === 'invalid') return MONITORING_MESSAGES.until;
  if (until && Date.parse(until) <= now.getTime()) return MONITORING_MESSAGES.untilPast;
  return undefined;
}

/** "2026-06-15T09:30" for a datetime-local input: the given moment in this computer's time zone. */
export function localDateTimeValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const time = new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "until 5:00 p.m." today, "until Jun 16, 9:00 a.m." later, "until cleared" without an end. */
export function formatUntil(until: string | null, now: Date): string {
  if (!until) return 'until cleared';
  const at = new Date(until);
  return `until ${at.toDateString() === now.toDateString() ? time.format(at) : dayAndTime.format(at)}`;
}
