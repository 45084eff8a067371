// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Page } from '#shared/admin/admin.js';
import type { Incident, Maintenance } from '#shared/status/incidents.js';
import type { AdminService } from '#shared/status/service-admin.js';
import { IncidentsWidget } from './incidents-widget.tsx';
import { MaintenanceWidget } from './maintenance-widget.tsx';
import { titleError } from './incident-form-values.ts';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const SERVICE: AdminService = {
  id: 's1',
  name: 'Manulife',
  type: 'insurance',
  status: 'offline',
  location: null,
  sortOrder: 1,
  updatedAt: '2026-06-15T16:00:00Z',
  guidance: null,
  guidanceIssues: null,
  phone: null,
  portalUrl: null,
};
const ACTIVE: Incident = {
  id: 'i1',
  title: 'Manulife claims rejected',
  titleFr: 'Réclamations à Manulife refusées',
  status: 'investigating',
  createdAt: '2026-06-15T15:00:00Z',
  updatedAt: '2026-06-15T15:00:00Z',
  resolvedAt: null,
  services: [{ id: 's1', name: 'Manulife', impact: 'outage' }],
  whatToDo: 'Hold claims.',
  updates: [{ id: 'u1', status: 'investigating', message: 'Looking into it.', createdAt: '2026-06-15T15:00:00Z', by: 'Dana' }],
};
const WINDOW: Maintenance = {
  id: 'm1',
  title: 'Router firmware',
  description: null,
  startsAt: '2099-06-15T04:00:00Z',
  endsAt: '2099-06-15T05:00:00Z',
  services: [{ id: 's1', name: 'Manulife' }],
  createdAt: '2026-06-15T15:00:00Z',
  state: 'upcoming',
};
const page = (items: Incident[]): Page<Incident> => ({ items, total: items.length, page: 1, pageSize: 5 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') return new Response(JSON.stringify(ACTIVE), { status: 201 });
    if (init?.method === 'PATCH') return new Response(JSON.stringify(ACTIVE), { status: 200 });
    if (url.startsWith('/api/admin/services')) return new Response(JSON.stringify([SERVICE]));
    if (url.startsWith('/api/admin/maintenance')) return new Response(JSON.stringify([WINDOW]));
    if (url.includes('status=active')) return new Response(JSON.stringify(page([ACTIVE])));
    return new Response(JSON.stringify(page([])));
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const sent = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('IncidentsWidget in French', () => {
  it('speaks French, counts the published texts without French and marks them', async () => {
    renderWithApp(<IncidentsWidget />, { locale: 'fr-CA' });
    const list = await screen.findByRole('list', { name: 'Incidents actifs' });
    expect(screen.getByRole('heading', { name: 'Incidents' })).toBeTruthy();
    expect(screen.getByText('1 actif')).toBeTruthy();
    // The title has its French; the pinned line and the update do not.
    expect(screen.getByText('2 textes sans français')).toBeTruthy();
    expect(within(list).getByText('Réclamations à Manulife refusées').closest('[lang]')?.getAttribute('lang')).toBe('fr-CA');
    expect(within(list).getByRole('list', { name: 'Services touchés par Manulife claims rejected' }).textContent).toBe('Manulife · affiché en panne');
    expect(within(list).getAllByText('Sans français').length).toBeGreaterThan(0);
    expect(within(list).getAllByText('Enquête en cours').length).toBeGreaterThan(0);
  });

  it('opens an incident with the French beside each English field, sending the French only when written', async () => {
    renderWithApp(<IncidentsWidget />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir un incident' }));
    const form = screen.getByRole('form', { name: 'Ouvrir un incident' });
    fireEvent.click(within(form).getByRole('button', { name: 'Ouvrir l’incident' }));
    expect(await within(form).findByText('Entrez un titre.')).toBeTruthy();
    expect(within(form).getByText('Choisissez au moins un service touché.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Titre\b(?! en)/), { target: { value: 'Claims failing' } });
    fireEvent.change(within(form).getByLabelText(/^Titre en français/), { target: { value: ' Les réclamations échouent ' } });
    fireEvent.click(await within(form).findByLabelText(/^Manulife/));
    fireEvent.change(within(form).getByLabelText(/^Première mise à jour(?! en)/), { target: { value: 'Confirmed.' } });
    fireEvent.change(within(form).getByLabelText(/^Première mise à jour en français/), { target: { value: 'Confirmé.' } });
    fireEvent.change(within(form).getByLabelText(/^Marche à suivre en français/), { target: { value: 'Retenez les réclamations.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ouvrir l’incident' }));
    // French for what to do goes only beside an English line.
    expect(await within(form).findByText(/Écrivez aussi la marche à suivre en anglais/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Marche à suivre pour les cliniques/), { target: { value: 'Hold claims.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ouvrir l’incident' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(JSON.parse(String(sent('POST')[0]![1]?.body))).toEqual({
      title: 'Claims failing',
      titleFr: 'Les réclamations échouent',
      serviceIds: ['s1'],
      status: 'investigating',
      message: 'Confirmed.',
      messageFr: 'Confirmé.',
      impact: 'outage',
      whatToDo: 'Hold claims.',
      whatToDoFr: 'Retenez les réclamations.',
      notify: false,
    });
    expect(await screen.findByText('Incident ouvert')).toBeTruthy();
  });

  it('adds the French of a posted update', async () => {
    renderWithApp(<IncidentsWidget />, { locale: 'fr-CA' });
    const list = await screen.findByRole('list', { name: 'Incidents actifs' });
    fireEvent.click(within(list).getByRole('button', { name: 'Ajouter le français' }));
    const form = within(list).getByRole('form', { name: /^Français de la mise à jour publiée le/ });
    fireEvent.change(within(form).getByLabelText(/^Message en français/), { target: { value: 'Nous examinons le problème.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer le français' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(String(sent('PATCH')[0]![0])).toBe('/api/admin/incidents/i1/updates/u1');
    expect(JSON.parse(String(sent('PATCH')[0]![1]?.body))).toEqual({ messageFr: 'Nous examinons le problème.' });
  });

  it('checks forms with the server’s messages in English when no language is given', () => {
    expect(titleError('ab')).toBe('The title must be at least 3 characters.');
  });
});

describe('MaintenanceWidget in French', () => {
  it('speaks French with a plural, and marks a window announced without French', async () => {
    renderWithApp(<MaintenanceWidget />, { locale: 'fr-CA' });
    const list = await screen.findByRole('list', { name: 'Entretiens à venir et en cours' });
    expect(screen.getByText('1 prévu')).toBeTruthy();
    expect(screen.getByText('1 texte sans français')).toBeTruthy();
    expect(within(list).getByText('À venir')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Annuler\u00a0: Router firmware' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Français\u00a0: Router firmware' }));
    const form = within(list).getByRole('form', { name: 'Français\u00a0: Router firmware' });
    fireEvent.change(within(form).getByLabelText(/^Titre en français/), { target: { value: 'Micrologiciel du routeur' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer le français' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(String(sent('PATCH')[0]![0])).toBe('/api/admin/maintenance/m1');
    expect(JSON.parse(String(sent('PATCH')[0]![1]?.body))).toEqual({ titleFr: 'Micrologiciel du routeur', descriptionFr: null });
  });
});
