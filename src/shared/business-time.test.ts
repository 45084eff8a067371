import { describe, expect, it } from 'vitest';
import { businessTime, type BusinessTimeStyle } from './business-time.ts';

const ALBERTA = 'America/Edmonton';
// 9 p.m. on November 23 in Alberta (UTC-6 all year since 2026-11-01) is already November 24 in UTC.
const EVENING = new Date('2027-11-24T03:00:00Z');

const STYLES: BusinessTimeStyle[] = ['date', 'longDate', 'dateTime', 'time', 'monthDay', 'monthDayTime', 'weekdayHour', 'weekdayTime'];

describe('businessTime', () => {
  it('writes Alberta on its all-year UTC-6 clock', () => {
    expect(businessTime(ALBERTA).format('2026-12-01T18:00:00Z', 'time')).toBe('12:00 p.m. MDT');
    expect(businessTime(ALBERTA).format('2026-07-01T18:00:00Z', 'time')).toBe('12:00 p.m. MDT');
  });

  it('writes every time of day on a 12-hour clock followed by the zone, whoever reads it', () => {
    for (const viewer of [ALBERTA, 'UTC', 'America/Toronto']) {
      const clock = businessTime(ALBERTA, viewer);
      expect(clock.format(EVENING, 'time')).toBe('9:00 p.m. MDT');
      expect(clock.format(EVENING, 'dateTime')).toBe('Nov 23, 2027, 9:00 p.m. MDT');
      expect(clock.format(EVENING, 'monthDayTime')).toBe('Nov 23, 9:00 p.m. MDT');
      expect(clock.format(EVENING, 'weekdayHour')).toBe('Tue, Nov 23, 9 p.m. MDT');
      expect(clock.format(EVENING, 'weekdayTime')).toBe('Tue, Nov 23, 9:00 p.m. MDT');
    }
  });

  it('never writes a 24-hour time', () => {
    const afternoon = new Date('2027-06-15T19:05:00Z'); // 1:05 p.m. in Alberta
    const clock = businessTime(ALBERTA, 'UTC');
    for (const style of STYLES) {
      const text = clock.format(afternoon, style);
      expect(text, style).not.toMatch(/\b1[3-9]:\d\d|\b2[0-3]:\d\d|\b0\d:\d\d/);
      if (/\d:\d\d|\d (a|p)\.m\./.test(text)) expect(text, style).toMatch(/ p\.m\. MDT$/);
    }
  });

  it('labels a date alone only when the viewer’s clock reads otherwise', () => {
    expect(businessTime(ALBERTA, 'UTC').format(EVENING, 'date')).toBe('Nov 23, 2027 (MDT)');
    expect(businessTime(ALBERTA, 'Pacific/Kiritimati').format(EVENING, 'monthDay')).toBe('Nov 23 (MDT)');
    expect(businessTime(ALBERTA, ALBERTA).format(EVENING, 'date')).toBe('Nov 23, 2027');
    // Regina keeps UTC-6 all year, and so does Alberta now: the same clock, whatever its name.
    expect(businessTime(ALBERTA, 'America/Regina').format(EVENING, 'date')).toBe('Nov 23, 2027');
    // Denver still changes clocks: Alberta's clock in summer, an hour off in winter.
    const denver = businessTime(ALBERTA, 'America/Denver');
    expect(denver.format(EVENING, 'date')).toBe('Nov 23, 2027 (MDT)');
    expect(denver.format('2027-07-01T18:00:00Z', 'date')).toBe('Jul 1, 2027');
  });

  it('writes plain text without any label, for a clock face or a list that names its zone once', () => {
    const clock = businessTime(ALBERTA, 'UTC');
    expect(clock.formatPlain(EVENING, 'time')).toBe('9:00 p.m.');
    expect(clock.formatPlain(EVENING, 'longDate')).toBe('November 23, 2027');
    expect(clock.viewerZone).toBe('UTC');
    expect(businessTime(ALBERTA).viewerZone).toBe(ALBERTA);
  });

  it('a mail (no viewer) names the zone of its times and no zone for its dates', () => {
    expect(businessTime(ALBERTA).format(EVENING, 'longDate')).toBe('November 23, 2027');
    expect(businessTime(ALBERTA).format(EVENING, 'dateTime')).toBe('Nov 23, 2027, 9:00 p.m. MDT');
  });

  it('tells calendar days of the business zone apart', () => {
    const clock = businessTime(ALBERTA, 'UTC');
    expect(clock.sameDay(EVENING, '2027-11-23T16:00:00Z')).toBe(true);
    expect(clock.sameDay(EVENING, '2027-11-24T08:00:00Z')).toBe(false);
  });

  it('reads and writes wall-clock times of the business zone', () => {
    const clock = businessTime(ALBERTA, 'Asia/Tokyo');
    expect(clock.toWallTime(EVENING)).toBe('2027-11-23T21:00');
    expect(clock.fromWallTime('2027-11-23T21:00')?.toISOString()).toBe(EVENING.toISOString());
    expect(clock.fromWallTime('2027-07-01T12:00')?.toISOString()).toBe('2027-07-01T18:00:00.000Z');
    // Before Alberta's last change, on 2026-11-01, winter was UTC-7.
    expect(clock.fromWallTime('2026-01-15T12:00')?.toISOString()).toBe('2026-01-15T19:00:00.000Z');
    expect(clock.fromWallTime('2027-02-30T10:00')).toBeNull();
    expect(clock.fromWallTime('tomorrow')).toBeNull();
    expect(clock.fromWallTime('')).toBeNull();
  });

  it('reads wall-clock times across a daylight-saving change (Ontario still changes clocks)', () => {
    const clock = businessTime('America/Toronto', 'Asia/Tokyo');
    // Mar 14 2027, 2:30 a.m. does not exist in Ontario (clocks jump from 2:00 to 3:00).
    expect(['2027-03-14T06:30:00.000Z', '2027-03-14T07:30:00.000Z']).toContain(clock.fromWallTime('2027-03-14T02:30')?.toISOString());
    // Nov 7 2027, 1:30 a.m. happens twice; the answer is one of the two.
    expect(['2027-11-07T05:30:00.000Z', '2027-11-07T06:30:00.000Z']).toContain(clock.fromWallTime('2027-11-07T01:30')?.toISOString());
    expect(clock.format('2027-11-07T05:30:00.000Z', 'time')).toBe('1:30 a.m. EDT');
    expect(clock.format('2027-11-07T06:30:00.000Z', 'time')).toBe('1:30 a.m. EST');
  });
});

describe('businessTime in French', () => {
  it('writes a 24-hour clock, whole hours without minutes, and the zone’s French name', () => {
    const clock = businessTime(ALBERTA, 'UTC', 'fr-CA');
    expect(clock.format(EVENING, 'time')).toBe('21 h HAR');
    expect(clock.format('2027-11-24T03:05:00Z', 'time')).toBe('21 h 05 HAR');
    expect(clock.format(EVENING, 'dateTime')).toBe('23 nov. 2027, 21 h HAR');
    expect(clock.format(EVENING, 'weekdayTime')).toBe('mar. 23 nov., 21 h HAR');
    expect(clock.format(EVENING, 'date')).toBe('23 nov. 2027 (HAR)');
    expect(clock.formatPlain(EVENING, 'longDate')).toBe('23 novembre 2027');
    expect(businessTime('America/Toronto', 'America/Toronto', 'fr-CA').format('2027-11-07T06:30:00.000Z', 'time')).toBe('1 h 30 HNE');
  });
});
