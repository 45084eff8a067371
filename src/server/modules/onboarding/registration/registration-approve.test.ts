import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, clinicAccess, clinicRegistrations, coupons, ipWhitelist, trialSubscriptions } from '#server/db/schema.js';
import { COUPON_MESSAGES, REGISTRATION_MESSAGES } from '#shared/onboarding/registration.js';
import { findRegistrationByClinicAccessCode } from './clinic-access-code.ts';
import { accessCodeFromMail, insertCoupon, registered, useRegistrationTestApp } from '#tests/support/registrations.ts';

const ctx = useRegistrationTestApp();

const approve = (id: string) => ctx.t.request({ method: 'POST', url: `/api/admin/clinic-registrations/${id}/approve`, headers: ctx.admin.headers });
const registrationRow = async (id: string) => (await ctx.t.db.select().from(clinicRegistrations).where(eq(clinicRegistrations.id, id)))[0]!;
const DAY_MS = 86_400_000;

describe('POST /api/admin/clinic-registrations/:id/approve', () => {
  it('creates the clinic access, whitelists its network, starts the coupon trial and mails the code once', async () => {
    const coupon = await insertCoupon(ctx.t, { trialDurationMonths: 3, usageLimit: 5 });
    const { id, body, ip } = await registered(ctx.t, { couponCode: coupon.code });
    expect(ctx.t.app.whitelist.hasAccess(ip)).toBe(false);

    const response = await approve(id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ message: string; clinicAccessId: string; trialEndsAt: string; mailSent: boolean }>();
    expect(answer).toMatchObject({ message: 'Registration approved. The access code was e-mailed to the clinic.', mailSent: true });
    const now = ctx.t.clock.now();
    const expectedEnd = new Date(now);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 3);
    expect(answer.trialEndsAt).toBe(expectedEnd.toISOString());

    const registration = await registrationRow(id);
    expect(registration).toMatchObject({ status: 'approved', accessCodeGenerated: true, reviewedBy: ctx.admin.userId });
    expect(registration.reviewedAt!.getTime()).toBe(now.getTime());

    const [access] = await ctx.t.db.select().from(clinicAccess).where(eq(clinicAccess.id, answer.clinicAccessId));
    expect(access).toMatchObject({ clinicRegistrationId: id, ipAddress: ip, agreesToCommunications: true, isActive: true, emailHash: registration.emailHash });
    expect(ctx.t.keys.decrypt(access!.clinicNameEncrypted)).toBe(body.clinicName);
    expect(ctx.t.keys.decrypt(access!.emailEncrypted)).toBe(body.email);
    expect(ctx.t.keys.decrypt(access!.phoneEncrypted!)).toBe(body.phone);
    for (const plain of [body.clinicName, body.contactPersonName, body.email, body.phone]) {
      expect(JSON.stringify(access)).not.toContain(plain);
      expect(JSON.stringify(registration)).not.toContain(plain);
    }

    const [entry] = await ctx.t.db.select().from(ipWhitelist).where(eq(ipWhitelist.ipAddress, ip));
    expect(entry).toMatchObject({ clinicAccessId: answer.clinicAccessId, isActive: true });
    expect(ctx.t.app.whitelist.hasAccess(ip)).toBe(true);

    const [trial] = await ctx.t.db.select().from(trialSubscriptions).where(eq(trialSubscriptions.clinicRegistrationId, id));
    expect(trial).toMatchObject({ couponId: coupon.id, isActive: true, startDate: now, endDate: expectedEnd });
    const [used] = await ctx.t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used!.usedCount).toBe(1);

    const mails = ctx.smtp.messages.filter((m) => m.to.includes(body.email) && /access code/.test(m.subject));
    expect(mails).toHaveLength(1);
    const code = accessCodeFromMail(mails[0]!);
    expect(mails[0]!.html).toContain(code);
    expect(JSON.stringify(registration)).not.toContain(code);
    expect(registration.accessCode).toBe(ctx.t.keys.hashSecret(code.replace(/-/g, '')));
    const found = { registrationId: id, clinicAccessId: answer.clinicAccessId };
    for (const typed of [code, code.toLowerCase(), code.replace(/-/g, ''), ` ${code.replace(/-/g, ' ')} `]) {
      expect(await findRegistrationByClinicAccessCode(ctx.t, typed)).toEqual(found);
    }
    expect(await findRegistrationByClinicAccessCode(ctx.t, 'K7QM-2XPD-9RTF')).toBeNull();

    const [audit] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinic-registration.approve'), eq(auditLog.target, `clinic-registration:${id}`)));
    expect(audit).toMatchObject({
      actorUserId: ctx.admin.userId,
      actor: 'person',
      actorLabelHash: ctx.t.keys.blindIndex(ctx.admin.email),
      details: { clinicAccessId: answer.clinicAccessId, couponCode: coupon.code },
    });
    expect(JSON.stringify(audit)).not.toContain(code);
  });

  it('gives a 12-month trial without a coupon and approves a verified registration too', async () => {
    const { id } = await registered(ctx.t);
    await ctx.t.db.update(clinicRegistrations).set({ status: 'verified', emailVerified: true }).where(eq(clinicRegistrations.id, id));
    const response = await approve(id);
    expect(response.statusCode).toBe(200);
    const days = (new Date(response.json().trialEndsAt).getTime() - ctx.t.clock.now().getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    const [trial] = await ctx.t.db.select().from(trialSubscriptions).where(eq(trialSubscriptions.clinicRegistrationId, id));
    expect(trial!.couponId).toBeNull();
  });

  it('takes over and reactivates an existing whitelist entry for the same network', async () => {
    const { id, ip } = await registered(ctx.t);
    await ctx.t.db.insert(ipWhitelist).values({ ipAddress: ip, isActive: false, description: 'old office' });
    const response = await approve(id);
    expect(response.statusCode).toBe(200);
    const entries = await ctx.t.db.select().from(ipWhitelist).where(eq(ipWhitelist.ipAddress, ip));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ isActive: true, clinicAccessId: response.json().clinicAccessId });
  });

  it('refuses a second approval, an unknown registration and a rejected one', async () => {
    const { id } = await registered(ctx.t);
    expect((await approve(id)).statusCode).toBe(200);
    const twice = await approve(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REGISTRATION_MESSAGES.alreadyApproved);
    expect(await ctx.t.db.select().from(clinicAccess).where(eq(clinicAccess.clinicRegistrationId, id))).toHaveLength(1);

    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await approve(unknown);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(REGISTRATION_MESSAGES.notFound);
    }

    const rejected = await registered(ctx.t);
    await ctx.t.db.update(clinicRegistrations).set({ status: 'rejected' }).where(eq(clinicRegistrations.id, rejected.id));
    const refused = await approve(rejected.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REGISTRATION_MESSAGES.alreadyRejected);
  });

  it.each([
    ['inactive', { isActive: false }, COUPON_MESSAGES.inactive],
    ['expired', { expiresAt: new Date('2020-01-01T00:00:00Z') }, COUPON_MESSAGES.expired],
    ['used up', { usageLimit: 1, usedCount: 1 }, COUPON_MESSAGES.usedUp],
  ])('rolls everything back when the coupon became %s after registration', async (_name, change, message) => {
    const coupon = await insertCoupon(ctx.t, { usageLimit: 1 });
    const { id, ip } = await registered(ctx.t, { couponCode: coupon.code });
    await ctx.t.db.update(coupons).set(change).where(eq(coupons.id, coupon.id));

    const response = await approve(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message, issues: [{ path: 'couponCode', message }] });
    expect(await registrationRow(id)).toMatchObject({ status: 'pending', accessCode: null, reviewedAt: null });
    expect(await ctx.t.db.select().from(clinicAccess).where(eq(clinicAccess.clinicRegistrationId, id))).toHaveLength(0);
    expect(await ctx.t.db.select().from(trialSubscriptions).where(eq(trialSubscriptions.clinicRegistrationId, id))).toHaveLength(0);
    expect(await ctx.t.db.select().from(ipWhitelist).where(eq(ipWhitelist.ipAddress, ip))).toHaveLength(0);
    const [after] = await ctx.t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe('usedCount' in change ? change.usedCount : 0);
    const refusals = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinic-registration.approve.refused'), eq(auditLog.target, `clinic-registration:${id}`)));
    expect(refusals).toHaveLength(1);
  });

  it('keeps the approval when the code mail fails, says so, and "resend" mails a new code that replaces it', async () => {
    const { id, body } = await registered(ctx.t);
    ctx.smtp.failNext();
    const response = await approve(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: REGISTRATION_MESSAGES.approvedMailFailed, mailSent: false });
    expect((await registrationRow(id)).status).toBe('approved');

    const resend = () => ctx.t.request({ method: 'POST', url: `/api/admin/clinic-registrations/${id}/resend-code`, headers: ctx.admin.headers });
    const first = await resend();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('A new access code was e-mailed to the clinic. The previous code no longer works.');
    const code = accessCodeFromMail(ctx.smtp.lastTo(body.email)!);
    expect(await findRegistrationByClinicAccessCode(ctx.t, code)).toMatchObject({ registrationId: id });

    ctx.smtp.failNext();
    const failed = await resend();
    expect(failed.statusCode).toBe(503);
    expect(await findRegistrationByClinicAccessCode(ctx.t, code)).toMatchObject({ registrationId: id });

    expect((await resend()).statusCode).toBe(200);
    expect(await findRegistrationByClinicAccessCode(ctx.t, code)).toBeNull();
    expect(await findRegistrationByClinicAccessCode(ctx.t, accessCodeFromMail(ctx.smtp.lastTo(body.email)!))).toMatchObject({ registrationId: id });

    const pending = await registered(ctx.t);
    const notYet = await ctx.t.request({ method: 'POST', url: `/api/admin/clinic-registrations/${pending.id}/resend-code`, headers: ctx.admin.headers });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(REGISTRATION_MESSAGES.resendNeedsApproval);
  });
});
