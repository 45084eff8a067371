import { z } from 'zod';

/**
 * Clinic registration (/register), its e-mail verification, the provider's review and coupons:
 * the shapes and fixed texts the client and the server agree on (docs/product/clinic-access.md).
 * The request bodies are clinicRegistrationSchema and couponCreateSchema in validation.ts.
 */
export { clinicRegistrationSchema, couponCreateSchema } from '../validation.ts';
export type { ClinicRegistrationInput, CouponCreateInput } from '../validation.ts';

/** 'deleted': the provider deleted the clinic; it must register again. */
export const REGISTRATION_STATUSES = ['pending', 'verified', 'approved', 'rejected', 'deleted'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Why a coupon given at registration (or re-checked at approval) cannot be used. */
export const COUPON_MESSAGES = {
  unknown: 'We could not find that coupon code. Check it, or leave the field empty.',
  inactive: 'That coupon code is no longer active.',
  expired: 'That coupon code has expired.',
  usedUp: 'That coupon code has already been used the maximum number of times.',
} as const;
export type CouponProblem = keyof typeof COUPON_MESSAGES;

export const REGISTRATION_MESSAGES = {
  submitted: 'Please check your email for verification instructions.',
  verified: 'Thank you. Your e-mail address is verified. Our team will review your registration and e-mail you an access code once it is approved.',
  awaitingReview: 'A registration for this e-mail address is already waiting for review. We will e-mail you an access code once it is approved.',
  awaitingVerification:
    'A registration for this e-mail address is already waiting for its e-mail to be verified. We have sent the verification link again: check your inbox and spam folder.',
  verificationExpired: 'This verification link has expired. Please register again or contact us.',
  verificationInvalid: 'This verification link is not valid. It may already have been used.',
  alreadyVerified: 'Your e-mail address is already verified. Our team will review your registration and e-mail you an access code once it is approved.',
  verifiedAndApproved:
    'Your e-mail address is already verified and your registration has been approved. The access code was e-mailed to you; check your inbox and spam folder.',
  approved: 'Registration approved. The access code was e-mailed to the clinic.',
  approvedMailFailed: 'Registration approved, but the e-mail with the access code could not be sent. Use "Resend code" to e-mail the clinic a new code.',
  rejected: 'Registration rejected. The clinic was notified by e-mail.',
  codeResent: 'A new access code was e-mailed to the clinic. The previous code no longer works.',
  notFound: 'That registration no longer exists.',
  alreadyApproved: 'This registration has already been approved.',
  alreadyRejected: 'This registration has already been rejected. The clinic can register again.',
  changedMeanwhile: 'This registration changed while you were reviewing it. Please reload and try again.',
  resendNeedsApproval: 'Only an approved registration has an access code to resend.',
  tooMany: 'Too many registrations were sent from your network.',
  noNetworkAddress: 'We could not tell which network you are on, so we cannot register it. Please contact us.',
  couponExists: 'A coupon with that code already exists.',
  couponNotFound: 'Coupon not found.',
} as const;

/** The wording of the marketing consent checkbox on /register, recorded with each registration (CASL). */
export const MARKETING_CONSENT_TEXT = 'I consent to receive marketing communications, service updates and offers by e-mail. I can unsubscribe at any time.';

/** The access code mailed on approval: three groups of four, no look-alike characters (0/O, 1/I). */
export const CLINIC_ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CLINIC_ACCESS_CODE_GROUPS = 3;
export const CLINIC_ACCESS_CODE_GROUP_LENGTH = 4;

/** Upper-case, without spaces or dashes: what is hashed and compared. */
export function normaliseClinicAccessCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

export const verifyEmailSchema = z.strictObject({
  token: z
    .string({ error: REGISTRATION_MESSAGES.verificationInvalid })
    .trim()
    .min(1, REGISTRATION_MESSAGES.verificationInvalid)
    .max(200, REGISTRATION_MESSAGES.verificationInvalid),
});

export const registrationListQuerySchema = z.strictObject({
  status: z.enum(REGISTRATION_STATUSES, { error: 'status must be pending, verified, approved, rejected or deleted' }).optional(),
});

export const rejectRegistrationSchema = z.strictObject({
  reason: z.string().trim().max(1000, 'Must be at most 1000 characters').optional(),
});

export interface RegistrationSubmittedResponse {
  id: string;
  message: string;
}

export interface EmailVerifiedResponse {
  message: string;
  status: RegistrationStatus;
}

/** One row of GET /api/admin/clinic-registrations, decrypted; times are ISO strings. */
export interface AdminRegistrationRow {
  id: string;
  clinicName: string;
  contactPersonName: string;
  email: string;
  phone: string;
  couponCode: string | null;
  ipAddress: string;
  marketingOptIn: boolean;
  emailVerified: boolean;
  status: RegistrationStatus;
  createdAt: string;
  reviewedAt: string | null;
  rejectionReason: string | null;
}

export interface RegistrationApprovedResponse {
  message: string;
  /** False when the approval stands but the code could not be e-mailed: offer "Resend code". */
  mailSent: boolean;
  clinicAccessId: string;
  /** ISO time at which the trial ends. */
  trialEndsAt: string;
}

export interface RegistrationRejectedResponse {
  message: string;
}

/** One coupon as the admin panel reads it; times are ISO strings. */
export interface AdminCoupon {
  id: string;
  code: string;
  description: string | null;
  trialDurationMonths: number;
  usageLimit: number | null;
  usedCount: number;
  isActive: boolean;
  expiresAt: string;
  createdAt: string;
}
