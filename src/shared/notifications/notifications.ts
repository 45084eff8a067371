/**
 * Notifications (docs/product/alerts.md): the answer types and the texts both
 * sides agree on. No zod here: the public dashboard imports this file (the request schemas
 * are in notification-schemas.ts, for the server and the admin panel only).
 */
import { MESSAGES } from '../messages.ts';

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** One entry of GET /api/notifications: a notification as the signed-in caller sees it. */
export interface UserNotification {
  id: string;
  title: string;
  message: string;
  /** Title and message in French; absent (or null) when the provider wrote none (French readers see the English, marked as such). */
  titleFr?: string | null;
  messageFr?: string | null;
  priority: NotificationPriority;
  /** The address or CIDR range it was sent to; null when it was sent to everyone. */
  targetIp: string | null;
  createdAt: string;
  expiresAt: string | null;
  /** The caller's own read state; nobody else's marks change it. */
  isRead: boolean;
}

/**
 * One entry of GET /api/notices: a notification the provider marked public, shown on the
 * dashboard without sign-in to every visitor it targets. Whom it targets is not said.
 */
export interface PublicNotice {
  id: string;
  title: string;
  message: string;
  /** Title and message in French; absent (or null) when the provider wrote none. */
  titleFr?: string | null;
  messageFr?: string | null;
  priority: NotificationPriority;
  createdAt: string;
  expiresAt: string | null;
}

/** One entry of GET /api/admin/notifications, the admin widget's "recently sent" list. */
export interface AdminNotification {
  id: string;
  title: string;
  message: string;
  /** Title and message in French; absent (or null) when none was written. */
  titleFr?: string | null;
  messageFr?: string | null;
  priority: NotificationPriority;
  targetIp: string | null;
  /** Also shown on the dashboard to every visitor it targets, without sign-in. */
  isPublic: boolean;
  createdAt: string;
  expiresAt: string | null;
  /** Past its expiry: nobody sees it any more. */
  expired: boolean;
}

export const NOTIFICATION_LIMITS = { titleMax: 120, messageMax: 1000, targetIpMax: 100 } as const;

/** How many recently sent notifications the admin widget lists. */
export const ADMIN_RECENT_NOTIFICATIONS = 20;

export const NOTIFICATION_MESSAGES = {
  required: MESSAGES.notificationRequired,
  titleTooLong: `The title is limited to ${NOTIFICATION_LIMITS.titleMax} characters`,
  messageTooLong: `The message is limited to ${NOTIFICATION_LIMITS.messageMax} characters`,
  titleFrTooLong: `The French title is limited to ${NOTIFICATION_LIMITS.titleMax} characters`,
  messageFrTooLong: `The French message is limited to ${NOTIFICATION_LIMITS.messageMax} characters`,
  frenchTogether: 'Write the French title and message together, or leave both empty',
  targetIp: 'Enter a valid IPv4 or IPv6 address or a CIDR range such as 203.0.113.0/24, or leave the target empty to notify everyone',
  priority: 'Priority must be low, normal or high',
  isPublic: 'Show on the dashboard must be true or false',
  expiresAtInvalid: 'Enter the expiry as a date and time, for example 2026-07-01T17:00:00Z',
  expiresAtPast: 'The expiry must be in the future',
  signInRequired: 'Sign in to see your notifications.',
  notFound: 'That notification is not available to you.',
  withdrawNotFound: 'That notification no longer exists.',
} as const;

/** The dashboard panel's toasts (docs/product/messages.md). */
export const NOTIFICATION_TOASTS = {
  markRead: {
    success: { title: 'Notification marked as read', description: 'The notification has been marked as read' },
    failure: { title: 'Error', description: 'Failed to mark notification as read' },
  },
  clearAll: {
    success: { title: 'All notifications cleared', description: 'All notifications have been removed' },
    failure: { title: 'Error', description: 'Failed to clear notifications' },
  },
} as const;

/** A missing or unknown priority counts as normal (docs/product/alerts.md). */
export function priorityOf(value: string | null | undefined): NotificationPriority {
  return value === 'low' || value === 'high' ? value : 'normal';
}
