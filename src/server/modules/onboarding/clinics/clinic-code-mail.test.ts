import { describe, expect, it } from 'vitest';
import { clinicCodeMail } from './clinic-code-mail.ts';

const provider = { name: 'Dental IT', infoEmail: 'info@example.ca', salesEmail: 'sales@example.ca', phone: '', website: 'https://example.ca', address: '' };

describe('clinicCodeMail', () => {
  it('is written in English unless told otherwise, as before', () => {
    const mail = clinicCodeMail(provider, { to: 'front@example.ca', code: '482913', validMinutes: 10 });
    expect(mail.subject).toBe('Your Dental IT clinic verification code');
    expect(mail.text).toContain('Enter this code in the clinic registration window on the dashboard:\n\n482913\n');
    expect(mail.text).toContain('It works once and expires in 10 minutes. Never share it: our team will never ask you for it.');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('is written in French for a clinic registering from a French page, the code alone on its line', () => {
    const mail = clinicCodeMail(provider, { to: 'front@example.ca', code: '482913', validMinutes: 10, locale: 'fr-CA' });
    expect(mail.subject).toBe('Votre code de vérification de clinique Dental IT');
    expect(mail.text).toContain('Confirmez votre adresse courriel');
    expect(mail.text).toContain('Entrez ce code dans la fenêtre d’inscription de la clinique, sur le tableau d’état\u00a0:\n\n482913\n');
    expect(mail.text).toContain('Il ne fonctionne qu’une fois et expire dans 10 minutes.');
    expect(mail.text).toContain('Vous recevez ce courriel parce que');
    expect(mail.html).toContain('<html lang="fr-CA">');
    expect(mail.html).toContain('Confirmez votre adresse courriel');
    expect(mail.text).not.toMatch(/\be-mail\b|Enter this code/);
  });
});
