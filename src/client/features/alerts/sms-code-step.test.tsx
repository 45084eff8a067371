// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import { CHANNEL_MESSAGES, type AlertChannelList, type AlertChannelView } from '#shared/subscribers/alert-channels.js';
import type { AlertPreferences } from '#shared/subscribers/alerts.js';
import { AlertChannels } from './alert-channels.tsx';
import { SmsCodeStep } from './sms-code-step.tsx';
import { renderWithApp } from '#tests/support/render-widget.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const number = (overrides: Partial<AlertChannelView> = {}): AlertChannelView => ({
  id: '7d0c5f0e-0000-4000-8000-000000000001',
  kind: 'sms',
  targetHint: '••• ••• 0123',
  events: ['down', 'recovered'],
  pausedAt: null,
  confirmedAt: null,
  lastDeliveredAt: null,
  createdAt: minutesAgo(5),
  ...overrides,
});

type Answer = { status?: number; body: unknown };
/** fetch answering each "METHOD path" from `routes` (the query string ignored); answers the calls made. */
function serve(routes: Record<string, Answer | ((body: Record<string, unknown>) => Answer)>) {
  const calls: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.split('?')[0]!;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      calls.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      if (!route) return new Response(JSON.stringify({ message: 'not served' }), { status: 404 });
      const answer = typeof route === 'function' ? route(body ?? {}) : route;
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const renderStep = (channel: AlertChannelView) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SmsCodeStep token="tok" channel={channel} />
    </QueryClientProvider>,
  );

const confirmPath = `/api/alerts/channels/${number().id}/confirm`;
const resendPath = `/api/alerts/channels/${number().id}/resend-code`;

describe('the code step of a text-message channel', () => {
  it('asks for the code texted to the number, and checks its shape before sending it', async () => {
    const calls = serve({});
    renderStep(number());
    expect(screen.getByRole('form', { name: 'Confirm the number ••• ••• 0123' })).toBeTruthy();
    expect(screen.getByText(/nothing is sent to this number until then/)).toBeTruthy();
    const field = screen.getByLabelText(/Code from the text message/);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(field, { target: { value: '12a4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this number' }));
    expect(await screen.findByText(CHANNEL_MESSAGES.codeFormat)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('shows why a code was refused, clears the field for another try, and confirms with the right code', async () => {
    const wrong = 'That code is not correct. You have 4 tries left.';
    const calls = serve({
      [`POST ${confirmPath}`]: (body) =>
        body.code === '246810'
          ? { body: { message: CHANNEL_MESSAGES.smsConfirmed, channel: number({ confirmedAt: new Date().toISOString() }) } }
          : { status: 400, body: { message: wrong } },
    });
    renderStep(number());
    const field = screen.getByLabelText<HTMLInputElement>(/Code from the text message/);
    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this number' }));
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm this number' }));
    await waitFor(() => expect(calls.filter((call) => call.path === confirmPath)).toHaveLength(2));
    expect(calls.filter((call) => call.path === confirmPath).map((call) => call.body)).toEqual([
      { token: 'tok', code: '111111' },
      { token: 'tok', code: '246810' },
    ]);
    await waitFor(() => expect(screen.queryByText(wrong)).toBeNull());
  });

  it('offers a new code only after the wait, then says it was sent', async () => {
    const calls = serve({ [`POST ${resendPath}`]: { body: { message: CHANNEL_MESSAGES.codeResent('••• ••• 0123') } } });
    const { unmount } = renderStep(number({ createdAt: new Date().toISOString() }));
    const waiting = screen.getByRole('button', { name: /Text me a new code \(in \d+ s\)/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    unmount();

    renderStep(number());
    fireEvent.click(screen.getByRole('button', { name: 'Text me a new code' }));
    expect((await screen.findByRole('status')).textContent).toBe(CHANNEL_MESSAGES.codeResent('••• ••• 0123'));
    expect(calls).toEqual([{ method: 'POST', path: resendPath, body: { token: 'tok' } }]);
    expect((screen.getByRole('button', { name: /Text me a new code \(in \d+ s\)/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when no new code may be sent yet', async () => {
    serve({
      [`POST ${resendPath}`]: {
        status: 429,
        body: { message: 'We have already sent several text messages for these alerts. Please try again in 42 minutes.' },
      },
    });
    renderStep(number());
    fireEvent.click(screen.getByRole('button', { name: 'Text me a new code' }));
    expect(await screen.findByText(/already sent several text messages/)).toBeTruthy();
  });
});

describe('the channel list', () => {
  it('shows the code step under a number that waits for its code, and none under a confirmed one', async () => {
    const preferences: AlertPreferences = { emailHint: 'fr•••@bowriver.ca', isActive: true, serviceIds: [] };
    const list: AlertChannelList = {
      channels: [number(), number({ id: '7d0c5f0e-0000-4000-8000-000000000002', targetHint: '••• ••• 0456', confirmedAt: minutesAgo(1) })],
      smsAvailable: true,
    };
    serve({ 'GET /api/alerts/preferences': { body: preferences }, 'GET /api/alerts/channels': { body: list } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AlertChannels token="tok" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('form', { name: 'Confirm the number ••• ••• 0123' })).toBeTruthy();
    expect(screen.getByText('Waiting for the code')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Confirm the number ••• ••• 0456' })).toBeNull();
  });
});

describe('the code step and the channels in French', () => {
  it('asks for the code in French, checks its shape, and counts down to a new code', async () => {
    const calls = serve({});
    renderWithApp(<SmsCodeStep token="tok" channel={number({ createdAt: new Date().toISOString() })} />, { locale: 'fr-CA' });
    const form = screen.getByRole('form', { name: 'Confirmer le numéro ••• ••• 0123' });
    expect(form.textContent).toContain('Nous avons envoyé un code à 6 chiffres par texto au ••• ••• 0123.');
    expect(form.textContent).toContain('Le code ne sert qu’une fois et expire dans 10 minutes.');
    const field = screen.getByLabelText(/Code reçu par texto/);
    fireEvent.change(field, { target: { value: '12a4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer ce numéro' }));
    expect(await screen.findByText('Entrez le code à 6 chiffres reçu par texto.')).toBeTruthy();
    const wait = screen.getByRole<HTMLButtonElement>('button', { name: /^M’envoyer un nouveau code par texto \(dans \d+\u00a0s\)$/ });
    expect(wait.disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('lists the channels and offers to add one in French', async () => {
    const preferences: AlertPreferences = { emailHint: 'fr•••@bowriver.ca', isActive: true, serviceIds: [] };
    const list: AlertChannelList = { channels: [number({ pausedAt: minutesAgo(2) })], smsAvailable: true };
    serve({ 'GET /api/alerts/preferences': { body: preferences }, 'GET /api/alerts/channels': { body: list } });
    renderWithApp(<AlertChannels token="tok" />, { locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { name: 'Alertes dans Teams, Slack et plus encore' })).toBeTruthy();
    const channels = screen.getByRole('list', { name: 'Canaux d’alerte' });
    expect(channels.textContent).toContain('Texto (SMS)');
    expect(channels.textContent).toContain('Un service tombe en panne · Un service est rétabli');
    expect(screen.getByText('En pause')).toBeTruthy();
    expect(screen.getByText('En attente du code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Supprimer le canal Texto (SMS) ••• ••• 0123' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reprendre' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un canal' }));
    const form = screen.getByRole('form', { name: 'Ajouter un canal' });
    expect(screen.getByRole('group', { name: 'Envoyer les alertes vers' }).textContent).toContain('Microsoft Teams (Workflows)');
    expect(screen.getByLabelText(/Adresse du webhook du flux de travail/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Un service tombe en panne' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Un service est perturbé' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Un service est rétabli' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter et envoyer un message d’essai' }));
    expect(form.textContent).toContain('Entrez l’adresse du webhook, qui commence par https://');
    expect(form.textContent).toContain('Choisissez au moins un événement dont vous voulez être avisé');
    fireEvent.click(screen.getByRole('radio', { name: 'Texto (SMS)' }));
    expect(screen.getByRole('button', { name: 'Ajouter et m’envoyer un code par texto' })).toBeTruthy();
    expect(screen.getByLabelText(/Numéro de cellulaire/).getAttribute('placeholder')).toBe('(403) 555-0123');
  });
});
