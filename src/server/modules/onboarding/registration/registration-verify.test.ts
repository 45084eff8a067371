import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { startSmtpCapture, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { clinicRegistrations } from '#server/db/schema.js';
import { REGISTRATION_MESSAGES } from '#shared/onboarding/registration.js';
import { registered, tokenFromMail } from '#tests/support/registrations.ts';

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

const verify = (token: unknown) => t.request({ method: 'POST', url: '/api/clinic-registrations/verify-email', body: { token } });
const rowOf = async (id: string) => (await t.db.select().from(clinicRegistrations).where(eq(clinicRegistrations.id, id)))[0]!;

describe('POST /api/clinic-registrations/verify-email', () => {
  it('marks the e-mail verified and the registration verified, once', async () => {
    const { id, body } = await registered(t);
    const token = tokenFromMail(smtp.lastTo(body.email)!);
    const response = await verify(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Thank you. Your e-mail address is verified. Our team will review your registration and e-mail you an access code once it is approved.',
      status: 'verified',
    });
    expect(await rowOf(id)).toMatchObject({ emailVerified: true, status: 'verified' });

    // Opened again (even after the link's 24 hours): it says it is done, and what happens next.
    t.clock.advance(48 * 3600_000);
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: 'Your e-mail address is already verified. Our team will review your registration and e-mail you an access code once it is approved.',
      status: 'verified',
    });
  });

  it('says an approved registration is approved when its link is opened again', async () => {
    const { id, body } = await registered(t);
    const token = tokenFromMail(smtp.lastTo(body.email)!);
    expect((await verify(token)).statusCode).toBe(200);
    await t.db.update(clinicRegistrations).set({ status: 'approved' }).where(eq(clinicRegistrations.id, id));
    const again = await verify(token);
    expect(again.json()).toEqual({ message: REGISTRATION_MESSAGES.verifiedAndApproved, status: 'approved' });
  });

  it('refuses a link older than 24 hours and leaves the registration pending', async () => {
    const { id, body } = await registered(t);
    const token = tokenFromMail(smtp.lastTo(body.email)!);
    t.clock.advance(24 * 3600_000);
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This verification link has expired. Please register again or contact us.');
    expect(await rowOf(id)).toMatchObject({ emailVerified: false, status: 'pending' });
  });

  it.each(['', 'not-a-token', 'A'.repeat(43)])('refuses the unknown token %j', async (token) => {
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(REGISTRATION_MESSAGES.verificationInvalid);
  });

  it('refuses a body without a token with the same message', async () => {
    const response = await t.request({ method: 'POST', url: '/api/clinic-registrations/verify-email', body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(REGISTRATION_MESSAGES.verificationInvalid);
  });
});
