// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { AdminSubscriptionRow } from '#shared/subscribers/newsletter-admin.js';
import { NewsletterSubscriptionsWidget } from './newsletter-subscriptions-widget.tsx';

const ROWS: AdminSubscriptionRow[] = [
  { id: 's1', email: 'accueil@cliniquelevis.ca', ipAddress: '198.51.100.7', createdAt: '2026-06-15T16:00:00Z', isActive: true, pending: false },
  { id: 's2', email: 'info@cliniqueshediac.ca', ipAddress: null, createdAt: '2026-06-14T16:00:00Z', isActive: false, pending: true },
];

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const search = new URL(input, 'http://localhost').searchParams.get('search');
      return json(search ? { items: [], total: 0, page: 1, pageSize: 5 } : { items: ROWS, total: 2, page: 1, pageSize: 5 });
    }),
  );
});
cleanUpAfterEach();

describe('NewsletterSubscriptionsWidget in French', () => {
  it('lists the subscriptions in French', async () => {
    renderWithApp(<NewsletterSubscriptionsWidget />, { locale: 'fr-CA' });
    const first = (await screen.findByText('accueil@cliniquelevis.ca')).closest('li')!;
    expect(screen.getByRole('heading', { name: 'Abonnements à l’infolettre' })).toBeTruthy();
    expect(screen.getByText('Tous les courriels sont chiffrés')).toBeTruthy();
    expect(within(first).getByText('Actif')).toBeTruthy();
    expect(first.textContent).toMatch(/Abonnement\u00a0: 15 juin 2026/);
    const second = screen.getByText('info@cliniqueshediac.ca').closest('li')!;
    expect(within(second).getByText('IP non enregistrée')).toBeTruthy();
    expect(within(second).getByText('Inactif (non confirmé)')).toBeTruthy();
    expect(screen.getByText('Affichage de 1 à 2 sur 2')).toBeTruthy();
  });

  it('says in French when nothing matches', async () => {
    renderWithApp(<NewsletterSubscriptionsWidget />, { locale: 'fr-CA' });
    await screen.findByText('accueil@cliniquelevis.ca');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher des abonnements' }), { target: { value: 'personne' } });
    expect(await screen.findByText('Aucun abonnement ne correspond à votre recherche')).toBeTruthy();
  });
});
