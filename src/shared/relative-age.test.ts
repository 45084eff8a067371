import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age.ts';
import { catalogueWords } from './time-words.ts';
import frenchTime from './i18n/catalogues/fr-CA/time.json' with { type: 'json' };

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeAge', () => {
  it('says Just now under an hour', () => {
    expect(relativeAge(ago(59 * 60 * 1000), now)).toBe('Just now');
  });
  it('says hours from one hour', () => {
    expect(relativeAge(ago(60 * 60 * 1000), now)).toBe('1h ago');
    expect(relativeAge(ago(23.9 * 60 * 60 * 1000), now)).toBe('23h ago');
  });
  it('says days from one day', () => {
    expect(relativeAge(ago(24 * 60 * 60 * 1000), now)).toBe('1d ago');
    expect(relativeAge(ago(10 * 24 * 60 * 60 * 1000), now)).toBe('10d ago');
  });
  it('uses the current time when createdAt is missing or unreadable', () => {
    expect(relativeAge(undefined, now)).toBe('Just now');
    expect(relativeAge('not a date', now)).toBe('Just now');
  });
});

describe('relativeAge in French', () => {
  const french = catalogueWords('fr-CA', frenchTime);
  it('says hours and days as French writes them', () => {
    expect(relativeAge(ago(30 * 60 * 1000), now, french)).toBe('À l’instant');
    expect(relativeAge(ago(3 * 60 * 60 * 1000), now, french)).toBe('Il y a 3 h');
    expect(relativeAge(ago(2 * 24 * 60 * 60 * 1000), now, french)).toBe('Il y a 2 j');
  });
});
