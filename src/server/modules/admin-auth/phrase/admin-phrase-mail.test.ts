import { describe, expect, it } from 'vitest';
import { adminPhraseMail } from './admin-phrase-mail.ts';

const provider = { name: 'Dental IT', infoEmail: 'info@example.ca', salesEmail: 'sales@example.ca', phone: '', website: 'https://example.ca', address: '' };

describe('adminPhraseMail', () => {
  it('says when the phrase was asked for on the provider’s 12-hour clock with its zone', () => {
    const mail = adminPhraseMail(provider, {
      to: 'admin@example.ca',
      phrase: 'maple river stone',
      validMinutes: 15,
      ip: '203.0.113.7',
      requestedAt: new Date('2026-11-27T17:19:00Z'),
      timezone: 'America/Edmonton',
    });
    expect(mail.text).toContain('Requested on Nov 27, 2026, 11:19 a.m. MDT from IP address 203.0.113.7.');
  });
});

describe('adminPhraseMail in French', () => {
  it('is written in the admin page’s language, the time on the provider’s clock as French writes it', () => {
    const mail = adminPhraseMail(provider, {
      to: 'admin@example.ca',
      phrase: 'maple river stone',
      validMinutes: 15,
      ip: '203.0.113.7',
      requestedAt: new Date('2026-11-27T17:19:00Z'),
      timezone: 'America/Edmonton',
      locale: 'fr-CA',
    });
    expect(mail.subject).toBe('Votre phrase d’accès administrateur Dental IT');
    expect(mail.text).toContain('\nmaple river stone\n');
    expect(mail.text).toContain('La phrase est valide pendant 15 minutes et ne fonctionne qu’une fois.');
    expect(mail.text).toContain('Demandée le 27 nov. 2026, 11 h 19 HAR depuis l’adresse IP 203.0.113.7.');
  });
});
