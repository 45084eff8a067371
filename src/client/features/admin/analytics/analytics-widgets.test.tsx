// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { DashboardAnalytics, MarketplaceAnalytics } from '#shared/admin/analytics.js';
import { DashboardAnalyticsWidget } from './dashboard-analytics-widget.tsx';
import { MarketplaceAnalyticsWidget } from './marketplace-analytics-widget.tsx';

let answers: Record<string, unknown>;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(answers[url]), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (ui: React.ReactNode) => render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

const dashboard: DashboardAnalytics = {
  totalClicks: 10,
  clicksByDay: [
    { date: '2026-06-01', count: 4 },
    { date: '2026-06-03', count: 1 },
    { date: '2026-06-04', count: 2 },
    { date: '2026-06-07', count: 3 },
  ],
  topCards: [
    { cardType: 'service', cardId: 'a', cardName: 'Alberta Blue Cross', count: 6 },
    { cardType: 'summary', cardId: 'offline', cardName: 'Offline', count: 3 },
    { cardType: 'header', cardId: 'marketplace', cardName: 'Marketplace', count: 1 },
  ],
  clicksByCardType: [
    { cardType: 'service', cardName: 'Service cards', count: 6 },
    { cardType: 'summary', cardName: 'Summary counters', count: 3 },
    { cardType: 'header', cardName: 'Header links', count: 1 },
  ],
};

describe('DashboardAnalyticsWidget', () => {
  it('shows the total, the average over the days listed, the ranked cards and the types', async () => {
    answers = { '/api/admin/dashboard-analytics': dashboard };
    show(<DashboardAnalyticsWidget />);
    expect(await screen.findByText('Total clicks')).toBeTruthy();
    expect(screen.getByText('2.5')).toBeTruthy(); // 10 clicks over 4 listed days
    expect(screen.getByText('Over 4 days with clicks')).toBeTruthy();
    const ranked = within(screen.getByRole('list', { name: 'Top cards, most clicked first' })).getAllByRole('listitem');
    expect(ranked.map((li) => li.textContent)).toEqual([
      '1.Alberta Blue Cross, Service card, 66 clicks',
      '2.Offline, Summary counter, 33 clicks',
      '3.Marketplace, Header link, 11 click',
    ]);
    expect(within(screen.getByRole('list', { name: 'Clicks by card type' })).getByText('Summary counters')).toBeTruthy();
    expect(screen.getByText(/10 clicks from Jun 1, 2026 to Jun 7, 2026\. Busiest day: Jun 1, 2026, 4 clicks\./)).toBeTruthy();
  });

  it('opens the numbers behind the chart as a table, newest day first', async () => {
    answers = { '/api/admin/dashboard-analytics': dashboard };
    show(<DashboardAnalyticsWidget />);
    const toggle = await screen.findByRole('button', { name: 'Show table' });
    expect(screen.queryByRole('region', { name: 'Clicks by day, table' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rows = within(screen.getByRole('region', { name: 'Clicks by day, table' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['DayClicks', 'Sun, Jun 7, 20263', 'Thu, Jun 4, 20262', 'Wed, Jun 3, 20261', 'Mon, Jun 1, 20264']);
  });

  it('says so when nothing was clicked yet', async () => {
    answers = { '/api/admin/dashboard-analytics': { totalClicks: 0, clicksByDay: [], topCards: [], clicksByCardType: [] } };
    show(<DashboardAnalyticsWidget />);
    expect(await screen.findByText(/No dashboard clicks recorded yet/)).toBeTruthy();
  });
});

describe('MarketplaceAnalyticsWidget', () => {
  const recent = (count: number) => Array.from({ length: 30 }, (_, i) => ({ date: `2026-06-${String(i + 1).padStart(2, '0')}`, count: i === 29 ? count : 0 }));
  const marketplace = (totalClicks: number): MarketplaceAnalytics => ({
    totalClicks,
    uniqueUsersLast30Days: 7,
    clicksByDay: totalClicks ? [{ date: '2026-06-30', count: totalClicks }] : [],
    recentActivity: recent(totalClicks),
  });

  it.each([
    [51, 'High engagement! Consider implementing the marketplace feature.'],
    [21, 'Moderate interest. Monitor for a few more weeks before deciding.'],
    [20, 'Low engagement so far. Consider improving marketing or wait for more data.'],
  ])('shows the figures and, for %i clicks, the recommendation', async (total, text) => {
    answers = { '/api/admin/marketplace-analytics': marketplace(total) };
    show(<MarketplaceAnalyticsWidget />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Unique users')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Recent Activity/ })).toBeTruthy();
  });

  it('keeps the low-engagement advice and an empty state before any click', async () => {
    answers = { '/api/admin/marketplace-analytics': marketplace(0) };
    show(<MarketplaceAnalyticsWidget />);
    expect(await screen.findByText('Low engagement so far. Consider improving marketing or wait for more data.')).toBeTruthy();
    expect(screen.getByText(/No marketplace clicks yet/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Recent Activity/ })).toBeNull();
  });
});
