import { describe, expect, it } from 'vitest';
import { localDayAndMinute, parseBusinessHours } from './business-hours.ts';

const EDMONTON = 'America/Edmonton';

describe('parseBusinessHours', () => {
  it('reads the default and several groups', () => {
    expect(parseBusinessHours('Mon-Fri 08:00-17:00')).toEqual([{ days: [1, 2, 3, 4, 5], startMinute: 480, endMinute: 1020 }]);
    expect(parseBusinessHours('Mon-Fri 08:00-17:00, sat 09:00-12:30')).toEqual([
      { days: [1, 2, 3, 4, 5], startMinute: 480, endMinute: 1020 },
      { days: [6], startMinute: 540, endMinute: 750 },
    ]);
    expect(parseBusinessHours('Fri-Mon 10:00-14:00')?.[0]?.days).toEqual([5, 6, 0, 1]);
  });

  it('refuses what is not in the documented form', () => {
    for (const bad of ['', 'weekdays 8-5', 'Mon-Fri 17:00-08:00', 'Mon-Fri 08:00-25:00', 'Xyz 08:00-17:00', 'Mon-Fri 08:60-17:00']) {
      expect(parseBusinessHours(bad), bad).toBeNull();
    }
  });
});

describe('localDayAndMinute', () => {
  it('reads the day and minute in the configured zone, across the end of daylight saving', () => {
    // Monday 2026-01-12 08:00 in Edmonton (MST, UTC-7, before Alberta stopped changing clocks) is 15:00 UTC.
    expect(localDayAndMinute(new Date('2026-01-12T15:00:00Z'), EDMONTON)).toEqual({ day: 1, minute: 8 * 60 });
    // Monday 2026-07-06 08:00 in Edmonton (MDT, UTC-6) is 14:00 UTC.
    expect(localDayAndMinute(new Date('2026-07-06T14:00:00Z'), EDMONTON)).toEqual({ day: 1, minute: 8 * 60 });
    // Monday 2026-11-23 08:00 in Edmonton (UTC-6 all year since 2026-11-01, IANA 2026c) is 14:00 UTC.
    expect(localDayAndMinute(new Date('2026-11-23T14:00:00Z'), EDMONTON)).toEqual({ day: 1, minute: 8 * 60 });
    expect(localDayAndMinute(new Date('2026-11-23T23:00:00Z'), EDMONTON)).toEqual({ day: 1, minute: 17 * 60 });
    // Saturday
    expect(localDayAndMinute(new Date('2026-11-21T18:00:00Z'), EDMONTON).day).toBe(6);
  });
});
