// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { AdminChannelDelivery } from '#shared/subscribers/alert-channels.js';
import type { AdminAlertSubscriptionRow, AdminAlertSummary } from '#shared/subscribers/alerts.js';
import { ChannelDeliveriesWidget } from './channel-deliveries-widget.tsx';
import { AlertSubscribersWidget } from './alert-subscribers-widget.tsx';

const NBSP = '\u00a0';

const delivery = (overrides: Partial<AdminChannelDelivery>): AdminChannelDelivery => ({
  id: crypto.randomUUID(),
  channelId: 'c1',
  kind: 'webhook',
  targetHint: 'https://hooks.clinic.example/…/a1b2',
  ownerHint: 'fr•••@clinic.example.ca',
  event: 'service.down',
  serviceName: 'Weave',
  status: 'delivered',
  attempts: 1,
  lastError: null,
  responseStatus: 200,
  createdAt: '2026-06-15T16:00:00Z',
  deliveredAt: '2026-06-15T16:00:01Z',
  nextAttemptAt: null,
  ...overrides,
});

const subscriber = (overrides: Partial<AdminAlertSubscriptionRow>): AdminAlertSubscriptionRow => ({
  id: crypto.randomUUID(),
  email: 'front@clinic.example.ca',
  source: 'clinic',
  services: ['Sun Life'],
  isActive: true,
  state: 'active',
  confirmedAt: '2026-06-15T16:00:00Z',
  createdAt: '2026-06-14T16:00:00Z',
  ...overrides,
});

const SUMMARY: AdminAlertSummary = {
  active: 2,
  pending: 1,
  unsubscribed: 0,
  services: ['Sun Life', 'Manulife', 'Weave', 'Telus', 'Desjardins', 'Canada Life', 'Beneva'].map((name, i) => ({
    serviceId: `s${i}`,
    name,
    subscribers: 7 - i,
  })),
};

let deliveries: AdminChannelDelivery[] = [];
let subscribers: AdminAlertSubscriptionRow[] = [];
beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/admin/alert-subscriptions/summary')) return new Response(JSON.stringify(SUMMARY), { status: 200 });
    const items = url.startsWith('/api/admin/alert-subscriptions') ? subscribers : deliveries;
    return new Response(JSON.stringify({ items, total: items.length, page: 1, pageSize: 5 }), { status: 200 });
  });
});
cleanUpAfterEach();

describe('ChannelDeliveriesWidget in French', () => {
  it('names each event, status and channel in French, with one try or several', async () => {
    deliveries = [
      delivery({ kind: 'sms', event: 'service.degraded' }),
      delivery({ kind: 'teams', event: 'maintenance.started', status: 'pending', attempts: 2, responseStatus: 503, lastError: 'HTTP 503' }),
    ];
    renderWithApp(<ChannelDeliveriesWidget />, { locale: 'fr-CA' });
    expect(screen.getByRole('heading', { name: 'Envois aux canaux d’alerte' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Envois aux canaux d’alerte' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Perturbation · Weave');
    expect(first!.textContent).toContain('Livré');
    expect(first!.textContent).toContain('Texto (SMS)');
    expect(first!.textContent).toContain('15 juin 2026, 10 h');
    expect(first!.textContent).toContain('1 essai');
    expect(second!.textContent).toContain('Début de l’entretien · Weave');
    expect(second!.textContent).toContain('Nouvel essai prévu');
    expect(second!.textContent).toContain('Microsoft Teams (Workflows)');
    expect(second!.textContent).toContain('2 essais · HTTP 503');
  });

  it('says when nothing has been sent yet, in French', async () => {
    deliveries = [];
    renderWithApp(<ChannelDeliveriesWidget />, { locale: 'fr-CA' });
    expect(await screen.findByText('Rien n’a encore été envoyé à un canal')).toBeTruthy();
  });
});

describe('AlertSubscribersWidget in French', () => {
  it('shows the counts, the subscribers and their services in French, one service or several', async () => {
    subscribers = [
      subscriber({}),
      subscriber({ source: 'newsletter', state: 'pending', confirmedAt: null, services: ['Sun Life', 'Manulife', 'Weave', 'Telus', 'Desjardins'] }),
    ];
    renderWithApp(<AlertSubscribersWidget />, { locale: 'fr-CA' });
    expect(screen.getByRole('searchbox', { name: 'Rechercher des abonnés aux alertes' }).getAttribute('placeholder')).toBe('Courriel ou provenance');
    const list = await screen.findByRole('list', { name: 'Abonnés aux alertes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Actif');
    expect(first!.textContent).toContain('Clinique inscrite');
    expect(first!.textContent).toContain('Confirmé le 15 juin 2026');
    expect(first!.textContent).toContain(`1 service${NBSP}: Sun Life`);
    expect(second!.textContent).toContain('En attente de confirmation');
    expect(second!.textContent).toContain('Abonné à l’infolettre');
    expect(second!.textContent).toContain('Demandé le ');
    expect(second!.textContent).toContain(`5 services${NBSP}: Sun Life, Manulife, Weave et 2 autres`);
    expect(
      within(first!)
        .getByText(/^Confirmé le/)
        .querySelector('time')
        ?.getAttribute('dateTime'),
    ).toBe('2026-06-15T16:00:00Z');

    expect(screen.getByText('Abonnés actifs par service')).toBeTruthy();
    expect(screen.getByText('Désabonnés').nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText('et 2 autres services avec des abonnés')).toBeTruthy();
  });
});
