// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { ClinicHeartbeatReport, SharedNetwork } from '#shared/onboarding/heartbeat.js';
import { report, row } from './heartbeat-fixtures.ts';
import { SilentClinicsBanner } from './silent-clinics-banner.tsx';
import { ClinicConnectivityWidget } from './clinic-connectivity-widget.tsx';

let answer: ClinicHeartbeatReport;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const silentRows = [1, 2, 3, 4, 5, 6].map((n) => row(n, 'silent', 12 + n / 2));
const cluster = (count: number, sharedNetworks: SharedNetwork[] = []) => ({
  count,
  from: silentRows[count - 1]!.lastSeen!,
  to: silentRows[0]!.lastSeen!,
  clinics: silentRows.slice(0, count).map(({ id, clinicName, ipAddress }) => ({ id, clinicName, ipAddress })),
  sharedNetworks,
});

const renderBanner = (withWidget = false) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SilentClinicsBanner />
      {withWidget && <ClinicConnectivityWidget />}
    </QueryClientProvider>,
  );

describe('SilentClinicsBanner', () => {
  it('shows nothing without a cluster', async () => {
    answer = report([row(1, 'silent', 14), row(2, 'online', 1)]);
    renderBanner(true);
    await screen.findByText('Clinic 1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('raises an alert naming the first clinics, with a link to the connectivity widget', async () => {
    answer = report(silentRows, { cluster: cluster(6, [{ prefix: '192.0.0.0/16', count: 6 }]) });
    renderBanner();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.replace(/\u202f/g, ' ')).toMatch(
      /^6 clinics went silent between \d{1,2}:\d{2}( [ap]\.m\.)? and \d{1,2}:\d{2} [ap]\.m\.( M[SD]T)? — possibly a wider internet outage/,
    );
    expect(alert.textContent).toContain('Clinic 1, Clinic 2, Clinic 3, Clinic 4 and 2 more');
    expect(alert.textContent).toContain('All of them are on the network block 192.0.0.0/16');
    expect(screen.getByRole('link', { name: 'See clinic connectivity' }).getAttribute('href')).toBe('#connectivity');
  });

  it('shares one request with the widget', async () => {
    answer = report(silentRows.slice(0, 3), { cluster: cluster(3) });
    renderBanner(true);
    await screen.findByRole('alert');
    await screen.findByText('Clinic 3');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain('Clinic 1, Clinic 2 and Clinic 3');
    expect(screen.getByRole('alert').textContent).not.toContain('network block');
  });
});
