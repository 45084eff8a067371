import { describe, expect, it } from 'vitest';
import { describeDay, formatMinutes, formatMs, formatUptime, summarizeDays } from './history-format.ts';
import { sampleDays } from './history-test-data.ts';

describe('history wording', () => {
  it('shows uptime rounded down, so only a clean record shows 100 %', () => {
    expect(formatUptime(100)).toBe('100%');
    expect(formatUptime(99.999)).toBe('99.99%');
    expect(formatUptime(95.833)).toBe('95.83%');
    expect(formatUptime(null)).toBe('—');
  });

  it('writes durations and response times for people', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
    expect(formatMinutes(1500)).toBe('25 h');
    expect(formatMinutes(65)).toBe('1 h 5 min');
    expect(formatMs(245.4)).toBe('245 ms');
    expect(formatMs(1234)).toBe('1.2 s');
    expect(formatMs(12_345)).toBe('12 s');
  });

  it('describes a day and the whole bar', () => {
    expect(describeDay({ date: '2026-06-10', worst: 'offline', offlineMinutes: 1, warningMinutes: 0 })).toBe('Outage: offline for 1 min');
    expect(describeDay({ date: '2026-06-10', worst: 'online', offlineMinutes: 0, warningMinutes: 0 })).toBe('No problems recorded');
    expect(summarizeDays(sampleDays().slice(-30))).toBe('Last 30 days: 1 day with an outage, 1 day with issues, 28 days without problems.');
    expect(summarizeDays(sampleDays().slice(0, 10))).toBe('No days tracked yet.');
  });
});
