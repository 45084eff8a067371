import { describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT_TEXT } from '#shared/subscribers/newsletter.js';
import { translator } from '#server/lib/i18n/translator.js';
import { newsletterAlreadySubscribedMail, newsletterConfirmationMail } from './newsletter-mails.ts';

const provider = { name: 'Dental IT', infoEmail: 'info@example.ca', salesEmail: 'sales@example.ca', phone: '', website: 'https://example.ca', address: '' };
const links = {
  unsubscribeUrl: 'https://status.example.ca/newsletter/unsubscribe?token=u',
  oneClickUrl: 'https://status.example.ca/api/newsletter/unsubscribe?token=u',
};

describe('newsletter mails', () => {
  it('quote in English exactly the consent words stored with the subscription', () => {
    expect(translator('en-CA').t('server-mail.newsletter.consentText')).toBe(NEWSLETTER_CONSENT_TEXT);
    const mail = newsletterConfirmationMail(provider, { to: 'a@example.ca', link: 'https://status.example.ca/newsletter/confirm?token=t', ...links });
    expect(mail.text).toContain(`You asked for the Dental IT newsletter: "${NEWSLETTER_CONSENT_TEXT}"`);
  });

  it('ask to confirm in French, quoting the consent words in French', () => {
    const mail = newsletterConfirmationMail(provider, {
      to: 'a@example.ca',
      link: 'https://status.example.ca/newsletter/confirm?token=t',
      ...links,
      locale: 'fr-CA',
    });
    expect(mail.subject).toBe('Confirmez votre abonnement à l’infolettre Dental IT');
    expect(mail.text).toContain('Vous avez demandé l’infolettre Dental IT\u00a0: «\u00a0Envoyez-moi à l’occasion des courriels');
    expect(mail.text).toContain('Oui, abonnez-moi\u00a0:\nhttps://status.example.ca/newsletter/confirm?token=t');
    expect(mail.text).toContain('Le lien est valide pendant 48 heures.');
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe': `<${links.oneClickUrl}>` });
  });

  it('answer an address already subscribed in French, under the same subject', () => {
    const mail = newsletterAlreadySubscribedMail(provider, { to: 'a@example.ca', ...links, locale: 'fr-CA' });
    expect(mail.subject).toBe('Confirmez votre abonnement à l’infolettre Dental IT');
    expect(mail.text).toContain('Cette adresse est déjà abonnée');
    expect(mail.text).toContain('Me désabonner de l’infolettre\u00a0:');
  });
});
