const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const timeFormat = new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit' });
const dayTimeFormat = new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** "2:05 p.m." today, "Tue, Jun 16, 2:05 p.m." any other day (the browser's own time zone). */
export function formatWhen(iso: string, now: Date): string {
  const at = new Date(iso);
  return sameDay(at, now) ? timeFormat.format(at) : dayTimeFormat.format(at);
}

/** "just now", "25 min ago", "3 h ago", "2 d ago". */
export function formatAgo(iso: string, now: Date): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  return `${Math.floor(elapsed / DAY_MS)} d ago`;
}

/** A window's two ends: ["Tue, Jun 16, 10:00 p.m.", "11:30 p.m."] when it ends the same day, else both in full. */
export function spanParts(startsAt: string, endsAt: string): [string, string] {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  return [dayTimeFormat.format(start), sameDay(start, end) ? timeFormat.format(end) : dayTimeFormat.format(end)];
}
