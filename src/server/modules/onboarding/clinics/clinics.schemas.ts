import { z } from 'zod';
import type { ClinicRegisteredResponse, RegisteredClinicRow, SendVerificationResponse } from '#shared/onboarding/clinic-access.js';
import { answers, isoTime, messageAnswer, pageOf } from '#server/lib/http/answers.js';

const verificationSent: z.ZodType<SendVerificationResponse> = z.object({ message: z.string(), resendAfterSeconds: z.number().int() });
const clinicRegistered: z.ZodType<ClinicRegisteredResponse> = z.object({ message: z.string(), clinicAccessId: z.string() });

const registeredClinic: z.ZodType<RegisteredClinicRow> = z.object({
  id: z.string(),
  clinicName: z.string(),
  email: z.string(),
  ipAddress: z.string(),
  createdAt: isoTime,
  lastAccess: isoTime.nullable(),
  isActive: z.boolean(),
  ipChangeDetected: z.boolean(),
  trialEndsAt: isoTime.nullable(),
  services: z.array(z.string()),
});

export const verificationSentAnswers = answers({ 200: verificationSent });
export const clinicRegisteredAnswers = answers({ 201: clinicRegistered });
export const clinicMessageAnswers = answers({ 200: messageAnswer });
export const registeredClinicPageAnswers = answers({ 200: pageOf(registeredClinic) });
