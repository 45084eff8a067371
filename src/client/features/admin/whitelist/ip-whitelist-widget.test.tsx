// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminWhitelistEntry } from '#shared/onboarding/admin-whitelist.js';
import { IpWhitelistWidget } from './ip-whitelist-widget.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const ENTRIES: AdminWhitelistEntry[] = [
  { id: 'w1', ipAddress: '192.0.2.41', description: null, isActive: true, createdAt: '2026-06-15T16:00:00Z', clinicName: 'Bow Valley Family Dental' },
  { id: 'w2', ipAddress: '203.0.113.0/28', description: 'Provider office', isActive: true, createdAt: '2026-06-14T16:00:00Z', clinicName: null },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (init?.method === 'POST') return new Response(JSON.stringify({ message: '198.51.100.7 is already on the whitelist' }), { status: 409 });
    return new Response(JSON.stringify(ENTRIES), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const renderWidget = () => renderWithApp(<IpWhitelistWidget />);
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('IpWhitelistWidget', () => {
  it('checks for an address before sending, and shows the server’s reason for a refusal', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to whitelist' }));
    expect(await screen.findByText('IP address is required')).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^IP address or range/), { target: { value: ' 198.51.100.7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to whitelist' }));
    expect(await screen.findByText('198.51.100.7 is already on the whitelist')).toBeTruthy();
    expect(JSON.parse(String(calls('POST')[0]![1]?.body))).toEqual({ ipAddress: '198.51.100.7', description: null });
  });

  it('removes a manual entry at once but asks first for a clinic’s own address', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove 203.0.113.0/28' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]![0])).toBe('/api/admin/whitelist/w2');
    expect(await screen.findByText('IP address removed from whitelist')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove 192.0.2.41' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Bow Valley Family Dental');
    expect(calls('DELETE')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove IP' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(2));
    expect(String(calls('DELETE')[1]![0])).toBe('/api/admin/whitelist/w1');
  });
});
