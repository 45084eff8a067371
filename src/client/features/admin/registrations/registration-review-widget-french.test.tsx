// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import frenchAdmin from '#client/i18n/admin-catalogue-fr-CA.ts';
import { createI18n } from '#client/i18n/i18n.ts';
import type { AdminRegistrationRow } from '#shared/onboarding/registration.js';
import { RegistrationReviewWidget } from './registration-review-widget.tsx';

const registration = (overrides: Partial<AdminRegistrationRow>): AdminRegistrationRow => ({
  id: 'r1',
  clinicName: 'Clinique dentaire de Gatineau',
  contactPersonName: 'Dre Julie Tremblay',
  email: 'julie@cliniquegatineau.ca',
  phone: '(819) 555-0142',
  couponCode: null,
  ipAddress: '24.71.88.3',
  marketingOptIn: true,
  emailVerified: true,
  status: 'verified',
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  reviewedAt: null,
  rejectionReason: null,
  ...overrides,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  const lists: Record<string, AdminRegistrationRow[]> = {
    pending: [registration({ id: 'r2', clinicName: 'Clinique Moncton', emailVerified: false, status: 'pending' })],
    verified: [registration({})],
    approved: [registration({ id: 'r3', clinicName: 'Clinique Dieppe', status: 'approved', reviewedAt: new Date(Date.now() - 86_400_000).toISOString() })],
  };
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (init?.method === 'POST' && url.pathname.endsWith('/approve')) {
      return json({ message: 'Inscription approuvée.', mailSent: true, clinicAccessId: 'c1', trialEndsAt: '2027-06-15T10:00:00Z' });
    }
    if (init?.method === 'POST' && url.pathname.endsWith('/reject')) return json({ message: 'Inscription refusée.' });
    return json(lists[url.searchParams.get('status') ?? ''] ?? []);
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

describe('RegistrationReviewWidget in French', () => {
  it('shows the registrations waiting, and the recent approvals, in French', async () => {
    renderWithApp(<RegistrationReviewWidget />, { locale: 'fr-CA' });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Clinique dentaire de Gatineau' })).closest('li')!;
    expect(screen.getByRole('heading', { name: 'Examen des inscriptions' })).toBeTruthy();
    expect(screen.getByText('2 en attente')).toBeTruthy();
    expect(within(card).getByText('Courriel vérifié')).toBeTruthy();
    expect(within(card).getByText('Personne-ressource')).toBeTruthy();
    expect(within(card).getByText('Il y a 2 j')).toBeTruthy();
    expect(within(card).getByText('Aucun')).toBeTruthy();
    expect(screen.getByText('Courriel non vérifié')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Approuvées récemment' })).toBeTruthy();
    expect(screen.getByText('7 derniers jours')).toBeTruthy();
    const recent = screen.getByText('Clinique Dieppe').closest('li')!;
    expect(recent.querySelector('p + p')?.textContent).toMatch(/^Approuvée le \d{1,2} \S+ 20\d\d( \(HAR\))? · julie@cliniquegatineau\.ca$/);
    expect(within(recent).getByRole('button', { name: 'Renvoyer le code à Clinique Dieppe' })).toBeTruthy();
  });

  it('approves with a French toast', async () => {
    renderWithApp(<RegistrationReviewWidget />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Approuver Clinique dentaire de Gatineau' }));
    expect(await screen.findByText('Inscription approuvée. Le code d’accès a été envoyé à la clinique par courriel.')).toBeTruthy();
    expect(screen.getByText('Succès')).toBeTruthy();
  });

  it('rejects through a French dialog', async () => {
    renderWithApp(<RegistrationReviewWidget />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser Clinique Moncton' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Refuser Clinique Moncton?')).toBeTruthy();
    expect(within(dialog).getByText('Inclus dans le courriel envoyé à la clinique.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Motif/), { target: { value: 'Pas une clinique dentaire' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser l’inscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Inscription refusée. La clinique en a été avisée par courriel.')).toBeTruthy();
  });

  it('says a one-day window in the singular', () => {
    const i18n = createI18n('fr-CA', frenchAdmin);
    expect(i18n._('admin-registrations.recent.window', { days: 1 })).toBe('Dernier jour');
    expect(i18n._('admin-registrations.recent.window', { days: 7 })).toBe('7 derniers jours');
  });
});
