import { describe, expect, it } from 'vitest';
import { endOfDayIn } from './coupon-expiry.ts';

describe('endOfDayIn', () => {
  it.each([
    // Alberta: UTC-7 in winter until it stopped changing clocks on 2026-11-01, UTC-6 all year since.
    ['2026-01-15', 'America/Edmonton', '2026-01-16T06:59:59.999Z'],
    ['2026-07-01', 'America/Edmonton', '2026-07-02T05:59:59.999Z'],
    ['2026-03-08', 'America/Edmonton', '2026-03-09T05:59:59.999Z'],
    ['2026-11-01', 'America/Edmonton', '2026-11-02T05:59:59.999Z'],
    ['2026-12-31', 'America/Edmonton', '2027-01-01T05:59:59.999Z'],
    ['2027-12-31', 'America/Edmonton', '2028-01-01T05:59:59.999Z'],
    ['2026-12-31', 'America/St_Johns', '2027-01-01T03:29:59.999Z'],
    ['2026-06-30', 'UTC', '2026-06-30T23:59:59.999Z'],
    ['2026-06-30', 'Asia/Tokyo', '2026-06-30T14:59:59.999Z'],
    // British Columbia too keeps UTC-7 all year now.
    ['2028-02-29', 'America/Vancouver', '2028-03-01T06:59:59.999Z'],
    ['2028-02-29', 'America/Toronto', '2028-03-01T04:59:59.999Z'],
  ])('ends %s in %s at %s', (date, zone, expected) => {
    expect(endOfDayIn(date, zone)?.toISOString()).toBe(expected);
  });

  it.each(['2026-02-29', '2026-04-31', '2026-00-10', '26-01-01', '2026-1-1'])('refuses %s', (date) => {
    expect(endOfDayIn(date, 'America/Edmonton')).toBeNull();
  });
});
