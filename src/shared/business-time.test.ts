import { describe, expect, it } from 'vitest';
import { businessTime } from './business-time.ts';

const ALBERTA = 'America/Edmonton';
// 8 p.m. on November 23 in Alberta is already November 24 in UTC: the date the issue saw differ.
const EVENING = new Date('2027-11-24T03:00:00Z');

describe('businessTime', () => {
  it('writes a date in the business zone whatever the viewer zone, and labels it for another zone', () => {
    const utcViewer = businessTime(ALBERTA, 'UTC');
    expect(utcViewer.format(EVENING, 'date')).toBe('Nov 23, 2027 (MST)');
    expect(utcViewer.format(EVENING, 'dateTime')).toBe('Nov 23, 2027, 8:00 p.m. MST');
    expect(utcViewer.formatPlain(EVENING, 'longDate')).toBe('November 23, 2027');

    const farViewer = businessTime(ALBERTA, 'Pacific/Kiritimati');
    expect(farViewer.format(EVENING, 'monthDay')).toBe('Nov 23 (MST)');

    const localViewer = businessTime(ALBERTA, ALBERTA);
    expect(localViewer.format(EVENING, 'date')).toBe('Nov 23, 2027');
    expect(localViewer.format(EVENING, 'time')).toBe('8:00 p.m.');
  });

  it('does not label a viewer whose clock reads the same at that instant', () => {
    // Denver and Edmonton share Mountain Time.
    expect(businessTime(ALBERTA, 'America/Denver').format(EVENING, 'time')).toBe('8:00 p.m.');
    // Regina keeps UTC-6 all year: Alberta's clock in summer, an hour off in winter.
    const regina = businessTime(ALBERTA, 'America/Regina');
    expect(regina.format(EVENING, 'time')).toBe('8:00 p.m. MST');
    expect(regina.format('2027-07-01T18:00:00Z', 'time')).toBe('12:00 p.m.');
  });

  it('a mail (no viewer) is never labelled', () => {
    expect(businessTime(ALBERTA).format(EVENING, 'longDate')).toBe('November 23, 2027');
  });

  it('tells calendar days of the business zone apart', () => {
    const clock = businessTime(ALBERTA, 'UTC');
    expect(clock.sameDay(EVENING, '2027-11-23T16:00:00Z')).toBe(true);
    expect(clock.sameDay(EVENING, '2027-11-24T08:00:00Z')).toBe(false);
  });

  it('reads and writes wall-clock times of the business zone, across daylight saving', () => {
    const clock = businessTime(ALBERTA, 'Asia/Tokyo');
    expect(clock.toWallTime(EVENING)).toBe('2027-11-23T20:00');
    expect(clock.fromWallTime('2027-11-23T20:00')?.toISOString()).toBe(EVENING.toISOString());
    expect(clock.fromWallTime('2027-07-01T12:00')?.toISOString()).toBe('2027-07-01T18:00:00.000Z');
    // Mar 14 2027, 2:30 a.m. does not exist in Alberta (clocks jump from 2:00 to 3:00).
    expect(['2027-03-14T08:30:00.000Z', '2027-03-14T09:30:00.000Z']).toContain(clock.fromWallTime('2027-03-14T02:30')?.toISOString());
    // Nov 7 2027, 1:30 a.m. happens twice; the answer is one of the two.
    expect(['2027-11-07T07:30:00.000Z', '2027-11-07T08:30:00.000Z']).toContain(clock.fromWallTime('2027-11-07T01:30')?.toISOString());
    expect(clock.fromWallTime('2027-02-30T10:00')).toBeNull();
    expect(clock.fromWallTime('tomorrow')).toBeNull();
    expect(clock.fromWallTime('')).toBeNull();
  });
});
