// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminWhitelistEntry } from '#shared/onboarding/admin-whitelist.js';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import { IpWhitelistWidget } from './ip-whitelist-widget.tsx';

const CLINIC_ENTRY: AdminWhitelistEntry = {
  id: 'w1',
  ipAddress: '192.0.2.41',
  description: null,
  isActive: true,
  createdAt: '2026-06-15T16:00:00Z',
  clinicName: 'Clinique dentaire Bathurst',
};
const OFFICE_ENTRY: AdminWhitelistEntry = {
  id: 'w2',
  ipAddress: '203.0.113.0/28',
  description: 'Bureau du fournisseur',
  isActive: false,
  createdAt: '2026-06-14T16:00:00Z',
  clinicName: null,
};

let entries: AdminWhitelistEntry[];
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  entries = [CLINIC_ENTRY, OFFICE_ENTRY];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return new Response(JSON.stringify(entries), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

describe('IpWhitelistWidget in French', () => {
  it('lists the entries in French, with their count in the plural', async () => {
    renderWithApp(<IpWhitelistWidget />, { locale: 'fr-CA' });
    const office = (await screen.findByText('203.0.113.0/28')).closest('li')!;
    expect(screen.getByRole('heading', { name: 'Liste blanche d’adresses IP' })).toBeTruthy();
    expect(screen.getByText('2 entrées')).toBeTruthy();
    expect(within(office).getByText('Inactive')).toBeTruthy();
    expect(within(office).getByText(/^Ajoutée le 14 juin 2026/)).toBeTruthy();
    expect(screen.getByText('Une adresse ou une plage CIDR, IPv4 ou IPv6')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter à la liste blanche' })).toBeTruthy();
  });

  it('says "1 entrée" in the singular', async () => {
    entries = [CLINIC_ENTRY];
    renderWithApp(<IpWhitelistWidget />, { locale: 'fr-CA' });
    expect(await screen.findByText('1 entrée')).toBeTruthy();
  });

  it('asks in French before removing a clinic’s own address, and confirms in French', async () => {
    renderWithApp(<IpWhitelistWidget />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer 192.0.2.41' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Retirer 192.0.2.41?')).toBeTruthy();
    expect(within(dialog).getByText(/^Cette adresse appartient à Clinique dentaire Bathurst\. Ses ordinateurs perdent l’accès/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer l’IP' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Adresse IP retirée de la liste blanche')).toBeTruthy();
  });
});
