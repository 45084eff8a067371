// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { Service } from '#shared/status/services.js';
import type { BoardAnswer } from '#shared/status/board.js';
import { OverallBanner } from './overall-banner.tsx';
import { SystemOverview } from './system-overview.tsx';
import { ServiceSections, useSectionState } from './cards/service-sections.tsx';
import { ClaimsNetworkCard } from './cards/claims-network-card.tsx';
import { bannerSummary, insurerCounts, overviewCounts, troubleCounts } from './large/board-counts.ts';
import { checkedService, largeBoardAnswer } from './large/test-board.ts';
import { filterServices } from './cards/large-service-list.tsx';

const NOW = new Date('2026-06-15T16:00:00Z');

/** A board of `internet` internet services (every 40th down, every other 25th with issues: 25 and 35 of 1,000), five insurers and the claims network. */
function board(internet = 1_000): Service[] {
  const services: Service[] = [checkedService('claims', 'iTrans Service', 'insurance', NOW)];
  for (let i = 0; i < 5; i++) services.push(checkedService(`ins-${i}`, `Insurer ${i}`, 'insurance', NOW));
  for (let i = 0; i < internet; i++) {
    const status = i % 40 === 0 ? 'offline' : i % 25 === 0 ? 'warning' : 'online';
    services.push(checkedService(`net-${i}`, `Clinic Net ${i}`, 'internet', NOW, { status, location: i % 2 === 0 ? 'Québec' : 'Toronto' }));
  }
  return services;
}

const totalsOf = (answer: BoardAnswer) => ({ summary: answer.summary, sections: answer.sections });

let sectionReads: string[] = [];

beforeEach(() => {
  sectionReads = [];
  const all = board();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const url = String(input);
      const match = /\/api\/board\/sections\/(\w+)/.exec(url);
      if (match) {
        sectionReads.push(match[1]!);
        const members = all.filter((s) => s.type === match[1] && s.name !== 'iTrans Service');
        return Promise.resolve(new Response(JSON.stringify(members), { status: 200 }));
      }
      return new Promise<Response>(() => undefined);
    }),
  );
});
cleanUpAfterEach();

describe('the counts of a large board', () => {
  it('give the figures the whole list gives', () => {
    const all = board(600);
    const answer = largeBoardAnswer(all, 10);
    const totals = totalsOf(answer);
    expect(overviewCounts(answer.services, totals)).toEqual(overviewCounts(all));
    expect(troubleCounts(answer.services, totals)).toEqual(troubleCounts(all));
    expect(insurerCounts(answer.services, totals)).toEqual(insurerCounts(all));
    const whole = bannerSummary(all);
    const counted = bannerSummary(answer.services, totals);
    expect(counted.state).toBe(whole.state);
    expect(counted.parts.map((part) => [part.state, part.total])).toEqual(whole.parts.map((part) => [part.state, part.total]));
    expect(counted.coverage).toEqual(whole.coverage);
  });
});

describe('a large board', () => {
  it('counts the rest of what is down from the board’s counts, not from the services it lists', () => {
    const answer = largeBoardAnswer(board(), 10);
    renderWithApp(
      <OverallBanner
        services={answer.services}
        totals={totalsOf(answer)}
        updatedAt={0}
        isError={false}
        isFetching={false}
        hasAccess={false}
        onRefresh={() => undefined}
        onReveal={() => undefined}
      />,
    );
    // 25 down (every 40th of 1,000); 10 listed; 3 named.
    expect(screen.getByRole('status').textContent).toBe(
      'Partial outage: Clinic Net 0, Clinic Net 40, Clinic Net 80 and 22 more are down; 35 services have issues.',
    );
  });

  it('shows the whole board’s counters in the overview', () => {
    const answer = largeBoardAnswer(board(), 10);
    renderWithApp(<SystemOverview services={answer.services} totals={totalsOf(answer)} onSelect={() => undefined} />);
    const overview = screen.getByRole('region', { name: 'System Overview' });
    expect(within(overview).getByRole('button', { name: /Total Services/ }).textContent).toContain('1,006');
    expect(within(overview).getByRole('button', { name: /Online/ }).textContent).toContain('946');
    expect(within(overview).getByRole('button', { name: /Offline/ }).textContent).toContain('25');
  });

  it('weighs the insurers for the claims card from the counts', () => {
    const all = board();
    all[2] = { ...all[2]!, status: 'offline' };
    const answer = largeBoardAnswer(all, 10);
    renderWithApp(<ClaimsNetworkCard services={answer.services} totals={totalsOf(answer)} onSelect={() => undefined} now={NOW} />);
    expect(screen.getByText('1 insurance provider(s) experiencing issues')).toBeTruthy();
  });
});

function Sections({ answer }: { answer: BoardAnswer }) {
  const state = useSectionState();
  return <ServiceSections services={answer.services} totals={totalsOf(answer)} state={state} onSelect={() => undefined} now={NOW} />;
}

// A thousand cards drawn and filtered in happy-dom: seconds on a busy machine, so generous limits
// (a test must not fail only because the machine is busy).
const SLOW = { timeout: 30_000 };

describe('a large board’s sections', SLOW, () => {
  it('show their counts closed, read their services only when opened, and draw only the cards in view', async () => {
    const answer = largeBoardAnswer(board(), 10);
    renderWithApp(<Sections answer={answer} />);
    const heading = screen.getByRole('button', { name: /Internet Services/ });
    expect(heading.textContent).toContain('1,000');
    expect(heading.textContent).toContain('Clinic Net 0, Clinic Net 40 and 23 more down · 35 services with issues');
    expect(sectionReads).toEqual([]);

    fireEvent.click(heading);
    const list = await screen.findByRole('list', { name: 'Internet Services' }, SLOW);
    expect(sectionReads).toEqual(['internet']);
    const cards = within(list).getAllByRole('listitem');
    // A window of the 1,000, problems first, each saying where it stands among all.
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(100);
    expect(cards[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(cards[0]!.getAttribute('aria-setsize')).toBe('1000');
    expect(cards[0]!.getAttribute('data-status')).toBe('offline');
    expect(screen.getByText('Showing 1,000 of 1,000')).toBeTruthy();
  });

  it('filters by name or location, by status, and says when nothing matches', async () => {
    const answer = largeBoardAnswer(board(), 10);
    renderWithApp(<Sections answer={answer} />);
    fireEvent.click(screen.getByRole('button', { name: /Internet Services/ }));
    const filter = await screen.findByRole('searchbox', { name: 'Find a service' }, SLOW);

    fireEvent.change(filter, { target: { value: 'clinic net 777' } });
    await waitFor(() => expect(screen.getByText('Showing 1 of 1,000')).toBeTruthy(), SLOW);
    expect(within(screen.getByRole('list', { name: 'Internet Services' })).getAllByRole('listitem')).toHaveLength(1);

    // Accents do not matter: "quebec" finds Québec.
    fireEvent.change(filter, { target: { value: 'quebec' } });
    await waitFor(() => expect(screen.getByText('Showing 500 of 1,000')).toBeTruthy(), SLOW);

    fireEvent.change(filter, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Problems only' }));
    await waitFor(() => expect(screen.getByText('Showing 60 of 1,000')).toBeTruthy(), SLOW);

    fireEvent.change(filter, { target: { value: 'nowhere' } });
    await waitFor(() => expect(screen.getByText('No service matches')).toBeTruthy(), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(screen.getByText('Showing 1,000 of 1,000')).toBeTruthy(), SLOW);
  });

  it('speaks French: counts, filter and empty state', async () => {
    const answer = largeBoardAnswer(board(), 10);
    renderWithApp(<Sections answer={answer} />, { locale: 'fr-CA' });
    const heading = screen.getByRole('button', { name: /Services Internet/ });
    expect(heading.textContent).toMatch(/^Services Internet1\s000 services/);
    fireEvent.click(heading);
    const filter = await screen.findByRole('searchbox', { name: 'Trouver un service' }, SLOW);
    expect(screen.getByText(/^1\s000 sur 1\s000 affichés$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Problèmes seulement' })).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'nulle part' } });
    await waitFor(() => expect(screen.getByText('Aucun service ne correspond')).toBeTruthy(), SLOW);
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeTruthy();
  });

  it('scrolls a card the banner names into view, far down a windowed section, and focuses it', async () => {
    const answer = largeBoardAnswer(board(), 10);
    function Revealing() {
      const state = useSectionState();
      return (
        <ServiceSections
          services={answer.services}
          totals={totalsOf(answer)}
          state={state}
          onSelect={() => undefined}
          now={NOW}
          reveal={{ serviceId: 'net-999', type: 'internet' }}
        />
      );
    }
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderWithApp(<Revealing />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Internet Services/ }));
      await Promise.resolve();
    });
    await screen.findByRole('searchbox', { name: 'Find a service' }, SLOW);
    await waitFor(() => expect(document.activeElement?.id).toBe('service-card-net-999'), SLOW);
    expect(scrollTo).toHaveBeenCalled();
  });
});

describe('the filter', () => {
  it('matches name or location without case or accents, and problems only', () => {
    const list = [
      checkedService('a', 'Bell Aliant', 'internet', NOW, { location: 'Montréal' }),
      checkedService('b', 'Vidéotron', 'internet', NOW, { status: 'offline' }),
    ];
    expect(filterServices(list, 'MONTREAL', false).map((s) => s.id)).toEqual(['a']);
    expect(filterServices(list, 'videotron', false).map((s) => s.id)).toEqual(['b']);
    expect(filterServices(list, '', true).map((s) => s.id)).toEqual(['b']);
    expect(filterServices(list, '  ', false)).toBe(list);
  });
});
