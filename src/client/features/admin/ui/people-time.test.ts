import { describe, expect, it } from 'vitest';
import { timeAgo } from './people-time.ts';
import { formatDate } from './format.ts';

const now = new Date('2026-06-15T16:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('timeAgo', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [60_000, '1 min ago'],
    [59 * 60_000, '59 min ago'],
    [3 * 3600_000, '3 h ago'],
    [2 * 86_400_000 + 5000, '2 d ago'],
    [-3600_000, 'Just now'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(timeAgo(before(ms), now)).toBe(text);
  });

  it('gives the date itself past 30 days', () => {
    const iso = before(45 * 86_400_000);
    expect(timeAgo(iso, now)).toBe(formatDate(iso));
  });
});
