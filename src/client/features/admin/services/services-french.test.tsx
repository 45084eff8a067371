// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MonitoredAdminService } from '#shared/status/monitoring.js';
import { ServicesWidget } from './services-widget.tsx';
import { StatusOverrideWidget } from './status-override-widget.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const at = '2026-06-15T16:00:00Z';
const base = {
  location: null,
  sortOrder: 0,
  updatedAt: at,
  guidanceIssues: null,
  phone: null,
  portalUrl: null,
  monitored: false,
  checkStatus: null,
  source: 'manual',
  manualStatus: 'online',
  override: null,
} as const;
const SERVICES: MonitoredAdminService[] = [
  { ...base, id: 'a', name: 'Alberta Blue Cross', type: 'insurance', status: 'online', guidance: 'Hold claims.', guidanceFr: 'Retenez les réclamations.' },
  { ...base, id: 'm', name: 'Manulife', type: 'insurance', status: 'offline', guidance: 'Hold claims.' },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) => (init?.method ? new Response('{}', { status: 200 }) : new Response(JSON.stringify(SERVICES))));
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('ServicesWidget in French', () => {
  it('speaks French with a plural, and marks the advice that has no French', async () => {
    renderWithApp(<ServicesWidget />, { locale: 'fr-CA' });
    const list = await screen.findByRole('list', { name: 'Services\u00a0: Assurances' });
    expect(screen.getByText('2 services')).toBeTruthy();
    expect(screen.getByText('1 texte sans français')).toBeTruthy();
    const [withFrench, without] = within(list).getAllByRole('listitem');
    expect(within(withFrench!).queryByText('Sans français')).toBeNull();
    expect(within(without!).getByText('Sans français')).toBeTruthy();
    expect(without!.textContent).toContain('Les cliniques voient\u00a0: conseils en cas de panne');
    expect(within(without!).getByText('En panne')).toBeTruthy();
  });

  it('edits the advice with its French beside it, sending only what changed', async () => {
    renderWithApp(<ServicesWidget />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier Manulife' }));
    const form = screen.getByRole('form', { name: 'Modifier Manulife' });
    expect(within(form).getByLabelText(/^Marche à suivre quand il est en panne/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^En cas de panne, en français/), { target: { value: ' Retenez les réclamations. ' } });
    fireEvent.change(within(form).getByLabelText(/^En cas de perturbation, en français/), { target: { value: 'é'.repeat(501) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Les conseils en français en cas de perturbation sont limités à 500 caractères')).toBeTruthy();
    expect(calls('PATCH')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/^En cas de perturbation, en français/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(JSON.parse(String(calls('PATCH')[0]![1]?.body))).toEqual({ guidanceFr: 'Retenez les réclamations.' });
  });

  it('speaks English, as before, to an English reader', async () => {
    renderWithApp(<ServicesWidget />);
    expect(await screen.findByText('2 services')).toBeTruthy();
    expect(screen.getByText('1 text without French')).toBeTruthy();
  });
});

describe('StatusOverrideWidget in French', () => {
  it('groups, labels and explains in French', async () => {
    renderWithApp(<StatusOverrideWidget />, { locale: 'fr-CA' });
    const select = (await screen.findByLabelText(/^Service/)) as HTMLSelectElement;
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Assureurs']);
    expect(select.textContent).toContain('Manulife (En panne)');
    fireEvent.change(select, { target: { value: 'm' } });
    expect(screen.getByText('l’état fixé à la main')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Fixer l’état' })).getByRole('button', { name: 'Perturbé' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remettre en ligne\u00a0: Manulife' })).toBeTruthy();
  });
});
