// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DisplayHeader } from './display-header.tsx';

// 11:19 a.m. on December 1, 2026 in Alberta (UTC-6 all year), the provider's zone in tests.
const NOW = new Date('2026-12-01T17:19:00Z');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DisplayHeader', () => {
  it('shows the time on a 12-hour clock with the zone once, and how fresh the board is as an age', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { container } = render(<DisplayHeader services={undefined} connection={{ updatedAt: NOW.getTime() - 40_000, lost: false }} now={NOW} />);
    const clock = container.querySelector(`time[datetime="${NOW.toISOString()}"]`);
    expect(clock?.textContent).toBe('11:19a.m.MDT');
    expect(clock?.parentElement?.textContent).toBe('Time now 11:19a.m.MDT');
    expect(container.textContent).not.toMatch(/\b(1[3-9]|2[0-3]):\d\d\b/);
    expect(screen.getByText('40 s ago').getAttribute('title')).toBe('11:18 a.m. MDT');
    expect(screen.getByText('40 s ago').parentElement?.textContent).toBe('Updated 40 s ago (11:18 a.m. MDT)');
  });

  it('says how old the board it still shows is when the connection is lost', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(<DisplayHeader services={undefined} connection={{ updatedAt: NOW.getTime() - 3 * 60_000, lost: true }} now={NOW} />);
    expect(screen.getByText(/^Connection lost/).textContent).toBe('Connection lost: showing the status from 3 min ago (11:16 a.m. MDT). Retrying.');
  });
});
