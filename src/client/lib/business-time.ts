import { businessTime, type BusinessTime, type BusinessTimeStyle } from '#shared/business-time.js';
import { compactMaintenanceWindow, maintenanceWindowWords, type MaintenanceWindowWords, type WindowSpan } from '#shared/maintenance-window-words.js';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.js';
import { ENGLISH_WORDS, type Words } from '#shared/time-words.js';
import { publicConfig } from './public-config.ts';

const clocks = new Map<Locale, BusinessTime>();
const providerClocks = new Map<Locale, BusinessTime>();
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

/** The provider's zone (from the page's config) as read by this browser, writing in `locale` (English unless told). */
export function businessClock(locale: Locale = DEFAULT_LOCALE): BusinessTime {
  if (!viewerZoneShown) {
    let clock = providerClocks.get(locale);
    if (!clock) {
      const { timeZone } = publicConfig();
      providerClocks.set(locale, (clock = businessTime(timeZone, timeZone, locale)));
    }
    return clock;
  }
  let clock = clocks.get(locale);
  if (!clock) clocks.set(locale, (clock = businessTime(publicConfig().timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone, locale)));
  return clock;
}

/** A business date or time in the provider's zone: a time of day with the zone's name, a date alone labelled when this browser is in another. */
export function formatBusinessTime(at: Date | string, style: BusinessTimeStyle, locale: Locale = DEFAULT_LOCALE): string {
  return businessClock(locale).format(at, style);
}

/** "11:19 a.m. MDT" for a moment of today, "Nov 26, 11:19 a.m. MDT" for an earlier day ("11 h 19 HAR", "26 nov., 11 h 19 HAR"): the exact time beside an age. */
export function formatRecentTime(at: Date | number, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  const moment = new Date(at);
  return formatBusinessTime(moment, businessClock(locale).sameDay(moment, now) ? 'time' : 'monthDayTime', locale);
}

/** A datetime-local value ("2026-06-15T09:30"): the instant's wall-clock time in the provider's zone. */
export function wallTimeValue(at: Date): string {
  return businessClock().toWallTime(at);
}

/** The ISO instant a datetime-local value names in the provider's zone; null when empty or not a time. */
export function instantOfWallTime(value: string): string | null {
  return businessClock().fromWallTime(value)?.toISOString() ?? null;
}

/** What a time input says about the zone its value is typed in; `words` is the page's useT() (English unless told). */
export function wallTimeZoneHint(now: Date = new Date(), words: Words = ENGLISH_WORDS): string {
  const clock = businessClock(words.locale);
  return words.t('time.zoneHint', { zone: clock.timeZone.replace(/_/g, ' '), abbr: clock.zoneName(now) });
}

/** "Tonight 6:00 to 10:00 p.m. MDT", with this browser's own time beside it when its clock reads otherwise; `words` is the page's useT(). */
export function maintenanceWindowText(window: WindowSpan, now: Date, words: Words = ENGLISH_WORDS): MaintenanceWindowWords {
  const clock = businessClock(words.locale);
  return maintenanceWindowWords(window, { timeZone: clock.timeZone, viewerZone: clock.viewerZone, now, words });
}

/** "Tonight 6 to 10 p.m.", "Until 10 p.m.": a window in few words for the wall display, which shows the zone beside its clock. */
export function compactWindowText(window: WindowSpan, now: Date, words: Words = ENGLISH_WORDS): string {
  return compactMaintenanceWindow(window, { timeZone: businessClock(words.locale).timeZone, now, words });
}
