/**
 * Business dates and times, always read in the provider's time zone (config TIMEZONE), on the
 * server (mails, feeds) and in the browser alike, so a trial end or an incident time is the same
 * day everywhere. Times of day are written one way, on a 12-hour clock followed by the zone's
 * name ("8:00 p.m. MDT", "Nov 23, 2027, 8:00 p.m. MDT"), so nobody has to guess which clock a
 * time is on. A date alone names its zone only when the viewer's clock reads otherwise at that
 * instant ("Nov 23, 2027 (MDT)"). In French the same instants read "21 h HAR", "23 nov. 2027, 21 h HAR"
 * (a 24-hour clock, as French writes it, whole hours without ":00").
 */

import { DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';
import { firstOfMonthInFrench } from './i18n/format.ts';

export type BusinessTimeStyle =
  /** "Nov 23, 2027" */
  | 'date'
  /** "November 23, 2027" */
  | 'longDate'
  /** "Nov 23, 2027, 8:00 p.m." */
  | 'dateTime'
  /** "8:00 p.m." */
  | 'time'
  /** "Nov 23" */
  | 'monthDay'
  /** "Nov 23, 8:00 p.m." */
  | 'monthDayTime'
  /** "Tue, Nov 23, 8 p.m." (the start of an hour) */
  | 'weekdayHour'
  /** "Tue, Nov 23, 8:05 p.m." */
  | 'weekdayTime';

const STYLES: Record<BusinessTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  longDate: { year: 'numeric', month: 'long', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  monthDay: { month: 'short', day: 'numeric' },
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  weekdayHour: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric' },
  weekdayTime: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const HAS_TIME: Record<BusinessTimeStyle, boolean> = {
  date: false,
  longDate: false,
  dateTime: true,
  time: true,
  monthDay: false,
  monthDayTime: true,
  weekdayHour: true,
  weekdayTime: true,
};

export interface BusinessTime {
  readonly timeZone: string;
  /** The language dates and times are written in. */
  readonly locale: Locale;
  /** The zone of whoever reads the text (the business zone itself for mails and feeds). */
  readonly viewerZone: string;
  /**
   * The instant written in the business zone: a time of day always ends with the zone's name
   * ("8:00 p.m. MDT"); a date alone is labelled only when the viewer's clock reads otherwise.
   */
  format(at: Date | string, style: BusinessTimeStyle): string;
  /** The same, never labelled: for places that say the zone once for a whole list or clock face. */
  formatPlain(at: Date | string, style: BusinessTimeStyle): string;
  /** Whether two instants fall on the same calendar day of the business zone. */
  sameDay(a: Date | string, b: Date | string): boolean;
  /** Whether the viewer reads the clock of the business zone at this instant. */
  viewerSharesZone(at: Date | string): boolean;
  /** The zone's short name at this instant: "MST", "MDT". */
  zoneName(at: Date | string): string;
  /** "2026-06-15T09:30" (a datetime-local value): the instant's wall-clock time in the business zone. */
  toWallTime(at: Date | string): string;
  /** The instant a wall-clock time ("2026-06-15T09:30") of the business zone names; null if it is not one. */
  fromWallTime(value: string): Date | null;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** French writes a whole hour without its minutes: "21 h", not "21 h 00". */
const wholeHours = (locale: Locale, text: string) => (locale === 'fr-CA' ? firstOfMonthInFrench(text.replace(/(\d h) 00\b/g, '$1')) : text);

/**
 * @param viewerZone the reader's zone; leave it out where nobody reads on a screen (mails).
 * @param locale the language to write in (English unless told).
 */
export function businessTime(timeZone: string, viewerZone: string = timeZone, locale: Locale = DEFAULT_LOCALE): BusinessTime {
  const formats = new Map<BusinessTimeStyle, Intl.DateTimeFormat>();
  const formatOf = (style: BusinessTimeStyle) => {
    let format = formats.get(style);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
      formats.set(style, format);
    }
    return format;
  };
  const offset = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  const businessOffset = offset(timeZone);
  const viewerOffset = offset(viewerZone);
  const zoneShort = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const wallParts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const wallOf = (at: Date) => {
    const part = (type: Intl.DateTimeFormatPartTypes) => wallParts.formatToParts(at).find((p) => p.type === type)?.value ?? '00';
    return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
  };
  /** How far the zone's clock is ahead of UTC at this instant, in ms. */
  const zoneOffsetAt = (at: Date) => {
    const [, y, mo, d, h, mi] = WALL_TIME.exec(wallOf(at))!.map(Number);
    return Date.UTC(y!, mo! - 1, d!, h!, mi!) - Math.floor(at.getTime() / 60_000) * 60_000;
  };
  const offsetOf = (format: Intl.DateTimeFormat, at: Date) => format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;

  const api: BusinessTime = {
    timeZone,
    viewerZone,
    locale,
    formatPlain: (at, style) => wholeHours(locale, formatOf(style).format(toDate(at))),
    format(at, style) {
      const date = toDate(at);
      const text = wholeHours(locale, formatOf(style).format(date));
      if (HAS_TIME[style]) return `${text} ${api.zoneName(date)}`;
      return api.viewerSharesZone(date) ? text : `${text} (${api.zoneName(date)})`;
    },
    sameDay: (a, b) => dayKey.format(toDate(a)) === dayKey.format(toDate(b)),
    viewerSharesZone: (at) => viewerZone === timeZone || offsetOf(businessOffset, toDate(at)) === offsetOf(viewerOffset, toDate(at)),
    toWallTime: (at) => wallOf(toDate(at)),
    fromWallTime(value) {
      const match = WALL_TIME.exec(value.trim());
      if (!match) return null;
      const [, y, mo, d, h, mi] = match.map(Number);
      const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!);
      if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return null;
      // Two passes settle the offset across a daylight-saving change; a time the change skips
      // lands within an hour of it.
      let at = new Date(asUtc - zoneOffsetAt(new Date(asUtc)));
      at = new Date(asUtc - zoneOffsetAt(at));
      return at;
    },
    zoneName: (at) => zoneShort.formatToParts(toDate(at)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone,
  };
  return api;
}
