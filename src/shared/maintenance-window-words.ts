/**
 * A maintenance window in words, on the provider's clock (config TIMEZONE) and, for a viewer
 * whose clock reads otherwise, on theirs too:
 * "Tonight 6:00 to 10:00 p.m. MDT (7:00 to 11:00 p.m. EST, your time)".
 * The wall display has a compact form without the zone ("Tonight 6 to 10 p.m."), since it shows
 * the zone once beside its clock. In French: "Ce soir de 18 h à 22 h HAR (de 19 h à 23 h HNE, heure
 * locale)", on a 24-hour clock; the words come from the `time` catalogue area (ENGLISH_WORDS unless told).
 */

import { ENGLISH_WORDS, lowerFirst, upperFirst, type Words } from './time-words.ts';
import { firstOfMonthInFrench } from './i18n/format.ts';

export interface WindowSpan {
  startsAt: Date | string;
  endsAt: Date | string;
}

export interface MaintenanceWindowWords {
  /** "Tonight 6:00 to 10:00 p.m. MDT": the window on the provider's clock, with its zone. */
  provider: string;
  /** "7:00 to 11:00 p.m. EST": the same window on the viewer's clock; null when it reads the same. */
  viewer: string | null;
  /** Both together: "Tonight 6:00 to 10:00 p.m. MDT (7:00 to 11:00 p.m. EST, your time)". */
  text: string;
}

interface WindowOptions {
  /** The provider's zone. */
  timeZone: string;
  /** The reader's zone; leave it out where nobody reads on a screen (feeds). */
  viewerZone?: string;
  /** Today, for "Tonight" and "Tomorrow"; leave it out for text read later (feeds): every day is then written as a date with its year. */
  now?: Date;
  /** The language (English unless told): the browser's useT() or the server's translator(locale). */
  words?: Words;
}

/** One instant as read on one zone's clock. */
interface WallReading {
  date: string;
  hour: number;
  minute: number;
  zoneName: string;
  offset: string;
  instant: Date;
  timeZone: string;
}

const EVENING_HOUR = 17;
const DAY_MS = 86_400_000;

const readers = new Map<string, (at: Date) => WallReading>();

function readerFor(timeZone: string): (at: Date) => WallReading {
  let reader = readers.get(timeZone);
  if (reader) return reader;
  const wall = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const zone = new Intl.DateTimeFormat('en-CA', { timeZone, timeZoneName: 'short' });
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  const partOf = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  reader = (instant) => {
    const parts = wall.formatToParts(instant);
    return {
      date: `${partOf(parts, 'year')}-${partOf(parts, 'month')}-${partOf(parts, 'day')}`,
      hour: Number(partOf(parts, 'hour')) % 24,
      minute: Number(partOf(parts, 'minute')),
      zoneName: partOf(zone.formatToParts(instant), 'timeZoneName') || timeZone,
      offset: partOf(offset.formatToParts(instant), 'timeZoneName'),
      instant,
      timeZone,
    };
  };
  readers.set(timeZone, reader);
  return reader;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Sat, Nov 28" (or "Sat, Nov 28, 2027"; "sam. 28 nov."): a calendar date, read as a UTC date so no zone can shift it. */
function dateWords(date: string, withYear: boolean, words: Words): string {
  const key = `${words.locale} ${withYear ? 'year' : 'short'}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(words.locale, {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    dayFormats.set(key, format);
  }
  const text = format.format(new Date(`${date}T12:00:00Z`));
  return words.locale === 'fr-CA' ? firstOfMonthInFrench(text) : text;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** How a day is named: "Tonight", "Tomorrow", "Yesterday" near today, else its date. */
interface DayName {
  words: string;
  /** A relative word runs straight into the time ("Tonight 6:00"); a date takes a comma ("Sat, Nov 28, 6:00"). */
  relative: boolean;
}

function dayName(reading: WallReading, today: WallReading | null, isStart: boolean, words: Words): DayName {
  if (!today) return { words: dateWords(reading.date, true, words), relative: false };
  switch (daysBetween(today.date, reading.date)) {
    case 0:
      return { words: words.t(isStart && reading.hour >= EVENING_HOUR ? 'time.day.tonight' : 'time.day.today'), relative: true };
    case 1:
      return { words: words.t('time.day.tomorrow'), relative: true };
    case -1:
      return { words: words.t('time.day.yesterday'), relative: true };
    default:
      return { words: dateWords(reading.date, reading.date.slice(0, 4) !== today.date.slice(0, 4), words), relative: false };
  }
}

const dayInSentence = (day: DayName, words: Words) => (day.relative ? lowerFirst(words, day.words) : day.words);
/** The day as said inside a sentence: "tomorrow", but "Sat, Nov 28" as it is. */
const inSentence = (day: DayName, words: Words): DayName => ({ ...day, words: dayInSentence(day, words) });
/** "Tonight 6:00", "Sat, Nov 28, 6:00" ("Ce soir de 18 h à 22 h", "sam. 28 nov. 18 h"). */
const withDay = (day: DayName, time: string, words: Words) =>
  words.t(day.relative ? 'time.window.relativeDay' : 'time.window.onDate', { day: day.words, time });

interface ClockStyle {
  /** "6 p.m." for a whole hour instead of "6:00 p.m." (French always writes a whole hour so: "18 h"). */
  compact: boolean;
}

const isMorning = (reading: WallReading) => reading.hour < 12;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(locale: string, timeZone: string, withMinutes: boolean): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${withMinutes}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', ...(withMinutes ? { minute: '2-digit' } : {}) });
    clockFormats.set(key, format);
  }
  return format;
}

/**
 * A time of day as the language writes it: "6:00 p.m.", "6 p.m." (compact), "6:00" (without its
 * period, when the end of the span says it); "18 h", "18 h 30" on French's 24-hour clock.
 */
function clockWords(reading: WallReading, style: ClockStyle, withPeriod: boolean, words: Words): string {
  const twelveHour = clockFormat(words.locale, reading.timeZone, false).resolvedOptions().hourCycle?.startsWith('h1') ?? false;
  const withMinutes = reading.minute !== 0 || (twelveHour && !style.compact);
  // French's hour alone comes as "02 h": the hour is written as a number, "2 h".
  const parts = clockFormat(words.locale, reading.timeZone, withMinutes)
    .formatToParts(reading.instant)
    .map((part) => (part.type === 'hour' ? { ...part, value: String(Number(part.value)) } : part));
  const period = parts.findIndex((part) => part.type === 'dayPeriod');
  return (withPeriod || period < 0 ? parts : parts.slice(0, period))
    .map((part) => part.value)
    .join('')
    .replace(/\u202f/g, ' ')
    .trim();
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at the reading's instant in the words' language: "MDT" ("HAR" in French). */
function zoneWords(reading: WallReading, words: Words): string {
  if (words.locale === 'en-CA') return reading.zoneName;
  const key = `${words.locale} ${reading.timeZone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(words.locale, { timeZone: reading.timeZone, timeZoneName: 'short' });
    zoneFormats.set(key, format);
  }
  return format.formatToParts(reading.instant).find((part) => part.type === 'timeZoneName')?.value ?? reading.zoneName;
}

const isMidnight = (reading: WallReading) => reading.hour === 0 && reading.minute === 0;

/**
 * The span on one clock: "6:00 to 10:00 p.m. MDT", "8:00 p.m. to midnight EST",
 * "10:00 p.m. to tomorrow 2:00 a.m. MDT", each end with its zone when the zone's name changes
 * in between. `startDay` names the day it starts (left out when another text already said it).
 */
function spanWords(
  start: WallReading,
  end: WallReading,
  options: { style: ClockStyle; startDay: DayName | null; endDay: (end: WallReading) => DayName; withZone: boolean; words: Words },
): string {
  const { style, startDay, withZone, words } = options;
  const sameZoneName = start.zoneName === end.zoneName;
  const zoneAfter = (text: string, reading: WallReading) => (withZone ? `${text} ${zoneWords(reading, words)}` : text);
  const clock = (reading: WallReading, withPeriod = true) => clockWords(reading, style, withPeriod, words);
  /** "6:00 to 10:00 p.m." said on the start's day: "Tonight 6:00 to 10:00 p.m." ("Ce soir de 18 h à 22 h"). */
  const onStartDay = (span: string) => (startDay ? withDay(startDay, span, words) : span);
  const fromTo = (from: string, to: string) => words.t('time.window.fromTo', { from, to });
  const endsSameDay = end.date === start.date;
  // A window that ends at 00:00 the next day ends at midnight of its own day.
  const endsAtMidnight = isMidnight(end) && daysBetween(start.date, end.date) === 1;

  if (endsSameDay || endsAtMidnight) {
    const endClock = endsAtMidnight ? words.t('time.window.midnight') : clock(end);
    if (!sameZoneName) return onStartDay(fromTo(zoneAfter(clock(start), start), zoneAfter(endClock, end)));
    const sharePeriod = !endsAtMidnight && isMorning(start) === isMorning(end);
    return zoneAfter(onStartDay(fromTo(clock(start, !sharePeriod), endClock)), end);
  }
  const from = sameZoneName ? clock(start) : zoneAfter(clock(start), start);
  const endDay = options.endDay(end);
  const to = zoneAfter(endDay.relative ? withDay(inSentence(endDay, words), clock(end), words) : withDay(endDay, clock(end), words), end);
  // From one date to another: "Fri, Dec 4, 10:00 p.m. to Sun, Dec 6, 8:00 a.m." ("du ven. 4 déc. 22 h au dim. 6 déc. 8 h").
  if (startDay && !startDay.relative) return words.t('time.window.betweenDates', { from: withDay(startDay, from, words), to });
  return onStartDay(fromTo(from, to));
}

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/**
 * The window in full words: on the provider's clock with its zone and, when the viewer's clock
 * reads otherwise at either end, on the viewer's clock as well ("your time"). The viewer's text
 * names a day only where it is not the provider's.
 */
export function maintenanceWindowWords(window: WindowSpan, options: WindowOptions): MaintenanceWindowWords {
  const words = options.words ?? ENGLISH_WORDS;
  const startsAt = toDate(window.startsAt);
  const endsAt = toDate(window.endsAt);
  const business = readerFor(options.timeZone);
  const [start, end] = [business(startsAt), business(endsAt)];
  const today = options.now ? business(options.now) : null;
  const style: ClockStyle = { compact: false };
  const provider = upperFirst(
    words,
    spanWords(start, end, { style, startDay: dayName(start, today, true, words), endDay: (e) => dayName(e, today, false, words), withZone: true, words }),
  );

  let viewer: string | null = null;
  if (options.viewerZone && options.viewerZone !== options.timeZone) {
    const local = readerFor(options.viewerZone);
    const [viewerStart, viewerEnd] = [local(startsAt), local(endsAt)];
    if (viewerStart.offset !== start.offset || viewerEnd.offset !== end.offset) {
      const viewerToday = options.now ? local(options.now) : null;
      viewer = spanWords(viewerStart, viewerEnd, {
        style,
        startDay: viewerStart.date === start.date ? null : inSentence(dayName(viewerStart, viewerToday, true, words), words),
        endDay: (e) => dayName(e, viewerToday, false, words),
        withZone: true,
        words,
      });
    }
  }
  return { provider, viewer, text: viewer ? words.t('time.window.yourTime', { provider, viewer }) : provider };
}

/**
 * The window in few words for the wall display, which shows its zone once beside the clock:
 * "Tonight 6 to 10 p.m.", "Tomorrow 6 to 10 p.m.", "Sat, Nov 28, 6 to 10 p.m.", and
 * "Until 10 p.m." once it has begun. The zone is named only when the window falls in another
 * part of the year than now (a daylight-saving change in between).
 */
export function compactMaintenanceWindow(window: WindowSpan, options: { timeZone: string; now: Date; words?: Words }): string {
  const words = options.words ?? ENGLISH_WORDS;
  const business = readerFor(options.timeZone);
  const [start, end, today] = [business(toDate(window.startsAt)), business(toDate(window.endsAt)), business(options.now)];
  const style: ClockStyle = { compact: true };
  const withZone = start.zoneName !== today.zoneName || end.zoneName !== today.zoneName;
  if (start.instant.getTime() <= options.now.getTime()) {
    const endsTonight = isMidnight(end) && daysBetween(today.date, end.date) === 1;
    let text = endsTonight ? words.t('time.window.midnight') : clockWords(end, style, true, words);
    if (!endsTonight && end.date !== today.date) {
      const endDay = dayName(end, today, false, words);
      text = withDay(endDay.relative ? inSentence(endDay, words) : endDay, text, words);
    }
    return words.t('time.window.until', { time: withZone ? `${text} ${zoneWords(end, words)}` : text });
  }
  return upperFirst(
    words,
    spanWords(start, end, { style, startDay: dayName(start, today, true, words), endDay: (e) => dayName(e, today, false, words), withZone, words }),
  );
}
