// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import frenchAdmin from '#client/i18n/admin-catalogue-fr-CA.ts';
import { createI18n } from '#client/i18n/i18n.ts';
import { translation } from '#client/i18n/use-t.ts';
import type { ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';
import { report, row } from './heartbeat-fixtures.ts';
import { formatMinutes, formatSilentSpan, listNames, silentText } from './heartbeat-format.ts';
import { ClinicConnectivityWidget } from './clinic-connectivity-widget.tsx';
import { SilentClinicsBanner } from './silent-clinics-banner.tsx';

const french = translation(createI18n('fr-CA', frenchAdmin));
const TZ = 'America/Edmonton';

let answer: ClinicHeartbeatReport;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })),
  );
});
cleanUpAfterEach();

const SAMPLE = [
  row(1, 'online', 0.5),
  row(2, 'online', 3),
  row(3, 'silent', 14),
  row(4, 'silent', 37),
  row(5, 'not-seen-today', 20 * 60),
  row(6, 'never', null),
];

describe('connectivity words in French', () => {
  it('write spans of time as French does, on a 24-hour clock', () => {
    expect(formatSilentSpan('2026-06-15T15:02:00Z', '2026-06-15T15:05:30Z', TZ, french)).toBe('entre 9 h 02 et 9 h 05 HAR');
    expect(formatSilentSpan('2026-06-15T17:58:00Z', '2026-06-15T18:03:00Z', TZ, french)).toBe('entre 11 h 58 et 12 h 03 HAR');
    expect(formatSilentSpan('2026-06-15T20:00:05Z', '2026-06-15T20:00:40Z', TZ, french)).toBe('à 14 h HAR');
  });

  it('list names and durations in French', () => {
    expect(listNames(['A', 'B'], 3, french.t)).toBe('A et B');
    expect(listNames(['A', 'B', 'C', 'D'], 3, french.t)).toBe('A, B, C et 1 autre');
    expect(listNames(['A', 'B', 'C', 'D', 'E'], 3, french.t)).toBe('A, B, C et 2 autres');
    expect(formatMinutes(125, french.t)).toBe('2 h 5 min');
    expect(silentText(14, french.t)).toBe('Silencieuse depuis 14 min — probablement un problème Internet à la clinique');
  });
});

describe('ClinicConnectivityWidget in French', () => {
  it('lists the clinics with their state in French, and counts each state in the singular or plural', async () => {
    answer = report(SAMPLE);
    renderWithApp(<ClinicConnectivityWidget />, { locale: 'fr-CA' });
    await screen.findByText('Clinic 1');
    expect(screen.getByRole('heading', { name: 'Connectivité des cliniques' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Cliniques selon leur dernière activité' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('En ligne')).toBeTruthy();
    expect(within(items[0]!).getByText('Dernière activité', { exact: false }).textContent).toBe('Dernière activité à l’instant');
    expect(within(items[2]!).getByText('Silencieuse')).toBeTruthy();
    expect(within(items[2]!).getByText('Silencieuse depuis 14 min — probablement un problème Internet à la clinique')).toBeTruthy();
    expect(within(items[3]!).getByText('Dernière activité', { exact: false }).textContent).toBe('Dernière activité il y a 37 min');
    expect(within(items[4]!).getByText('Pas vue aujourd’hui')).toBeTruthy();
    expect(
      screen.getByText(/\(ouvert en ce moment\)\. Une clinique sans activité depuis plus de 10 min pendant les heures d’ouverture est signalée\./),
    ).toBeTruthy();

    expect(screen.getByRole('button', { name: '2 Silencieuses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 Pas vue aujourd’hui' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 Jamais vue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '0 Fermée' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2 En ligne' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '2 Silencieuses' }));
    expect(screen.getByText('Cliniques silencieuses seulement (2 sur 6)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '0 Fermée' }));
    expect(screen.getByText('Aucune clinique n’est fermée en ce moment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher toutes les cliniques' }));
    expect(screen.getByText('Affichage de 1 à 5 sur 6')).toBeTruthy();
  });

  it('raises the outage banner in French', async () => {
    const silentRows = [1, 2, 3, 4, 5, 6].map((n) => row(n, 'silent', 12 + n / 2));
    answer = report(silentRows, {
      cluster: {
        count: 6,
        from: silentRows[5]!.lastSeen!,
        to: silentRows[0]!.lastSeen!,
        clinics: silentRows.map(({ id, clinicName, ipAddress }) => ({ id, clinicName, ipAddress })),
        sharedNetworks: [{ prefix: '192.0.0.0/16', count: 6 }],
      },
    });
    renderWithApp(<SilentClinicsBanner />, { locale: 'fr-CA' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^6 cliniques sont devenues silencieuses entre \d{1,2} h \d{2} et \d{1,2} h \d{2} HAR — peut-être une panne Internet plus étendue/,
    );
    expect(alert.textContent).toContain('Clinic 1, Clinic 2, Clinic 3, Clinic 4 et 2 autres');
    expect(alert.textContent).toContain('Elles sont toutes sur le bloc réseau 192.0.0.0/16, ce qui laisse croire à un fournisseur Internet commun.');
    expect(screen.getByRole('link', { name: 'Voir la connectivité des cliniques' }).getAttribute('href')).toBe('#connectivity');
  });
});
