import { instantOfWallTime, wallTimeValue } from '#client/lib/business-time.ts';
import type { Translate } from '#client/i18n/use-t.ts';
import { notificationCreateSchema, type NotificationCreateBody } from '#shared/notifications/notification-schemas.js';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, type NotificationPriority } from '#shared/notifications/notifications.js';
import { PAGE_WORDS } from '#client/i18n/page-words.ts';

/** The send form as typed; the expiry is a datetime-local value in the provider's time zone. */
export interface NotificationFormValues {
  title: string;
  message: string;
  /** The optional French, title and message together. */
  titleFr: string;
  messageFr: string;
  targetIp: string;
  priority: NotificationPriority;
  expiresAt: string;
  /** Also shown on the dashboard to every visitor it targets, without sign-in (docs/product/alerts.md). */
  isPublic: boolean;
}

export const EMPTY_NOTIFICATION_FORM: NotificationFormValues = {
  title: '',
  message: '',
  titleFr: '',
  messageFr: '',
  targetIp: '',
  priority: 'normal',
  expiresAt: '',
  isPublic: false,
};

export type NotificationField = keyof NotificationFormValues;
export type NotificationFormErrors = Partial<Record<NotificationField, string>>;

export type NotificationFormResult = { ok: true; body: NotificationCreateBody } | { ok: false; errors: NotificationFormErrors };

const FIELDS: readonly NotificationField[] = ['title', 'message', 'titleFr', 'messageFr', 'targetIp', 'priority', 'expiresAt', 'isPublic'];

const english: Translate = (id, values) => PAGE_WORDS.t(id, values);

/** The server's messages (NOTIFICATION_MESSAGES) as the panel says them, in the page's language. */
const MESSAGE_IDS: Record<string, { id: string; max?: number }> = {
  [NOTIFICATION_MESSAGES.required]: { id: 'admin-notifications.error.required' },
  [NOTIFICATION_MESSAGES.titleTooLong]: { id: 'admin-notifications.error.titleTooLong', max: NOTIFICATION_LIMITS.titleMax },
  [NOTIFICATION_MESSAGES.messageTooLong]: { id: 'admin-notifications.error.messageTooLong', max: NOTIFICATION_LIMITS.messageMax },
  [NOTIFICATION_MESSAGES.titleFrTooLong]: { id: 'admin-notifications.error.titleFrTooLong', max: NOTIFICATION_LIMITS.titleMax },
  [NOTIFICATION_MESSAGES.messageFrTooLong]: { id: 'admin-notifications.error.messageFrTooLong', max: NOTIFICATION_LIMITS.messageMax },
  [NOTIFICATION_MESSAGES.frenchTogether]: { id: 'admin-notifications.error.frenchTogether' },
  [NOTIFICATION_MESSAGES.targetIp]: { id: 'admin-notifications.error.targetIp' },
  [NOTIFICATION_MESSAGES.expiresAtInvalid]: { id: 'admin-notifications.error.expiresAtInvalid' },
  [NOTIFICATION_MESSAGES.expiresAtPast]: { id: 'admin-notifications.error.expiresAtPast' },
};

/** One of the server's messages in the page's language; a message the panel does not know stays as the server wrote it. */
export function notificationMessage(message: string, t: Translate = english): string {
  const known = MESSAGE_IDS[message];
  return known ? t(known.id, { max: known.max }) : message;
}

/**
 * Title and message are required ('Title and message are required', docs/product/limits.md), and
 * the server's own rules (lengths, priority, a date ahead, French title and message together) are
 * checked before sending. Whether a target is a real address or range is the server's call; its
 * message lands on the field. The French is sent only when written.
 */
export function notificationBody(values: NotificationFormValues, now: Date = new Date(), t: Translate = english): NotificationFormResult {
  const errors: NotificationFormErrors = {};
  if (!values.title.trim()) errors.title = t('admin-notifications.error.required');
  if (!values.message.trim()) errors.message = t('admin-notifications.error.required');
  const expiryIso = values.expiresAt ? instantOfWallTime(values.expiresAt) : null;
  const expiry = expiryIso ? new Date(expiryIso) : null;
  const body: NotificationCreateBody = {
    title: values.title,
    message: values.message,
    ...(values.titleFr.trim() ? { titleFr: values.titleFr } : {}),
    ...(values.messageFr.trim() ? { messageFr: values.messageFr } : {}),
    targetIp: values.targetIp.trim() || null,
    priority: values.priority,
    isPublic: values.isPublic,
    expiresAt: expiryIso ?? (values.expiresAt || null),
  };
  const parsed = notificationCreateSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && !errors[field]) errors[field] = notificationMessage(issue.message, t);
    }
  } else if (expiry && expiry.getTime() <= now.getTime()) {
    errors.expiresAt = t('admin-notifications.error.expiresAtPast');
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

export function isField(value: unknown): value is NotificationField {
  return typeof value === 'string' && (FIELDS as readonly string[]).includes(value);
}

/** "2026-06-15T09:30" for a datetime-local input: the given moment in the provider's time zone. */
export const localDateTimeValue = wallTimeValue;
