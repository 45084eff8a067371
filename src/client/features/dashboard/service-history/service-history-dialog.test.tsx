// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { ServiceHistory } from '#shared/status/history.js';
import type { Service } from '#shared/status/services.js';
import ServiceHistoryDialog from './service-history-dialog.tsx';
import { sampleHistory, shortOutageHistory, tenMinuteHistory } from './history-test-data.ts';

// recharts needs a laid-out page; the figure around it is what these tests read.
vi.mock('./response-time-chart.tsx', () => ({
  default: ({ points }: { points: unknown[] }) => <div data-testid="chart">{points.length} points</div>,
}));

const SERVICE: Service = {
  id: 's1',
  name: 'Sun Life',
  type: 'insurance',
  status: 'warning',
  location: 'National',
  override: { by: 'Set by the provider', until: '2026-06-15T19:00:00Z' },
  maintenance: { title: 'Claims gateway upgrade', until: '2026-06-15T20:00:00Z' },
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (history: ServiceHistory) => new Response(JSON.stringify(history), { status: 200 });

/** Each uptime tile as "label|figure|what happened". */
const tiles = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[data-window]')].map((tile) => [...tile.children].map((part) => part.textContent?.trim()).join('|'));

/** What the bar says about one day. */
const dayLabel = (dialog: HTMLElement, day: string) =>
  within(dialog)
    .getByRole('img', { name: new RegExp(`^${day}: `) })
    .getAttribute('aria-label')
    ?.slice(day.length + 2);

function show(service: Service = SERVICE) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ServiceHistoryDialog service={service} open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Sun Life' });
}

describe('ServiceHistoryDialog', () => {
  it('shows the name, status and notes at once, and a skeleton while the history loads', () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    const dialog = show();
    expect(within(dialog).getByText('Issues')).toBeTruthy();
    expect(within(dialog).getByText(/^Set by the provider until /)).toBeTruthy();
    expect(within(dialog).getByText(/^Scheduled maintenance: Claims gateway upgrade, until /)).toBeTruthy();
    expect(within(dialog).getByRole('status', { name: 'Loading the history' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/services/s1/history');
  });

  it('says when the history could not be loaded and tries again on request', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"down"}', { status: 500 })).mockResolvedValueOnce(answer(sampleHistory()));
    const dialog = show();
    expect(await within(dialog).findByText('The history could not be loaded.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Last 24 hours')).toBeTruthy();
  });

  it('shows uptime per window with what happened in it, the bar, the changes in words, and no chart for a service without a check', async () => {
    fetchMock.mockResolvedValue(answer(sampleHistory()));
    const dialog = show();
    await within(dialog).findByText('99.35%'); // 99.355 never rounds up
    expect(tiles(dialog)).toEqual([
      'Last 24 hours|100% uptime|No issues',
      'Last 7 days|99.35% uptime|Down 1 h 5 min, issues for 3 h 20 min',
      'Last 30 days|99.85% uptime|Down 1 h 5 min, issues for 3 h 20 min',
      // Added 45 days ago: no figure claims to be about 90 days.
      'Last 90 days|Not enough data yet|45 days of data so far: down 1 h 5 min, issues for 3 h 20 min',
    ]);
    // The minutes under the figures are the bar's: 65 min offline and 20 min with issues on June 10, 3 h on June 12.
    expect(dayLabel(dialog, 'Wed, Jun 10, 2026')).toBe('Outage: offline for 1 h 5 min, issues for 20 min');
    expect(dayLabel(dialog, 'Fri, Jun 12, 2026')).toBe('Issues for 3 h');
    expect(within(dialog).getByText('Tracked for 46 days: 1 day with an outage, 1 day with issues, 44 days without problems.')).toBeTruthy();
    expect(within(dialog).getAllByRole('img', { name: /^\w{3}, \w{3} \d+, 2026: / })).toHaveLength(90);
    expect(within(dialog).getByText('No checks recorded yet')).toBeTruthy();
    expect(within(dialog).getByText(/^The provider sets this service’s status by hand/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '90 days' })).toBeNull();
    const changes = within(within(dialog).getByRole('region', { name: 'Recent changes' })).getAllByRole('listitem');
    expect(changes.map((li) => li.textContent?.replace(/(Jun \d+).*$/, '$1'))).toEqual([
      'From Issues to Online· Override cleared by the providerJun 12',
      'From Online to Issues· Set by the providerJun 12',
      'From Offline to Online· Override endedJun 10',
      'From Issues to Offline· Automated checkJun 10',
      'From Online to Issues· Automated checkJun 10',
    ]);
    expect(dialog.textContent).not.toMatch(/IT team/);
  });

  it('quotes no percentage from ten minutes of data, and says the same outage in the tiles and the bar', async () => {
    fetchMock.mockResolvedValue(answer(tenMinuteHistory()));
    const dialog = show();
    await within(dialog).findAllByText('Not enough data yet');
    expect(tiles(dialog)).toEqual(
      ['Last 24 hours', 'Last 7 days', 'Last 30 days', 'Last 90 days'].map((label) => `${label}|Not enough data yet|10 min of data so far: down 6 min`),
    );
    expect(dialog.textContent).not.toContain('42.65%');
    expect(dialog.textContent).not.toContain('No issues');
    expect(dayLabel(dialog, 'Mon, Jun 15, 2026')).toBe('Outage: offline for 6 min');
    expect(dayLabel(dialog, 'Sun, Jun 14, 2026')).toBe('Not tracked yet');
    expect(within(dialog).getByText('Tracked for 1 day: 1 day with an outage.')).toBeTruthy();
  });

  it('says "Down 5 min" under every figure when the only outage was 5 minutes this morning, as the bar does', async () => {
    fetchMock.mockResolvedValue(answer(shortOutageHistory()));
    const dialog = show();
    await within(dialog).findByText('99.65%');
    expect(tiles(dialog)).toEqual([
      'Last 24 hours|99.65% uptime|Down 5 min',
      'Last 7 days|99.95% uptime|Down 5 min',
      'Last 30 days|99.98% uptime|Down 5 min',
      'Last 90 days|99.99% uptime|Down 5 min',
    ]);
    expect(dayLabel(dialog, 'Mon, Jun 15, 2026')).toBe('Outage: offline for 5 min');
    expect(within(dialog).getByText('Last 90 days: 1 day with an outage, 89 days without problems.')).toBeTruthy();
  });

  it('charts response times hourly or daily with a summary in words', async () => {
    fetchMock.mockResolvedValue(
      answer(
        sampleHistory({
          service: { ...sampleHistory().service, monitored: true },
          responseTimes: [
            { hourStart: '2026-06-15T13:00:00Z', avgMs: 150, maxMs: 400 },
            { hourStart: '2026-06-15T14:00:00Z', avgMs: 250, maxMs: 900 },
          ],
          dailyResponseTimes: [
            { date: '2026-06-01', avgMs: 300, maxMs: 2500 },
            { date: '2026-06-15', avgMs: 200, maxMs: 900 },
          ],
        }),
      ),
    );
    const dialog = show();
    expect(await within(dialog).findByText(/^Average response time 200 ms over the last 7 days; slowest check 900 ms \(/)).toBeTruthy();
    expect((await within(dialog).findByTestId('chart')).textContent).toBe('2 points');
    const daily = within(dialog).getByRole('button', { name: '90 days' });
    fireEvent.click(daily);
    expect(daily.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByText('Average response time 250 ms over the last 90 days; slowest check 2.5 s (Mon, Jun 1, 2026).')).toBeTruthy();
    // A gap of 13 days breaks the line: one empty point between the two days.
    expect(within(dialog).getByTestId('chart').textContent).toBe('3 points');
  });
});
