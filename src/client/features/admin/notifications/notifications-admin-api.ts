import { apiRequest } from '#client/lib/api.ts';
import { adminReadQuery } from '../ui/admin-query.ts';
import type { AdminNotification } from '#shared/notifications/notifications.js';
import type { NotificationCreateBody } from '#shared/notifications/notification-schemas.js';
import { queryKeys } from '#client/api/query-keys.ts';

const ADMIN_NOTIFICATIONS_PATH = '/api/admin/notifications';
/** The dashboard's own list: refreshed after a send so an admin signed in there sees it at once. */

/** GET /api/admin/notifications: the 20 most recently sent, polled every 30 s. */
export const recentNotificationsQuery = adminReadQuery<AdminNotification[]>(queryKeys.admin.notifications, ADMIN_NOTIFICATIONS_PATH);

export async function sendNotification(body: NotificationCreateBody): Promise<AdminNotification> {
  return (await (await apiRequest('POST', ADMIN_NOTIFICATIONS_PATH, body)).json()) as AdminNotification;
}

export async function withdrawNotification(notification: Pick<AdminNotification, 'id'>): Promise<AdminNotification> {
  return (await (await apiRequest('DELETE', `${ADMIN_NOTIFICATIONS_PATH}/${encodeURIComponent(notification.id)}`)).json()) as AdminNotification;
}

/** PATCH the French of a sent notification: title and message together (both null remove it). */
export async function translateNotification(input: { id: string; titleFr: string | null; messageFr: string | null }): Promise<AdminNotification> {
  const body = { titleFr: input.titleFr, messageFr: input.messageFr };
  return (await (await apiRequest('PATCH', `${ADMIN_NOTIFICATIONS_PATH}/${encodeURIComponent(input.id)}`, body)).json()) as AdminNotification;
}

/** Expiry is judged by this computer's clock at each poll, so the flag turns within 30 s. */
export function isExpired(notification: Pick<AdminNotification, 'expired' | 'expiresAt'>, now: number): boolean {
  return notification.expired || (notification.expiresAt !== null && new Date(notification.expiresAt).getTime() <= now);
}
