// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { Incident, PublicIncidents, PublicMaintenance } from '#shared/status/incidents.js';
import { IncidentBanner } from './incident-banner.tsx';

const NOW = Date.parse('2026-06-15T18:00:00Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

const ACTIVE: Incident = {
  id: 'i1',
  title: 'Claims to Manulife are failing',
  status: 'identified',
  createdAt: minutesAgo(50),
  updatedAt: minutesAgo(25),
  resolvedAt: null,
  services: [
    { id: 's1', name: 'Manulife', impact: 'outage' },
    { id: 's2', name: 'iTrans Service', impact: null },
  ],
  whatToDo: 'Hold Manulife claims and resend them this afternoon.',
  updates: [
    { id: 'u2', status: 'identified', message: 'An expired certificate at the insurer.', createdAt: minutesAgo(25), by: 'Dana' },
    { id: 'u1', status: 'investigating', message: 'We are looking into failed submissions.', createdAt: minutesAgo(50), by: 'Rocky Mountain IT' },
  ],
};

const RESOLVED: Incident = {
  ...ACTIVE,
  id: 'i0',
  title: 'Phones dropping calls',
  status: 'resolved',
  resolvedAt: minutesAgo(3000),
  services: [{ id: 's3', name: 'RingCentral', impact: null }],
  whatToDo: null,
  updates: [{ id: 'u0', status: 'resolved', message: 'The carrier fixed a routing fault.', createdAt: minutesAgo(3000), by: 'Dana' }],
};

// The banner's cards are a lazy chunk: load it once up front so no test waits on the first import.
beforeAll(async () => {
  await import('./incident-banner-content.tsx');
});

let incidents: PublicIncidents;
let maintenance: PublicMaintenance;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  incidents = { active: [], recent: [] };
  maintenance = { active: [], upcoming: [] };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const body = String(input) === '/api/incidents' ? incidents : maintenance;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderBanner() {
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <IncidentBanner />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

describe('IncidentBanner', () => {
  it('renders nothing when there is nothing to say', async () => {
    const { container, client } = renderBanner();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    // Both answers have landed and rendered (no sleep): every query has data and nothing is fetching.
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(container.innerHTML).toBe('');
  });

  it('shows an ongoing incident with its status, services and latest update, and the rest of its timeline on demand', async () => {
    incidents = { active: [ACTIVE], recent: [] };
    renderBanner();
    const card = await screen.findByRole('article', { name: 'Claims to Manulife are failing' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ongoing incident' })).toBeTruthy();
    expect(within(card).getByText('Identified')).toBeTruthy();
    expect(card.textContent).toContain('Affected: Manulife (down), iTrans Service');
    expect(card.textContent).toContain('What to do: Hold Manulife claims and resend them this afternoon.');
    expect(card.textContent).toContain('An expired certificate at the insurer.');
    expect(card.textContent).toContain('(25 min ago) · Dana');
    expect(within(card).queryByText('We are looking into failed submissions.')).toBeNull();

    const toggle = within(card).getByRole('button', { name: 'Show earlier updates (1)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const timeline = within(card).getByRole('list', { name: 'Earlier updates on Claims to Manulife are failing' });
    expect(toggle.getAttribute('aria-controls')).toBe(timeline.id);
    expect(timeline.textContent).toContain('We are looking into failed submissions.');
    expect(timeline.querySelector('time')?.getAttribute('datetime')).toBe(minutesAgo(50));
  });

  it('announces maintenance calmly, marking what is under way', async () => {
    maintenance = {
      active: [
        {
          id: 'm1',
          title: 'Router firmware',
          description: 'Short drops expected.',
          startsAt: minutesAgo(10),
          endsAt: minutesAgo(-50),
          services: [{ id: 's4', name: 'Telus' }],
          createdAt: minutesAgo(600),
          state: 'active',
        },
      ],
      upcoming: [
        {
          id: 'm2',
          title: 'Switch replacement',
          description: null,
          startsAt: minutesAgo(-600),
          endsAt: minutesAgo(-660),
          services: [],
          createdAt: minutesAgo(600),
          state: 'upcoming',
        },
      ],
    };
    renderBanner();
    const region = await screen.findByRole('region', { name: 'Scheduled maintenance' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(region.textContent).toContain('In progress');
    expect(region.textContent).toContain('Router firmware');
    expect(region.textContent).toContain('Short drops expected.');
    // Noon in Alberta: the window from 10 to 11 p.m. is tonight, on the provider's clock with its zone,
    expect(region.textContent).toContain('Tonight 10:00 to 11:00 p.m. MDT');
    // and on this browser's own clock too when it reads otherwise (the tests run in UTC or UTC+14).
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const sharesAlberta = new Intl.DateTimeFormat('en-US', { timeZone: browserZone, timeZoneName: 'longOffset' }).format(NOW).endsWith('GMT-06:00');
    expect(region.textContent?.includes(', your time)')).toBe(!sharesAlberta);
    expect(screen.queryByRole('heading', { name: /Ongoing incident/ })).toBeNull();
  });

  it('folds resolved incidents of the last 14 days behind a disclosure', async () => {
    incidents = { active: [], recent: [RESOLVED] };
    renderBanner();
    const toggle = await screen.findByRole('button', { name: /Past incidents \(last 14 days\)/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Phones dropping calls')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { level: 3, name: 'Phones dropping calls' })).toBeTruthy();
    expect(screen.getByText('The carrier fixed a routing fault.')).toBeTruthy();
  });
});
