import { describe, expect, it } from 'vitest';
import { busiestDay, describeDays, fillDays, weeklyTotals } from './analytics-format.ts';

describe('analytics day helpers', () => {
  it('fills the days between the first and the last with zeros, across a month end', () => {
    expect(
      fillDays([
        { date: '2026-01-30', count: 2 },
        { date: '2026-02-02', count: 1 },
      ]),
    ).toEqual([
      { date: '2026-01-30', count: 2 },
      { date: '2026-01-31', count: 0 },
      { date: '2026-02-01', count: 0 },
      { date: '2026-02-02', count: 1 },
    ]);
    expect(fillDays([])).toEqual([]);
  });

  it('adds days up per week starting on Monday', () => {
    const days = fillDays([
      { date: '2026-06-06', count: 1 },
      { date: '2026-06-08', count: 2 },
      { date: '2026-06-14', count: 3 },
      { date: '2026-06-15', count: 4 },
    ]);
    expect(weeklyTotals(days)).toEqual([
      { date: '2026-06-01', count: 1 },
      { date: '2026-06-08', count: 5 },
      { date: '2026-06-15', count: 4 },
    ]);
  });

  it('describes a series in one sentence', () => {
    expect(describeDays([])).toBe('No clicks yet.');
    expect(
      describeDays([
        { date: '2026-06-01', count: 0 },
        { date: '2026-06-02', count: 0 },
      ]),
    ).toBe('No clicks from Jun 1, 2026 to Jun 2, 2026.');
    expect(describeDays([{ date: '2026-06-01', count: 1 }])).toBe('1 click on Jun 1, 2026. Busiest day: Jun 1, 2026, 1 click.');
    expect(
      busiestDay([
        { date: '2026-06-01', count: 3 },
        { date: '2026-06-02', count: 3 },
      ])?.date,
    ).toBe('2026-06-01');
  });
});
