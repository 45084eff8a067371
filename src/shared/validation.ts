import { z } from 'zod';
import { CANADIAN_PHONE_PATTERN } from './phone.ts';
import { DEFAULT_TRIAL_MONTHS, VERIFICATION_CODE_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

// The messages and the newsletter check live in zod-free modules so pages that only need
// them do not download zod.
export { MESSAGES, isNewsletterEmail, SIMPLE_EMAIL_PATTERN } from './messages.ts';

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
  cardId: text(100).min(1, 'cardId is required'),
  cardName: text(200).min(1, 'cardName is required'),
});
export type DashboardClickInput = z.infer<typeof dashboardClickSchema>;

export const contactInquirySchema = z.strictObject({
  companyName: text(200).min(2, MESSAGES.companyName),
  contactName: text(200).min(2, MESSAGES.contactName),
  email: email(),
  phone: text(40).optional().or(z.literal('').transform(() => undefined)),
  subject: text(200).min(5, MESSAGES.subject),
  message: text(5000).min(20, MESSAGES.message),
});
export type ContactInquiryInput = z.infer<typeof contactInquirySchema>;

const canadianPhone = () =>
  text(40).min(10, MESSAGES.phoneShort).regex(CANADIAN_PHONE_PATTERN, MESSAGES.phonePattern);

/** The dashboard's registration dialog (SPEC.md section 5, "Registration dialog"). */
export const clinicDetailsSchema = z.strictObject({
  clinicName: text(200).min(2, MESSAGES.clinicName),
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

/** The /register page as sent to the server; confirmEmail and privacyPolicyAccepted stay on the client. */
export const clinicRegistrationSchema = z.strictObject({
  clinicName: text(200).min(2, MESSAGES.clinicName),
  contactPersonName: text(200).min(2, MESSAGES.contactPersonName),
  email: email(),
  phone: text(40).min(10, MESSAGES.pagePhone),
  couponCode: text(64).optional().or(z.literal('').transform(() => undefined)),
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

export const couponCreateSchema = z.strictObject({
  code: text(64)
    .min(3, MESSAGES.couponCode)
    .transform((v) => v.toUpperCase()),
  description: text(500).optional().nullable(),
  trialDurationMonths: z.number().int().min(1, MESSAGES.trialDuration).max(120).default(DEFAULT_TRIAL_MONTHS),
  usageLimit: z.number().int().min(1).nullable().optional(),
  expiresAt: z.coerce.date({ error: MESSAGES.couponRequired }),
});
export type CouponCreateInput = z.infer<typeof couponCreateSchema>;

/** The first message of a failed parse, for a single toast or inline error. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
