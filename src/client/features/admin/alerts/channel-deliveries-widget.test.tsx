// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';
import type { AdminChannelDelivery } from '#shared/subscribers/alert-channels.js';
import { ChannelDeliveriesWidget } from './channel-deliveries-widget.tsx';

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

let items: AdminChannelDelivery[] = [];
beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ items, total: items.length, page: 1, pageSize: 5 }), { status: 200 }));
});
cleanUpAfterEach();

describe('ChannelDeliveriesWidget', () => {
  it('shows each delivery: event, service, channel hint, owner hint, tries and the last answer', async () => {
    items = [delivery({}), delivery({ kind: 'teams', event: 'service.recovered', status: 'pending', attempts: 2, responseStatus: 503, lastError: 'HTTP 503' })];
    renderWithApp(<ChannelDeliveriesWidget />);
    const list = await screen.findByRole('list', { name: 'Alert channel deliveries' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Down · Weave');
    expect(first!.textContent).toContain('Delivered');
    expect(first!.textContent).toContain('fr•••@clinic.example.ca');
    expect(second!.textContent).toContain('Recovered · Weave');
    expect(second!.textContent).toContain('Retrying');
    expect(second!.textContent).toContain('2 tries · HTTP 503');
    expect(second!.textContent).not.toContain('HTTP 503 · HTTP 503');
  });

  it('says when nothing has been sent yet', async () => {
    items = [];
    renderWithApp(<ChannelDeliveriesWidget />);
    expect(await screen.findByText('Nothing has been sent to a channel yet')).toBeTruthy();
  });
});
