// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { RegisteredClinicRow } from '#shared/onboarding/clinic-access.js';
import { RegisteredClinicsWidget } from './registered-clinics-widget.tsx';

function clinic(n: number, overrides: Partial<RegisteredClinicRow> = {}): RegisteredClinicRow {
  return {
    id: `id-${n}`,
    clinicName: `Clinic ${n}`,
    email: `office${n}@clinic.example.ca`,
    ipAddress: `192.0.2.${n}`,
    createdAt: '2026-06-01T16:00:00Z',
    lastAccess: null,
    isActive: true,
    ipChangeDetected: false,
    trialEndsAt: null,
    services: [],
    ...overrides,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (init?.method === 'DELETE') return json({ message: 'supprimée' });
    if (url.searchParams.get('search') === 'rien') return json({ items: [], total: 0, page: 1, pageSize: 5 });
    const lastAccess = new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString();
    const items = [
      clinic(1, { lastAccess, trialEndsAt: '2027-11-24T03:00:00.000Z', services: ['TELUS Business Internet', 'Weave'] }),
      clinic(2, { isActive: false, ipChangeDetected: true }),
      ...[3, 4, 5].map((n) => clinic(n)),
    ];
    return json({ items, total: 7, page: 1, pageSize: 5 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

describe('RegisteredClinicsWidget in French', () => {
  it('lists the clinics with French words, dates and pager', async () => {
    renderWithApp(<RegisteredClinicsWidget />, { locale: 'fr-CA' });
    const first = (await screen.findByText('Clinic 1')).closest('li')!;
    expect(screen.getByRole('heading', { name: 'Cliniques inscrites' })).toBeTruthy();
    expect(screen.getByText('Cliniques dont le réseau a accès au tableau d’état')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).getByText('TELUS Business Internet, Weave')).toBeTruthy();
    expect(within(first).getByText('Inscription')).toBeTruthy();
    expect(within(first).getByText(/^1er juin 2026/)).toBeTruthy();
    expect(within(first).getByText('Fin de l’essai')).toBeTruthy();
    expect(within(first).getByText(/^23 nov\. 2027/)).toBeTruthy();
    expect(within(first).getByText('Il y a 3 h')).toBeTruthy();

    const second = screen.getByText('Clinic 2').closest('li')!;
    expect(within(second).getByText('Inactive')).toBeTruthy();
    expect(within(second).getByText('IP changée')).toBeTruthy();
    expect(within(second).getByText('aucun service choisi pour l’instant')).toBeTruthy();
    expect(within(second).getByText('Aucun essai')).toBeTruthy();
    expect(within(second).getByText('Jamais')).toBeTruthy();

    expect(screen.getByText('Affichage de 1 à 5 sur 7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page suivante (cliniques)' })).toBeTruthy();
  });

  it('says in French when nothing matches', async () => {
    renderWithApp(<RegisteredClinicsWidget />, { locale: 'fr-CA' });
    await screen.findByText('Clinic 1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher des cliniques' }), { target: { value: 'rien' } });
    expect(await screen.findByText('Aucune clinique ne correspond à votre recherche')).toBeTruthy();
  });

  it('asks in French before deleting, then confirms in French', async () => {
    renderWithApp(<RegisteredClinicsWidget />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Clinic 3' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Supprimer Clinic 3?')).toBeTruthy();
    expect(within(dialog).getByText('Supprimer cette clinique l’oblige à s’inscrire de nouveau et retire son adresse IP de la liste blanche.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer la clinique' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Clinique supprimée. Elle devra s’inscrire de nouveau pour accéder au système.')).toBeTruthy();
    expect(screen.getByText('Succès')).toBeTruthy();
  });
});
