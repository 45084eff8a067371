import { describe, expect, it } from 'vitest';
import { addDays, localDate, localDaysEnding, startOfLocalDay } from './local-days.ts';

const HOUR = 3600_000;
const length = (day: { start: Date; end: Date }) => (day.end.getTime() - day.start.getTime()) / HOUR;

describe('local days', () => {
  it('finds local midnight in Edmonton in winter (UTC-7 until 2026), summer (UTC-6) and from November 2026 on (UTC-6 all year)', () => {
    expect(startOfLocalDay('2026-01-15', 'America/Edmonton').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(startOfLocalDay('2026-07-15', 'America/Edmonton').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(startOfLocalDay('2026-12-15', 'America/Edmonton').toISOString()).toBe('2026-12-15T06:00:00.000Z');
  });

  it('makes the spring-forward day 23 hours and the last fall-back day (2025) 25 hours long in Edmonton; November 1, 2026 is 24', () => {
    const spring = localDaysEnding(new Date('2026-03-09T12:00:00Z'), 3, 'America/Edmonton');
    expect(spring.map((d) => d.date)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(spring.map(length)).toEqual([24, 23, 24]);
    const fall = localDaysEnding(new Date('2025-11-03T08:00:00Z'), 2, 'America/Edmonton');
    expect(fall[0]).toMatchObject({ date: '2025-11-02' });
    expect(length(fall[0]!)).toBe(25);
    const noChange = localDaysEnding(new Date('2026-11-02T07:00:00Z'), 2, 'America/Edmonton');
    expect(noChange[0]).toMatchObject({ date: '2026-11-01' });
    expect(length(noChange[0]!)).toBe(24);
  });

  it('handles half-hour zones: St. John’s (UTC-3:30) and India (UTC+5:30)', () => {
    expect(startOfLocalDay('2026-01-15', 'America/St_Johns').toISOString()).toBe('2026-01-15T03:30:00.000Z');
    expect(startOfLocalDay('2026-07-15', 'America/St_Johns').toISOString()).toBe('2026-07-15T02:30:00.000Z');
    expect(startOfLocalDay('2026-07-15', 'Asia/Kolkata').toISOString()).toBe('2026-07-14T18:30:00.000Z');
    expect(localDate(new Date('2026-07-14T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-07-14');
    expect(localDate(new Date('2026-07-14T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-07-15');
  });

  it('starts a day at the jump where DST skips midnight (Santiago, September 2026)', () => {
    // Chile springs forward at local 00:00 -> 01:00: the day begins at 04:00 UTC, local 01:00.
    const start = startOfLocalDay('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDate(new Date(start.getTime() - 1000), 'America/Santiago')).toBe('2026-09-05');
  });

  it('lists contiguous days ending today, oldest first', () => {
    const days = localDaysEnding(new Date('2026-06-15T16:00:00Z'), 90, 'America/Edmonton');
    expect(days).toHaveLength(90);
    expect(days[0]!.date).toBe(addDays('2026-06-15', -89));
    expect(days.at(-1)!.date).toBe('2026-06-15');
    for (let i = 1; i < days.length; i++) expect(days[i]!.start).toEqual(days[i - 1]!.end);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
