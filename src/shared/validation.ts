import { z } from 'zod';
import { CANADIAN_PHONE_PATTERN } from './phone.ts';
import { DEFAULT_TRIAL_MONTHS, VERIFICATION_CODE_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

// The messages and the newsletter check live in zod-free modules so pages that only need
// them do not download zod.
export { MESSAGES, isNewsletterEmail, SIMPLE_EMAIL_PATTERN } from './messages.ts';

import { businessDate, line, paragraph, wholeNumber } from './fields.ts';

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const email = () => z.string().trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email));
const accepted = (message: string) => z.boolean({ error: message }).refine((v) => v, { message });

export const newsletterSubscribeSchema = z.strictObject({
  email: email(),
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const CARD_TYPES = ['header', 'service', 'summary'] as const;
export const dashboardClickSchema = z.strictObject({
  cardType: z.enum(CARD_TYPES, { error: 'cardType must be header, service or summary' }),
  cardId: line('cardId', 100).pipe(z.string().min(1, 'cardId is required')),
  cardName: line('cardName', 200).pipe(z.string().min(1, 'cardName is required')),
});
export type DashboardClickInput = z.infer<typeof dashboardClickSchema>;

export const contactInquirySchema = z.strictObject({
  companyName: line('Company name', 200).pipe(z.string().min(2, MESSAGES.companyName)),
  contactName: line('Contact name', 200).pipe(z.string().min(2, MESSAGES.contactName)),
  email: email(),
  phone: line('Phone', 40)
    .optional()
    .transform((v) => v || undefined),
  subject: line('Subject', 200).pipe(z.string().min(5, MESSAGES.subject)),
  message: paragraph('Message', 5000).pipe(z.string().min(20, MESSAGES.message)),
});
export type ContactInquiryInput = z.infer<typeof contactInquirySchema>;

const canadianPhone = () => text(40).min(10, MESSAGES.phoneShort).regex(CANADIAN_PHONE_PATTERN, MESSAGES.phonePattern);
/** A clinic's or a person's name: one line, no control characters (it may end up in a mail). */
const name = (label: string, min: string) => line(label, 200).pipe(z.string().min(2, min));

/** The dashboard's registration dialog (docs/product/limits.md). */
export const clinicDetailsSchema = z.strictObject({
  clinicName: name('Clinic name', MESSAGES.clinicName),
  email: email(),
  phone: canadianPhone(),
  hasItCompany: z.boolean().optional(),
  agreesToCommunications: accepted(MESSAGES.agreesToCommunications),
});
export const verificationCodeSchema = z
  .string()
  .length(VERIFICATION_CODE_LENGTH, MESSAGES.verificationCodeLength)
  .regex(/^\d+$/, MESSAGES.verificationCodeDigits);
export const clinicRegisterSchema = clinicDetailsSchema.extend({ verificationCode: verificationCodeSchema });
export type ClinicRegisterInput = z.infer<typeof clinicRegisterSchema>;
/** What POST /api/clinic/register checks: the server's contract words the consent its own way (docs/product/messages.md). */
export const clinicRegisterRequestSchema = clinicRegisterSchema.extend({ agreesToCommunications: accepted(MESSAGES.clinicAccessConsent) });

/** The /register page as sent to the server; confirmEmail and privacyPolicyAccepted stay on the client. */
export const clinicRegistrationSchema = z.strictObject({
  clinicName: name('Clinic name', MESSAGES.clinicName),
  contactPersonName: name('Contact person name', MESSAGES.contactPersonName),
  email: email(),
  phone: line('Phone', 40).pipe(z.string().min(10, MESSAGES.pagePhone)),
  couponCode: line('Coupon code', 64)
    .optional()
    .transform((v) => v || undefined),
  marketingOptIn: accepted(MESSAGES.marketingOptIn),
});
export type ClinicRegistrationInput = z.infer<typeof clinicRegistrationSchema>;

/** The /register page form on the client, with the two fields that are never sent. */
export const clinicRegistrationFormSchema = z
  .object({
    clinicName: z.string().trim().min(2, MESSAGES.clinicName),
    contactPersonName: z.string().trim().min(2, MESSAGES.contactPersonName),
    email: z.string().trim().pipe(z.email(MESSAGES.email)),
    confirmEmail: z.string().trim().pipe(z.email(MESSAGES.email)),
    phone: z.string().trim().min(10, MESSAGES.pagePhone),
    couponCode: z.string().trim().optional(),
    marketingOptIn: accepted(MESSAGES.marketingOptIn),
    privacyPolicyAccepted: accepted(MESSAGES.privacyPolicy),
  })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
    message: MESSAGES.emailsDiffer,
    path: ['confirmEmail'],
  });

export const COUPON_LIMITS = { trialMonthsMax: 120 } as const;

export const couponCreateSchema = z.strictObject({
  code: line('Coupon code', 64)
    .pipe(z.string().min(3, MESSAGES.couponCode))
    .transform((v) => v.toUpperCase()),
  description: paragraph('Description', 500).optional().nullable(),
  trialDurationMonths: z
    .number({ error: `Trial duration must be a whole number of months from 1 to ${COUPON_LIMITS.trialMonthsMax}` })
    .int(`Trial duration must be a whole number of months from 1 to ${COUPON_LIMITS.trialMonthsMax}`)
    .min(1, MESSAGES.trialDuration)
    .max(COUPON_LIMITS.trialMonthsMax, `Trial duration must be at most ${COUPON_LIMITS.trialMonthsMax} months (10 years)`)
    .default(DEFAULT_TRIAL_MONTHS),
  usageLimit: wholeNumber('Usage limit', { min: 1 }, 'Usage limit must be a whole number from 1 to 2,147,483,647; leave it empty for unlimited')
    .nullable()
    .optional(),
  expiresAt: businessDate('The expiry date'),
});
export type CouponCreateInput = z.infer<typeof couponCreateSchema>;

/** The first message of a failed parse, for a single toast or inline error. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
