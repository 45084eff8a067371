import { describe, expect, it } from 'vitest';
import { alertMail } from './alert-mails.ts';

const provider = { name: 'Dental IT', infoEmail: 'info@example.ca', salesEmail: 'sales@example.ca', phone: '', website: 'https://example.ca', address: '' };

describe('alertMail', () => {
  it('writes every time on the provider’s 12-hour clock with its zone, right in an Alberta winter', () => {
    const mail = alertMail(provider, {
      to: 'front@example.ca',
      timezone: 'America/Edmonton',
      dashboardUrl: 'https://status.example.ca',
      unsubscribeUrl: 'https://status.example.ca/u',
      oneClickUrl: 'https://status.example.ca/u1',
      items: [
        {
          serviceName: 'Sun Life',
          changes: [
            { fromStatus: 'online', toStatus: 'warning', cause: 'check', at: new Date('2026-12-01T16:05:00Z') },
            { fromStatus: 'warning', toStatus: 'offline', cause: 'check', at: new Date('2026-12-01T17:19:00Z') },
          ],
        },
      ],
    });
    // 17:19 UTC is 11:19 a.m. in Alberta since it stopped changing clocks (it was 10:19 before).
    expect(mail.text).toContain('Sun Life: offline since Tue, Dec 1, 11:19 a.m. MDT (found by our automated check).');
    expect(mail.text).toContain('Earlier, since our last alert: 10:05 a.m. MDT having issues (found by our automated check).');
  });
});
