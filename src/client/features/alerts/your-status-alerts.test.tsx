// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import { ALERT_MESSAGES, type AlertPreferences } from '#shared/subscribers/alerts.js';
import type { Service } from '#shared/status/services.js';
import { YourStatusAlerts } from './your-status-alerts.tsx';
import { renderWithApp } from '#tests/support/render-widget.tsx';

const SERVICES: Service[] = [
  { id: 'sun', name: 'Sun Life', type: 'insurance', status: 'online' },
  { id: 'weave', name: 'Weave', type: 'voip', status: 'online' },
  { id: 'manu', name: 'Manulife', type: 'insurance', status: 'online' },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** fetch answering the preferences read with `preferences` (or a 400), no channels, and 200 to writes; answers the writes sent. */
function serve(preferences: AlertPreferences | 'invalid') {
  const writes: { method: string; url: string; body: unknown }[] = [];
  let current = preferences;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/services') return new Response(JSON.stringify(SERVICES));
      if (url.startsWith('/api/alerts/channels?')) return new Response(JSON.stringify({ channels: [], smsAvailable: false }));
      if (method === 'GET') {
        if (current === 'invalid') return new Response(JSON.stringify({ message: ALERT_MESSAGES.unsubscribeInvalid }), { status: 400 });
        return new Response(JSON.stringify(current));
      }
      const body = JSON.parse(String(init?.body)) as { serviceIds?: string[] };
      writes.push({ method, url, body });
      if (current === 'invalid') return new Response(JSON.stringify({ message: ALERT_MESSAGES.unsubscribeInvalid }), { status: 400 });
      if (method === 'POST') current = { ...current, isActive: false };
      if (method === 'PUT') current = { ...current, serviceIds: body.serviceIds ?? [] };
      return new Response(
        JSON.stringify(method === 'PUT' ? { message: ALERT_MESSAGES.preferencesSaved, ...current } : { message: ALERT_MESSAGES.unsubscribed }),
      );
    }),
  );
  return writes;
}

const renderPage = (token = 'tok') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <YourStatusAlerts token={token} />
    </QueryClientProvider>,
  );

const ACTIVE: AlertPreferences = { emailHint: 'fr•••@bowriver.ca', isActive: true, serviceIds: ['sun', 'weave'] };

describe('YourStatusAlerts', () => {
  it('opens on what it manages, the services then the channels, and ends with unsubscribing, which the top links to', async () => {
    serve(ACTIVE);
    renderPage();
    await screen.findByRole('heading', { name: 'Alerts in Teams, Slack and more' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Your services', 'Alerts in Teams, Slack and more', 'Stop status alerts']);
    const chosen = await screen.findByRole('list', { name: 'Services you get alerts about' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sun Life', 'Weave']);
    expect(screen.getByText(/one of these 2 services changes/)).toBeTruthy();
    const jump = screen.getByRole('link', { name: 'Unsubscribe at the end of this page' });
    const stop = screen.getByRole('region', { name: 'Stop status alerts' });
    expect(jump.getAttribute('href')).toBe(`#${stop.id}`);
  });

  it('unsubscribes only when asked (a mail scanner opening the link changes nothing)', async () => {
    const writes = serve(ACTIVE);
    renderPage();
    const stop = await screen.findByRole('region', { name: 'Stop status alerts' });
    expect(within(stop).getByText('fr•••@bowriver.ca')).toBeTruthy();
    expect(writes).toHaveLength(0);
    fireEvent.click(within(stop).getByRole('button', { name: 'Unsubscribe from all alerts' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your services' })).toBeNull();
    expect(writes).toEqual([{ method: 'POST', url: '/api/alerts/unsubscribe', body: { token: 'tok' } }]);
  });

  it('changes the services, keeping at least one', async () => {
    const writes = serve(ACTIVE);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change services' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Weave' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sun Life' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(screen.getByText(ALERT_MESSAGES.selectService)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Manulife' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText(/when this service changes/)).toBeTruthy();
    const chosen = screen.getByRole('list', { name: 'Services you get alerts about' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Manulife']);
    expect(writes).toEqual([{ method: 'PUT', url: '/api/alerts/preferences', body: { token: 'tok', serviceIds: ['manu'] } }]);
  });

  it('says when the alerts are off already, and when the link is wrong or incomplete', async () => {
    serve({ ...ACTIVE, isActive: false });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your alerts are off' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Stop status alerts' })).toBeNull();
    cleanup();

    serve('invalid');
    renderPage();
    expect(await screen.findByText(ALERT_MESSAGES.unsubscribeInvalid)).toBeTruthy();
    cleanup();

    renderPage('');
    expect(screen.getByText(ALERT_MESSAGES.linkIncomplete)).toBeTruthy();
  });
});

describe('YourStatusAlerts in French', () => {
  it('reads in French, with the plural and the singular of the services followed', async () => {
    serve(ACTIVE);
    renderWithApp(<YourStatusAlerts token="tok" />, { locale: 'fr-CA' });
    await screen.findByRole('heading', { name: 'Alertes dans Teams, Slack et plus encore' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Vos services', 'Alertes dans Teams, Slack et plus encore', 'Arrêter les alertes d’état']);
    await screen.findByRole('list', { name: 'Services pour lesquels vous recevez des alertes' });
    expect(screen.getByText(/dès que l’un de ces 2 services change d’état\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Désabonnez-vous à la fin de cette page' })).toBeTruthy();
    // getByText turns the no-break space before the colon into a plain one.
    expect(screen.getByText('Aucun canal pour l’instant : les alertes sont envoyées par courriel seulement.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Modifier les services' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Weave' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sun Life' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(screen.getByText('Choisissez au moins un service pour lequel recevoir des alertes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Manulife' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(await screen.findByText(/dès que ce service change d’état\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Me désabonner de toutes les alertes' }));
    expect(await screen.findByRole('heading', { name: 'Votre désabonnement est confirmé' })).toBeTruthy();
  });

  it('says in French when the link is incomplete', () => {
    renderWithApp(<YourStatusAlerts token="" />, { locale: 'fr-CA' });
    expect(screen.getByRole('heading', { name: 'Ce lien ne fonctionne pas' })).toBeTruthy();
    expect(screen.getByText(/^Ce lien est incomplet\./)).toBeTruthy();
  });
});
