// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DayBar } from './day-bar.tsx';
import { sampleDays } from './history-test-data.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const segments = () => within(screen.getByRole('group', { name: /Daily status for the last 90 days/ })).getAllByRole('img');

describe('DayBar', () => {
  it('draws one labelled segment per day, oldest first, coloured by the worst status', () => {
    render(<DayBar days={sampleDays()} />);
    const all = segments();
    expect(all).toHaveLength(90);
    expect(all[0]!.getAttribute('aria-label')).toBe('Wed, Mar 18, 2026: Not tracked yet');
    const bad = all.find((s) => s.getAttribute('aria-label')?.startsWith('Wed, Jun 10, 2026'));
    expect(bad!.getAttribute('aria-label')).toBe('Wed, Jun 10, 2026: Outage: offline for 1 h 5 min, issues for 20 min');
    expect(bad!.dataset.worst).toBe('offline');
    expect(all.at(-1)!.getAttribute('aria-label')).toBe('Mon, Jun 15, 2026: No problems recorded');
    expect(screen.getByText('Tracked for 46 days: 1 day with an outage, 1 day with issues, 44 days without problems.')).toBeTruthy();
  });

  it('tells a day without data after tracking began (the board’s monitor was offline) from the days before it', () => {
    const days = sampleDays().map((day) => (day.date === '2026-06-13' ? { ...day, worst: 'nodata' as const } : day));
    render(<DayBar days={days} />);
    const labels = segments().map((s) => s.getAttribute('aria-label'));
    expect(labels).toContain('Sat, Jun 13, 2026: No data recorded');
    expect(labels[0]).toBe('Wed, Mar 18, 2026: Not tracked yet');
  });

  it('is one tab stop, today, and the arrow keys, Home and End move between days', () => {
    render(<DayBar days={sampleDays()} />);
    const all = segments();
    expect(all.filter((s) => s.tabIndex === 0)).toEqual([all[89]]);
    all[89]!.focus();
    fireEvent.keyDown(all[89]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(all[88]);
    fireEvent.keyDown(all[88]!, { key: 'Home' });
    expect(document.activeElement).toBe(all[0]);
    fireEvent.keyDown(all[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(all[0]);
    fireEvent.keyDown(all[0]!, { key: 'End' });
    expect(document.activeElement).toBe(all[89]);
    expect(all.filter((s) => s.tabIndex === 0)).toEqual([all[89]]);
  });

  it('shows the day in a tooltip on focus, hover and tap, and hides it when the pointer leaves', () => {
    const { container } = render(<DayBar days={sampleDays()} />);
    const all = segments();
    fireEvent.focus(all[84]!);
    expect(container.textContent).toContain('Wed, Jun 10, 2026Outage: offline for 1 h 5 min, issues for 20 min');
    // Moving on from an open tooltip shows the next day at once.
    fireEvent.pointerEnter(all[86]!);
    expect(container.textContent).toContain('Fri, Jun 12, 2026Issues for 3 h');
    fireEvent.pointerLeave(all[86]!.parentElement!);
    expect(container.textContent).not.toContain('Issues for 3 h');
    fireEvent.click(all[0]!);
    expect(container.textContent).toContain('Wed, Mar 18, 2026Not tracked yet');
  });

  it('waits 700 ms before a tooltip on hover, and skips the wait within 300 ms of closing one', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const { container } = render(<DayBar days={sampleDays()} />);
    const all = segments();
    fireEvent.pointerEnter(all[86]!);
    act(() => vi.advanceTimersByTime(699));
    expect(container.textContent).not.toContain('Issues for 3 h');
    act(() => vi.advanceTimersByTime(1));
    expect(container.textContent).toContain('Fri, Jun 12, 2026Issues for 3 h');

    fireEvent.pointerLeave(all[86]!.parentElement!);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerEnter(all[84]!);
    expect(container.textContent).toContain('Wed, Jun 10, 2026');

    fireEvent.pointerLeave(all[84]!.parentElement!);
    act(() => vi.advanceTimersByTime(400));
    fireEvent.pointerEnter(all[86]!);
    expect(container.textContent).not.toContain('Issues for 3 h');
  });
});
