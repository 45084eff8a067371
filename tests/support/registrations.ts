import { afterAll, beforeAll } from 'vitest';
import { coupons } from '#server/db/schema.js';
import { buildTestApp, unique, type TestApp } from './test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from './admin-auth.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtp-capture.ts';

/** Helpers for the clinic registration and coupon API tests. */
let ipCounter = 0;
/** Each registration comes from its own network: the per-IP limit and the whitelist never collide. */
export function newIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  const tag = unique('clinic');
  return {
    clinicName: `Bow Valley Dental ${tag}`,
    contactPersonName: 'Dr. Priya Raman',
    email: `${tag}@bowvalley.example.ca`.toLowerCase(),
    phone: '(403) 555-0123',
    marketingOptIn: true,
    ...overrides,
  };
}

export function submitRegistration(t: TestApp, body: unknown, ip = newIp()) {
  return t.request({ method: 'POST', url: '/api/clinic-registrations', body, ip });
}

/** A registration that was accepted; answers its id, body and network. */
export async function registered(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const ip = newIp();
  const response = await submitRegistration(t, body, ip);
  if (response.statusCode !== 201) throw new Error(`registration refused: ${response.body}`);
  return { id: response.json<{ id: string }>().id, body, ip };
}

export async function adminHeaders(t: TestApp): Promise<{ headers: Record<string, string>; userId: string; email: string }> {
  const admin = await createUser(t, { isAdmin: true });
  return { headers: cookieHeader(await adminSessionCookie(t, admin.id)), userId: admin.id, email: admin.email };
}

export async function insertCoupon(t: TestApp, values: Partial<typeof coupons.$inferInsert> = {}): Promise<typeof coupons.$inferSelect> {
  const [row] = await t.db
    .insert(coupons)
    .values({
      code: unique('SAVE').toUpperCase(),
      expiresAt: new Date(t.clock.now().getTime() + 30 * 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

export function tokenFromMail(mail: CapturedMail): string {
  const line = mail.text.split('\n').find((l) => l.includes('/verify-email?token='));
  if (!line) throw new Error(`no verification link in:\n${mail.text}`);
  return new URL(line.trim()).searchParams.get('token')!;
}

export const ACCESS_CODE_LINE = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** The access code standing alone on its own line of the approval mail. */
export function accessCodeFromMail(mail: CapturedMail): string {
  const line = mail.text.split('\n').find((l) => ACCESS_CODE_LINE.test(l.trim()));
  if (!line) throw new Error(`no access code on its own line in:\n${mail.text}`);
  return line.trim();
}

export interface RegistrationTestContext {
  t: TestApp;
  smtp: SmtpCapture;
  admin: Awaited<ReturnType<typeof adminHeaders>>;
}

/** An app whose mail goes to a real SMTP capture server, and an admin session, for one test file. */
export function useRegistrationTestApp(): RegistrationTestContext {
  const ctx = {} as RegistrationTestContext;
  beforeAll(async () => {
    ctx.smtp = await startSmtpCapture();
    ctx.t = await buildTestApp({ env: { SMTP_URL: ctx.smtp.url } });
    ctx.admin = await adminHeaders(ctx.t);
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.smtp?.close();
  });
  return ctx;
}
