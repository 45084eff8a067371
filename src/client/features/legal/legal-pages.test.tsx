// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import { createI18n } from '#client/i18n/i18n.ts';
import englishLater from '#client/i18n/later-catalogue-en-CA.ts';
import frenchLater from '#client/i18n/later-catalogue-fr-CA.ts';
import { publicConfig } from '#client/lib/public-config.ts';
import { SIDEBAR_COOKIE_DAYS } from '#shared/sign-in/cookies.js';
import { SITE_COOKIES } from '#shared/sign-in/site-cookies.js';
import { PrivacyPolicy } from './privacy/privacy-policy.tsx';
import { CookiesPolicy } from './cookies/cookies-policy.tsx';

cleanUpAfterEach();

const NBSP = '\u00a0';

function section(id: string): HTMLElement {
  return document.getElementById(id)!;
}

describe('the privacy policy', () => {
  it('reads in English as the product states it', () => {
    const { provider } = publicConfig();
    renderWithApp(<PrivacyPolicy />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
    expect(screen.getByText('Last updated', { exact: false }).textContent).toBe('Last updated September 6, 2025');
    expect(within(section('who-we-are')).getByRole('heading', { level: 2 }).textContent).toBe('1.Who we are');
    expect(section('who-we-are').querySelector('p')!.textContent).toBe(
      `The Clinic Status Board is operated by ${provider.name} (“we”, “us”), an IT services provider for dental clinics. The board shows dental clinics in Canada whether insurer claim submission, the claims network, internet and phone (VoIP) services are working.`,
    );
    for (const law of ['PIPEDA', 'PIPA', 'CASL']) expect(section('who-we-are').textContent).toContain(law);
    expect(
      within(screen.getByRole('navigation', { name: 'On this page' }))
        .getByRole('link', { name: /Privacy breaches/ })
        .getAttribute('href'),
    ).toBe('#breaches');
  });

  it('reads in French, first section and all', () => {
    const { provider } = publicConfig();
    renderWithApp(<PrivacyPolicy />, { locale: 'fr-CA' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Politique de confidentialité');
    expect(screen.getByText('Dernière mise à jour', { exact: false }).textContent).toBe(`Dernière mise à jour${NBSP}: 6 septembre 2025`);
    expect(screen.getByText('6 septembre 2025').getAttribute('dateTime')).toBe('2025-09-06');

    const first = section('who-we-are');
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('1.Qui nous sommes');
    expect(first.querySelector('p')!.textContent).toBe(
      `Le Tableau d’état des cliniques est exploité par ${provider.name} (« nous »), un fournisseur de services informatiques pour cliniques dentaires. Le tableau indique aux cliniques dentaires du Canada si la transmission des réclamations aux assureurs, le réseau de réclamations ainsi que les services Internet et de téléphonie IP fonctionnent.`.replace(
        /« | »/g,
        (m) => m.replace(' ', NBSP),
      ),
    );
    expect(first.textContent).toContain('Loi sur la protection des renseignements personnels et les documents électroniques');
    expect(first.textContent).toContain('responsable de la protection des renseignements personnels');
    expect(within(first).getByRole('link', { name: provider.infoEmail }).getAttribute('href')).toBe(`mailto:${provider.infoEmail}`);

    const toc = screen.getByRole('navigation', { name: 'Sur cette page' });
    expect(
      within(toc)
        .getByRole('link', { name: /Atteintes à la vie privée/ })
        .getAttribute('href'),
    ).toBe('#breaches');
    expect(screen.getByRole('table', { name: 'Renseignements personnels que nous recueillons' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Durée de conservation');
    expect(screen.getAllByRole('link', { name: /Commissariat à la protection de la vie privée du Canada \(s’ouvre dans un nouvel onglet\)/ })).toHaveLength(1);
    expect(within(section('cookies')).getByRole('link', { name: 'politique relative aux témoins' }).getAttribute('href')).toBe('/cookies-policy');
    expect(document.body.textContent).not.toMatch(/Privacy Officer|Who we are|opens in a new tab/);
  });
});

describe('the cookies policy', () => {
  it('lists every cookie in English as before', () => {
    renderWithApp(<CookiesPolicy />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cookies Policy');
    expect(screen.getByText('Last updated', { exact: false }).textContent).toBe('Last updated September 9, 2025');
    const table = screen.getByRole('table', { name: 'Cookies this site sets' });
    for (const cookie of SITE_COOKIES) {
      for (const text of [cookie.label, cookie.purpose, cookie.duration]) expect(within(table).getAllByText(text, { exact: true }).length).toBeGreaterThan(0);
    }
    expect(within(table).getAllByText('Strictly necessary')).toHaveLength(5);
  });

  it('reads in French, first section and the cookie table', () => {
    renderWithApp(<CookiesPolicy />, { locale: 'fr-CA' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Politique relative aux témoins');
    expect(screen.getByText('Les quelques témoins (cookies)', { exact: false })).toBeTruthy();
    const first = section('what-are-cookies');
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('1.Qu’est-ce qu’un témoin?');
    expect(first.textContent).toContain('Les témoins sont de petits fichiers texte qu’un site Web demande à votre navigateur de conserver');

    const table = screen.getByRole('table', { name: 'Témoins installés par ce site' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Témoin', 'Finalité', 'Durée', 'Type']);
    for (const text of ['Session d’administration', '8 heures', 'Préférence de barre latérale', `${SIDEBAR_COOKIE_DAYS} jours`, '1 an']) {
      expect(within(table).getAllByText(text, { exact: true })).toHaveLength(1);
    }
    expect(within(table).getAllByText('Strictement nécessaire')).toHaveLength(5);
    // The cookies' own names are data, the same in every language.
    expect(within(table).getByText('sidebar_state')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Strictly necessary|Admin session|What cookies are/);
  });

  // The legal pages' messages come with those pages (the `later` part of the catalogues).
  it('counts days in both plural forms in each language', () => {
    const en = createI18n('en-CA', englishLater);
    const fr = createI18n('fr-CA', frenchLater);
    expect([1, 7].map((days) => en._('legal.cookies.sidebar.duration', { days }))).toEqual(['1 day', '7 days']);
    expect([1, 7].map((days) => fr._('legal.cookies.sidebar.duration', { days }))).toEqual(['1 jour', '7 jours']);
  });
});
