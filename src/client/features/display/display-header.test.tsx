// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DisplayHeader } from './display-header.tsx';
import { renderWithApp } from '#tests/support/render-widget.tsx';
import type { Service } from '#shared/status/services.js';

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

describe('DisplayHeader in French', () => {
  it('shows a 24-hour clock with the zone’s French name, and the age in French', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { container } = renderWithApp(<DisplayHeader services={undefined} connection={{ updatedAt: NOW.getTime() - 40_000, lost: false }} now={NOW} />, {
      locale: 'fr-CA',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('État des services');
    const clock = container.querySelector(`time[datetime="${NOW.toISOString()}"]`);
    expect(clock?.parentElement?.textContent).toBe('Heure actuelle 11 h 19HAR');
    expect(screen.getByText('il y a 40 s').parentElement?.textContent).toBe('Mis à jour il y a 40 s (11 h 18 HAR)');
    expect(screen.getByText('Vérification des services…')).toBeTruthy();
  });

  it('says the connection is lost, and names what is down with the verb agreeing with the count', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const down = (id: string, name: string): Service => ({ id, name, type: 'internet', status: 'offline', location: null, source: 'manual' });
    const ok = (id: string): Service => ({ id, name: id, type: 'internet', status: 'online', location: null, source: 'check' });
    renderWithApp(
      <DisplayHeader services={[down('a', 'TELUS'), ok('b'), ok('c')]} connection={{ updatedAt: NOW.getTime() - 3 * 60_000, lost: true }} now={NOW} />,
      { locale: 'fr-CA' },
    );
    expect(screen.getByText(/^Connexion perdue/).textContent).toBe(
      'Connexion perdue\u00a0: affichage de l’état reçu il y a 3 min (11 h 16 HAR). Nouvel essai en cours.',
    );
    expect(screen.getByRole('status').textContent).toBe('Panne partielle\u00a0: TELUS est en panne.');
    cleanup();
    renderWithApp(
      <DisplayHeader services={[down('a', 'TELUS'), down('b', 'Bell'), ok('c')]} connection={{ updatedAt: NOW.getTime(), lost: false }} now={NOW} />,
      {
        locale: 'fr-CA',
      },
    );
    expect(screen.getByRole('status').textContent).toBe('Panne majeure\u00a0: TELUS et Bell sont en panne.');
  });
});
