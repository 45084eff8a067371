import { z } from 'zod';
import {
  REGISTRATION_STATUSES,
  type AdminRegistrationRow,
  type EmailVerifiedResponse,
  type RegistrationApprovedResponse,
  type RegistrationSubmittedResponse,
} from '#shared/onboarding/registration.js';
import { answers, isoTime, messageAnswer } from '#server/lib/http/answers.js';

const registrationStatus = z.enum(REGISTRATION_STATUSES);

const submitted: z.ZodType<RegistrationSubmittedResponse> = z.object({ id: z.string(), message: z.string() });
const emailVerified: z.ZodType<EmailVerifiedResponse> = z.object({ message: z.string(), status: registrationStatus });

const registrationRow: z.ZodType<AdminRegistrationRow> = z.object({
  id: z.string(),
  clinicName: z.string(),
  contactPersonName: z.string(),
  email: z.string(),
  phone: z.string(),
  couponCode: z.string().nullable(),
  ipAddress: z.string(),
  marketingOptIn: z.boolean(),
  emailVerified: z.boolean(),
  status: registrationStatus,
  createdAt: isoTime,
  reviewedAt: isoTime.nullable(),
  rejectionReason: z.string().nullable(),
});

const approved: z.ZodType<RegistrationApprovedResponse> = z.object({
  message: z.string(),
  mailSent: z.boolean().describe('False when the approval stands but the code could not be e-mailed: offer "Resend code"'),
  clinicAccessId: z.string(),
  trialEndsAt: isoTime,
});

export const registrationSubmittedAnswers = answers({ 201: submitted });
export const emailVerifiedAnswers = answers({ 200: emailVerified });
export const registrationListAnswers = answers({ 200: z.array(registrationRow) });
export const registrationApprovedAnswers = answers({ 200: approved });
export const registrationMessageAnswers = answers({ 200: messageAnswer });
