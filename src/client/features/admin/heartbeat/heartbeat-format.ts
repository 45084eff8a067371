import { businessClock } from '#client/lib/business-time.ts';
import { businessTime } from '#shared/business-time.js';
import type { ClinicConnectivityState } from '#shared/onboarding/heartbeat.js';

export const STATE_LABEL: Record<ClinicConnectivityState, string> = {
  online: 'Online',
  silent: 'Silent',
  'not-seen-today': 'Not seen today',
  closed: 'Closed',
  never: 'Never seen',
};

/** '14 min', '2 h 5 min', '3 h'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function silentText(minutes: number): string {
  return `Silent for ${formatMinutes(minutes)} — likely an internet problem at the clinic`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(timeZone: string) {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit', timeZone });
    timeFormats.set(timeZone, format);
  }
  return format;
}

/**
 * 'between 9:02 and 9:05 a.m. MDT', 'between 11:58 a.m. and 12:03 p.m. MDT', or 'at 9:02 a.m. MDT'
 * when both ends fall in the same minute. In the provider's time zone unless another is given.
 */
export function formatSilentSpan(fromIso: string, toIso: string, timeZone: string = businessClock().timeZone): string {
  const clock = timeZone === businessClock().timeZone ? businessClock() : businessTime(timeZone);
  return `${spanText(fromIso, toIso, timeZone)} ${clock.zoneName(toIso)}`;
}

function spanText(fromIso: string, toIso: string, timeZone: string): string {
  const format = timeFormat(timeZone);
  const from = format.formatToParts(new Date(fromIso));
  const to = format.formatToParts(new Date(toIso));
  const join = (parts: Intl.DateTimeFormatPart[]) => parts.map((p) => p.value).join('');
  if (join(from) === join(to)) return `at ${join(to)}`;
  const period = (parts: Intl.DateTimeFormatPart[]) => parts.find((p) => p.type === 'dayPeriod')?.value;
  const samePeriod = period(from) !== undefined && period(from) === period(to);
  const start = samePeriod ? join(from.filter((p) => p.type === 'hour' || p.type === 'minute' || (p.type === 'literal' && p.value === ':'))) : join(from);
  return `between ${start} and ${join(to)}`;
}

/** 'A, B, C and 2 more' (the first `shown` names). */
export function listNames(names: readonly string[], shown = 3): string {
  if (names.length <= shown) {
    return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  }
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
