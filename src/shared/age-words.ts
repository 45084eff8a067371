const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago, in words short enough for a status line: "just now", "40 s ago", "3 min ago",
 * "2 h ago", "3 d ago". Seconds move in steps of ten, so a line that ticks does not flicker.
 */
export function ageWords(at: Date | number, now: Date | number): string {
  const elapsed = Number(now) - Number(at);
  if (!(elapsed >= 10 * SECOND_MS)) return 'just now';
  if (elapsed < MINUTE_MS) return `${Math.floor(elapsed / (10 * SECOND_MS)) * 10} s ago`;
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  return `${Math.floor(elapsed / DAY_MS)} d ago`;
}
