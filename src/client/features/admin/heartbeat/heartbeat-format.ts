import { businessClock } from '#client/lib/business-time.ts';
import { businessTime } from '#shared/business-time.js';
import { dateTimeFormat } from '#shared/i18n/format.js';
import type { Locale } from '#shared/i18n/locales.js';
import type { ClinicConnectivityState } from '#shared/onboarding/heartbeat.js';
import { msg, type Translate } from '#client/i18n/use-t.ts';
import { PAGE_WORDS, type Words } from '#client/i18n/page-words.ts';

/** A clinic's state, on its badge. */
export const STATE_LABEL: Record<ClinicConnectivityState, string> = {
  online: msg('admin-heartbeat.state.online'),
  silent: msg('admin-heartbeat.state.silent'),
  'not-seen-today': msg('admin-heartbeat.state.notSeenToday'),
  closed: msg('admin-heartbeat.state.closed'),
  never: msg('admin-heartbeat.state.never'),
};

/** A state beside the count of clinics in it ({count}), on the filter's tiles. */
export const STATE_COUNT_LABEL: Record<ClinicConnectivityState, string> = {
  online: msg('admin-heartbeat.tile.online'),
  silent: msg('admin-heartbeat.tile.silent'),
  'not-seen-today': msg('admin-heartbeat.tile.notSeenToday'),
  closed: msg('admin-heartbeat.tile.closed'),
  never: msg('admin-heartbeat.tile.never'),
};

/** '14 min', '2 h 5 min', '3 h'. */
export function formatMinutes(minutes: number, t: Translate = PAGE_WORDS.t): string {
  if (minutes < 60) return t('admin-heartbeat.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('admin-heartbeat.duration.hours', { hours }) : t('admin-heartbeat.duration.hoursMinutes', { hours, minutes: rest });
}

export function silentText(minutes: number, t: Translate = PAGE_WORDS.t): string {
  return t('admin-heartbeat.row.silentFor', { duration: formatMinutes(minutes, t) });
}

function timeFormat(locale: Locale, timeZone: string) {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
}

/**
 * 'between 9:02 and 9:05 a.m. MDT', 'between 11:58 a.m. and 12:03 p.m. MDT', or 'at 9:02 a.m. MDT'
 * when both ends fall in the same minute ('entre 9 h 02 et 9 h 05 HAR', 'à 14 h 10 HAR'). In the provider's
 * time zone unless another is given.
 */
export function formatSilentSpan(fromIso: string, toIso: string, timeZone: string = businessClock().timeZone, words: Words = PAGE_WORDS): string {
  return `${spanText(fromIso, toIso, timeZone, words)} ${zoneName(toIso, timeZone, words.locale)}`;
}

function zoneName(at: string, timeZone: string, locale: Locale): string {
  return (timeZone === businessClock().timeZone ? businessClock(locale) : businessTime(timeZone, timeZone, locale)).zoneName(at);
}

function spanText(fromIso: string, toIso: string, timeZone: string, { t, locale }: Words): string {
  const format = timeFormat(locale, timeZone);
  const from = format.formatToParts(new Date(fromIso));
  const to = format.formatToParts(new Date(toIso));
  const join = (parts: Intl.DateTimeFormatPart[]) =>
    parts
      .map((p) => p.value)
      .join('')
      .replace(/(\d) h 00$/, '$1 h');
  if (join(from) === join(to)) return t('admin-heartbeat.span.at', { time: join(to) });
  // A 12-hour clock says the day period once when both ends share it: "9:02 and 9:05 a.m.".
  const period = (parts: Intl.DateTimeFormatPart[]) => parts.find((p) => p.type === 'dayPeriod')?.value;
  const samePeriod = period(from) !== undefined && period(from) === period(to);
  const start = samePeriod ? join(from.filter((p) => p.type === 'hour' || p.type === 'minute' || (p.type === 'literal' && p.value === ':'))) : join(from);
  return t('admin-heartbeat.span.between', { from: start, to: join(to) });
}

/** 'A, B, C and 2 more' (the first `shown` names). */
export function listNames(names: readonly string[], shown = 3, t: Translate = PAGE_WORDS.t): string {
  if (names.length <= shown) {
    return names.length <= 1 ? (names[0] ?? '') : t('admin-heartbeat.names.last', { list: names.slice(0, -1).join(', '), last: names[names.length - 1] });
  }
  return t('admin-heartbeat.names.more', { list: names.slice(0, shown).join(', '), count: names.length - shown });
}
