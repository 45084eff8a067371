import { z } from 'zod';
import type { AdminCoupon } from '#shared/onboarding/registration.js';
import { answers, isoTime } from '#server/lib/http/answers.js';

const adminCoupon: z.ZodType<AdminCoupon> = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  trialDurationMonths: z.number().int(),
  usageLimit: z.number().int().nullable().describe('Null: no limit'),
  usedCount: z.number().int(),
  isActive: z.boolean(),
  expiresAt: isoTime,
  createdAt: isoTime,
});

export const couponListAnswers = answers({ 200: z.array(adminCoupon) });
export const couponCreatedAnswers = answers({ 201: adminCoupon });
export const couponAnswers = answers({ 200: adminCoupon });
