// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { AdminCoupon } from '#shared/onboarding/registration.js';
import { CouponManagementWidget } from './coupon-management-widget.tsx';

const coupon = (overrides: Partial<AdminCoupon>): AdminCoupon => ({
  id: 'c1',
  code: 'QUEBEC2026',
  description: 'Membres de l’Ordre des dentistes',
  trialDurationMonths: 12,
  usageLimit: null,
  usedCount: 3,
  isActive: true,
  expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
  createdAt: '2026-01-01T16:00:00Z',
  ...overrides,
});

let coupons: AdminCoupon[];
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  coupons = [
    coupon({}),
    coupon({ id: 'c2', code: 'ACADIE', description: null, trialDurationMonths: 1, usageLimit: 20, usedCount: 5 }),
    coupon({ id: 'c3', code: 'ANCIEN', description: null, expiresAt: '2025-12-31T23:59:59Z' }),
  ];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(coupons), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

describe('CouponManagementWidget in French', () => {
  it('lists the coupons in French, with the count of active ones in the plural', async () => {
    renderWithApp(<CouponManagementWidget />, { locale: 'fr-CA' });
    const first = (await screen.findByText('QUEBEC2026')).closest('li')!;
    expect(screen.getByRole('heading', { name: 'Gestion des codes promotionnels' })).toBeTruthy();
    expect(screen.getByText('2 actifs')).toBeTruthy();
    expect(within(first).getByText('Actif')).toBeTruthy();
    expect(within(first).getByText('3 / illimité')).toBeTruthy();
    expect(within(first).getByText('12 mois')).toBeTruthy();
    expect(within(first).getByText('Expire le')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Désactiver QUEBEC2026' })).toBeTruthy();

    const second = screen.getByText('ACADIE').closest('li')!;
    expect(within(second).getByText('5 / 20')).toBeTruthy();
    expect(within(second).getByText('1 mois')).toBeTruthy();

    const old = screen.getByText('ANCIEN').closest('li')!;
    expect(within(old).getByText('Expiré')).toBeTruthy();
    expect(within(old).getByText('Expiré le')).toBeTruthy();
  });

  it('says "1 actif" in the singular', async () => {
    coupons = [coupon({})];
    renderWithApp(<CouponManagementWidget />, { locale: 'fr-CA' });
    expect(await screen.findByText('1 actif')).toBeTruthy();
  });

  it('asks in French before deactivating', async () => {
    renderWithApp(<CouponManagementWidget />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver QUEBEC2026' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Désactiver QUEBEC2026?')).toBeTruthy();
    expect(within(dialog).getByText(/^Les cliniques ne peuvent plus utiliser ce code/)).toBeTruthy();
  });

  it('labels the create form in French and refuses a usage limit under 1 in French', async () => {
    renderWithApp(<CouponManagementWidget />, { locale: 'fr-CA' });
    await screen.findByText('QUEBEC2026');
    expect(screen.getByText('Au moins 3 caractères')).toBeTruthy();
    expect(screen.getByText('Durée de l’essai (mois)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Code promotionnel/), { target: { value: 'printemps' } });
    fireEvent.change(screen.getByLabelText(/^Date d’expiration/), { target: { value: '2030-12-31' } });
    fireEvent.change(screen.getByLabelText(/^Limite d’utilisation/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer le code promotionnel' }));
    expect(
      await screen.findByText('La limite d’utilisation doit être un nombre entier à partir de 1, ou rester vide pour une utilisation illimitée'),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
