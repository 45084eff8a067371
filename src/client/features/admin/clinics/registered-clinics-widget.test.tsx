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
    if (init?.method === 'DELETE') return json({ message: 'deleted' });
    if (url.pathname.startsWith('/api/admin/audit-log')) return json([]);
    const page = Number(url.searchParams.get('page'));
    const search = url.searchParams.get('search');
    if (search === 'nothing') return json({ items: [], total: 0, page: 1, pageSize: 5 });
    if (search) return json({ items: [clinic(9, { clinicName: 'Found Dental', ipChangeDetected: true, isActive: false })], total: 1, page: 1, pageSize: 5 });
    const items = page === 2 ? [clinic(6), clinic(7)] : [1, 2, 3, 4, 5].map((n) => clinic(n));
    return json({ items, total: 7, page, pageSize: 5 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const renderWidget = () => renderWithApp(<RegisteredClinicsWidget />);
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('RegisteredClinicsWidget', () => {
  it('pages with Next and goes back to page 1 when the search changes', async () => {
    renderWidget();
    expect(await screen.findByText('Clinic 1')).toBeTruthy();
    expect(screen.getByText('Showing 1-5 of 7')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page of clinics' }));
    expect(await screen.findByText('Clinic 6')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clinics' }), { target: { value: ' found ' } });
    expect(await screen.findByText('Found Dental')).toBeTruthy();
    expect(requested()).toContain('/api/admin/registered-clinics?page=1&search=found');
    expect(screen.getByText('IP changed')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
  });

  it('shows the services each clinic watches in its strip, or that it has chosen none', async () => {
    const items = [clinic(1, { services: ['TELUS Business Internet', 'Weave', 'Sun Life CDCP'] }), clinic(2)];
    fetchMock.mockImplementation(async () => json({ items, total: 2, page: 1, pageSize: 5 }));
    renderWidget();
    const first = (await screen.findByText('Clinic 1')).closest('li')!;
    expect(within(first).getByText('TELUS Business Internet, Weave, Sun Life CDCP')).toBeTruthy();
    const second = screen.getByText('Clinic 2').closest('li')!;
    expect(within(second).getByText('no services chosen yet')).toBeTruthy();
  });

  it('says when nothing matches the search', async () => {
    renderWidget();
    await screen.findByText('Clinic 1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clinics' }), { target: { value: 'nothing' } });
    expect(await screen.findByText('No clinics found matching your search')).toBeTruthy();
  });

  it('asks before deleting, then deletes and confirms with the spec text', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Clinic 3' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Deleting this clinic forces it to re-register and removes its IP address from the whitelist.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete clinic' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/registered-clinics/id-3' && init?.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Clinic deleted successfully. They will need to re-register to access the system.')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
  });
});
