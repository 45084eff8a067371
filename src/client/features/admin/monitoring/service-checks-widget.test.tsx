// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCheck, AdminCheckEntry } from '#shared/status/monitoring.js';
import { ServiceChecksWidget } from './service-checks-widget.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const CHECK: AdminCheck = {
  serviceId: 's1',
  type: 'http',
  target: 'https://claims.example.ca/health',
  intervalSeconds: 60,
  timeoutMs: 10_000,
  expectedStatusMin: 200,
  expectedStatusMax: 399,
  keyword: null,
  expectedAddress: null,
  latencyWarnMs: 800,
  failuresToOffline: 3,
  successesToOnline: 2,
  enabled: true,
  lastRunAt: '2026-06-15T16:00:00Z',
  nextRunAt: '2026-06-15T16:01:00Z',
  lastLatencyMs: null,
  lastError: 'Connection refused (ECONNREFUSED)',
  consecutiveFailures: 1,
  consecutiveSuccesses: 0,
  checkStatus: 'online',
  updatedAt: '2026-06-15T15:00:00Z',
};
const ENTRIES: AdminCheckEntry[] = [
  { service: { id: 's1', name: 'Alberta Blue Cross', type: 'insurance', status: 'online', override: null }, check: CHECK, vendor: null },
  { service: { id: 's2', name: 'Telus VoIP', type: 'voip', status: 'online', override: null }, check: null, vendor: null },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'PUT') return new Response(JSON.stringify({ ...CHECK, serviceId: 's2' }), { status: 200 });
    if (init?.method === 'POST')
      return new Response(JSON.stringify({ ok: true, resultStatus: 'online', latencyMs: 120, error: null, check: CHECK }), { status: 200 });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return new Response(JSON.stringify(String(input).startsWith('/api/admin/checks') ? ENTRIES : []), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const renderWidget = () => renderWithApp(<ServiceChecksWidget />);
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('ServiceChecksWidget', () => {
  it('lists each check with its target, last error and counters', async () => {
    renderWidget();
    const list = await screen.findByRole('list', { name: 'Monitored services' });
    expect(within(list).getByText('Alberta Blue Cross')).toBeTruthy();
    expect(within(list).getByText('https://claims.example.ca/health')).toBeTruthy();
    expect(within(list).getByText('Connection refused (ECONNREFUSED)')).toBeTruthy();
    expect(within(list).getByText('1 of 3 failures before offline')).toBeTruthy();
    expect(screen.getByText(/^1 service has no check and keeps the status set by hand/)).toBeTruthy();
  });

  it('explains bad fields before sending, then saves only the fields of the chosen type', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Add check' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Check every/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save check' }));
    expect(await within(dialog).findByText('Choose the service to check')).toBeTruthy();
    expect(within(dialog).getByText('Enter a target to check')).toBeTruthy();
    expect(within(dialog).getByText('Check every 30 to 86400 seconds')).toBeTruthy();
    expect(calls('PUT')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Service/), { target: { value: 's2' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'TCP' }));
    fireEvent.change(within(dialog).getByLabelText(/^Target/), { target: { value: 'voip.example.ca' } });
    fireEvent.change(within(dialog).getByLabelText(/^Check every/), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save check' }));
    expect(await within(dialog).findByText('Enter a host and port, such as voip.example.ca:5060 (IPv6 in brackets: [2001:db8::10]:5060)')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Target/), { target: { value: 'voip.example.ca:5060' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save check' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    const [url, init] = calls('PUT')[0]!;
    expect(url).toBe('/api/admin/services/s2/check');
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'tcp',
      target: 'voip.example.ca:5060',
      intervalSeconds: 30,
      timeoutMs: 10_000,
      latencyWarnMs: null,
      failuresToOffline: 3,
      successesToOnline: 2,
      enabled: true,
    });
    expect(await screen.findByText('Check saved')).toBeTruthy();
  });

  it('runs a check now and removes one after confirming', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Run now: the Alberta Blue Cross check' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(String(calls('POST')[0]![0])).toBe('/api/admin/services/s1/check/run');

    fireEvent.click(screen.getByRole('button', { name: 'Remove the Alberta Blue Cross check' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove check' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]![0])).toBe('/api/admin/services/s1/check');
  });
});
