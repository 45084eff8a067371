import { instantOfWallTime, wallTimeValue } from '#client/lib/business-time.ts';
import { notificationCreateSchema, type NotificationCreateBody } from '#shared/notifications/notification-schemas.js';
import { NOTIFICATION_MESSAGES, type NotificationPriority } from '#shared/notifications/notifications.js';

/** The send form as typed; the expiry is a datetime-local value in the provider's time zone. */
export interface NotificationFormValues {
  title: string;
  message: string;
  targetIp: string;
  priority: NotificationPriority;
  expiresAt: string;
  /** Also shown on the dashboard to every visitor it targets, without sign-in (docs/product/alerts.md). */
  isPublic: boolean;
}

export const EMPTY_NOTIFICATION_FORM: NotificationFormValues = { title: '', message: '', targetIp: '', priority: 'normal', expiresAt: '', isPublic: false };

export type NotificationField = keyof NotificationFormValues;
export type NotificationFormErrors = Partial<Record<NotificationField, string>>;

export type NotificationFormResult = { ok: true; body: NotificationCreateBody } | { ok: false; errors: NotificationFormErrors };

const FIELDS: readonly NotificationField[] = ['title', 'message', 'targetIp', 'priority', 'expiresAt', 'isPublic'];

/**
 * Title and message are required ('Title and message are required', docs/product/limits.md), and
 * the server's own rules (lengths, priority, a date ahead) are checked before sending. Whether
 * a target is a real address or range is the server's call; its message lands on the field.
 */
export function notificationBody(values: NotificationFormValues, now: Date = new Date()): NotificationFormResult {
  const errors: NotificationFormErrors = {};
  if (!values.title.trim()) errors.title = NOTIFICATION_MESSAGES.required;
  if (!values.message.trim()) errors.message = NOTIFICATION_MESSAGES.required;
  const expiryIso = values.expiresAt ? instantOfWallTime(values.expiresAt) : null;
  const expiry = expiryIso ? new Date(expiryIso) : null;
  const body: NotificationCreateBody = {
    title: values.title,
    message: values.message,
    targetIp: values.targetIp.trim() || null,
    priority: values.priority,
    isPublic: values.isPublic,
    expiresAt: expiryIso ?? (values.expiresAt || null),
  };
  const parsed = notificationCreateSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && !errors[field]) errors[field] = issue.message;
    }
  } else if (expiry && expiry.getTime() <= now.getTime()) {
    errors.expiresAt = NOTIFICATION_MESSAGES.expiresAtPast;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

export function isField(value: unknown): value is NotificationField {
  return typeof value === 'string' && (FIELDS as readonly string[]).includes(value);
}

/** "2026-06-15T09:30" for a datetime-local input: the given moment in the provider's time zone. */
export const localDateTimeValue = wallTimeValue;
