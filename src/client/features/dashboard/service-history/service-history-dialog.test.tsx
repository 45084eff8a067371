// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import type { ServiceHistory } from '../../../../shared/status/history.ts';
import type { Service } from '../../../../shared/status/services.ts';
import ServiceHistoryDialog from './service-history-dialog.tsx';
import { sampleHistory } from './history-test-data.ts';

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

  it('shows uptime per window, the bar, the changes in words, and no chart for a service without a check', async () => {
    fetchMock.mockResolvedValue(answer(sampleHistory()));
    const dialog = show();
    expect(await within(dialog).findByText('99.35%')).toBeTruthy(); // 99.355 never rounds up
    expect(within(dialog).getByText('100%')).toBeTruthy();
    expect(within(dialog).getByText('1.99% with issues')).toBeTruthy();
    expect(within(dialog).getByText('No issues')).toBeTruthy();
    expect(within(dialog).getAllByRole('img', { name: /^\w{3}, \w{3} \d+, 2026: / })).toHaveLength(90);
    expect(within(dialog).getByText('No checks recorded yet')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '90 days' })).toBeNull();
    const changes = within(within(dialog).getByRole('region', { name: 'Recent changes' })).getAllByRole('listitem');
    expect(changes.map((li) => li.textContent?.replace(/(Jun \d+).*$/, '$1'))).toEqual([
      'From Online to Issues· Set by the IT teamJun 15',
      'From Offline to Online· Override endedJun 10',
      'From Online to Offline· Automated checkJun 10',
    ]);
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
