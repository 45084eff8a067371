import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format.ts';

// Approved at 8 p.m. in Alberta: the trial's end is November 23 there, November 24 in UTC.
const TRIAL_ENDS = '2027-11-24T03:00:00.000Z';

describe('admin dates', () => {
  it('show the day of the provider’s zone, the same day the approval mail names (registration-mails.test.ts), whatever zone the browser is in', () => {
    expect(formatDate(TRIAL_ENDS)).toMatch(/^Nov 23, 2027( \(MST\))?$/);
    expect(formatDateTime(TRIAL_ENDS)).toMatch(/^Nov 23, 2027, 8:00 p\.m\.( MST)?$/);
  });

  it('say which zone they are in when the browser is in another one', () => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const shares = new Intl.DateTimeFormat('en-US', { timeZone: browserZone, timeZoneName: 'longOffset' }).format(new Date(TRIAL_ENDS)).endsWith('GMT-07:00');
    expect(formatDate(TRIAL_ENDS).endsWith('(MST)')).toBe(!shares);
  });
});
