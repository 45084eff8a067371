// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { AdminService } from '#shared/status/service-admin.js';
import { ServicesWidget } from './services-widget.tsx';

const at = '2026-06-15T16:00:00Z';
const SERVICES: AdminService[] = [
  {
    id: 'c',
    name: 'iTrans Service',
    type: 'insurance',
    status: 'online',
    location: 'CDAnet claims network',
    sortOrder: 0,
    updatedAt: at,
    guidance: null,
    guidanceIssues: null,
    phone: null,
    portalUrl: null,
  },
  {
    id: 'a',
    name: 'Alberta Blue Cross',
    type: 'insurance',
    status: 'online',
    location: 'Alberta',
    sortOrder: 1,
    updatedAt: at,
    guidance: null,
    guidanceIssues: null,
    phone: null,
    portalUrl: null,
  },
  {
    id: 't',
    name: 'TELUS Business Internet',
    type: 'internet',
    status: 'warning',
    location: null,
    sortOrder: 2,
    updatedAt: at,
    guidance: null,
    guidanceIssues: null,
    phone: null,
    portalUrl: null,
  },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method
      ? new Response(init.method === 'DELETE' ? null : '{}', { status: init.method === 'DELETE' ? 204 : 200 })
      : new Response(JSON.stringify(SERVICES)),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderWidget = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ServicesWidget />
    </QueryClientProvider>,
  );
const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('ServicesWidget', () => {
  it('protects the claims network: no remove, name and type locked, only the location sent', async () => {
    renderWidget();
    await screen.findByText('Protected');
    expect(screen.queryByRole('button', { name: 'Remove iTrans Service' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit iTrans Service' }));
    const form = screen.getByRole('form', { name: 'Edit iTrans Service' });
    const [name, , location] = [...form.querySelectorAll('input, select')] as HTMLInputElement[];
    expect(name!.disabled).toBe(true);
    fireEvent.change(location!, { target: { value: 'Canada-wide' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(String(calls('PATCH')[0]![0])).toBe('/api/admin/services/c');
    expect(JSON.parse(String(calls('PATCH')[0]![1]?.body))).toEqual({ location: 'Canada-wide' });
  });

  it('edits what clinics see when a service has problems: advice for each level, phone and portal, checked first', async () => {
    renderWidget();
    await screen.findByText('Protected');
    expect(screen.getAllByText('No guidance for clinics yet').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Alberta Blue Cross' }));
    fireEvent.change(screen.getByLabelText(/^What clinics should do when it is down/), { target: { value: 'Submit through the provider portal.' } });
    fireEvent.change(screen.getByLabelText(/^What clinics should do when it has issues/), { target: { value: 'Keep sending; resend what fails.' } });
    fireEvent.change(screen.getByLabelText(/^Provider support phone/), { target: { value: '1-800-555-0100' } });
    fireEvent.change(screen.getByLabelText(/^Provider portal/), { target: { value: 'http://not-secure.example.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter a web address starting with https:\/\//)).toBeTruthy();
    expect(calls('PATCH')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Provider portal/), { target: { value: 'https://provider.example.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    expect(JSON.parse(String(calls('PATCH')[0]![1]?.body))).toEqual({
      guidance: 'Submit through the provider portal.',
      guidanceIssues: 'Keep sending; resend what fails.',
      phone: '1-800-555-0100',
      portalUrl: 'https://provider.example.ca',
    });
  });

  it('adds a service of the type of the open tab, and removes one after confirming', async () => {
    renderWidget();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: /Internet/ }));
    expect(await screen.findByText('TELUS Business Internet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Service name/), { target: { value: ' Starlink ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]![1]?.body))).toEqual({ name: 'Starlink', type: 'internet', location: null });

    fireEvent.click(screen.getByRole('button', { name: 'Remove TELUS Business Internet' }));
    expect(calls('DELETE')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove service' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]![0])).toBe('/api/admin/services/t');
  });

  it('puts the added service into the list as the server answered it, without fetching the whole list again', async () => {
    const added = { ...SERVICES[2]!, id: 's', name: 'Starlink', status: 'online', sortOrder: 3, monitored: false, override: null };
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST' ? new Response(JSON.stringify(added), { status: 201 }) : new Response(JSON.stringify(SERVICES)),
    );
    renderWidget();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: /Internet/ }));
    await screen.findByText('TELUS Business Internet');
    const reads = () => fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/admin/services' && !init?.method).length;
    const readsBefore = reads();
    fireEvent.change(screen.getByLabelText(/^Service name/), { target: { value: 'Starlink' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('Starlink')).toBeTruthy();
    expect(reads()).toBe(readsBefore);
  });

  it('checks the name length before sending', async () => {
    renderWidget();
    fireEvent.change(await screen.findByLabelText(/^Service name/), { target: { value: 'X' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('Service name must be 2 to 80 characters')).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);
  });
});
