import { notificationCreateSchema, type NotificationCreateBody } from '../../../../shared/notification-schemas.ts';
import { NOTIFICATION_MESSAGES, type NotificationPriority } from '../../../../shared/notifications.ts';

/** The send form as typed; the expiry is a datetime-local value in this computer's time zone. */
export interface NotificationFormValues {
  title: string;
  message: string;
  targetIp: string;
  priority: NotificationPriority;
  expiresAt: string;
}

export const EMPTY_NOTIFICATION_FORM: NotificationFormValues = { title: '', message: '', targetIp: '', priority: 'normal', expiresAt: '' };

export type NotificationField = keyof NotificationFormValues;
export type NotificationFormErrors = Partial<Record<NotificationField, string>>;

export type NotificationFormResult = { ok: true; body: NotificationCreateBody } | { ok: false; errors: NotificationFormErrors };

const FIELDS: readonly NotificationField[] = ['title', 'message', 'targetIp', 'priority', 'expiresAt'];

/**
 * SPEC.md section 5: title and message are required ('Title and message are required'), and
 * the server's own rules (lengths, priority, a date ahead) are checked before sending. Whether
 * a target is a real address or range is the server's call; its message lands on the field.
 */
export function notificationBody(values: NotificationFormValues, now: Date = new Date()): NotificationFormResult {
  const errors: NotificationFormErrors = {};
  if (!values.title.trim()) errors.title = NOTIFICATION_MESSAGES.required;
  if (!values.message.trim()) errors.message = NOTIFICATION_MESSAGES.required;
  const expiry = values.expiresAt ? new Date(values.expiresAt) : null;
  const body: NotificationCreateBody = {
    title: values.title,
    message: values.message,
    targetIp: values.targetIp.trim() || null,
    priority: values.priority,
    expiresAt: expiry && !Number.isNaN(expiry.getTime()) ? expiry.toISOString() : values.expiresAt || null,
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

/** "2026-06-15T09:30" for a datetime-local input: the given moment in this computer's time zone. */
export function localDateTimeValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
