// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Popover } from 'radix-ui';
import type { UserNotification } from '#shared/notifications/notifications.js';
import type { Locale } from '#shared/i18n/locales.js';
import NotificationsPanel from './notifications-panel.tsx';
import { cleanUpAfterEach, renderWithApp } from '#tests/support/render-widget.tsx';

const NOW = new Date('2026-06-15T23:30:00Z');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
cleanUpAfterEach();

const hourAgo = (hours: number) => new Date(NOW.getTime() - hours * 3600_000).toISOString();

function notification(overrides: Partial<UserNotification>): UserNotification {
  return {
    id: crypto.randomUUID(),
    title: 'Notice',
    message: 'Text',
    priority: 'normal',
    targetIp: null,
    createdAt: hourAgo(0),
    expiresAt: null,
    isRead: false,
    ...overrides,
  };
}

function renderPanel(list: UserNotification[], locale: Locale) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) =>
      url === '/api/notifications' && (init?.method ?? 'GET') === 'GET'
        ? new Response(JSON.stringify(list), { status: 200 })
        : new Response('{}', { status: 200 }),
    ),
  );
  return renderWithApp(
    <Popover.Root open>
      <Popover.Trigger>Bell</Popover.Trigger>
      <NotificationsPanel />
    </Popover.Root>,
    { locale },
  );
}

describe('NotificationsPanel in French', () => {
  it('counts unread notifications with the French plural: "1 non lue", "2 non lues"', async () => {
    renderPanel([notification({ title: 'Panne' })], 'fr-CA');
    expect(await screen.findByText('1 non lue')).toBeTruthy();
    screen.getByRole('dialog', { name: 'Notifications' });
    renderPanel([notification({ title: 'Panne' }), notification({ title: 'Entretien' })], 'fr-CA');
    expect(await screen.findByText('2 non lues')).toBeTruthy();
  });

  it('shows the provider’s French, the age, priority and actions in French', async () => {
    renderPanel(
      [
        notification({ title: 'Outage', titleFr: 'Panne', message: 'Claims are down', messageFr: 'Les réclamations sont en panne', priority: 'high' }),
        notification({ title: 'News', isRead: true, createdAt: hourAgo(49), priority: 'low' }),
      ],
      'fr-CA',
    );
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Panne')).toBeTruthy();
    expect(within(items[0]!).getByText('Les réclamations sont en panne')).toBeTruthy();
    expect(within(items[0]!).getByText('Élevée')).toBeTruthy();
    expect(within(items[0]!).getByText('À l’instant')).toBeTruthy();
    expect(within(items[1]!).getByText('Priorité basse')).toBeTruthy();
    expect(within(items[1]!).getByText('Lue')).toBeTruthy();
    // English the provider did not translate is shown as such.
    expect(within(items[1]!).getByText('News').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('button', { name: 'Tout effacer' })).toBeTruthy();
    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Marquer comme lue\u00a0: Panne' }));
    await waitFor(() => expect(screen.getByText('Notification marquée comme lue')).toBeTruthy());
  });

  it('says "No notifications" in French', async () => {
    renderPanel([], 'fr-CA');
    expect(await screen.findByText('Aucune notification')).toBeTruthy();
  });
});
