// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { resetToasts } from '../../../lib/toast-store.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import type { AdminService } from '../../../../shared/service-admin.ts';
import { StatusOverrideWidget } from './status-override-widget.tsx';

const SERVICES: AdminService[] = [
  { id: 's1', name: 'Alberta Blue Cross', type: 'insurance', status: 'online', location: 'Alberta', sortOrder: 1, updatedAt: '2026-06-15T16:00:00Z' },
  { id: 's2', name: 'Xplore', type: 'internet', status: 'offline', location: null, sortOrder: 2, updatedAt: '2026-06-15T16:00:00Z' },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'PUT') {
      const { status } = JSON.parse(String(init.body)) as { status: string };
      const id = String(input).split('/')[4];
      return new Response(JSON.stringify({ ...SERVICES.find((s) => s.id === id), status }), { status: 200 });
    }
    return new Response(JSON.stringify(SERVICES), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

const renderWidget = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StatusOverrideWidget />
      <Toaster />
    </QueryClientProvider>,
  );
const writes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('StatusOverrideWidget', () => {
  it('asks for a service first, without calling the server', async () => {
    renderWidget();
    const select = await screen.findByLabelText(/^Service/);
    fireEvent.click(screen.getByRole('button', { name: 'Offline' }));
    expect(await screen.findByText('Please select a service first')).toBeTruthy();
    expect(document.activeElement).toBe(select);
    expect(writes()).toHaveLength(0);
  });

  it('groups the services by type, marks the current status and sends the chosen one', async () => {
    renderWidget();
    const select = (await screen.findByLabelText(/^Service/)) as HTMLSelectElement;
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Insurance providers', 'Internet services']);
    fireEvent.change(select, { target: { value: 's1' } });
    const group = screen.getByRole('group', { name: 'Set status' });
    expect(within(group).getByRole('button', { name: /^Online/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'Warning' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0]!;
    expect(url).toBe('/api/admin/services/s1/status');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'warning' });
    expect(await screen.findByText('Service status updated')).toBeTruthy();
  });

  it('lists the services that are not online, each one click from online again', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Set Xplore online' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(String(writes()[0]![0])).toBe('/api/admin/services/s2/status');
    expect(JSON.parse(String(writes()[0]![1]?.body))).toEqual({ status: 'online' });
  });
});
