// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { Incident, PublicIncidents, PublicMaintenance } from '#shared/status/incidents.js';
import { IncidentBanner } from './incident-banner.tsx';

const NOW = Date.parse('2026-06-15T18:00:00Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

/** Written in both languages, except the oldest update (English only). */
const ACTIVE: Incident = {
  id: 'i1',
  title: 'Claims to Manulife are failing',
  titleFr: 'Les réclamations à Manulife échouent',
  status: 'identified',
  createdAt: minutesAgo(50),
  updatedAt: minutesAgo(25),
  resolvedAt: null,
  services: [
    { id: 's1', name: 'Manulife', impact: 'outage' },
    { id: 's2', name: 'TELUS', impact: 'degraded' },
  ],
  whatToDo: 'Hold Manulife claims and resend them this afternoon.',
  whatToDoFr: 'Retenez les réclamations à Manulife et renvoyez-les cet après-midi.',
  updates: [
    {
      id: 'u2',
      status: 'identified',
      message: 'An expired certificate at the insurer.',
      messageFr: 'Un certificat expiré chez l’assureur.',
      createdAt: minutesAgo(25),
      by: 'Dana',
    },
    { id: 'u1', status: 'investigating', message: 'We are looking into failed submissions.', createdAt: minutesAgo(50), by: 'Rocky Mountain IT' },
  ],
};

/** Written in English only. */
const RESOLVED: Incident = {
  ...ACTIVE,
  id: 'i0',
  title: 'Phones dropping calls',
  titleFr: null,
  status: 'resolved',
  resolvedAt: minutesAgo(3000),
  services: [{ id: 's3', name: 'RingCentral', impact: null }],
  whatToDo: null,
  whatToDoFr: null,
  updates: [{ id: 'u0', status: 'resolved', message: 'The carrier fixed a routing fault.', createdAt: minutesAgo(3000), by: 'Dana' }],
};

beforeAll(async () => {
  await import('./incident-banner-content.tsx');
});

let incidents: PublicIncidents;
let maintenance: PublicMaintenance;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  incidents = { active: [], recent: [] };
  maintenance = { active: [], upcoming: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const body = String(input) === '/api/incidents' ? incidents : maintenance;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
cleanUpAfterEach();
afterEach(() => vi.useRealTimers());

describe('IncidentBanner in French', () => {
  it('shows the provider’s French, and marks what exists only in English', async () => {
    incidents = { active: [ACTIVE], recent: [] };
    renderWithApp(<IncidentBanner />, { locale: 'fr-CA' });
    const card = await screen.findByRole('article', { name: 'Les réclamations à Manulife échouent' });
    expect(screen.getByRole('heading', { level: 2, name: 'Incident en cours' })).toBeTruthy();
    expect(within(card).getByText('Cause identifiée')).toBeTruthy();
    expect(card.textContent).toContain('Services touchés\u00a0: Manulife (en panne), TELUS (perturbé)');
    expect(card.textContent).toContain('Que faire\u00a0: Retenez les réclamations à Manulife et renvoyez-les cet après-midi.');
    expect(card.textContent).toContain('Un certificat expiré chez l’assureur.');
    expect(card.textContent).toContain('(il y a 25 min) · Dana');
    expect(card.textContent).not.toContain('En anglais seulement');

    fireEvent.click(within(card).getByRole('button', { name: 'Afficher les mises à jour précédentes (1)' }));
    const timeline = within(card).getByRole('list', { name: 'Mises à jour précédentes\u00a0: Les réclamations à Manulife échouent' });
    expect(timeline.textContent).toContain('Enquête en cours');
    expect(timeline.textContent).toContain('Publié par Rocky Mountain IT');
    // The first update was written in English only: shown in English, said to be.
    const english = within(timeline).getByText('We are looking into failed submissions.', { exact: false });
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.textContent).toContain('En anglais seulement');
  });

  it('counts ongoing incidents in the heading when there are several', async () => {
    incidents = { active: [ACTIVE, { ...ACTIVE, id: 'i2' }], recent: [] };
    renderWithApp(<IncidentBanner />, { locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Incidents en cours (2)' })).toBeTruthy();
  });

  it('folds past incidents, their English-only titles marked', async () => {
    incidents = { active: [], recent: [RESOLVED] };
    renderWithApp(<IncidentBanner />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: /Incidents passés \(14 derniers jours\)/ }));
    const title = screen.getByRole('heading', { level: 3 });
    expect(title.textContent).toBe('Phones dropping callsEn anglais seulement');
    expect(title.querySelector('[lang="en"]')?.textContent).toContain('Phones dropping calls');
    expect(
      screen
        .getByText(/^Résolu : /)
        .querySelector('time')
        ?.getAttribute('datetime'),
    ).toBe(minutesAgo(3000));
  });

  it('announces maintenance in French, with the French title and description when written', async () => {
    maintenance = {
      active: [
        {
          id: 'm1',
          title: 'Router firmware',
          titleFr: 'Micrologiciel du routeur',
          description: 'Short drops expected.',
          descriptionFr: 'De courtes coupures sont à prévoir.',
          startsAt: minutesAgo(10),
          endsAt: minutesAgo(-50),
          services: [{ id: 's4', name: 'Telus' }],
          createdAt: minutesAgo(600),
          state: 'active',
        },
      ],
      upcoming: [],
    };
    renderWithApp(<IncidentBanner />, { locale: 'fr-CA' });
    const region = await screen.findByRole('region', { name: 'Entretien planifié' });
    expect(region.textContent).toContain('En cours');
    expect(region.textContent).toContain('Micrologiciel du routeur');
    expect(region.textContent).toContain('De courtes coupures sont à prévoir.');
    expect(region.textContent).not.toContain('Router firmware');
  });
});
