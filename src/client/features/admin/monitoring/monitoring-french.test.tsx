// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import type { AdminCheck, AdminCheckEntry, MonitoringCoverage } from '#shared/status/monitoring.js';
import type { AdminVendorLink } from '#shared/status/vendor-status.js';
import { createI18n } from '#client/i18n/i18n.ts';
import { translation } from '#client/i18n/use-t.ts';
import englishAdmin from '#client/i18n/admin-catalogue-en-CA.ts';
import frenchAdmin from '#client/i18n/admin-catalogue-fr-CA.ts';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import { formatAgo, formatIn, formatInterval, streakText } from './check-format.ts';
import { formMessage, KNOWN_FORM_MESSAGES } from './form-messages.ts';
import { MonitoringCoverageWidget } from './monitoring-coverage-widget.tsx';
import { ChecksLateBanner } from './checks-late-banner.tsx';
import { MonitorOfflineBanner } from './monitor-offline-banner.tsx';
import { ServiceChecksWidget } from './service-checks-widget.tsx';
import { VendorLinksWidget } from './vendor-links-widget.tsx';

const NBSP = '\u00a0';
/** getByText matches the text with its spaces made plain, the no-break ones too. */
const plain = (text: string) => text.replaceAll(NBSP, ' ');
const english = translation(createI18n('en-CA', englishAdmin as Messages));
const french = translation(createI18n('fr-CA', frenchAdmin as Messages));

const SUN_LIFE = { id: 's1', name: 'Sun Life', type: 'insurance', portalUrl: 'https://www.sunlife.ca/' } as const;
const MANULIFE = { id: 's2', name: 'Manulife', type: 'insurance', portalUrl: 'https://www.manulife.ca/' } as const;
const TELUS = { id: 's3', name: 'TELUS Business Internet', type: 'internet', portalUrl: null } as const;

const COVERAGE: MonitoringCoverage = {
  total: 6,
  byKind: { check: 2, vendor: 1, none: 3 },
  notMonitored: [SUN_LIFE, MANULIFE, TELUS],
  reachabilityCandidates: [SUN_LIFE, MANULIFE],
  monitorOffline: null,
  checksLate: null,
};

const CHECK: AdminCheck = {
  serviceId: 's1',
  type: 'http',
  target: 'https://claims.example.ca/health',
  intervalSeconds: 60,
  timeoutMs: 10_000,
  expectedStatusMin: 200,
  expectedStatusMax: 399,
  keyword: null,
  expectedAddress: null,
  latencyWarnMs: 800,
  failuresToOffline: 3,
  successesToOnline: 2,
  enabled: true,
  lastRunAt: '2026-06-15T16:00:00Z',
  nextRunAt: '2026-06-15T16:01:00Z',
  lastLatencyMs: null,
  lastError: 'Connection refused (ECONNREFUSED)',
  consecutiveFailures: 2,
  consecutiveSuccesses: 0,
  checkStatus: 'online',
  updatedAt: '2026-06-15T15:00:00Z',
};

const LINK: AdminVendorLink = {
  serviceId: 's4',
  kind: 'feed',
  pageUrl: 'https://status.weave.example/history.rss',
  component: null,
  allowPrivate: false,
  state: 'online',
  vendorWord: null,
  problem: null,
  incidentTitle: null,
  incidentUrl: null,
  maintenance: null,
  readAt: null,
  lastPolledAt: null,
  nextPollAt: new Date(Date.now() + 60_000).toISOString(),
  failures: 1,
  lastError: 'HTTP 502',
};

const ENTRIES: AdminCheckEntry[] = [
  { service: { id: 's1', name: 'Alberta Blue Cross', type: 'insurance', status: 'online', override: null }, check: CHECK, vendor: null },
  { service: { id: 's2', name: 'Telus VoIP', type: 'voip', status: 'online', override: null }, check: null, vendor: null },
  { service: { id: 's4', name: 'Weave', type: 'voip', status: 'online', override: null }, check: null, vendor: LINK },
];

let coverage: MonitoringCoverage;
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  coverage = COVERAGE;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/admin/monitoring/coverage') return new Response(JSON.stringify(coverage), { status: 200 });
    if (url.startsWith('/api/admin/vendor-pages/settings')) return new Response(JSON.stringify({ privateMonitoring: false }), { status: 200 });
    return new Response(JSON.stringify(url.startsWith('/api/admin/checks') ? ENTRIES : []), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
cleanUpAfterEach();

describe('the monitoring words in French', () => {
  const now = new Date('2026-11-21T18:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

  it('say when, how often and how many in French, and the same English as before', () => {
    expect(formatIn(later(40), now, french)).toBe('dans 40 s');
    expect(formatIn(later(-5), now, french)).toBe('dès maintenant');
    expect(formatIn(later(2 * 86_400), now, french)).toBe('dans 2 jours');
    expect(formatAgo(later(-240), now, french)).toBe('il y a 4 min');
    expect(formatAgo(later(-10), now, french)).toBe('à l’instant');
    expect(formatAgo(later(-3 * 86_400), now, french)).toMatch(/^le 18 nov\., 1\d h/);
    expect(formatAgo(later(-3 * 86_400), now, english)).toMatch(/^Nov 18, \d+:\d\d [ap]\.m\./);
    expect(formatInterval(300, french)).toBe('toutes les 5 min');
    expect(formatInterval(60, french)).toBe('chaque minute');
    expect(formatInterval(3600, french)).toBe('toutes les heures');
    expect(formatInterval(3600, english)).toBe('every 1 h');
    expect(streakText({ ...CHECK, consecutiveFailures: 1, checkStatus: 'offline' }, french)).toBe('1 échec consécutif');
    expect(streakText({ ...CHECK, consecutiveFailures: 4, checkStatus: 'offline' }, french)).toBe('4 échecs consécutifs');
    expect(streakText({ ...CHECK, consecutiveFailures: 1, checkStatus: 'offline' }, english)).toBe('1 failure in a row');
    expect(streakText({ ...CHECK, consecutiveFailures: 4, checkStatus: 'offline' }, english)).toBe('4 failures in a row');
  });

  it("show the shared schemas' English messages unchanged in English, and in French in French", () => {
    for (const message of KNOWN_FORM_MESSAGES) expect(formMessage(message, english.t)).toBe(message);
    expect(formMessage('Check every 30 to 86400 seconds', french.t)).toBe('L’intervalle doit être de 30 à 86' + NBSP + '400 secondes');
    expect(formMessage('A message the server wrote', french.t)).toBe('A message the server wrote');
  });
});

describe('MonitoringCoverageWidget in French', () => {
  it('counts the services in French, with the plural', async () => {
    renderWithApp(<MonitoringCoverageWidget />, { locale: 'fr-CA' });
    expect(await screen.findByText('3 sur 6 vérifiés automatiquement')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Couverture de la surveillance' })).toBeTruthy();
    expect(screen.getByText('Vérification automatique').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Page d’état de l’exploitant').nextElementSibling?.textContent).toBe('1');
    const withPortal = screen.getByRole('list', { name: 'Non surveillés (3)' });
    expect(within(withPortal).getByRole('button', { name: `Vérifier le site Web toutes les 5 min${NBSP}: Sun Life` }).textContent).toBe(
      'Vérifier le site Web toutes les 5 min',
    );
    expect(screen.getByRole('list', { name: 'Non surveillés, sans adresse de portail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter les vérifications des 2 sites Web' })).toBeTruthy();
    expect(screen.getByText(/^Chacune ouvre le portail de l’exploitant toutes les 5 min\./)).toBeTruthy();
  });

  it('says one service in the singular', async () => {
    coverage = {
      total: 2,
      byKind: { check: 1, vendor: 0, none: 1 },
      notMonitored: [SUN_LIFE],
      reachabilityCandidates: [SUN_LIFE],
      monitorOffline: null,
      checksLate: null,
    };
    renderWithApp(<MonitoringCoverageWidget />, { locale: 'fr-CA' });
    expect(await screen.findByText('1 sur 2 vérifié automatiquement')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter la vérification du site Web' })).toBeTruthy();
  });
});

describe('the monitoring banners in French', () => {
  it('say how many checks are late, one or many', async () => {
    coverage = { ...COVERAGE, checksLate: { count: 12, oldestDueAt: new Date(Date.now() - 3 * 60_000).toISOString() } };
    const { unmount } = renderWithApp(<ChecksLateBanner />, { locale: 'fr-CA' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Les vérifications prennent du retard.');
    expect(alert.textContent).toContain('12 vérifications attendent au-delà de leur heure prévue; la plus en retard était prévue il y a 3 min.');
    expect(within(alert).getByRole('link', { name: 'Voir les vérifications' })).toBeTruthy();
    unmount();

    coverage = { ...COVERAGE, checksLate: { count: 1, oldestDueAt: new Date(Date.now() - 3 * 60_000).toISOString() } };
    renderWithApp(<ChecksLateBanner />, { locale: 'fr-CA' });
    expect((await screen.findByRole('alert')).textContent).toContain('1 vérification attend au-delà de son heure prévue;');
  });

  it('say the board is offline', async () => {
    coverage = { ...COVERAGE, monitorOffline: { since: new Date(Date.now() - 5 * 60_000).toISOString() } };
    renderWithApp(<MonitorOfflineBanner />, { locale: 'fr-CA' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Le tableau ne peut pas joindre Internet${NBSP}: toutes les vérifications automatiques échouent.`);
    expect(alert.textContent).toContain('La panne a commencé il y a 5 min');
  });
});

describe('ServiceChecksWidget and the check form in French', () => {
  it('lists the checks in French', async () => {
    renderWithApp(<ServiceChecksWidget />, { locale: 'fr-CA' });
    const list = await screen.findByRole('list', { name: 'Services surveillés' });
    expect(within(list).getByText('2 échecs sur 3 avant le passage en panne')).toBeTruthy();
    expect(within(list).getByText('HTTP(S)')).toBeTruthy();
    expect(within(list).getByText('chaque minute')).toBeTruthy();
    expect(within(list).getByText('En ligne')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Exécuter maintenant la vérification du service Alberta Blue Cross' })).toBeTruthy();
    expect(screen.getByText('1 surveillé')).toBeTruthy();
    expect(screen.getByText('2 services n’ont pas de vérification et gardent l’état fixé à la main.')).toBeTruthy();
  });

  it('asks for the check in French and explains bad fields in French', async () => {
    renderWithApp(<ServiceChecksWidget />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une vérification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une vérification' });
    expect(within(dialog).getByRole('group', { name: 'Type de vérification' })).toBeTruthy();
    expect(within(dialog).getByText('Au moins 30 secondes.')).toBeTruthy();
    expect(within(dialog).getByText(plain(`De 1${NBSP}000 à 30${NBSP}000.`))).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Choisissez un service…' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Services de téléphonie IP' })).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Intervalle entre les vérifications/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la vérification' }));
    expect(await within(dialog).findByText('Choisissez le service à vérifier')).toBeTruthy();
    expect(within(dialog).getByText('Entrez une cible à vérifier')).toBeTruthy();
    expect(within(dialog).getByText(plain(`L’intervalle doit être de 30 à 86${NBSP}400 secondes`))).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'TCP' }));
    fireEvent.change(within(dialog).getByLabelText(/^Cible/), { target: { value: 'voip.example.ca' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la vérification' }));
    expect(
      await within(dialog).findByText(plain(`Entrez un hôte et un port, par exemple voip.example.ca:5060 (IPv6 entre crochets${NBSP}: [2001:db8::10]:5060)`)),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('names the check being edited in French', async () => {
    renderWithApp(<ServiceChecksWidget />, { locale: 'fr-CA' });
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la vérification du service Alberta Blue Cross' }));
    const dialog = await screen.findByRole('dialog', { name: `Modifier la vérification${NBSP}: Alberta Blue Cross` });
    expect(within(dialog).getByLabelText(/^Mot-clé/)).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: /^Exécuter cette vérification/ })).toBeTruthy();
  });
});

describe('VendorLinksWidget in French', () => {
  it("says what the vendor's page last said, in French", async () => {
    renderWithApp(<VendorLinksWidget />, { locale: 'fr-CA' });
    const list = await screen.findByRole('list', { name: 'Services qui suivent la page d’état de leur exploitant' });
    expect(within(list).getByText(plain(`Exploitant${NBSP}: en ligne`))).toBeTruthy();
    expect(within(list).getByText('Fil d’incidents RSS ou Atom')).toBeTruthy();
    expect(within(list).getByText(/^HTTP 502 · 1 échec consécutif, prochain essai dans/)).toBeTruthy();
    expect(screen.getByText('1 lié')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lier une page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lier une page d’état d’exploitant' });
    expect(within(dialog).getByRole('radio', { name: 'Page d’état Better Stack' })).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText(/^Non disponible/)).toBeTruthy());
    fireEvent.change(within(dialog).getByLabelText(/^Adresse de la page d’état/), { target: { value: 'http://status.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lister les composants de la page' }));
    expect(await within(dialog).findByText(/^Les pages d’état des exploitants sont lues en https:\/\/ seulement/)).toBeTruthy();
  });
});
