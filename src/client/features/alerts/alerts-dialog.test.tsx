// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#client/lib/query-client.ts';
import { ALERT_CONSENT_TEXT, ALERT_MESSAGES } from '#shared/subscribers/alerts.js';
import type { Service } from '#shared/status/services.js';
import { renderWithApp } from '#tests/support/render-widget.tsx';
import AlertsDialog from './alerts-dialog.tsx';

const service = (id: string, name: string, type: Service['type']): Service => ({ id, name, type, status: 'online' });
const SERVICES: Service[] = [
  service('claims', 'iTrans Service', 'insurance'),
  service('sun', 'Sun Life', 'insurance'),
  service('manu', 'Manulife', 'insurance'),
  service('telus-net', 'TELUS Business Internet', 'internet'),
  service('weave', 'Weave', 'voip'),
  service('telus-voip', 'TELUS Business Connect', 'voip'),
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** fetch serving the services list, and `answer` to the subscribe POST; answers the POST bodies sent. */
function serve(answer: { status: number; body: unknown }) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/services') return new Response(JSON.stringify(SERVICES), { status: 200 });
      posts.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return posts;
}

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AlertsDialog open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Get e-mail alerts' });
}

const checkbox = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole<HTMLInputElement>('checkbox', { name });

describe('AlertsDialog', () => {
  it('checks the address, the services and the consent before sending anything', async () => {
    const posts = serve({ status: 202, body: { message: ALERT_MESSAGES.checkEmail } });
    const dialog = renderDialog();
    await within(dialog).findByRole('checkbox', { name: 'Sun Life' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText(ALERT_MESSAGES.selectService)).toBeTruthy();
    expect(within(dialog).getByText(ALERT_MESSAGES.consentRequired)).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('groups services by type without the claims-network summary, with an "all" box per group that follows the search', async () => {
    serve({ status: 202, body: {} });
    const dialog = renderDialog();
    await within(dialog).findByRole('checkbox', { name: 'Sun Life' });
    expect(within(dialog).queryByRole('checkbox', { name: 'iTrans Service' })).toBeNull();
    const voip = within(dialog).getByRole('group', { name: 'VoIP services' });
    expect(within(voip).getAllByRole('checkbox')).toHaveLength(3);
    expect(checkbox(dialog, /^All VoIP services/).labels?.[0]?.textContent).toBe('All VoIP services0 of 2');

    fireEvent.change(within(dialog).getByLabelText('Search services'), { target: { value: 'telus' } });
    expect(within(dialog).queryByRole('checkbox', { name: 'Sun Life' })).toBeNull();
    fireEvent.click(checkbox(dialog, /^All VoIP services/));
    expect(checkbox(dialog, 'TELUS Business Connect').checked).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Search services'), { target: { value: '' } });
    expect(checkbox(dialog, 'Weave').checked).toBe(false);
    const all = checkbox(dialog, /^All VoIP services/);
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect(within(dialog).getByText('1 service chosen.')).toBeTruthy();
    fireEvent.click(all);
    expect(checkbox(dialog, 'Weave').checked).toBe(true);
    expect(within(dialog).getByText('2 services chosen.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Search services'), { target: { value: 'nothing like it' } });
    expect(within(dialog).getByText('No services match “nothing like it”.')).toBeTruthy();
  });

  it('sends the address, the chosen services and the consent, then says to check the e-mail', async () => {
    const posts = serve({ status: 202, body: { message: ALERT_MESSAGES.checkEmail } });
    const dialog = renderDialog();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /^All insurance providers/ }));
    fireEvent.change(within(dialog).getByLabelText(/e-mail address/), { target: { value: ' frontdesk@bowriver.ca ' } });
    fireEvent.click(checkbox(dialog, ALERT_CONSENT_TEXT));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    const sent = await within(dialog).findByRole('status');
    expect(within(sent).getByText('Check your inbox to confirm')).toBeTruthy();
    expect(within(sent).getByText('frontdesk@bowriver.ca')).toBeTruthy();
    expect(sent.textContent).toContain(
      'We sent an e-mail to frontdesk@bowriver.ca. Open the link in it within 48 hours to confirm: your alerts start when you do.',
    );
    expect(sent.textContent).not.toMatch(/subscribed/i);
    expect(posts).toEqual([{ email: 'frontdesk@bowriver.ca', serviceIds: ['sun', 'manu'], consent: true }]);
  });

  it('shows the server’s reason when a request is refused, and clears it when the address changes', async () => {
    serve({ status: 429, body: { message: 'Too many alert requests for this e-mail address. Please try again in 40 minutes.' } });
    const dialog = renderDialog();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Weave' }));
    fireEvent.change(within(dialog).getByLabelText(/e-mail address/), { target: { value: 'someone@elsewhere.ca' } });
    fireEvent.click(checkbox(dialog, ALERT_CONSENT_TEXT));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation link' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Too many alert requests for this e-mail address.');

    fireEvent.change(within(dialog).getByLabelText(/e-mail address/), { target: { value: 'other@elsewhere.ca' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('AlertsDialog in French', () => {
  it('asks, checks and answers in French', async () => {
    const posts = serve({ status: 202, body: { message: ALERT_MESSAGES.checkEmail } });
    renderWithApp(<AlertsDialog open onOpenChange={() => undefined} />, { locale: 'fr-CA' });
    const dialog = screen.getByRole('dialog', { name: 'Recevoir les alertes par courriel' });
    expect(dialog.textContent).toContain('au plus une fois par tranche de 15 minutes pour chaque service');
    await within(dialog).findByRole('checkbox', { name: 'Sun Life' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le lien de confirmation' }));
    expect(within(dialog).getByText('Choisissez au moins un service pour lequel recevoir des alertes.')).toBeTruthy();
    expect(within(dialog).getByText('Veuillez cocher la case pour accepter de recevoir les alertes d’état.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/privacy-policy');
    expect(posts).toHaveLength(0);

    fireEvent.click(checkbox(dialog, 'Weave'));
    const address = within(dialog).getByLabelText(/Adresse courriel de votre clinique/);
    expect(address.getAttribute('placeholder')).toBe('reception@votreclinique.ca');
    fireEvent.change(address, { target: { value: 'reception@cliniquedulac.ca' } });
    fireEvent.click(checkbox(dialog, /^Envoyez-moi un courriel quand un service que j’ai choisi change d’état\./));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le lien de confirmation' }));
    const sent = await within(dialog).findByRole('status');
    expect(within(sent).getByText('Consultez votre boîte de réception pour confirmer')).toBeTruthy();
    expect(sent.textContent).toContain(
      'Nous avons envoyé un courriel à reception@cliniquedulac.ca. Ouvrez le lien qu’il contient dans un délai de 48 heures pour confirmer\u00a0: vos alertes commencent à ce moment-là.',
    );
    expect(within(sent).getByRole('button', { name: 'Terminé' })).toBeTruthy();
    expect(posts).toEqual([{ email: 'reception@cliniquedulac.ca', serviceIds: ['weave'], consent: true }]);
  });
});
