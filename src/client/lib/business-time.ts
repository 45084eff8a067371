import { businessTime, type BusinessTime, type BusinessTimeStyle } from '../../shared/business-time.ts';
import { publicConfig } from './public-config.ts';

let clock: BusinessTime | undefined;

/** The provider's zone (from the page's config) as read by this browser. */
export function businessClock(): BusinessTime {
  clock ??= businessTime(publicConfig().timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return clock;
}

/** A business date or time in the provider's zone, labelled when this browser is in another. */
export function formatBusinessTime(at: Date | string, style: BusinessTimeStyle): string {
  return businessClock().format(at, style);
}

/** A datetime-local value ("2026-06-15T09:30"): the instant's wall-clock time in the provider's zone. */
export function wallTimeValue(at: Date): string {
  return businessClock().toWallTime(at);
}

/** The ISO instant a datetime-local value names in the provider's zone; null when empty or not a time. */
export function instantOfWallTime(value: string): string | null {
  return businessClock().fromWallTime(value)?.toISOString() ?? null;
}

/** What a time input says about the zone its value is typed in. */
export function wallTimeZoneHint(now: Date = new Date()): string {
  const clock = businessClock();
  return `Times are in the provider's time zone, ${clock.timeZone.replace(/_/g, ' ')} (${clock.zoneName(now)}).`;
}
