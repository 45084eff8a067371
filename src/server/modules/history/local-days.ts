/*
 * Calendar days of an IANA time zone as UTC instants, with the platform's Intl data (no date
 * library on the server). A day runs from the first instant whose local date is that day to
 * the first instant of the next: 23 or 25 hours on DST days, and it starts at 01:00 in zones
 * that skip midnight.
 */

export interface LocalDay {
  /** YYYY-MM-DD */
  date: string;
  start: Date;
  end: Date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function localParts(at: number, timeZone: string): { y: number; m: number; d: number; wall: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const [y, m, d] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const wall = Date.UTC(y, m - 1, d, Number(parts.hour), Number(parts.minute), Number(parts.second));
  return { y, m, d, wall };
}

/** Local wall-clock time minus UTC at an instant, in ms (whole seconds: Intl has no milliseconds). */
function offsetAt(at: number, timeZone: string): number {
  const whole = Math.floor(at / 1000) * 1000;
  return localParts(whole, timeZone).wall - whole;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** The local date (YYYY-MM-DD) of an instant. */
export function localDate(at: Date, timeZone: string): string {
  const { y, m, d } = localParts(at.getTime(), timeZone);
  return isoDate(y, m, d);
}

/** The first instant of a local date. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  // The offset in force at local midnight is one of those around it; a transition can happen
  // at most once in the day, so these candidates include the right one.
  const offsets = new Set([-36, 0, 36].map((h) => offsetAt(midnight + h * 3600_000, timeZone)));
  const candidates = [...offsets].map((offset) => midnight - offset).filter((at) => localDate(new Date(at), timeZone) === date);
  if (candidates.length === 0) {
    // Midnight itself was skipped (a DST jump at 00:00): the day starts at the jump, the
    // first instant after the previous day's last local second.
    const before = Math.min(...[...offsets].map((offset) => midnight - offset));
    return new Date(firstInstantOfDate(before, date, timeZone));
  }
  return new Date(Math.min(...candidates));
}

/** Binary search between an instant on an earlier date and 36 hours later, to the second. */
function firstInstantOfDate(earlier: number, date: string, timeZone: string): number {
  let [low, high] = [earlier, earlier + 36 * 3600_000];
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2000) * 1000;
    if (localDate(new Date(mid), timeZone) < date) low = mid;
    else high = mid;
  }
  return high;
}

/** The date `days` after a YYYY-MM-DD date (negative goes back). */
export function addDays(date: string, days: number): string {
  const at = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return isoDate(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** The `count` local days ending with the day of `now`, oldest first. */
export function localDaysEnding(now: Date, count: number, timeZone: string): LocalDay[] {
  const today = localDate(now, timeZone);
  const days: LocalDay[] = [];
  let start = startOfLocalDay(addDays(today, -(count - 1)), timeZone);
  for (let i = count - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const end = startOfLocalDay(addDays(date, 1), timeZone);
    days.push({ date, start, end });
    start = end;
  }
  return days;
}
