import { z } from 'zod';
import type { AdminSubscriptionRow } from '../../../shared/subscribers/newsletter-admin.ts';
import { answers, isoTime, messageAnswer, pageOf } from '../../lib/answers.ts';

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
