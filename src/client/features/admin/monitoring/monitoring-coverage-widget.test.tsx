// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MonitoringCoverage, ReachabilityBatchAnswer } from '#shared/status/monitoring.js';
import { MonitoringCoverageWidget } from './monitoring-coverage-widget.tsx';
import { MonitorOfflineBanner } from './monitor-offline-banner.tsx';
import { ChecksLateBanner } from './checks-late-banner.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const SUN_LIFE = { id: 's1', name: 'Sun Life', type: 'insurance', portalUrl: 'https://www.sunlife.ca/' } as const;
const MANULIFE = { id: 's2', name: 'Manulife', type: 'insurance', portalUrl: 'https://www.manulife.ca/' } as const;
const TELUS = { id: 's3', name: 'TELUS Business Internet', type: 'internet', portalUrl: null } as const;
const BLUE_CROSS = { id: 's4', name: 'Alberta Blue Cross', type: 'insurance', portalUrl: 'https://www.ab.bluecross.ca/' } as const;

const BEFORE: MonitoringCoverage = {
  total: 6,
  byKind: { check: 2, vendor: 1, none: 3 },
  notMonitored: [SUN_LIFE, MANULIFE, TELUS],
  // Alberta Blue Cross follows its vendor's page and has no check of its own yet.
  reachabilityCandidates: [SUN_LIFE, MANULIFE, BLUE_CROSS],
  monitorOffline: null,
  checksLate: null,
};
const AFTER_ONE: MonitoringCoverage = {
  ...BEFORE,
  byKind: { check: 3, vendor: 1, none: 2 },
  notMonitored: [MANULIFE, TELUS],
  reachabilityCandidates: [MANULIFE, BLUE_CROSS],
};

let coverage: MonitoringCoverage;
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  coverage = BEFORE;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url === '/api/admin/services/s1/check/reachability') {
      coverage = AFTER_ONE;
      return new Response(JSON.stringify({ serviceId: 's1', type: 'http', target: SUN_LIFE.portalUrl, intervalSeconds: 300 }), { status: 201 });
    }
    if (init?.method === 'POST' && url === '/api/admin/checks/reachability') {
      const answer: ReachabilityBatchAnswer = {
        created: [],
        skipped: [{ serviceId: 's2', name: 'Manulife', reason: 'Checks may not reach private network addresses.' }],
      };
      return new Response(JSON.stringify(answer), { status: 200 });
    }
    if (url === '/api/admin/monitoring/coverage') return new Response(JSON.stringify(coverage), { status: 200 });
    return new Response('[]', { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([url]) => String(url));
const coverageReads = () => fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/admin/monitoring/coverage' && !init?.method).length;

describe('MonitoringCoverageWidget', () => {
  it('counts the services by how they are watched and lists the ones nothing watches', async () => {
    renderWithApp(<MonitoringCoverageWidget />);
    expect(await screen.findByText('3 of 6 checked automatically')).toBeTruthy();
    expect(screen.getByText('Automated check').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Vendor status page').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Not monitored').nextElementSibling?.textContent).toBe('3');

    const withPortal = screen.getByRole('list', { name: 'Not monitored (3)' });
    expect(within(withPortal).getByText('Sun Life')).toBeTruthy();
    expect(within(withPortal).getByText('Manulife')).toBeTruthy();
    const withoutPortal = screen.getByRole('list', { name: 'Not monitored, without a portal address' });
    expect(within(withoutPortal).getByText('TELUS Business Internet')).toBeTruthy();
    const vendorOnly = screen.getByRole('list', { name: "Followed only through the vendor's status page" });
    expect(within(vendorOnly).getByRole('button', { name: 'Check website every 5 min: Alberta Blue Cross' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /TELUS/ })).toBeNull();
  });

  it('checks one website in one click, and the list updates at once', async () => {
    renderWithApp(<MonitoringCoverageWidget />);
    const button = await screen.findByRole('button', { name: 'Check website every 5 min: Sun Life' });
    expect(button.textContent).toBe('Check website every 5 min');
    const readsBefore = coverageReads();
    fireEvent.click(button);

    await waitFor(() => expect(calls('POST')).toEqual(['/api/admin/services/s1/check/reachability']));
    expect(await screen.findByText('Website check added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check website every 5 min: Sun Life' })).toBeNull());
    expect(coverageReads()).toBeGreaterThan(readsBefore);
    expect(screen.getByText('4 of 6 checked automatically')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add website checks for all 2' })).toBeTruthy();
  });

  it('adds them all at once, and names any portal it could not use', async () => {
    renderWithApp(<MonitoringCoverageWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add website checks for all 3' }));
    await waitFor(() => expect(calls('POST')).toEqual(['/api/admin/checks/reachability']));
    expect(await screen.findByText('Not added: Manulife')).toBeTruthy();
    expect(screen.getByText('Checks may not reach private network addresses.')).toBeTruthy();
  });

  it('says when every service is watched', async () => {
    coverage = { total: 2, byKind: { check: 2, vendor: 0, none: 0 }, notMonitored: [], reachabilityCandidates: [], monitorOffline: null, checksLate: null };
    renderWithApp(<MonitoringCoverageWidget />);
    expect(await screen.findByText('Every service is checked automatically.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add website checks/ })).toBeNull();
  });
});

describe('MonitorOfflineBanner', () => {
  it('alerts while the board cannot reach the internet, and says nothing otherwise', async () => {
    const { unmount } = renderWithApp(<MonitorOfflineBanner />);
    await waitFor(() => expect(coverageReads()).toBe(1));
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    coverage = { ...BEFORE, monitorOffline: { since: new Date(Date.now() - 5 * 60_000).toISOString() } };
    renderWithApp(<MonitorOfflineBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The board cannot reach the internet: every automated check is failing.');
    expect(alert.textContent).toContain('Statuses are held at their last known values');
    expect(alert.textContent).toContain('It began 5 min ago');
  });
});

describe('ChecksLateBanner', () => {
  it('alerts while checks wait past their time, with how many and the longest wait, and says nothing otherwise', async () => {
    const { unmount } = renderWithApp(<ChecksLateBanner />);
    await waitFor(() => expect(coverageReads()).toBe(1));
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    coverage = { ...BEFORE, checksLate: { count: 12, oldestDueAt: new Date(Date.now() - 3 * 60_000).toISOString() } };
    renderWithApp(<ChecksLateBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Checks are running late.');
    expect(alert.textContent).toContain('12 checks are waiting past their time; the longest was due 3 min ago.');
    expect(alert.textContent).toContain('MONITOR_CONCURRENCY');
  });
});
