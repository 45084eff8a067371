// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MonitoredAdminService } from '#shared/status/monitoring.js';
import { StatusOverrideWidget } from './status-override-widget.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const unmonitored = {
  monitored: false,
  checkStatus: null,
  override: null,
  source: 'manual' as const,
  manualStatus: 'online' as const,
  guidance: null,
  guidanceIssues: null,
  phone: null,
  portalUrl: null,
};
const SERVICES: MonitoredAdminService[] = [
  {
    id: 's1',
    name: 'Alberta Blue Cross',
    type: 'insurance',
    status: 'online',
    location: 'Alberta',
    sortOrder: 1,
    updatedAt: '2026-06-15T16:00:00Z',
    ...unmonitored,
  },
  { id: 's2', name: 'Xplore', type: 'internet', status: 'offline', location: null, sortOrder: 2, updatedAt: '2026-06-15T16:00:00Z', ...unmonitored },
  {
    id: 's3',
    name: 'Sun Life',
    type: 'insurance',
    status: 'warning',
    location: null,
    sortOrder: 3,
    updatedAt: '2026-06-15T16:00:00Z',
    monitored: true,
    checkStatus: 'online',
    override: { status: 'warning', by: 'Dana', at: '2026-06-15T16:00:00Z', until: null },
    source: 'override',
    manualStatus: 'online',
    guidance: null,
    guidanceIssues: null,
    phone: null,
    portalUrl: null,
  },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'DELETE') {
      const id = String(input).split('/')[4];
      return new Response(JSON.stringify({ ...SERVICES.find((s) => s.id === id), override: null }), { status: 200 });
    }
    if (init?.method === 'PUT') {
      const { status } = JSON.parse(String(init.body)) as { status: string };
      const id = String(input).split('/')[4];
      return new Response(JSON.stringify({ ...SERVICES.find((s) => s.id === id), status }), { status: 200 });
    }
    return new Response(JSON.stringify(SERVICES), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const renderWidget = () => renderWithApp(<StatusOverrideWidget />);
const writes = (method = 'PUT') => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

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
    expect(screen.queryByText(/Automated check/)).toBeNull();
    fireEvent.change(select, { target: { value: 's1' } });
    const group = screen.getByRole('group', { name: 'Set status' });
    expect(
      within(group)
        .getByRole('button', { name: /^Online/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'Warning' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [url, init] = writes()[0]!;
    expect(url).toBe('/api/admin/services/s1/status');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'warning' });
    expect(await screen.findByText('Service status updated')).toBeTruthy();
  });

  it('sends an end time when one is set, and refuses one in the past without calling the server', async () => {
    renderWidget();
    fireEvent.change(await screen.findByLabelText(/^Service/), { target: { value: 's1' } });
    const ends = screen.getByLabelText(/^Ends at/);
    fireEvent.change(ends, { target: { value: '2020-01-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offline' }));
    expect(await screen.findByText('The override must end in the future')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    fireEvent.change(ends, { target: { value: '2099-01-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offline' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(JSON.parse(String(writes()[0]![1]?.body))).toEqual({ status: 'offline', until: '2099-01-01T15:00:00.000Z' }); // 9 a.m. in Alberta (UTC-6 all year), the provider's zone
  });

  it('shows who overrode a service and until when, and clears it', async () => {
    renderWidget();
    expect(await screen.findByText('Overridden')).toBeTruthy();
    expect(screen.getByText('Dana')).toBeTruthy();
    expect(screen.getByText('until cleared')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Service/), { target: { value: 's3' } });
    expect(screen.getByText(/your override \(it wins over everything/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the override on Sun Life' }));
    await waitFor(() => expect(writes('DELETE')).toHaveLength(1));
    expect(String(writes('DELETE')[0]![0])).toBe('/api/admin/services/s3/override');
    expect(await screen.findByText('Override cleared')).toBeTruthy();
  });

  it('lists the services that are not online, each one click from online again', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Set online: Xplore' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(String(writes()[0]![0])).toBe('/api/admin/services/s2/status');
    expect(JSON.parse(String(writes()[0]![1]?.body))).toEqual({ status: 'online' });
  });
});
