import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  clinicRegisterSchema,
  clinicRegistrationFormSchema,
  clinicRegistrationSchema,
  contactInquirySchema,
  couponCreateSchema,
  dashboardClickSchema,
  isNewsletterEmail,
  newsletterSubscribeSchema,
} from './validation.ts';

/** The messages a schema gives for an input, by field path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return byPath;
}

const validDialog = {
  clinicName: 'Bow River Dental',
  email: 'frontdesk@bowriverdental.ca',
  phone: '(403) 555-0123',
  hasItCompany: false,
  agreesToCommunications: true,
  verificationCode: '123456',
};

describe('registration dialog (SPEC 5)', () => {
  it('accepts a complete, valid registration', () => {
    expect(clinicRegisterSchema.safeParse(validDialog).success).toBe(true);
    expect(clinicRegisterSchema.safeParse({ ...validDialog, phone: '+1-403-555-0123', hasItCompany: undefined }).success).toBe(true);
  });

  it.each([
    ['clinicName', 'A', 'Clinic name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', '403555', 'Please enter a valid Canadian phone number'],
    ['phone', '(103) 555-0123', 'Please enter a valid Canadian phone number (e.g., (403) 555-0123 or +1-403-555-0123)'],
    ['agreesToCommunications', false, 'You must agree to receive communications to use this system'],
    ['verificationCode', '12345', 'Verification code must be 6 digits'],
    ['verificationCode', '12345a', 'Verification code must contain only numbers'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(messages(clinicRegisterSchema, { ...validDialog, [field]: value })[field]).toContain(message);
  });
});

const validPage = {
  clinicName: 'Bow River Dental',
  contactPersonName: 'Dana Li',
  email: 'dana@bowriverdental.ca',
  confirmEmail: 'dana@bowriverdental.ca',
  phone: '(403) 555-0123',
  couponCode: '',
  marketingOptIn: true,
  privacyPolicyAccepted: true,
};

describe('registration page form (SPEC 5)', () => {
  it('accepts a valid form', () => {
    expect(clinicRegistrationFormSchema.safeParse(validPage).success).toBe(true);
  });

  it.each([
    ['clinicName', 'B', 'Clinic name must be at least 2 characters'],
    ['contactPersonName', 'D', 'Contact person name must be at least 2 characters'],
    ['email', 'dana', 'Please enter a valid email address'],
    ['phone', '555-0123', 'Please enter a valid phone number'],
    ['marketingOptIn', false, 'You must consent to marketing communications to continue'],
    ['privacyPolicyAccepted', false, 'You must accept the privacy policy to continue'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(messages(clinicRegistrationFormSchema, { ...validPage, [field]: value })[field]).toContain(message);
  });

  it('reports mismatched e-mails on confirmEmail as "Email addresses don\'t match"', () => {
    expect(messages(clinicRegistrationFormSchema, { ...validPage, confirmEmail: 'other@bowriverdental.ca' }).confirmEmail).toContain(
      "Email addresses don't match",
    );
  });

  it('sends neither confirmEmail nor privacyPolicyAccepted: the server schema refuses them', () => {
    const { confirmEmail: _c, privacyPolicyAccepted: _p, ...sent } = validPage;
    expect(clinicRegistrationSchema.safeParse(sent).success).toBe(true);
    expect(clinicRegistrationSchema.safeParse(validPage).success).toBe(false);
  });
});

describe('newsletter (SPEC 5)', () => {
  it('client check: non-empty and a simple address pattern', () => {
    expect(isNewsletterEmail('office@clinic.ca')).toBe(true);
    expect(isNewsletterEmail('  office@clinic.ca  ')).toBe(true);
    expect(isNewsletterEmail('')).toBe(false);
    expect(isNewsletterEmail('office@clinic')).toBe(false);
    expect(isNewsletterEmail('office clinic@x.ca')).toBe(false);
  });
  it('server check gives the spec message', () => {
    expect(messages(newsletterSubscribeSchema, { email: 'nope' }).email).toContain('Please enter a valid email address');
  });
});

describe('contact inquiry (SPEC 5)', () => {
  const valid = {
    companyName: 'Bow River Dental',
    contactName: 'Dana Li',
    email: 'dana@bowriverdental.ca',
    subject: 'Phones down',
    message: 'Our VoIP phones have been down since 9 am today.',
  };
  it('accepts a valid inquiry with or without a phone', () => {
    expect(contactInquirySchema.safeParse(valid).success).toBe(true);
    expect(contactInquirySchema.safeParse({ ...valid, phone: '' }).success).toBe(true);
  });
  it.each([
    ['companyName', 'B'],
    ['contactName', 'D'],
    ['email', 'x'],
    ['subject', 'Hi'],
    ['message', 'Too short'],
  ])('refuses a short or invalid %s', (field, value) => {
    expect(messages(contactInquirySchema, { ...valid, [field]: value })[field]?.length).toBeGreaterThan(0);
  });
});

describe('coupon (SPEC 5, server contract)', () => {
  const valid = { code: 'spring26', trialDurationMonths: 12, expiresAt: '2027-01-31' };
  it('stores the code upper case and defaults the duration to 12', () => {
    const parsed = couponCreateSchema.parse({ code: 'spring26', expiresAt: '2027-01-31' });
    expect(parsed.code).toBe('SPRING26');
    expect(parsed.trialDurationMonths).toBe(12);
  });
  it('gives the spec messages', () => {
    expect(messages(couponCreateSchema, { ...valid, code: 'AB' }).code).toContain('Coupon code must be at least 3 characters');
    expect(messages(couponCreateSchema, { ...valid, trialDurationMonths: 0 }).trialDurationMonths).toContain('Trial duration must be at least 1 month');
  });
});

describe('dashboard click', () => {
  it('accepts the three card types and refuses others and unknown fields', () => {
    for (const cardType of ['header', 'service', 'summary']) {
      expect(dashboardClickSchema.safeParse({ cardType, cardId: 'x', cardName: 'X' }).success).toBe(true);
    }
    expect(dashboardClickSchema.safeParse({ cardType: 'footer', cardId: 'x', cardName: 'X' }).success).toBe(false);
    expect(dashboardClickSchema.safeParse({ cardType: 'header', cardId: 'x', cardName: 'X', extra: 1 }).success).toBe(false);
  });
});
