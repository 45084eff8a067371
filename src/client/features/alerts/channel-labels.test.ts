import { describe, expect, it } from 'vitest';
import { testI18n } from '#tests/support/render-widget.tsx';
import { ALERT_CHECK_INBOX, ALERT_CONSENT_TEXT, ALERT_MESSAGES } from '#shared/subscribers/alerts.js';
import { CHANNEL_EVENT_LABEL, CHANNEL_EVENTS, CHANNEL_KIND_LABEL, CHANNEL_KINDS, CHANNEL_MESSAGES } from '#shared/subscribers/alert-channels.js';
import { EVENT_LABEL, KIND_LABEL } from './channel-labels.ts';

const english = testI18n('en-CA');
const french = testI18n('fr-CA');

/**
 * The alerts pages show their words from the catalogues; src/shared/subscribers keeps the English
 * the server answers and mails with. Both must say the same in English.
 */
describe('the alerts words in English', () => {
  it('name the channel kinds and events as the shared tables do', () => {
    for (const kind of CHANNEL_KINDS) expect(english._(KIND_LABEL[kind])).toBe(CHANNEL_KIND_LABEL[kind]);
    for (const event of CHANNEL_EVENTS) expect(english._(EVENT_LABEL[event])).toBe(CHANNEL_EVENT_LABEL[event]);
  });

  it('say what the shared texts say: consent, checks and the toasts the page writes itself', () => {
    expect(english._('alerts.form.consent')).toBe(ALERT_CONSENT_TEXT);
    expect(english._('alerts.sent.title')).toBe(ALERT_CHECK_INBOX);
    expect(english._('alerts.error.selectService')).toBe(ALERT_MESSAGES.selectService);
    expect(english._('alerts.error.consentRequired')).toBe(ALERT_MESSAGES.consentRequired);
    expect(english._('alerts.error.linkIncomplete')).toBe(ALERT_MESSAGES.linkIncomplete);
    expect(english._('alerts.error.url')).toBe(CHANNEL_MESSAGES.url);
    expect(english._('alerts.error.phone')).toBe(CHANNEL_MESSAGES.phone);
    expect(english._('alerts.error.events')).toBe(CHANNEL_MESSAGES.events);
    expect(english._('alerts.error.codeFormat')).toBe(CHANNEL_MESSAGES.codeFormat);
    expect(english._('alerts.channels.resumed')).toBe(CHANNEL_MESSAGES.resumed);
    expect(english._('alerts.channels.removed')).toBe(CHANNEL_MESSAGES.removed);
  });
});

describe('the alerts words in French', () => {
  it('keep the product names and translate what describes them', () => {
    expect(CHANNEL_KINDS.map((kind) => french._(KIND_LABEL[kind]))).toEqual(['Microsoft Teams (Workflows)', 'Slack', 'Webhook (JSON signé)', 'Texto (SMS)']);
    expect(french._(EVENT_LABEL.down)).toBe('Un service tombe en panne');
    expect(french._(EVENT_LABEL.maintenance)).toBe('Début ou fin d’un entretien planifié');
  });

  it('write the singular and the plural of the services an address follows', () => {
    expect(french._('alerts.services.body', { email: 'fr•••@bowriver.ca', count: 1 })).toBe(
      'Nous écrivons à <0>fr•••@bowriver.ca</0> dès que ce service change d’état.',
    );
    expect(french._('alerts.services.body', { email: 'fr•••@bowriver.ca', count: 3 })).toBe(
      'Nous écrivons à <0>fr•••@bowriver.ca</0> dès que l’un de ces 3 services change d’état.',
    );
    expect(french._('alerts.sms.intro', { number: '••• ••• 0123', minutes: 1 })).toContain('expire dans 1 minute.');
    expect(french._('alerts.sms.intro', { number: '••• ••• 0123', minutes: 10 })).toContain('expire dans 10 minutes.');
  });
});
