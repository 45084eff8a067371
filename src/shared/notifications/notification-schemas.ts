import { z } from 'zod';
import { line, paragraph } from '../fields.ts';
import { isBusinessDate } from '../input-rules.ts';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, NOTIFICATION_PRIORITIES } from './notifications.ts';

/*
 * Request schemas of the notification routes, for the server and the admin panel. The public
 * dashboard must not import this file (it would download zod); it uses notifications.ts.
 */

const requiredText = (kind: typeof line, label: string, max: number, tooLong: string) =>
  kind(label, max, { required: NOTIFICATION_MESSAGES.required, tooLong }).pipe(z.string().min(1, NOTIFICATION_MESSAGES.required));

/** The French beside an English text: trimmed, the English's limit, blank or null meaning none. */
const frenchText = (kind: typeof line, label: string, max: number, tooLong: string) =>
  kind(label, max, { tooLong })
    .nullable()
    .transform((v) => v || null);

/** A French title goes with a French message: a reader must never see half of a notice in each language. */
const bothOrNeither = (body: { titleFr?: string | null | undefined; messageFr?: string | null | undefined }) =>
  Boolean(body.titleFr) === Boolean(body.messageFr);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * POST /api/admin/notifications. An empty target means everyone; the server checks that a
 * target is an address or a CIDR range (and normalises it) and that the expiry is ahead.
 */
export const notificationCreateSchema = z
  .strictObject({
    title: requiredText(line, 'The title', NOTIFICATION_LIMITS.titleMax, NOTIFICATION_MESSAGES.titleTooLong),
    message: requiredText(paragraph, 'The message', NOTIFICATION_LIMITS.messageMax, NOTIFICATION_MESSAGES.messageTooLong),
    /** Optional French, title and message together. */
    titleFr: frenchText(line, 'The French title', NOTIFICATION_LIMITS.titleMax, NOTIFICATION_MESSAGES.titleFrTooLong).optional(),
    messageFr: frenchText(paragraph, 'The French message', NOTIFICATION_LIMITS.messageMax, NOTIFICATION_MESSAGES.messageFrTooLong).optional(),
    targetIp: z
      .string({ error: NOTIFICATION_MESSAGES.targetIp })
      .trim()
      .max(NOTIFICATION_LIMITS.targetIpMax, NOTIFICATION_MESSAGES.targetIp)
      .nullish()
      .transform((v) => v || null),
    priority: z
      .enum(NOTIFICATION_PRIORITIES, { error: NOTIFICATION_MESSAGES.priority })
      .nullish()
      .transform((v) => v ?? 'normal'),
    /** Also shown on the dashboard, without sign-in, to every visitor it targets. */
    isPublic: z
      .boolean({ error: NOTIFICATION_MESSAGES.isPublic })
      .nullish()
      .transform((v) => v ?? false),
    expiresAt: z
      .string({ error: NOTIFICATION_MESSAGES.expiresAtInvalid })
      .trim()
      .max(40, NOTIFICATION_MESSAGES.expiresAtInvalid)
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        const at = new Date(v);
        if (!ISO_DATE.test(v) || !isBusinessDate(at)) {
          ctx.addIssue({ code: 'custom', message: NOTIFICATION_MESSAGES.expiresAtInvalid });
          return z.NEVER;
        }
        return at;
      }),
  })
  .refine(bothOrNeither, { message: NOTIFICATION_MESSAGES.frenchTogether, path: ['titleFr'] });
export type NotificationCreateInput = z.infer<typeof notificationCreateSchema>;
/** What a form sends: every field as typed, before the schema trims and converts it. */
export type NotificationCreateBody = z.input<typeof notificationCreateSchema>;

/** PATCH /api/admin/notifications/:id: adds, changes or removes (both null or blank) a sent notification's French. */
export const notificationFrenchSchema = z
  .strictObject({
    titleFr: frenchText(line, 'The French title', NOTIFICATION_LIMITS.titleMax, NOTIFICATION_MESSAGES.titleFrTooLong),
    messageFr: frenchText(paragraph, 'The French message', NOTIFICATION_LIMITS.messageMax, NOTIFICATION_MESSAGES.messageFrTooLong),
  })
  .refine(bothOrNeither, { message: NOTIFICATION_MESSAGES.frenchTogether, path: ['titleFr'] });
export type NotificationFrenchInput = z.infer<typeof notificationFrenchSchema>;
export type NotificationFrenchBody = z.input<typeof notificationFrenchSchema>;

/** :id of the per-notification routes; a malformed id is simply not found. */
export const notificationIdParams = z.strictObject({ id: z.string().max(64, NOTIFICATION_MESSAGES.notFound) });
