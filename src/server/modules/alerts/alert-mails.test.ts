import { describe, expect, it } from 'vitest';
import { alertConfirmationMail, alertMail } from './alert-mails.ts';

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

describe('alert mails in French', () => {
  const base = {
    to: 'front@example.ca',
    timezone: 'America/Edmonton',
    dashboardUrl: 'https://status.example.ca',
    unsubscribeUrl: 'https://status.example.ca/u',
    oneClickUrl: 'https://status.example.ca/u1',
    locale: 'fr-CA' as const,
  };

  it('tells one service’s changes in French, on the provider’s clock as French writes it', () => {
    const mail = alertMail(provider, {
      ...base,
      items: [
        {
          serviceName: 'Sun Life',
          changes: [
            { fromStatus: 'online', toStatus: 'warning', cause: 'check', at: new Date('2026-12-01T16:00:00Z') },
            { fromStatus: 'warning', toStatus: 'offline', cause: 'check', at: new Date('2026-12-01T17:19:00Z') },
          ],
        },
      ],
    });
    expect(mail.subject).toBe('[État Dental IT] Sun Life est en panne');
    expect(mail.text).toContain('Sun Life\u00a0: en panne depuis le mar. 1er déc., 11 h 19 HAR (détecté par notre vérification automatique).');
    expect(mail.text).toContain('Plus tôt, depuis notre dernière alerte\u00a0: perturbé à 10 h HAR (détecté par notre vérification automatique).');
    expect(mail.text).toContain('Me désabonner des alertes d’état\u00a0:\nhttps://status.example.ca/u');
    expect(mail.text).toContain('toutes les 15 minutes');
    expect(mail.headers['List-Unsubscribe']).toBe('<https://status.example.ca/u1>');
  });

  it('counts several services in the subject in French (a plural)', () => {
    const item = (serviceName: string) => ({
      serviceName,
      changes: [{ fromStatus: 'offline' as const, toStatus: 'online' as const, cause: 'override', at: new Date('2026-12-01T17:19:00Z') }],
    });
    const mail = alertMail(provider, { ...base, items: [item('Sun Life'), item('Manulife')] });
    expect(mail.subject).toBe('[État Dental IT] 2 services ont changé d’état');
    expect(mail.text).toContain('Manulife\u00a0: en ligne depuis le mar. 1er déc., 11 h 19 HAR (fixé par le fournisseur).');
    const english = alertMail(provider, { ...base, locale: 'en-CA', items: [item('Sun Life'), item('Manulife')] });
    expect(english.subject).toBe('[Dental IT status] 2 services changed status');
  });

  it('asks to confirm alerts in French and lists what is past the first twelve services as “et N autres”', () => {
    const names = Array.from({ length: 14 }, (_, n) => `Service ${n + 1}`);
    const mail = alertConfirmationMail(provider, {
      to: 'front@example.ca',
      link: 'https://status.example.ca/alerts/confirm?token=t',
      serviceNames: names,
      alreadyActive: false,
      unsubscribeLink: 'https://status.example.ca/u',
      locale: 'fr-CA',
    });
    expect(mail.subject).toBe('Confirmez vos alertes d’état Dental IT');
    expect(mail.text).toContain('Service 11, Service 12 et 2 autres.');
    expect(mail.text).toContain('Activer mes alertes\u00a0:\nhttps://status.example.ca/alerts/confirm?token=t');
    const one = alertConfirmationMail(provider, { ...base, link: 'x', serviceNames: names.slice(0, 13), alreadyActive: false, unsubscribeLink: 'u' });
    expect(one.text).toContain('Service 12 et 1 autre.');
  });
});
