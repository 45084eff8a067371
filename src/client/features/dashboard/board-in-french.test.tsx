// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { Service } from '#shared/status/services.js';
import { OverallBanner } from './overall-banner.tsx';
import { SystemOverview } from './system-overview.tsx';
import { ServiceCard } from './cards/service-card.tsx';
import { ServiceSection } from './cards/service-section.tsx';
import { ShieldCheck } from 'lucide-react';

const NOW = new Date('2026-06-15T16:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const service = (id: string, name: string, status: Service['status'], extra: Partial<Service> = {}): Service => ({
  id,
  name,
  type: 'insurance',
  status,
  location: null,
  source: 'check',
  monitored: true,
  lastChecked: minutesAgo(1),
  ...extra,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
  );
});
cleanUpAfterEach();

/** The banner, drawn in French; queries look inside it only (a part another file drew late can still be on the page). */
const banner = (services: Service[]) =>
  within(
    renderWithApp(
      <OverallBanner
        services={services}
        updatedAt={0}
        isError={false}
        isFetching={false}
        hasAccess={false}
        onRefresh={() => undefined}
        onReveal={() => undefined}
      />,
      { locale: 'fr-CA' },
    ).container,
  );

describe('the board in French', () => {
  it('says what is down with the verb agreeing with one name or several', () => {
    const page = banner([service('a', 'Manulife', 'offline'), service('b', 'Beneva', 'online'), service('c', 'Sun Life', 'online')]);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('État des services');
    expect(page.getByRole('status').textContent).toBe('Panne partielle\u00a0: Manulife est en panne.');
  });

  it('joins several names with « et », counts the rest, and puts the verb in the plural', () => {
    const page = banner([
      service('a', 'Manulife', 'warning'),
      service('b', 'Beneva', 'warning'),
      service('c', 'Sun Life', 'warning'),
      service('d', 'Desjardins', 'warning'),
      service('e', 'Canada Life', 'offline'),
    ]);
    expect(page.getByRole('status').textContent).toBe('Panne partielle\u00a0: Canada Life est en panne; Manulife, Beneva, Sun Life et 1 autre sont perturbés.');
    expect(page.getByRole('button', { name: 'Actualiser' })).toBeTruthy();
  });

  it('counts the overview in French, with the plural of what is not monitored', () => {
    const manual = (id: string) => service(id, id, 'online', { source: 'manual', monitored: false, lastChecked: null });
    renderWithApp(<SystemOverview services={[service('a', 'A', 'online'), manual('b'), manual('c')]} onSelect={() => undefined} />, { locale: 'fr-CA' });
    expect(screen.getByRole('heading', { name: 'Vue d’ensemble des systèmes' })).toBeTruthy();
    expect(screen.getByText('Total des services')).toBeTruthy();
    expect(screen.getByText('2 non surveillés')).toBeTruthy();
  });

  it('says where a card’s status comes from and how fresh it is, in French', () => {
    renderWithApp(
      <ul>
        <ServiceCard service={service('a', 'Manulife', 'online')} onSelect={() => undefined} now={NOW} />
        <ServiceCard
          service={service('b', 'Beneva', 'online', { source: 'manual', monitored: false, lastChecked: null, since: null })}
          onSelect={() => undefined}
          now={NOW}
        />
      </ul>,
      { locale: 'fr-CA' },
    );
    expect(screen.getByText('Vérifié il y a 1 min')).toBeTruthy();
    expect(screen.getByText('En ligne')).toBeTruthy();
    expect(screen.getByText('Non surveillé')).toBeTruthy();
    expect(screen.getByText('Aucune vérification automatique')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voir l’historique de Manulife' })).toBeTruthy();
  });

  it('sums up a closed section in French, one name or several', () => {
    const section = (services: Service[]) =>
      renderWithApp(
        <ServiceSection
          id="s"
          title="Assureurs"
          description="…"
          icon={ShieldCheck}
          services={services}
          open={false}
          onOpenChange={() => undefined}
          onSelect={() => undefined}
          now={NOW}
        />,
        { locale: 'fr-CA' },
      );
    const { unmount } = section([service('a', 'Manulife', 'warning'), service('b', 'Beneva', 'online')]);
    expect(screen.getAllByText('Manulife perturbé')).not.toHaveLength(0);
    unmount();
    section([service('a', 'Manulife', 'warning'), service('b', 'Beneva', 'warning'), service('c', 'Sun Life', 'warning')]);
    expect(screen.getAllByText('Manulife, Beneva et 1 autre perturbés')).not.toHaveLength(0);
  });
});
