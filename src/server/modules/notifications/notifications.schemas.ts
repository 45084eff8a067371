import { z } from 'zod';
import { NOTIFICATION_PRIORITIES, type AdminNotification, type PublicNotice, type UserNotification } from '#shared/notifications/notifications.js';
import { answers, isoTime, noContent } from '#server/lib/http/answers.js';

/** Marking read and clearing take no body (an empty object or none). */
export const emptyBodySchema = z.strictObject({}).nullish();

const priority = z.enum(NOTIFICATION_PRIORITIES);
const notModified = noContent.describe('Not modified: the ETag still holds');

/** What every notification answer says about the notification itself. */
const noticeFields = {
  id: z.string(),
  title: z.string(),
  message: z.string(),
  titleFr: z.string().nullish().describe('The title in French; absent when the provider wrote none'),
  messageFr: z.string().nullish().describe('The message in French; absent when the provider wrote none'),
  priority,
  createdAt: isoTime,
  expiresAt: isoTime.nullable(),
};

const publicNotice: z.ZodType<PublicNotice> = z.object(noticeFields);

const userNotification: z.ZodType<UserNotification> = z.object({
  ...noticeFields,
  targetIp: z.string().nullable(),
  isRead: z.boolean().describe("The caller's own read state"),
});

const adminNotification: z.ZodType<AdminNotification> = z.object({
  ...noticeFields,
  targetIp: z.string().nullable(),
  isPublic: z.boolean(),
  expired: z.boolean(),
});

export const noticeListAnswers = answers({ 200: z.array(publicNotice), 304: notModified });
export const userNotificationListAnswers = answers({ 200: z.array(userNotification), 304: notModified });
export const userNotificationAnswers = answers({ 200: userNotification });
export const clearedAnswers = answers({ 200: z.object({ cleared: z.number().int().describe('How many notifications left the panel') }) });
export const adminNotificationListAnswers = answers({ 200: z.array(adminNotification) });
export const adminNotificationCreatedAnswers = answers({ 201: adminNotification });
export const adminNotificationAnswers = answers({ 200: adminNotification });
