import { describe, expect, it } from 'vitest';
import { overallSummary } from '#shared/status/board-status.js';
import type { Service } from '#shared/status/services.js';
import { translator } from '#server/lib/i18n/translator.js';
import { embedSentence, renderEmbedPage } from './embed-page.ts';
import { renderBadge } from './badge.ts';

const service = (name: string, status: Service['status'], over: Partial<Service> = {}): Service => ({
  id: name,
  name,
  type: 'internet',
  status,
  source: 'check',
  ...over,
});

describe('renderEmbedPage', () => {
  it('says when it was updated on the provider’s 12-hour clock with its zone, right in an Alberta winter', () => {
    const page = renderEmbedPage({
      services: [],
      boardUrl: 'https://status.example.ca/',
      providerName: 'Dental IT',
      timeZone: 'America/Edmonton',
      now: new Date('2026-12-01T17:19:00Z'),
    });
    expect(page).toContain('<p>Updated 11:19 a.m. MDT · ');
    expect(page).toContain('<html lang="en-CA">');
  });

  it('speaks French when asked: the sentence, the states, the time and the link', () => {
    const page = renderEmbedPage({
      services: [service('Telus', 'offline'), service('Shaw', 'warning'), service('Rogers', 'online')],
      boardUrl: 'https://status.example.ca/',
      providerName: 'Dental IT',
      timeZone: 'America/Edmonton',
      now: new Date('2026-12-01T17:19:00Z'),
      locale: 'fr-CA',
    });
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('<h1>Telus est en panne; Shaw est perturbé.</h1>');
    expect(page).toContain('<span class="name">Telus</span> <span class="state">En panne</span>');
    expect(page).toContain('<span class="name">Shaw</span> <span class="state">Perturbé</span>');
    expect(page).toMatch(/<p>Mis à jour à 11 h 19 [A-Z]+ · <a [^>]+>Ouvrir le tableau d’état<\/a>/);
  });
});

describe('the embed’s sentence', () => {
  const boards: Service[][] = [
    [],
    [service('Telus', 'online')],
    [service('Telus', 'online', { source: 'manual' })],
    [service('Telus', 'online', { monitorOffline: true })],
    [service('Telus', 'offline')],
    [service('Telus', 'offline'), service('Shaw', 'offline'), service('Rogers', 'online')],
    ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => service(name, 'offline')),
    [service('A', 'offline'), service('B', 'warning'), service('C', 'warning'), service('D', 'online', { source: 'maintenance' })],
    [service('iTrans Service', 'offline', { type: 'insurance' }), service('Manulife', 'offline', { type: 'insurance' })],
    [service('iTrans Service', 'warning', { type: 'insurance' })],
    [
      service('iTrans Service', 'online', { type: 'insurance', source: 'maintenance' }),
      service('Sun Life', 'online', { type: 'insurance', source: 'maintenance' }),
    ],
  ];

  it('reads in English exactly as the board’s own sentence', () => {
    const { t } = translator('en-CA');
    for (const services of boards) expect(embedSentence(overallSummary(services), t)).toBe(overallSummary(services).sentence);
  });

  it('agrees in number in French, and names the claims network', () => {
    const { t } = translator('fr-CA');
    const say = (services: Service[]) => embedSentence(overallSummary(services), t);
    expect(say([])).toBe('Aucun problème signalé');
    expect(say([service('Telus', 'online')])).toBe('Tous les systèmes sont opérationnels');
    expect(say([service('Telus', 'offline'), service('Shaw', 'offline'), service('Rogers', 'online')])).toBe('Telus et Shaw sont en panne.');
    expect(say(['A', 'B', 'C', 'D'].map((name) => service(name, 'offline')))).toBe('A, B, C et 1 autre sont en panne.');
    expect(say(['A', 'B', 'C', 'D', 'E'].map((name) => service(name, 'offline')))).toBe('A, B, C et 2 autres sont en panne.');
    expect(say([service('iTrans Service', 'offline', { type: 'insurance' }), service('Manulife', 'warning', { type: 'insurance' })])).toBe(
      'Le réseau de réclamations iTrans est en panne; Manulife est perturbé.',
    );
  });
});

describe('renderBadge', () => {
  it('says the overall state in French when asked', () => {
    const badge = renderBadge('major_outage', 'fr-CA');
    expect(badge).toContain('aria-label="état des cliniques\u00a0: Panne majeure"');
    expect(badge).toContain('>panne majeure</text>');
    expect(renderBadge('major_outage')).toContain('aria-label="clinic status: Major outage"');
  });
});
