/**
 * Every user-facing validation message (docs/product/messages.md), in one place, used by the
 * server's route schemas (validation.ts) and by the client's forms alike. No zod here.
 */
export const MESSAGES = {
  clinicName: 'Clinic name must be at least 2 characters',
  contactPersonName: 'Contact person name must be at least 2 characters',
  email: 'Please enter a valid email address',
  emailsDiffer: "Email addresses don't match",
  phoneShort: 'Please enter a valid Canadian phone number',
  phonePattern: 'Please enter a valid Canadian phone number (e.g., (403) 555-0123 or +1-403-555-0123)',
  pagePhone: 'Please enter a valid phone number',
  agreesToCommunications: 'You must agree to receive communications to use this system',
  clinicAccessConsent: 'You must agree to receive communications from the provider to use this system',
  verificationCodeLength: 'Verification code must be 6 digits',
  verificationCodeDigits: 'Verification code must contain only numbers',
  marketingOptIn: 'You must consent to marketing communications to continue',
  privacyPolicy: 'You must accept the privacy policy to continue',
  couponCode: 'Coupon code must be at least 3 characters',
  trialDuration: 'Trial duration must be at least 1 month',
  couponRequired: 'Code and expiration date are required',
  notificationRequired: 'Title and message are required',
  ipRequired: 'IP address is required',
  selectService: 'Please select a service first',
  adminCode: 'Please enter the admin access code',
  accessPhrase: 'Please enter the access phrase',
  companyName: 'Company name must be at least 2 characters',
  contactName: 'Contact name must be at least 2 characters',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 20 characters',
} as const;

/** The simple address pattern the newsletter form checks before sending (docs/product/limits.md). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side newsletter check: non-empty and the simple pattern, one message for both. */
export function isNewsletterEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && SIMPLE_EMAIL_PATTERN.test(trimmed);
}
