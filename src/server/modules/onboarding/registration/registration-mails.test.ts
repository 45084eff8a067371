import { describe, expect, it } from 'vitest';
import { approvalMail } from './registration-mails.ts';

const provider = { name: 'Dental IT', infoEmail: 'info@example.ca', salesEmail: 'sales@example.ca', phone: '', website: 'https://example.ca', address: '' };

describe('approvalMail', () => {
  it('names the trial’s last day in the provider’s zone (the day the admin panel shows)', () => {
    // 9 p.m. on November 23 in Alberta (UTC-6 all year) is November 24 in UTC.
    const mail = approvalMail(provider, {
      to: 'a@example.ca',
      clinicName: 'Smile',
      clinicAccessCode: 'X',
      trialEndsAt: new Date('2027-11-24T03:00:00Z'),
      timezone: 'America/Edmonton',
    });
    expect(mail.text).toContain('Your free trial runs until November 23, 2027.');
  });
});
