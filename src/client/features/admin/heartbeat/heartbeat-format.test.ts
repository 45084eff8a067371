import { describe, expect, it } from 'vitest';
import { formatMinutes, formatSilentSpan, listNames, silentText } from './heartbeat-format.ts';

const TZ = 'America/Edmonton';
/** ICU puts a narrow no-break space before 'a.m.'; compare with plain spaces. */
const span = (...args: Parameters<typeof formatSilentSpan>) => formatSilentSpan(...args).replace(/\u202f/g, ' ');

describe('formatSilentSpan', () => {
  it('says the day period once when both ends share it', () => {
    expect(span('2026-06-15T15:02:00Z', '2026-06-15T15:05:30Z', TZ)).toBe('between 9:02 and 9:05 a.m. MDT');
  });
  it('says both day periods across noon', () => {
    expect(span('2026-06-15T17:58:00Z', '2026-06-15T18:03:00Z', TZ)).toBe('between 11:58 a.m. and 12:03 p.m. MDT');
  });
  it('names the zone, in the provider’s zone by default', () => {
    expect(span('2026-12-01T15:02:00Z', '2026-12-01T15:05:30Z')).toBe('between 9:02 and 9:05 a.m. MDT');
    expect(span('2026-12-01T15:02:00Z', '2026-12-01T15:05:30Z', 'America/Toronto')).toBe('between 10:02 and 10:05 a.m. EST');
  });
  it('says "at" when both ends are the same minute', () => {
    expect(span('2026-06-15T20:10:05Z', '2026-06-15T20:10:40Z', TZ)).toBe('at 2:10 p.m. MDT');
  });
});

describe('names and minutes', () => {
  it('lists the first names and how many more', () => {
    expect(listNames(['A'])).toBe('A');
    expect(listNames(['A', 'B'])).toBe('A and B');
    expect(listNames(['A', 'B', 'C'])).toBe('A, B and C');
    expect(listNames(['A', 'B', 'C', 'D', 'E'], 3)).toBe('A, B, C and 2 more');
  });
  it('reads minutes and hours', () => {
    expect(formatMinutes(14)).toBe('14 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(silentText(14)).toBe('Silent for 14 min — likely an internet problem at the clinic');
  });
});
