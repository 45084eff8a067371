// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Page } from '#shared/admin/admin.js';
import type { Incident } from '#shared/status/incidents.js';
import type { AdminService } from '#shared/status/service-admin.js';
import { IncidentsWidget } from './incidents-widget.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const SERVICES: AdminService[] = [
  {
    id: 's1',
    name: 'Manulife',
    type: 'insurance',
    status: 'offline',
    location: null,
    sortOrder: 1,
    updatedAt: '2026-06-15T16:00:00Z',
    guidance: null,
    guidanceIssues: null,
    phone: null,
    portalUrl: null,
  },
  {
    id: 's2',
    name: 'Sun Life',
    type: 'insurance',
    status: 'online',
    location: null,
    sortOrder: 2,
    updatedAt: '2026-06-15T16:00:00Z',
    guidance: null,
    guidanceIssues: null,
    phone: null,
    portalUrl: null,
  },
  {
    id: 's3',
    name: 'Xplore',
    type: 'internet',
    status: 'online',
    location: null,
    sortOrder: 3,
    updatedAt: '2026-06-15T16:00:00Z',
    guidance: null,
    guidanceIssues: null,
    phone: null,
    portalUrl: null,
  },
];
const ACTIVE: Incident = {
  id: 'i1',
  title: 'Manulife claims rejected',
  status: 'investigating',
  createdAt: '2026-06-15T15:00:00Z',
  updatedAt: '2026-06-15T15:00:00Z',
  resolvedAt: null,
  services: [{ id: 's1', name: 'Manulife', impact: 'outage' }],
  whatToDo: null,
  updates: [{ id: 'u1', status: 'investigating', message: 'Looking into it.', createdAt: '2026-06-15T15:00:00Z', by: 'Dana' }],
};
const page = (items: Incident[]): Page<Incident> => ({ items, total: items.length, page: 1, pageSize: 5 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') return new Response(JSON.stringify(ACTIVE), { status: 201 });
    if (url.startsWith('/api/admin/services')) return new Response(JSON.stringify(SERVICES));
    if (url.includes('status=active')) return new Response(JSON.stringify(page([ACTIVE])));
    return new Response(JSON.stringify(page([])));
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const renderWidget = () => renderWithApp(<IncidentsWidget />);
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('IncidentsWidget', () => {
  it('checks a new incident before sending it, then opens it with the chosen services', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Open incident' }));
    const form = screen.getByRole('form', { name: 'Open an incident' });
    fireEvent.click(within(form).getByRole('button', { name: 'Open incident' }));
    expect(await within(form).findByText('Enter a title.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one affected service.')).toBeTruthy();
    expect(within(form).getByText('Enter a message for this update.')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Claims failing' } });
    await within(form).findByLabelText(/^Manulife/);
    fireEvent.change(within(form).getByRole('searchbox'), { target: { value: 'xpl' } });
    expect(within(form).queryByLabelText(/^Manulife/)).toBeNull();
    fireEvent.click(within(form).getByLabelText('Xplore'));
    fireEvent.click(within(form).getByLabelText('Identified'));
    fireEvent.change(within(form).getByLabelText(/^First update/), { target: { value: 'Confirmed.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Open incident' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]![0])).toBe('/api/admin/incidents');
    // An outage by default, nothing pinned, nobody mailed unless asked.
    expect(JSON.parse(String(posts()[0]![1]?.body))).toEqual({
      title: 'Claims failing',
      serviceIds: ['s3'],
      status: 'identified',
      message: 'Confirmed.',
      impact: 'outage',
      notify: false,
    });
    expect(await screen.findByText('Incident opened')).toBeTruthy();
  });

  it('does the whole response in one form: impact, what clinics should do, and mail to subscribers', async () => {
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Open incident' }));
    const form = screen.getByRole('form', { name: 'Open an incident' });
    fireEvent.change(within(form).getByLabelText(/^Title/), { target: { value: 'Phones down' } });
    fireEvent.click(await within(form).findByLabelText('Xplore'));
    fireEvent.click(within(form).getByLabelText('Degraded (shows issues)'));
    fireEvent.change(within(form).getByLabelText(/^First update/), { target: { value: 'Calls drop.' } });
    fireEvent.change(within(form).getByLabelText(/^What clinics should do/), { target: { value: '  Use mobile phones for now.  ' } });
    fireEvent.click(within(form).getByLabelText(/E-mail this to the alert subscribers/));
    fireEvent.click(within(form).getByRole('button', { name: 'Open incident' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]?.body))).toMatchObject({ impact: 'degraded', whatToDo: 'Use mobile phones for now.', notify: true });
  });

  it('shows each service’s impact, and an update can change it and re-pin what to do', async () => {
    renderWidget();
    const list = await screen.findByRole('list', { name: 'Active incidents' });
    expect(within(list).getByRole('list', { name: 'Services in Manulife claims rejected' }).textContent).toBe('Manulife · shown offline');
    fireEvent.click(within(list).getByRole('button', { name: 'Post update or resolve' }));
    fireEvent.click(within(list).getByLabelText('Identified'));
    fireEvent.click(within(list).getByLabelText('Degraded (shows issues)'));
    fireEvent.change(within(list).getByLabelText(/^Message/), { target: { value: 'Some claims pass.' } });
    fireEvent.change(within(list).getByLabelText(/^What clinics should do/), { target: { value: 'Retry rejected claims after 2 pm.' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]?.body))).toEqual({
      status: 'identified',
      message: 'Some claims pass.',
      impact: 'degraded',
      whatToDo: 'Retry rejected claims after 2 pm.',
      notify: false,
    });
  });

  it('lists active incidents with their timeline and resolves one', async () => {
    renderWidget();
    const list = await screen.findByRole('list', { name: 'Active incidents' });
    expect(list.textContent).toContain('Manulife claims rejected');
    expect(within(list).getByRole('list', { name: 'Updates on Manulife claims rejected' }).textContent).toContain('Looking into it.');
    fireEvent.click(within(list).getByRole('button', { name: 'Post update or resolve' }));
    fireEvent.click(within(list).getByLabelText('Resolved'));
    fireEvent.change(within(list).getByLabelText(/^Message/), { target: { value: 'Fixed.' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Resolve incident' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]![0])).toBe('/api/admin/incidents/i1/updates');
    expect(JSON.parse(String(posts()[0]![1]?.body))).toEqual({ status: 'resolved', message: 'Fixed.', notify: false });
    expect(await screen.findByText('Incident resolved')).toBeTruthy();
  });
});
