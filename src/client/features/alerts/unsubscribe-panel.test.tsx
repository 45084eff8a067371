// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client.ts';
import { ALERT_MESSAGES, type AlertPreferences } from '../../../shared/subscribers/alerts.ts';
import type { Service } from '../../../shared/status/services.ts';
import { UnsubscribePanel } from './unsubscribe-panel.tsx';

const SERVICES: Service[] = [
  { id: 'sun', name: 'Sun Life', type: 'insurance', status: 'online' },
  { id: 'weave', name: 'Weave', type: 'voip', status: 'online' },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** fetch answering the preferences read with `preferences` (or a 400), and 200 to writes; answers the writes sent. */
function serve(preferences: AlertPreferences | 'invalid') {
  const writes: { method: string; url: string; body: unknown }[] = [];
  let current = preferences;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/services') return new Response(JSON.stringify(SERVICES));
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

const renderPanel = (token = 'tok') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UnsubscribePanel token={token} />
    </QueryClientProvider>,
  );

describe('UnsubscribePanel', () => {
  it('unsubscribes only when asked (a mail scanner opening the link changes nothing)', async () => {
    const writes = serve({ emailHint: 'fr•••@bowriver.ca', isActive: true, serviceIds: ['sun', 'weave'] });
    renderPanel();
    expect(await screen.findByText(/gets alerts for 2 services/)).toBeTruthy();
    expect(screen.getByText('fr•••@bowriver.ca')).toBeTruthy();
    expect(writes).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe from all alerts' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(writes).toEqual([{ method: 'POST', url: '/api/alerts/unsubscribe', body: { token: 'tok' } }]);
  });

  it('changes the services instead, keeping at least one', async () => {
    const writes = serve({ emailHint: 'fr•••@bowriver.ca', isActive: true, serviceIds: ['sun', 'weave'] });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Change services instead' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Weave' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sun Life' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(screen.getByText(ALERT_MESSAGES.selectService)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sun Life' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText(/gets alerts for 1 service\./)).toBeTruthy();
    expect(writes).toEqual([{ method: 'PUT', url: '/api/alerts/preferences', body: { token: 'tok', serviceIds: ['sun'] } }]);
  });

  it('says when the alerts are off already, and when the link is wrong or incomplete', async () => {
    serve({ emailHint: 'fr•••@bowriver.ca', isActive: false, serviceIds: ['sun'] });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Your alerts are off' })).toBeTruthy();
    cleanup();

    serve('invalid');
    renderPanel();
    expect(await screen.findByText(ALERT_MESSAGES.unsubscribeInvalid)).toBeTruthy();
    cleanup();

    renderPanel('');
    expect(screen.getByText(ALERT_MESSAGES.linkIncomplete)).toBeTruthy();
  });
});
