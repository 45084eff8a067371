import { z } from 'zod';
import type { AdminSubscriptionRow } from '#shared/subscribers/newsletter-admin.js';
import { NEWSLETTER_MESSAGES } from '#shared/subscribers/newsletter.js';
import { answers, isoTime, messageAnswer, pageOf } from '#server/lib/http/answers.js';

/** Tokens from the e-mails: anything longer or empty is refused before a look-up. */
const token = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

export const newsletterConfirmBodySchema = z.strictObject({ token: token(NEWSLETTER_MESSAGES.confirmInvalid) });
export const newsletterUnsubscribeQuerySchema = z.strictObject({ token: token(NEWSLETTER_MESSAGES.unsubscribeInvalid).optional() });
// Not strict: a mail provider's one-click post (RFC 8058) may add fields of its own.
export const newsletterUnsubscribeBodySchema = z
  .object({
    token: token(NEWSLETTER_MESSAGES.unsubscribeInvalid).optional(),
    'List-Unsubscribe': z.string().max(100, 'List-Unsubscribe should be One-Click.').optional(),
  })
  .nullish();

const subscriptionRow: z.ZodType<AdminSubscriptionRow> = z.object({
  id: z.string(),
  email: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: isoTime,
  isActive: z.boolean(),
  pending: z.boolean().describe('Signed up, but the confirmation link was never opened'),
});

export const newsletterMessageAnswers = answers({ 200: messageAnswer });
export const subscriptionPageAnswers = answers({ 200: pageOf(subscriptionRow) });
