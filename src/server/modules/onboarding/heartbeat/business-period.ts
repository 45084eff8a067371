import { localDayAndMinute, type BusinessHours } from '#server/lib/time/business-hours.js';
import { businessTime } from '#shared/business-time.js';
import type { Locale } from '#shared/i18n/locales.js';
import { formatDateTime } from '#shared/i18n/format.js';
import { translator } from '#server/lib/i18n/translator.js';

const DAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_MS = 86_400_000;

/**
 * Where the business-hours period that `now` falls in began: its local weekday and wall-clock
 * minute, or null outside business hours. Touching or overlapping groups of the same day
 * ('08:00-12:00, 12:00-17:00') count as one period.
 */
export function currentPeriod(hours: BusinessHours, now: Date, timeZone: string): { day: number; startMinute: number } | null {
  const { day, minute } = localDayAndMinute(now, timeZone);
  const today = hours.filter((rule) => rule.days.includes(day));
  const containing = today.filter((rule) => minute >= rule.startMinute && minute < rule.endMinute);
  if (containing.length === 0) return null;
  let start = Math.min(...containing.map((rule) => rule.startMinute));
  for (;;) {
    const reaching = today.filter((rule) => rule.startMinute < start && rule.endMinute >= start);
    if (reaching.length === 0) return { day, startMinute: start };
    start = Math.min(...reaching.map((rule) => rule.startMinute));
  }
}

/**
 * Whether `at` (not after now) lies in the period: the same local date, at or after its start.
 * Compared as local wall-clock minutes, not by subtracting minutes from now, so a daylight-saving
 * change between the opening and now cannot shift the opening by an hour. Two instants less than a
 * day apart on the same local weekday are on the same local date.
 */
export function isInPeriod(period: { day: number; startMinute: number }, at: Date, now: Date, timeZone: string): boolean {
  if (now.getTime() - at.getTime() >= DAY_MS) return false;
  const local = localDayAndMinute(at, timeZone);
  return local.day === period.day && local.minute >= period.startMinute;
}

const MINUTES_PER_DAY = 24 * 60;

/** "8:00 a.m.", "12:30 p.m.": a minute of the day on the 12-hour clock. */
function clockOf(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute % 60).padStart(2, '0')} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

function hoursOf(startMinute: number, endMinute: number): string {
  if (startMinute === 0 && endMinute === MINUTES_PER_DAY) return 'all day';
  return `${clockOf(startMinute)} to ${endMinute === MINUTES_PER_DAY ? 'midnight' : clockOf(endMinute)}`;
}

/** 'Mon-Fri 8:00 a.m. to 5:00 p.m. MDT': the setting in words, on the 12-hour clock, with the zone's name at `at`. */
export function describeBusinessHours(hours: BusinessHours, timeZone: string, at: Date): string {
  const groups = hours.map((rule) => {
    const first = DAY_LABELS[rule.days[0]!]!;
    const days = rule.days.length === 1 ? first : `${first}-${DAY_LABELS[rule.days[rule.days.length - 1]!]}`;
    return `${days} ${hoursOf(rule.startMinute, rule.endMinute)}`;
  });
  return `${groups.join(', ')} ${businessTime(timeZone).zoneName(at)}`;
}

/** A Sunday: day 0 of DAY_LABELS, for naming weekdays by their number. */
const A_SUNDAY = Date.UTC(2026, 10, 1, 12);

/** The same setting as French writes it: 'lun.-ven. de 8 h à 17 h HAR' (24-hour clock, the language's own day names). */
export function describeBusinessHoursIn(locale: Locale, hours: BusinessHours, timeZone: string, at: Date): string {
  if (locale === 'en-CA') return describeBusinessHours(hours, timeZone, at);
  const { t } = translator(locale);
  const dayName = (day: number) => formatDateTime(locale, new Date(A_SUNDAY + day * DAY_MS), { weekday: 'short', timeZone: 'UTC' });
  const clock = (minute: number) => {
    const hour = Math.floor(minute / 60) % 24;
    return t('server-hours.clock', { hour, minutes: minute % 60 === 0 ? 'none' : String(minute % 60).padStart(2, '0') });
  };
  const groups = hours.map((rule) => {
    const first = dayName(rule.days[0]!);
    const days = rule.days.length === 1 ? first : `${first}-${dayName(rule.days[rule.days.length - 1]!)}`;
    const span =
      rule.startMinute === 0 && rule.endMinute === MINUTES_PER_DAY
        ? t('server-hours.allDay')
        : t('server-hours.range', {
            from: clock(rule.startMinute),
            to: rule.endMinute === MINUTES_PER_DAY ? t('server-hours.midnight') : clock(rule.endMinute),
          });
    return `${days} ${span}`;
  });
  return `${groups.join(', ')} ${businessTime(timeZone, timeZone, locale).zoneName(at)}`;
}
