import { ENGLISH_WORDS, type Words } from './time-words.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Relative age of a notification (docs/product/alerts.md): 'Nd ago', 'Nh ago' or 'Just now' ("Il y a N j", "À l’instant" in French). */
export function relativeAge(createdAt: Date | string | null | undefined, now: Date = new Date(), words: Words = ENGLISH_WORDS): string {
  const created = createdAt ? new Date(createdAt) : now;
  const elapsed = now.getTime() - (Number.isNaN(created.getTime()) ? now.getTime() : created.getTime());
  if (elapsed >= DAY_MS) return words.t('time.relative.days', { count: Math.floor(elapsed / DAY_MS) });
  if (elapsed >= HOUR_MS) return words.t('time.relative.hours', { count: Math.floor(elapsed / HOUR_MS) });
  return words.t('time.relative.justNow');
}
