import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

// Approved at 9 p.m. in Alberta (UTC-6 all year): the trial's end is November 23 there, November 24 in UTC.
const TRIAL_ENDS = '2027-11-24T03:00:00.000Z';
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const browserSharesAlberta = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: browserZone, timeZoneName: 'longOffset' }).format(new Date(iso)).endsWith('GMT-06:00');

describe('admin dates', () => {
  it('show the day of the provider’s zone, the same day the approval mail names (registration-mails.test.ts), whatever zone the browser is in', () => {
    expect(formatDate(TRIAL_ENDS)).toMatch(/^Nov 23, 2027( \(MDT\))?$/);
    expect(formatDateTime(TRIAL_ENDS)).toBe('Nov 23, 2027, 9:00 p.m. MDT');
  });

  it('say which zone a date alone is in when the browser is in another one', () => {
    expect(formatDate(TRIAL_ENDS).endsWith('(MDT)')).toBe(!browserSharesAlberta(TRIAL_ENDS));
  });

  it('list a coupon made to expire on Dec 31, 2027 as expiring that day, in an Alberta winter', () => {
    // The server ends that day at midnight in Alberta: 2028-01-01 06:00 UTC (coupons.test.ts).
    const expiresAt = '2028-01-01T05:59:59.999Z';
    expect(formatDate(expiresAt)).toMatch(/^Dec 31, 2027( \(MDT\))?$/);
    expect(formatDateTime(expiresAt)).toBe('Dec 31, 2027, 11:59 p.m. MDT');
  });
});
