import { describe, expect, it } from 'vitest';
import { formatIn, formatInterval } from './check-format.ts';

const now = new Date('2026-11-21T18:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

describe('formatIn', () => {
  it('says when the next run is, in the largest unit that reads naturally', () => {
    expect(formatIn(null, now)).toBe('soon');
    expect(formatIn(later(-5), now)).toBe('due now');
    expect(formatIn(later(40), now)).toBe('in 40 s');
    expect(formatIn(later(180), now)).toBe('in 3 min');
    expect(formatIn(later(2 * 3600), now)).toBe('in 2 h');
    expect(formatIn(later(365 * 86_400), now)).toBe('in 365 days');
  });
});

describe('formatInterval', () => {
  it('uses hours, minutes or seconds', () => {
    expect(formatInterval(3600)).toBe('every 1 h');
    expect(formatInterval(120)).toBe('every 2 min');
    expect(formatInterval(45)).toBe('every 45 s');
  });
});
