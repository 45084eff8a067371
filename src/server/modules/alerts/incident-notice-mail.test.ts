import { describe, expect, it } from 'vitest';
import { incidentNoticeMail, type IncidentNotice } from './incident-notice-mail.ts';

const provider = { name: 'Dental IT', infoEmail: 'info@example.ca', salesEmail: 'sales@example.ca', phone: '', website: 'https://example.ca', address: '' };
const links = {
  to: 'front@example.ca',
  dashboardUrl: 'https://status.example.ca/',
  unsubscribeUrl: 'https://status.example.ca/u',
  oneClickUrl: 'https://status.example.ca/u1',
};

const notice: IncidentNotice = {
  title: 'Claims delayed',
  titleFr: 'Réclamations retardées',
  status: 'identified',
  message: 'The insurer found the cause.',
  messageFr: null,
  whatToDo: 'Submit claims later today.',
  whatToDoFr: 'Envoyez vos réclamations plus tard aujourd’hui.',
  services: [
    { name: 'Sun Life', impact: 'outage' },
    { name: 'Manulife', impact: 'degraded' },
  ],
};

describe('incidentNoticeMail', () => {
  it('is written in English for English subscribers, with the provider’s English', () => {
    const mail = incidentNoticeMail(provider, { ...links, notice });
    expect(mail.subject).toBe('[Dental IT status] Incident: Claims delayed');
    expect(mail.text).toContain('Identified: The insurer found the cause.');
    expect(mail.text).toContain('What to do: Submit claims later today.');
    expect(mail.text).toContain('Services affected now: Sun Life (down), Manulife (having issues).');
  });

  it('is written in French for French subscribers, with the provider’s French where it wrote some and its English where not', () => {
    const mail = incidentNoticeMail(provider, { ...links, notice, locale: 'fr-CA' });
    expect(mail.subject).toBe('[État Dental IT] Incident\u00a0: Réclamations retardées');
    expect(mail.text).toContain('Cause identifiée\u00a0: The insurer found the cause.');
    expect(mail.text).toContain('Que faire\u00a0: Envoyez vos réclamations plus tard aujourd’hui.');
    expect(mail.text).toContain('Services touchés actuellement\u00a0: Sun Life (en panne), Manulife (perturbé).');
    expect(mail.text).toContain('Ouvrir le tableau d’état\u00a0:\nhttps://status.example.ca/');
  });

  it('says a resolved incident is resolved in French', () => {
    const mail = incidentNoticeMail(provider, {
      ...links,
      notice: { ...notice, status: 'resolved', messageFr: 'Tout est rentré dans l’ordre.' },
      locale: 'fr-CA',
    });
    expect(mail.subject).toBe('[État Dental IT] Résolu\u00a0: Réclamations retardées');
    expect(mail.text).toContain('Résolu\u00a0: Tout est rentré dans l’ordre.');
    expect(mail.text).toContain('Services touchés\u00a0: Sun Life, Manulife.');
    expect(mail.text).not.toContain('Que faire');
  });
});
