/**
 * A maintenance window in words, on the provider's clock (config TIMEZONE) and, for a viewer
 * whose clock reads otherwise, on theirs too:
 * "Tonight 6:00 to 10:00 p.m. MDT (7:00 to 11:00 p.m. EST, your time)".
 * The wall display has a compact form without the zone ("Tonight 6 to 10 p.m."), since it shows
 * the zone once beside its clock.
 */

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
}

/** One instant as read on one zone's clock. */
interface WallReading {
  date: string;
  hour: number;
  minute: number;
  zoneName: string;
  offset: string;
  instant: Date;
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
    };
  };
  readers.set(timeZone, reader);
  return reader;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Sat, Nov 28" (or "Sat, Nov 28, 2027"): a calendar date, read as a UTC date so no zone can shift it. */
function dateWords(date: string, withYear: boolean): string {
  const key = withYear ? 'year' : 'short';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) });
    dayFormats.set(key, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** How a day is named: "Tonight", "Tomorrow", "Yesterday" near today, else its date. */
interface DayName {
  words: string;
  /** A relative word runs straight into the time ("Tonight 6:00"); a date takes a comma ("Sat, Nov 28, 6:00"). */
  relative: boolean;
}

function dayName(reading: WallReading, today: WallReading | null, isStart: boolean): DayName {
  if (!today) return { words: dateWords(reading.date, true), relative: false };
  switch (daysBetween(today.date, reading.date)) {
    case 0:
      return { words: isStart && reading.hour >= EVENING_HOUR ? 'Tonight' : 'Today', relative: true };
    case 1:
      return { words: 'Tomorrow', relative: true };
    case -1:
      return { words: 'Yesterday', relative: true };
    default:
      return { words: dateWords(reading.date, reading.date.slice(0, 4) !== today.date.slice(0, 4)), relative: false };
  }
}

const lowerFirst = (day: DayName) => (day.relative ? day.words.toLowerCase() : day.words);
/** The day as said inside a sentence: "tomorrow", but "Sat, Nov 28" as it is. */
const inSentence = (day: DayName): DayName => ({ ...day, words: lowerFirst(day) });
const withDay = (day: DayName, time: string) => (day.relative ? `${day.words} ${time}` : `${day.words}, ${time}`);

interface ClockStyle {
  /** "6 p.m." for a whole hour instead of "6:00 p.m.". */
  compact: boolean;
}

const period = (reading: WallReading) => (reading.hour < 12 ? 'a.m.' : 'p.m.');

function clockWords(reading: WallReading, style: ClockStyle, withPeriod: boolean): string {
  const hour = reading.hour % 12 === 0 ? 12 : reading.hour % 12;
  const time = style.compact && reading.minute === 0 ? `${hour}` : `${hour}:${String(reading.minute).padStart(2, '0')}`;
  return withPeriod ? `${time} ${period(reading)}` : time;
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
  options: { style: ClockStyle; startDay: DayName | null; endDay: (end: WallReading) => DayName; withZone: boolean },
): string {
  const { style, startDay, withZone } = options;
  const sameZoneName = start.zoneName === end.zoneName;
  const zoneAfter = (text: string, reading: WallReading) => (withZone ? `${text} ${reading.zoneName}` : text);
  const startText = (time: string) => (startDay ? withDay(startDay, time) : time);
  const endsSameDay = end.date === start.date;
  // A window that ends at 00:00 the next day ends at midnight of its own day.
  const endsAtMidnight = isMidnight(end) && daysBetween(start.date, end.date) === 1;

  if (endsSameDay || endsAtMidnight) {
    const endClock = endsAtMidnight ? 'midnight' : clockWords(end, style, true);
    if (!sameZoneName) return `${startText(zoneAfter(clockWords(start, style, true), start))} to ${zoneAfter(endClock, end)}`;
    const sharePeriod = !endsAtMidnight && period(start) === period(end);
    return zoneAfter(`${startText(clockWords(start, style, !sharePeriod))} to ${endClock}`, end);
  }
  const from = sameZoneName ? clockWords(start, style, true) : zoneAfter(clockWords(start, style, true), start);
  const endDay = options.endDay(end);
  const to = zoneAfter(endDay.relative ? `${lowerFirst(endDay)} ${clockWords(end, style, true)}` : withDay(endDay, clockWords(end, style, true)), end);
  return `${startText(from)} to ${to}`;
}

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/**
 * The window in full words: on the provider's clock with its zone and, when the viewer's clock
 * reads otherwise at either end, on the viewer's clock as well ("your time"). The viewer's text
 * names a day only where it is not the provider's.
 */
export function maintenanceWindowWords(window: WindowSpan, options: WindowOptions): MaintenanceWindowWords {
  const startsAt = toDate(window.startsAt);
  const endsAt = toDate(window.endsAt);
  const business = readerFor(options.timeZone);
  const [start, end] = [business(startsAt), business(endsAt)];
  const today = options.now ? business(options.now) : null;
  const style: ClockStyle = { compact: false };
  const provider = spanWords(start, end, { style, startDay: dayName(start, today, true), endDay: (e) => dayName(e, today, false), withZone: true });

  let viewer: string | null = null;
  if (options.viewerZone && options.viewerZone !== options.timeZone) {
    const local = readerFor(options.viewerZone);
    const [viewerStart, viewerEnd] = [local(startsAt), local(endsAt)];
    if (viewerStart.offset !== start.offset || viewerEnd.offset !== end.offset) {
      const viewerToday = options.now ? local(options.now) : null;
      viewer = spanWords(viewerStart, viewerEnd, {
        style,
        startDay: viewerStart.date === start.date ? null : inSentence(dayName(viewerStart, viewerToday, true)),
        endDay: (e) => dayName(e, viewerToday, false),
        withZone: true,
      });
    }
  }
  return { provider, viewer, text: viewer ? `${provider} (${viewer}, your time)` : provider };
}

/**
 * The window in few words for the wall display, which shows its zone once beside the clock:
 * "Tonight 6 to 10 p.m.", "Tomorrow 6 to 10 p.m.", "Sat, Nov 28, 6 to 10 p.m.", and
 * "Until 10 p.m." once it has begun. The zone is named only when the window falls in another
 * part of the year than now (a daylight-saving change in between).
 */
export function compactMaintenanceWindow(window: WindowSpan, options: { timeZone: string; now: Date }): string {
  const business = readerFor(options.timeZone);
  const [start, end, today] = [business(toDate(window.startsAt)), business(toDate(window.endsAt)), business(options.now)];
  const style: ClockStyle = { compact: true };
  const withZone = start.zoneName !== today.zoneName || end.zoneName !== today.zoneName;
  if (start.instant.getTime() <= options.now.getTime()) {
    const endsTonight = isMidnight(end) && daysBetween(today.date, end.date) === 1;
    let text = endsTonight ? 'midnight' : clockWords(end, style, true);
    if (!endsTonight && end.date !== today.date) {
      const endDay = dayName(end, today, false);
      text = endDay.relative ? `${lowerFirst(endDay)} ${text}` : withDay(endDay, text);
    }
    return `Until ${withZone ? `${text} ${end.zoneName}` : text}`;
  }
  return spanWords(start, end, { style, startDay: dayName(start, today, true), endDay: (e) => dayName(e, today, false), withZone });
}
