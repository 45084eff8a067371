import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, clinicRegistrations } from '#server/db/schema.js';
import { REGISTRATION_MESSAGES, type AdminRegistrationRow } from '#shared/onboarding/registration.js';
import { insertCoupon, registered, tokenFromMail, useRegistrationTestApp } from '#tests/support/registrations.ts';

const ctx = useRegistrationTestApp();

const list = (query = '') => ctx.t.request({ method: 'GET', url: `/api/admin/clinic-registrations${query}`, headers: ctx.admin.headers });
const reject = (id: string, body?: unknown) =>
  ctx.t.request({ method: 'POST', url: `/api/admin/clinic-registrations/${id}/reject`, headers: ctx.admin.headers, ...(body === undefined ? {} : { body }) });
const rowOf = async (id: string) => (await ctx.t.db.select().from(clinicRegistrations).where(eq(clinicRegistrations.id, id)))[0]!;

describe('GET /api/admin/clinic-registrations', () => {
  it('lists registrations decrypted, newest first, optionally of one status', async () => {
    const coupon = await insertCoupon(ctx.t);
    const older = await registered(ctx.t, { couponCode: coupon.code });
    ctx.t.clock.advance(60_000);
    const newer = await registered(ctx.t);
    await ctx.t.db.update(clinicRegistrations).set({ status: 'verified', emailVerified: true }).where(eq(clinicRegistrations.id, newer.id));

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = response.json<AdminRegistrationRow[]>();
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(rows.find((r) => r.id === older.id)).toEqual({
      id: older.id,
      clinicName: older.body.clinicName,
      contactPersonName: older.body.contactPersonName,
      email: older.body.email,
      phone: older.body.phone,
      couponCode: coupon.code,
      ipAddress: older.ip,
      marketingOptIn: true,
      emailVerified: false,
      status: 'pending',
      createdAt: expect.any(String),
      reviewedAt: null,
      rejectionReason: null,
    });

    const verified = (await list('?status=verified')).json<AdminRegistrationRow[]>();
    expect(verified.map((r) => r.id)).toContain(newer.id);
    expect(verified.every((r) => r.status === 'verified')).toBe(true);
    const pending = (await list('?status=pending')).json<AdminRegistrationRow[]>();
    expect(pending.map((r) => r.id)).toContain(older.id);
    expect(pending.map((r) => r.id)).not.toContain(newer.id);

    const bad = await list('?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be pending, verified, approved, rejected or deleted');
  });

  it('is behind the ctx.admin guard, as are the review actions', async () => {
    const { id } = await registered(ctx.t);
    for (const [method, url] of [
      ['GET', '/api/admin/clinic-registrations'],
      ['POST', `/api/admin/clinic-registrations/${id}/approve`],
      ['POST', `/api/admin/clinic-registrations/${id}/reject`],
      ['POST', `/api/admin/clinic-registrations/${id}/resend-code`],
    ] as const) {
      const response = await ctx.t.request({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await rowOf(id)).status).toBe('pending');
  });
});

describe('POST /api/admin/clinic-registrations/:id/reject', () => {
  it('rejects, mails the reason to the clinic, audits, and the verification link no longer works', async () => {
    const { id, body } = await registered(ctx.t);
    const token = tokenFromMail(ctx.smtp.lastTo(body.email)!);
    const reason = 'We could not confirm that this is a dental clinic in Canada.';
    const response = await reject(id, { reason: `  ${reason} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Registration rejected. The clinic was notified by e-mail.' });

    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: reason, reviewedBy: ctx.admin.userId, emailVerificationToken: null });
    expect(row.reviewedAt!.getTime()).toBe(ctx.t.clock.now().getTime());
    const mail = ctx.smtp.lastTo(body.email)!;
    expect(mail.subject).toMatch(/registration/);
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(mail.text).toContain(body.clinicName);
    expect(mail.text).toContain(ctx.t.config.publicConfig.provider.address);

    const [audit] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinic-registration.reject'), eq(auditLog.target, `clinic-registration:${id}`)));
    expect(audit).toMatchObject({ actorUserId: ctx.admin.userId, details: { previousStatus: 'pending', reason } });

    const verify = await ctx.t.request({ method: 'POST', url: '/api/clinic-registrations/verify-email', body: { token } });
    expect(verify.json().message).toBe(REGISTRATION_MESSAGES.verificationInvalid);

    const twice = await reject(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REGISTRATION_MESSAGES.alreadyRejected);
  });

  it('rejects without a reason, with no body or an empty one', async () => {
    for (const body of [undefined, {}, { reason: '' }]) {
      const registration = await registered(ctx.t);
      const response = await reject(registration.id, body);
      expect(response.statusCode, response.body).toBe(200);
      expect((await rowOf(registration.id)).rejectionReason).toBeNull();
      expect(ctx.smtp.lastTo(registration.body.email)!.text).not.toContain('Reason:');
    }
  });

  it('refuses to reject an approved registration', async () => {
    const { id } = await registered(ctx.t);
    expect((await ctx.t.request({ method: 'POST', url: `/api/admin/clinic-registrations/${id}/approve`, headers: ctx.admin.headers })).statusCode).toBe(200);
    const response = await reject(id, { reason: 'late' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(REGISTRATION_MESSAGES.alreadyApproved);
    expect((await rowOf(id)).status).toBe('approved');
  });

  it('undoes the rejection when the mail to the clinic cannot be sent', async () => {
    const { id } = await registered(ctx.t);
    const before = await rowOf(id);
    ctx.smtp.failNext();
    const response = await reject(id, { reason: 'Not a clinic' });
    expect(response.statusCode).toBe(503);
    expect(await rowOf(id)).toEqual(before);
  });

  it('refuses a reason longer than 1000 characters', async () => {
    const { id } = await registered(ctx.t);
    const response = await reject(id, { reason: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect((await rowOf(id)).status).toBe('pending');
  });
});
