// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import { ALERT_MESSAGES } from '#shared/subscribers/alerts.js';
import { AlertsConfirmResult } from './alerts-confirm-result.tsx';
import { renderWithApp } from '#tests/support/render-widget.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** fetch answering the confirmation POST with `status` and `body`; answers the bodies posted. */
function serve(status: number, body: unknown) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      posts.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return posts;
}

const renderResult = (token: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AlertsConfirmResult token={token} />
    </QueryClientProvider>,
  );

describe('AlertsConfirmResult', () => {
  it('turns the alerts on and leads on to Your status alerts with the token the confirmation answered', async () => {
    const posts = serve(200, { message: ALERT_MESSAGES.confirmed, manageToken: 'manage+token/1' });
    renderResult('confirm-token');
    expect(await screen.findByRole('heading', { name: 'Your alerts are on' })).toBeTruthy();
    expect(posts).toEqual([{ token: 'confirm-token' }]);
    const next = screen.getByRole('link', { name: 'Open Your status alerts' });
    expect(next.getAttribute('href')).toBe('/alerts/unsubscribe?token=manage%2Btoken%2F1');
    expect(screen.getByText(/Microsoft Teams, Slack and more/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
  });

  it('says why a link did not work, with no way on to a page it cannot open', async () => {
    serve(400, { message: ALERT_MESSAGES.confirmInvalid });
    renderResult('used-token');
    expect(await screen.findByText(ALERT_MESSAGES.confirmInvalid)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open Your status alerts' })).toBeNull();
    cleanup();

    renderResult('');
    expect(screen.getByText(ALERT_MESSAGES.linkIncomplete)).toBeTruthy();
  });
});

describe('AlertsConfirmResult in French', () => {
  it('says the alerts are on and leads on, in French', async () => {
    serve(200, { message: 'Merci.', manageToken: 'manage-token' });
    renderWithApp(<AlertsConfirmResult token="confirm-token" />, { locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { name: 'Vos alertes sont activées' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ouvrir vos alertes d’état' }).getAttribute('href')).toBe('/alerts/unsubscribe?token=manage-token');
    expect(screen.getByRole('link', { name: 'Retour au tableau d’état' }).getAttribute('href')).toBe('/');
    expect(screen.getByText(/Microsoft Teams, Slack et plus encore/)).toBeTruthy();
  });
});
