import { describe, expect, it } from 'vitest';
import { ALERT_CONSENT_TEXT } from '#shared/subscribers/alerts.js';
import { NEWSLETTER_CONSENT_TEXT } from '#shared/subscribers/newsletter.js';
import { MARKETING_CONSENT_TEXT } from '#shared/onboarding/registration.js';
import { CLINIC_CONSENT_TEXT } from '#shared/onboarding/clinic-access-texts.js';
import { consentWording } from './consent-wording.ts';

describe('the consent wording kept as proof', () => {
  it('is, in English, word for word the English the product has always recorded', () => {
    expect(consentWording('alerts', 'en-CA')).toBe(ALERT_CONSENT_TEXT);
    expect(consentWording('newsletter', 'en-CA')).toBe(NEWSLETTER_CONSENT_TEXT);
    expect(consentWording('marketing', 'en-CA')).toBe(MARKETING_CONSENT_TEXT);
    expect(consentWording('clinic', 'en-CA')).toBe(CLINIC_CONSENT_TEXT);
  });

  it('is, for a person who agreed in French, the French they agreed to', () => {
    for (const kind of ['alerts', 'newsletter', 'marketing', 'clinic'] as const) {
      const french = consentWording(kind, 'fr-CA');
      expect(french).not.toBe(consentWording(kind, 'en-CA'));
      expect(french).toMatch(/[éèàç’]/);
    }
  });
});
