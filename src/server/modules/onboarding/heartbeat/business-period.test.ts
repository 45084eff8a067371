import { describe, expect, it } from 'vitest';
import { describeBusinessHours, describeBusinessHoursIn } from './business-period.ts';

describe('the business hours in French', () => {
  const at = new Date('2026-12-01T18:00:00Z');
  it('names the days and hours as French writes them, on the 24-hour clock, in the zone of the setting', () => {
    const hours = [{ days: [1, 2, 3, 4, 5], startMinute: 8 * 60, endMinute: 17 * 60 }];
    expect(describeBusinessHoursIn('fr-CA', hours, 'America/Edmonton', at)).toMatch(/^lun\.-ven\. de 8 h à 17 h \S+$/);
    expect(describeBusinessHoursIn('en-CA', hours, 'America/Edmonton', at)).toBe(describeBusinessHours(hours, 'America/Edmonton', at));
  });

  it('writes minutes, midnight and whole days', () => {
    const hours = [
      { days: [6], startMinute: 9 * 60 + 30, endMinute: 24 * 60 },
      { days: [0], startMinute: 0, endMinute: 24 * 60 },
    ];
    expect(describeBusinessHoursIn('fr-CA', hours, 'America/Edmonton', at)).toMatch(/^sam\. de 9 h 30 à minuit, dim\. toute la journée \S+$/);
  });
});
