/**
 * Business hours as configured in BUSINESS_HOURS: comma-separated groups of a day or day range
 * and a time range, for example `Mon-Fri 08:00-17:00` or `Mon-Fri 08:00-17:00, Sat 09:00-12:00`.
 * Times are wall-clock times in the configured TIMEZONE.
 */
export interface BusinessHoursRule {
  /** 0 = Sunday ... 6 = Saturday. */
  days: number[];
  /** Minutes after local midnight, start inclusive, end exclusive. */
  startMinute: number;
  endMinute: number;
}

export type BusinessHours = BusinessHoursRule[];

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const GROUP = /^([A-Za-z]{3})(?:-([A-Za-z]{3}))?\s+(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

/** Parses the setting; null when it is not in the documented form. */
export function parseBusinessHours(text: string): BusinessHours | null {
  const rules: BusinessHours = [];
  for (const group of text.split(',').map((g) => g.trim())) {
    const match = GROUP.exec(group);
    if (!match) return null;
    const [, fromName, toName, sh, sm, eh, em] = match;
    const from = DAY_NAMES.indexOf(fromName!.toLowerCase());
    const to = toName === undefined ? from : DAY_NAMES.indexOf(toName.toLowerCase());
    const startMinute = Number(sh) * 60 + Number(sm);
    const endMinute = Number(eh) * 60 + Number(em);
    if (from < 0 || to < 0 || Number(sm) > 59 || Number(em) > 59 || startMinute >= endMinute || endMinute > 24 * 60) return null;
    const days: number[] = [];
    for (let day = from; ; day = (day + 1) % 7) {
      days.push(day);
      if (day === to) break;
    }
    rules.push({ days, startMinute, endMinute });
  }
  return rules.length > 0 ? rules : null;
}

const weekdayIndex: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The local weekday (0 = Sunday) and minute of the day of `at` in `timeZone`. */
export function localDayAndMinute(at: Date, timeZone: string): { day: number; minute: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: weekdayIndex[parts.weekday!]!, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}
