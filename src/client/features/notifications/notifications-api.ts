import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { POLL } from '#shared/constants.js';
import type { UserNotification } from '#shared/notifications/notifications.js';
import { queryKeys } from '#client/api/query-keys.ts';
import { msg, useT } from '#client/i18n/use-t.ts';

// A session that ended since the page loaded answers 401: that is simply no notifications.
const readNotifications = getQueryFn<UserNotification[]>('/api/notifications', { on401: 'returnNull' });

/**
 * GET /api/notifications (docs/product/alerts.md): polled every 30 s, only when signed in; the
 * panel uses the same query, so it refreshes every 30 s while it is open too. The server
 * answers 304 while nothing changed, so a poll costs next to nothing.
 */
export function notificationsQuery(signedIn: boolean) {
  return queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: async (context): Promise<UserNotification[]> => (await readNotifications(context)) ?? [],
    enabled: signedIn,
    refetchInterval: POLL.notificationsMs,
  });
}

export function useNotifications(signedIn: boolean) {
  return useQuery(notificationsQuery(signedIn));
}

export function unreadCount(list: readonly UserNotification[] | undefined): number {
  return list?.reduce((count, n) => (n.isRead ? count : count + 1), 0) ?? 0;
}

/** The panel's toasts (docs/product/messages.md; English in NOTIFICATION_TOASTS), as message ids. */
const TOASTS = {
  markRead: {
    success: { title: msg('notifications.toast.markedReadTitle'), description: msg('notifications.toast.markedRead') },
    failure: { title: msg('notifications.toast.errorTitle'), description: msg('notifications.toast.markReadFailed') },
  },
  clearAll: {
    success: { title: msg('notifications.toast.clearedTitle'), description: msg('notifications.toast.cleared') },
    failure: { title: msg('notifications.toast.errorTitle'), description: msg('notifications.toast.clearFailed') },
  },
} as const;

type Texts = (typeof TOASTS)[keyof typeof TOASTS];

/** A panel action with its toasts (docs/product/messages.md); the list is refetched after success. */
function useNotificationAction<Input>(run: (input: Input) => Promise<unknown>, texts: Texts) {
  const { t } = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast({ title: t(texts.success.title), description: t(texts.success.description), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
    onError: (error) => toast({ title: t(texts.failure.title), description: serverMessage(error, t(texts.failure.description)), variant: 'destructive' }),
  });
}

/** PATCH /api/notifications/{id}/read */
export function useMarkNotificationRead() {
  return useNotificationAction((id: string) => apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`), TOASTS.markRead);
}

/** DELETE /api/notifications: clears the caller's own list. */
export function useClearNotifications() {
  return useNotificationAction(() => apiRequest('DELETE', '/api/notifications'), TOASTS.clearAll);
}
