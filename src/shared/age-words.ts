import { ENGLISH_WORDS, type Words } from './time-words.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago, in words short enough for a status line: "just now", "40 s ago", "3 min ago",
 * "2 h ago", "3 d ago" ("à l’instant", "il y a 3 min" in French). Seconds move in steps of ten,
 * so a line that ticks does not flicker.
 */
export function ageWords(at: Date | number, now: Date | number, words: Words = ENGLISH_WORDS): string {
  const elapsed = Number(now) - Number(at);
  if (!(elapsed >= 10 * SECOND_MS)) return words.t('time.age.justNow');
  if (elapsed < MINUTE_MS) return words.t('time.age.seconds', { count: Math.floor(elapsed / (10 * SECOND_MS)) * 10 });
  if (elapsed < HOUR_MS) return words.t('time.age.minutes', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return words.t('time.age.hours', { count: Math.floor(elapsed / HOUR_MS) });
  return words.t('time.age.days', { count: Math.floor(elapsed / DAY_MS) });
}
