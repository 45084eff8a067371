import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { startSmtpCapture, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { auditLog, clinicRegistrations } from '#server/db/schema.js';
import { COUPON_MESSAGES, MARKETING_CONSENT_TEXT, REGISTRATION_MESSAGES } from '#shared/onboarding/registration.js';
import { REGISTRATIONS_PER_IP_PER_HOUR } from './registration.service.ts';
import { insertCoupon, newIp, registrationBody, submitRegistration, tokenFromMail } from '#tests/support/registrations.ts';

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const rowsFor = (email: string) =>
  t.db
    .select()
    .from(clinicRegistrations)
    .where(eq(clinicRegistrations.emailHash, t.keys.blindIndex(email)));

describe('POST /api/clinic-registrations', () => {
  it('stores a pending registration with every personal field encrypted and mails a 24-hour verification link', async () => {
    const body = registrationBody({ email: `  Office.${Date.now()}@BowValley.example.ca `, couponCode: '' });
    const email = body.email.trim().toLowerCase();
    const ip = newIp();
    const response = await submitRegistration(t, body, ip);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ id: string; message: string }>();
    expect(answer.message).toBe('Please check your email for verification instructions.');

    const [raw] = await t.db.select().from(clinicRegistrations).where(eq(clinicRegistrations.id, answer.id));
    const text = JSON.stringify(raw);
    for (const plain of [body.clinicName, body.contactPersonName, email, body.email.trim(), body.phone, '555-0123']) {
      expect(text).not.toContain(plain);
    }
    expect(t.keys.decrypt(raw!.clinicNameEncrypted)).toBe(body.clinicName);
    expect(t.keys.decrypt(raw!.contactPersonNameEncrypted)).toBe(body.contactPersonName);
    expect(t.keys.decrypt(raw!.emailEncrypted)).toBe(email);
    expect(t.keys.decrypt(raw!.phoneEncrypted)).toBe(body.phone);
    expect(raw).toMatchObject({
      emailHash: t.keys.blindIndex(email),
      ipAddress: ip,
      status: 'pending',
      marketingOptIn: true,
      emailVerified: false,
      couponCode: null,
      accessCode: null,
    });
    expect(raw!.emailVerificationExpires!.getTime() - t.clock.now().getTime()).toBe(24 * 3600_000);

    const mail = smtp.lastTo(email)!;
    expect(mail.subject).toMatch(/Confirm your e-mail address/);
    expect(mail.text).not.toContain(body.clinicName); // nothing the registrant typed goes to an unverified address
    expect(mail.text).toContain(t.config.publicConfig.provider.address);
    const token = tokenFromMail(mail);
    expect(mail.text.split('\n')).toContain(`${t.config.publicUrl}/verify-email?token=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(raw!.emailVerificationToken).toBe(t.keys.hashSecret(token));

    const [consent] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinic-registration.submit'), eq(auditLog.target, `clinic-registration:${answer.id}`)));
    expect(consent).toMatchObject({ ipAddress: ip, details: { marketingOptIn: true, consentText: MARKETING_CONSENT_TEXT, couponCode: null } });
    expect(JSON.stringify(consent)).not.toContain(email);
  });

  it.each([
    ['clinicName', { clinicName: 'A' }, 'Clinic name must be at least 2 characters'],
    ['contactPersonName', { contactPersonName: ' B ' }, 'Contact person name must be at least 2 characters'],
    ['email', { email: 'office@' }, 'Please enter a valid email address'],
    ['phone', { phone: '555-0123' }, 'Please enter a valid phone number'],
    ['marketingOptIn', { marketingOptIn: false }, 'You must consent to marketing communications to continue'],
  ])('refuses a bad %s with the spec message and stores nothing', async (path, override, message) => {
    const body = registrationBody(override);
    const response = await submitRegistration(t, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path, message }] });
    expect(await rowsFor(String(body.email))).toHaveLength(0);
  });

  it('refuses fields the page never sends', async () => {
    const response = await submitRegistration(t, registrationBody({ confirmEmail: 'x@y.ca' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/confirmEmail/);
  });

  describe('coupon code', () => {
    const expectCouponRefusal = async (code: string, message: string) => {
      const body = registrationBody({ couponCode: code });
      const response = await submitRegistration(t, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, issues: [{ path: 'couponCode', message }] });
      expect(await rowsFor(body.email)).toHaveLength(0);
    };

    it('says so when the code is unknown', () => expectCouponRefusal('NO-SUCH-CODE', COUPON_MESSAGES.unknown));
    it('says so when the coupon was deactivated', async () => {
      await expectCouponRefusal((await insertCoupon(t, { isActive: false })).code, COUPON_MESSAGES.inactive);
    });
    it('says so when the coupon has expired', async () => {
      const coupon = await insertCoupon(t, { expiresAt: new Date(t.clock.now().getTime() - 1000) });
      await expectCouponRefusal(coupon.code, COUPON_MESSAGES.expired);
    });
    it('says so when the coupon is used up', async () => {
      const coupon = await insertCoupon(t, { usageLimit: 2, usedCount: 2 });
      await expectCouponRefusal(coupon.code, COUPON_MESSAGES.usedUp);
    });

    it('accepts a valid code in any case and stores it upper case', async () => {
      const coupon = await insertCoupon(t, { usageLimit: 5, usedCount: 4 });
      const body = registrationBody({ couponCode: ` ${coupon.code.toLowerCase()} ` });
      expect((await submitRegistration(t, body)).statusCode).toBe(201);
      const [row] = await rowsFor(body.email);
      expect(row!.couponCode).toBe(coupon.code);
    });
  });

  it(`accepts ${REGISTRATIONS_PER_IP_PER_HOUR} registrations per network an hour, then answers 429 with Retry-After`, async () => {
    const ip = newIp();
    for (let i = 0; i < REGISTRATIONS_PER_IP_PER_HOUR; i++) expect((await submitRegistration(t, registrationBody(), ip)).statusCode).toBe(201);
    const refused = await submitRegistration(t, registrationBody(), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many registrations were sent from your network\. Please try again in/);
    t.clock.advance(3600_000);
    expect((await submitRegistration(t, registrationBody(), ip)).statusCode).toBe(201);
  });

  it('keeps nothing when the verification mail cannot be sent', async () => {
    const body = registrationBody();
    smtp.failNext();
    const response = await submitRegistration(t, body);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('We could not send the e-mail right now. Please try again in a few minutes.');
    expect(await rowsFor(body.email)).toHaveLength(0);
  });

  it('refuses a second registration for an address with one open: sends the pending one’s link again, or says it awaits review', async () => {
    const body = registrationBody();
    expect((await submitRegistration(t, body)).statusCode).toBe(201);
    const firstToken = tokenFromMail(smtp.lastTo(body.email)!);

    const again = await submitRegistration(t, { ...body, clinicName: 'Another name' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REGISTRATION_MESSAGES.awaitingVerification);
    const resentToken = tokenFromMail(smtp.lastTo(body.email)!);
    expect(resentToken).not.toBe(firstToken);
    expect(await rowsFor(body.email)).toHaveLength(1);

    const verified = await t.request({ method: 'POST', url: '/api/clinic-registrations/verify-email', body: { token: resentToken } });
    expect(verified.statusCode).toBe(200);
    const third = await submitRegistration(t, body);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(REGISTRATION_MESSAGES.awaitingReview);
    expect(await rowsFor(body.email)).toHaveLength(1);
  });
});
