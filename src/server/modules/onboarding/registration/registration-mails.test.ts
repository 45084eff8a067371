import { describe, expect, it } from 'vitest';
import { approvalMail, rejectionMail, verificationMail } from './registration-mails.ts';

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

describe('registration mails in French', () => {
  it('approves in French, with the trial’s last day as French writes it (on Alberta’s calendar)', () => {
    const mail = approvalMail(provider, {
      to: 'a@example.ca',
      clinicName: 'Clinique dentaire du Vieux-Québec',
      clinicAccessCode: 'K7QM-2XPD-9RTF',
      trialEndsAt: new Date('2027-11-24T03:00:00Z'),
      timezone: 'America/Edmonton',
      locale: 'fr-CA',
    });
    expect(mail.subject).toBe('Votre inscription à Dental IT est approuvée\u00a0: votre code d’accès');
    expect(mail.text).toContain('Bonne nouvelle\u00a0: Clinique dentaire du Vieux-Québec a maintenant accès au tableau d’état');
    expect(mail.text).toContain('Votre essai gratuit se termine le 23 novembre 2027.');
    expect(mail.text).toContain('\nK7QM-2XPD-9RTF\n');
    expect(mail.text).toContain('écrivez-nous à info@example.ca');
  });

  it('asks to verify the address in French, its link labelled in French', () => {
    const mail = verificationMail(provider, { to: 'a@example.ca', link: 'https://status.example.ca/verify-email?token=t', validHours: 24, locale: 'fr-CA' });
    expect(mail.subject).toBe('Confirmez votre adresse courriel pour Dental IT');
    expect(mail.text).toContain('Confirmer mon adresse courriel\u00a0:\nhttps://status.example.ca/verify-email?token=t');
    expect(mail.text).toContain('expire dans 24 heures');
  });

  it('tells a rejection in French, the provider’s reason as written', () => {
    const mail = rejectionMail(provider, { to: 'a@example.ca', clinicName: 'Smile', reason: 'Not a dental clinic', locale: 'fr-CA' });
    expect(mail.subject).toBe('Votre inscription à Dental IT');
    expect(mail.text).toContain('Nous n’avons pas pu approuver votre inscription');
    expect(mail.text).toContain('Motif\u00a0: Not a dental clinic');
  });
});
