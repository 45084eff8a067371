import { describe, expect, it } from 'vitest';
import { ageWords } from './age-words.ts';
import { catalogueWords } from './time-words.ts';
import frenchTime from './i18n/catalogues/fr-CA/time.json' with { type: 'json' };

const NOW = Date.parse('2026-12-01T18:00:00Z');
const ago = (ms: number) => ageWords(NOW - ms, NOW);

describe('ageWords', () => {
  it('reads as an age, in steps that do not flicker', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(9_999)).toBe('just now');
    expect(ago(10_000)).toBe('10 s ago');
    expect(ago(44_000)).toBe('40 s ago');
    expect(ago(59_999)).toBe('50 s ago');
    expect(ago(60_000)).toBe('1 min ago');
    expect(ago(3 * 60_000 + 59_000)).toBe('3 min ago');
    expect(ago(2 * 3600_000 + 5 * 60_000)).toBe('2 h ago');
    expect(ago(3 * 86_400_000)).toBe('3 d ago');
  });

  it('says just now for a time a little ahead of this clock, or no time at all', () => {
    expect(ago(-5_000)).toBe('just now');
    expect(ageWords(Number.NaN, NOW)).toBe('just now');
  });
});

describe('ageWords in French', () => {
  const french = catalogueWords('fr-CA', frenchTime);
  it('says how long ago as French writes it', () => {
    expect(ageWords(NOW - 5_000, NOW, french)).toBe('à l’instant');
    expect(ageWords(NOW - 44_000, NOW, french)).toBe('il y a 40 s');
    expect(ageWords(NOW - 60_000, NOW, french)).toBe('il y a 1 min');
    expect(ageWords(NOW - 2 * 3600_000, NOW, french)).toBe('il y a 2 h');
    expect(ageWords(NOW - 3 * 86_400_000, NOW, french)).toBe('il y a 3 j');
  });
});
