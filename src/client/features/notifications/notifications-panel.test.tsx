// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { createQueryClient } from '#client/lib/query-client.ts';
import { resetToasts, useToasts } from '#client/lib/toast-store.ts';
import type { UserNotification } from '#shared/notifications/notifications.js';
import NotificationsPanel from './notifications-panel.tsx';

// A fixed "now" (only Date is faked, so timers and waitFor run as usual): relative ages never depend on the wall clock.
const NOW = new Date('2026-06-15T23:30:00Z');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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

/** fetch answering GET /api/notifications with `list` (or never, while `pending`), and 200 to the rest. */
function serve(list: UserNotification[] | 'pending', writes: number = 200) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url });
      if (url === '/api/notifications' && (init?.method ?? 'GET') === 'GET') {
        if (list === 'pending') return new Promise(() => undefined);
        return new Response(JSON.stringify(list), { status: 200 });
      }
      return new Response(writes === 200 ? '{}' : '', { status: writes });
    }),
  );
  return calls;
}

/** The visible toast, as "title | description". */
function ToastProbe() {
  const toasts = useToasts().filter((t) => t.open);
  return <output data-testid="toast">{toasts.map((t) => `${t.title} | ${t.description}`).join('')}</output>;
}
const toastText = () => screen.getByTestId('toast').textContent;

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProbe />
      <Popover.Root open>
        <Popover.Trigger>Bell</Popover.Trigger>
        <NotificationsPanel />
      </Popover.Root>
    </QueryClientProvider>,
  );
}

describe('NotificationsPanel', () => {
  it('is a dialog labelled Notifications, with three placeholder rows while loading', () => {
    serve('pending');
    renderPanel();
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    const loading = within(dialog).getByRole('status', { name: 'Loading notifications' });
    expect(loading.children).toHaveLength(3);
  });

  it("says 'No notifications' when the list is empty, without a count or Clear All", async () => {
    serve([]);
    renderPanel();
    expect(await screen.findByText('No notifications')).toBeTruthy();
    expect(screen.queryByText(/unread/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull();
  });

  it('shows each item with its age, the unread count, priority borders and read marks', async () => {
    serve([
      notification({ title: 'Outage', priority: 'high' }),
      notification({ title: 'Maintenance', createdAt: hourAgo(3), priority: undefined as never }),
      notification({ title: 'News', priority: 'low', isRead: true, createdAt: hourAgo(49) }),
    ]);
    renderPanel();
    const items = await screen.findAllByRole('listitem');
    expect(screen.getByText('2 unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeTruthy();
    expect(items.map((item) => item.className.match(/border-l-(red|blue|slate)-\d+/)?.[0])).toEqual([
      'border-l-red-500',
      'border-l-blue-500',
      'border-l-slate-300',
    ]);
    expect(within(items[0]!).getByText('Just now')).toBeTruthy();
    expect(within(items[1]!).getByText('3h ago')).toBeTruthy();
    expect(within(items[2]!).getByText('2d ago')).toBeTruthy();
    expect(within(items[2]!).getByText('Read')).toBeTruthy();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: 'Mark as read: Outage' })).toBeTruthy();
  });

  it('marks one read and clears all through the API, with the spec toasts', async () => {
    const outage = notification({ title: 'Outage' });
    const calls = serve([outage]);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read: Outage' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'PATCH', url: `/api/notifications/${outage.id}/read` }));
    await waitFor(() => expect(toastText()).toBe('Notification marked as read | The notification has been marked as read'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', url: '/api/notifications' }));
    await waitFor(() => expect(toastText()).toBe('All notifications cleared | All notifications have been removed'));
    // Each success refetches the list.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(3));
  });

  it('says what failed when the server refuses', async () => {
    serve([notification({ title: 'Outage' })], 500);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read: Outage' }));
    await waitFor(() => expect(toastText()).toBe('Error | Failed to mark notification as read'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(toastText()).toBe('Error | Failed to clear notifications'));
  });
});
