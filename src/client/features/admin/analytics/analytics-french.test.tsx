// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import frenchAdmin from '#client/i18n/admin-catalogue-fr-CA.ts';
import { createI18n } from '#client/i18n/i18n.ts';
import { translation } from '#client/i18n/use-t.ts';
import type { DashboardAnalytics, MarketplaceAnalytics } from '#shared/admin/analytics.js';
import { clicksLabel, describeDays, formatAverage, formatCount, formatDayLong } from './analytics-format.ts';
import { DashboardAnalyticsWidget } from './dashboard-analytics-widget.tsx';
import { MarketplaceAnalyticsWidget } from './marketplace-analytics-widget.tsx';

const NBSP = '\u00a0';
/** Text as written, no-break spaces kept (the default matcher makes them plain spaces). */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const french = translation(createI18n('fr-CA', frenchAdmin));

let answers: Record<string, unknown>;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(answers[url]), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
cleanUpAfterEach();

const dashboard: DashboardAnalytics = {
  totalClicks: 12_345,
  clicksByDay: [
    { date: '2026-06-01', count: 4000 },
    { date: '2026-06-03', count: 1 },
    { date: '2026-06-04', count: 2 },
    { date: '2026-06-07', count: 8342 },
  ],
  topCards: [
    { cardType: 'service', cardId: 'a', cardName: 'Croix Bleue Medavie', count: 7000 },
    { cardType: 'summary', cardId: 'offline', cardName: 'Hors service', count: 5000 },
    { cardType: 'header', cardId: 'marketplace', cardName: 'Place de marché', count: 1 },
  ],
  clicksByCardType: [
    { cardType: 'service', cardName: 'Service cards', count: 7000 },
    { cardType: 'summary', cardName: 'Summary counters', count: 5000 },
    { cardType: 'header', cardName: 'Header links', count: 345 },
  ],
};

describe('analytics numbers and words in French', () => {
  it('write counts, averages and days as fr-CA does', () => {
    expect(formatCount(12_345, 'fr-CA')).toBe(`12${NBSP}345`);
    expect(formatAverage(3086.25, 'fr-CA')).toBe(`3${NBSP}086,3`);
    expect(formatDayLong('2026-06-07', 'fr-CA')).toBe('dim. 7 juin 2026');
    expect(clicksLabel(0, french.t)).toBe('0 clic');
    expect(clicksLabel(1, french.t)).toBe('1 clic');
    expect(clicksLabel(1234, french.t)).toBe(`1${NBSP}234 clics`);
  });

  it('describe a series in one French sentence', () => {
    expect(describeDays([], french)).toBe('Aucun clic pour l’instant.');
    expect(describeDays([{ date: '2026-06-01', count: 0 }], french)).toBe('Aucun clic le 1 juin 2026.');
    expect(describeDays([{ date: '2026-06-01', count: 1 }], french)).toBe(`1 clic le 1 juin 2026. Jour le plus achalandé${NBSP}: 1 juin 2026, 1 clic.`);
    expect(describeDays(dashboard.clicksByDay, french)).toBe(
      `12${NBSP}345 clics du 1 juin 2026 au 7 juin 2026. Jour le plus achalandé${NBSP}: 7 juin 2026, 8${NBSP}342 clics.`,
    );
  });

  it('show the dashboard figures in fr-CA format', async () => {
    answers = { '/api/admin/dashboard-analytics': dashboard };
    renderWithApp(<DashboardAnalyticsWidget />, { locale: 'fr-CA' });
    expect(await screen.findByText('Total des clics')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Statistiques de clics du tableau d’état' })).toBeTruthy();
    expect(screen.getByText(`12${NBSP}345`, exactly)).toBeTruthy();
    expect(screen.getByText(`3${NBSP}086,3`, exactly)).toBeTruthy(); // 12 345 clicks over 4 listed days
    expect(screen.getByText('Sur 4 jours avec des clics')).toBeTruthy();
    const ranked = within(screen.getByRole('list', { name: 'Cartes les plus cliquées, de la plus cliquée à la moins cliquée' })).getAllByRole('listitem');
    expect(ranked.map((li) => li.textContent)).toEqual([
      `1.Croix Bleue Medavie, Carte de service, 7${NBSP}0007${NBSP}000 clics`,
      `2.Hors service, Compteur sommaire, 5${NBSP}0005${NBSP}000 clics`,
      '3.Place de marché, Lien de l’en-tête, 11 clic',
    ]);
    const types = within(screen.getByRole('list', { name: 'Clics par type de carte' }));
    expect(types.getByText('Cartes de service')).toBeTruthy();
    expect(types.getByText(`57${NBSP}%`, exactly)).toBeTruthy();
    expect(types.getByText(`3${NBSP}%`, exactly)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Afficher le tableau' }));
    const rows = within(screen.getByRole('region', { name: 'Clics par jour, tableau' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'JourClics',
      `dim. 7 juin 2026${'8'}${NBSP}342`,
      'jeu. 4 juin 20262',
      'mer. 3 juin 20261',
      `lun. 1 juin 20264${NBSP}000`,
    ]);
  });

  it('show a single day with clicks in the singular', async () => {
    answers = { '/api/admin/dashboard-analytics': { ...dashboard, totalClicks: 3, clicksByDay: [{ date: '2026-06-01', count: 3 }] } };
    renderWithApp(<DashboardAnalyticsWidget />, { locale: 'fr-CA' });
    expect(await screen.findByText('Sur 1 jour avec des clics')).toBeTruthy();
  });

  it('show the marketplace figures and advice in French', async () => {
    const marketplace: MarketplaceAnalytics = {
      totalClicks: 51,
      uniqueUsersLast30Days: 1200,
      clicksByDay: [{ date: '2026-06-30', count: 51 }],
      recentActivity: Array.from({ length: 30 }, (_, i) => ({ date: `2026-06-${String(i + 1).padStart(2, '0')}`, count: i === 29 ? 51 : 0 })),
    };
    answers = { '/api/admin/marketplace-analytics': marketplace };
    renderWithApp(<MarketplaceAnalyticsWidget />, { locale: 'fr-CA' });
    expect(await screen.findByText('Forte participation! Envisagez de mettre en œuvre la place de marché.')).toBeTruthy();
    expect(screen.getByText('Utilisateurs uniques')).toBeTruthy();
    expect(screen.getByText(`1${NBSP}200`, exactly)).toBeTruthy();
    expect(screen.getByText('30 derniers jours, par adresse réseau')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Activité récente/ })).toBeTruthy();
  });
});
