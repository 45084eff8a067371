import { businessTime, type BusinessTime, type BusinessTimeStyle } from '#shared/business-time.js';
import { compactMaintenanceWindow, maintenanceWindowWords, type MaintenanceWindowWords, type WindowSpan } from '#shared/maintenance-window-words.js';
import { publicConfig } from './public-config.ts';

let clock: BusinessTime | undefined;
let providerClock: BusinessTime | undefined;
let viewerZoneShown = true;

/**
 * Times are written as the server writes them, which cannot know the browser's zone, until
 * showViewerZone: the server renders so, and a page it drew hydrates with the same words.
 */
export function holdViewerZone(): void {
  viewerZoneShown = false;
}

/**
 * From now on, times also say this browser's own zone where it differs ("7 p.m. EST, your time").
 * App calls this once hydrated; the next render (right after, as the clock moves on from the
 * page's moment) adds them.
 */
export function showViewerZone(): void {
  viewerZoneShown = true;
}

/** The provider's zone (from the page's config) as read by this browser. */
export function businessClock(): BusinessTime {
  if (!viewerZoneShown) {
    const { timeZone } = publicConfig();
    providerClock ??= businessTime(timeZone, timeZone);
    return providerClock;
  }
  clock ??= businessTime(publicConfig().timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return clock;
}

/** A business date or time in the provider's zone: a time of day with the zone's name, a date alone labelled when this browser is in another. */
export function formatBusinessTime(at: Date | string, style: BusinessTimeStyle): string {
  return businessClock().format(at, style);
}

/** "11:19 a.m. MDT" for a moment of today, "Nov 26, 11:19 a.m. MDT" for an earlier day: the exact time beside an age. */
export function formatRecentTime(at: Date | number, now: Date = new Date()): string {
  const moment = new Date(at);
  return formatBusinessTime(moment, businessClock().sameDay(moment, now) ? 'time' : 'monthDayTime');
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

/** "Tonight 6:00 to 10:00 p.m. MDT", with this browser's own time beside it when its clock reads otherwise. */
export function maintenanceWindowText(window: WindowSpan, now: Date): MaintenanceWindowWords {
  const clock = businessClock();
  return maintenanceWindowWords(window, { timeZone: clock.timeZone, viewerZone: clock.viewerZone, now });
}

/** "Tonight 6 to 10 p.m.", "Until 10 p.m.": a window in few words for the wall display, which shows the zone beside its clock. */
export function compactWindowText(window: WindowSpan, now: Date): string {
  return compactMaintenanceWindow(window, { timeZone: businessClock().timeZone, now });
}
