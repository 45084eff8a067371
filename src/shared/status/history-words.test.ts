import { describe, expect, it } from 'vitest';
import type { HistoryDay, WindowSummary } from './history.ts';
import { describeDay, describeWindow, formatDataSpan, summarizeDays } from './history-words.ts';

const window = (complete: boolean, dataMinutes: number, offlineMinutes = 0, warningMinutes = 0): WindowSummary => ({
  complete,
  dataMinutes,
  offlineMinutes,
  warningMinutes,
});
const day = (date: string, worst: HistoryDay['worst'], offlineMinutes = 0, warningMinutes = 0): HistoryDay => ({ date, worst, offlineMinutes, warningMinutes });

describe('history words', () => {
  it('says under a covered window what happened in it', () => {
    expect(describeWindow(window(true, 1440))).toBe('No issues');
    expect(describeWindow(window(true, 1440, 130))).toBe('Down 2 h 10 min');
    expect(describeWindow(window(true, 1440, 0, 40))).toBe('Issues for 40 min');
    expect(describeWindow(window(true, 10_080, 5, 200))).toBe('Down 5 min, issues for 3 h 20 min');
  });

  it('says how much data a window not covered yet has, and what happened in it', () => {
    expect(describeWindow(window(false, 10, 6))).toBe('10 min of data so far: down 6 min');
    expect(describeWindow(window(false, 300))).toBe('5 h of data so far, no issues');
    expect(describeWindow(window(false, 45 * 1440 + 600, 0, 20))).toBe('45 days of data so far: issues for 20 min');
    expect(describeWindow(window(false, 0))).toBe('No data yet');
  });

  it('writes a span of data in minutes, hours, then whole days', () => {
    expect(formatDataSpan(1)).toBe('1 min');
    expect(formatDataSpan(1439)).toBe('23 h 59 min');
    expect(formatDataSpan(1440)).toBe('1 day');
    expect(formatDataSpan(3 * 1440 - 1)).toBe('2 days');
  });

  it('tells a day before tracking began from a day without data after it', () => {
    expect(describeDay(day('2026-06-01', 'nodata'))).toBe('Not tracked yet');
    expect(describeDay(day('2026-06-01', 'nodata'), true)).toBe('No data recorded');
    expect(describeDay(day('2026-06-01', 'offline', 65, 20))).toBe('Outage: offline for 1 h 5 min, issues for 20 min');
    expect(describeDay(day('2026-06-01', 'warning', 0, 180))).toBe('Issues for 3 h');
  });

  it('leaves out a part of the bar summary that would count zero days', () => {
    expect(summarizeDays([day('2026-06-14', 'nodata'), day('2026-06-15', 'offline', 6)])).toBe('Tracked for 1 day: 1 day with an outage.');
    expect(summarizeDays([day('2026-06-14', 'warning', 0, 5), day('2026-06-15', 'online')])).toBe('Last 2 days: 1 day with issues, 1 day without problems.');
    expect(summarizeDays([day('2026-06-14', 'online'), day('2026-06-15', 'online')])).toBe('Last 2 days: no problems recorded.');
  });
});
