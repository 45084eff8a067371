// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { UpdatedAge } from './updated-age.tsx';

// 11:19 a.m. in Alberta, the provider's zone in tests.
const UPDATED = Date.parse('2026-12-01T17:19:00Z');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('UpdatedAge', () => {
  it('reads as an age that keeps moving, with the exact time on hover and for screen readers', () => {
    vi.useFakeTimers({ now: UPDATED + 40_000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { container } = render(<UpdatedAge at={UPDATED} label="Last updated" />);
    const time = screen.getByText('40 s ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe('2026-12-01T17:19:00.000Z');
    expect(time.getAttribute('title')).toBe('11:19 a.m. MDT');
    expect(container.textContent).toBe('Last updated 40 s ago (11:19 a.m. MDT)');

    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(container.textContent).toBe('Last updated 3 min ago (11:19 a.m. MDT)');
  });

  it('names the day of an update from an earlier day', () => {
    vi.useFakeTimers({ now: UPDATED + 26 * 3600_000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(<UpdatedAge at={new Date(UPDATED)} />);
    expect(screen.getByText('1 d ago').getAttribute('title')).toBe('Dec 1, 11:19 a.m. MDT');
  });
});
