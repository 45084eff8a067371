// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import { ALERT_MESSAGES } from '#shared/subscribers/alerts.js';
import { StatusAlertsCta } from './status-alerts-cta.tsx';
import { renderWithApp } from '#tests/support/render-widget.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** fetch answering the link request with `status` and `body`; answers the requests sent. */
function serve(status: number, body: unknown) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return requests;
}

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StatusAlertsCta />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Get e-mail alerts' });
}

describe('StatusAlertsCta', () => {
  it('tells someone who has alerts where Your status alerts is, and mails its link on request', async () => {
    const requests = serve(202, { message: ALERT_MESSAGES.manageLinkSent });
    const card = renderCard();
    expect(within(card).getByText(/the link is at the end of every alert e-mail/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'E-mail me the link' }));
    const form = await within(card).findByRole('form', { name: 'E-mail me the link to my status alerts' });
    const address = within(form).getByRole('textbox', { name: /The e-mail address that gets the alerts/ });
    expect(document.activeElement).toBe(address);

    fireEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(within(form).getByText('Please enter a valid email address')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(address, { target: { value: ' frontdesk@bowriver.ca ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await within(card).findByRole('status')).toHaveProperty('textContent', ALERT_MESSAGES.manageLinkSent);
    expect(requests).toEqual([{ url: '/api/alerts/manage-link', body: { email: 'frontdesk@bowriver.ca' } }]);
  });

  it('shows a refusal in words, and Cancel puts the keyboard back on the link', async () => {
    serve(429, { message: 'Too many requests for this link. Please try again in 40 minutes.' });
    const card = renderCard();
    fireEvent.click(within(card).getByRole('button', { name: 'E-mail me the link' }));
    const form = await within(card).findByRole('form', { name: 'E-mail me the link to my status alerts' });
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'frontdesk@bowriver.ca' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Too many requests for this link/);

    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'E-mail me the link' }));
  });
});

describe('StatusAlertsCta in French', () => {
  it('invites and asks for the link in French', async () => {
    serve(202, { message: 'Vérifiez sa boîte de réception.' });
    renderWithApp(<StatusAlertsCta />, { locale: 'fr-CA' });
    const card = screen.getByRole('region', { name: 'Recevoir les alertes par courriel' });
    expect(within(card).getByRole('button', { name: 'Choisir les services' })).toBeTruthy();
    expect(within(card).getByText('Vous recevez déjà des alertes?')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'M’envoyer le lien par courriel' }));
    const form = await within(card).findByRole('form', { name: 'M’envoyer par courriel le lien vers mes alertes d’état' });
    expect(within(form).getByRole('textbox', { name: /L’adresse courriel qui reçoit les alertes/ })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Envoyer le lien' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
