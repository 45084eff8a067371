import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn, serverMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast-store.ts';
import { POLL } from '#shared/constants.js';
import { NOTIFICATION_TOASTS, type UserNotification } from '#shared/notifications/notifications.js';
import { queryKeys } from '#client/api/query-keys.ts';

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

type Texts = (typeof NOTIFICATION_TOASTS)[keyof typeof NOTIFICATION_TOASTS];

/** A panel action with its toasts (docs/product/messages.md); the list is refetched after success. */
function useNotificationAction<T>(run: (input: T) => Promise<unknown>, texts: Texts) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast({ ...texts.success, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
    onError: (error) => toast({ title: texts.failure.title, description: serverMessage(error, texts.failure.description), variant: 'destructive' }),
  });
}

/** PATCH /api/notifications/{id}/read */
export function useMarkNotificationRead() {
  return useNotificationAction((id: string) => apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`), NOTIFICATION_TOASTS.markRead);
}

/** DELETE /api/notifications: clears the caller's own list. */
export function useClearNotifications() {
  return useNotificationAction(() => apiRequest('DELETE', '/api/notifications'), NOTIFICATION_TOASTS.clearAll);
}
