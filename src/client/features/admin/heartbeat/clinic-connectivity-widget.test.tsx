// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';
import { report, row } from './heartbeat-fixtures.ts';
import { ClinicConnectivityWidget } from './clinic-connectivity-widget.tsx';

let answer: ClinicHeartbeatReport | null;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      answer
        ? new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'Database unavailable' }), { status: 503, headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderWidget = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ClinicConnectivityWidget />
    </QueryClientProvider>,
  );
const items = () => within(screen.getByRole('list', { name: 'Clinics by last seen' })).getAllByRole('listitem');
const names = () => items().map((item) => within(item).getByRole('heading').textContent);

const SAMPLE = [
  row(1, 'online', 0.5),
  row(2, 'online', 3),
  row(3, 'silent', 14),
  row(4, 'silent', 37),
  row(5, 'not-seen-today', 20 * 60),
  row(6, 'never', null),
  row(7, 'never', null),
];

describe('ClinicConnectivityWidget', () => {
  it('lists clinics by last seen with their state, five a page, and flags the silent ones', async () => {
    answer = report(SAMPLE);
    renderWidget();
    await screen.findByText('Clinic 1');
    expect(names()).toEqual(['Clinic 1', 'Clinic 2', 'Clinic 3', 'Clinic 4', 'Clinic 5']);
    expect(within(items()[0]!).getByText('Online')).toBeTruthy();
    expect(within(items()[0]!).getByText('Last seen', { exact: false }).textContent).toBe('Last seen just now');
    expect(within(items()[2]!).getByText('Silent for 14 min — likely an internet problem at the clinic')).toBeTruthy();
    expect(within(items()[4]!).getByText('Not seen today')).toBeTruthy();
    expect(screen.getByText('Business hours Mon-Fri 8:00 a.m. to 5:00 p.m. MDT')).toBeTruthy();
    expect(screen.getByText(/\(open now\)\. A clinic not seen for more than 10 min during business hours is flagged\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page of clinic connectivity' }));
    expect(names()).toEqual(['Clinic 6', 'Clinic 7']);
    expect(within(items()[0]!).getByText('Never seen')).toBeTruthy();
    expect(within(items()[0]!).getByText('No heartbeat yet')).toBeTruthy();
  });

  it('summarises the states and narrows the list to one when its tile is pressed', async () => {
    answer = report(SAMPLE);
    renderWidget();
    await screen.findByText('Clinic 1');
    const silent = screen.getByRole('button', { name: '2 Silent' });
    expect(screen.getByRole('button', { name: '2 Online' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: '1 Not seen today' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '0 Closed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2 Never seen' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next page of clinic connectivity' }));
    fireEvent.click(silent);
    expect(silent.getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['Clinic 3', 'Clinic 4']);
    expect(screen.getByText('Showing silent clinics only (2 of 7)')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '0 Closed' }));
    expect(screen.getByText('No clinics are closed right now')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all clinics' }));
    expect(names()).toHaveLength(5);
  });

  it('searches by name or IP address', async () => {
    answer = report(SAMPLE);
    renderWidget();
    await screen.findByText('Clinic 1');
    const search = screen.getByRole('searchbox', { name: 'Search clinic connectivity' });
    fireEvent.change(search, { target: { value: '192.0.2.4' } });
    expect(names()).toEqual(['Clinic 4']);
    fireEvent.change(search, { target: { value: ' CLINIC 7 ' } });
    expect(names()).toEqual(['Clinic 7']);
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(screen.getByText('No clinics found matching your search')).toBeTruthy();
  });

  it('says when it is outside business hours, and when there are no clinics', async () => {
    answer = report([], { businessHoursNow: false });
    renderWidget();
    expect(await screen.findByText('No clinics registered yet')).toBeTruthy();
    expect(screen.getByText(/\(closed now\)/)).toBeTruthy();
  });

  it('shows why the list failed to load', async () => {
    answer = null;
    renderWidget();
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
  });
});
