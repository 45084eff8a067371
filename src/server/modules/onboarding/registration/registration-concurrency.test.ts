import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { clinicAccess, clinicRegistrations, coupons, trialSubscriptions } from '#server/db/schema.js';
import { COUPON_MESSAGES, REGISTRATION_MESSAGES } from '#shared/onboarding/registration.js';
import { AppError } from '#server/lib/errors.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';
import type { RegistrationDeps } from './registration-deps.ts';
import { submitRegistration } from './registration.service.ts';
import { insertCoupon, registered, newIp, registrationBody, useRegistrationTestApp } from '#tests/support/registrations.ts';

const ctx = useRegistrationTestApp();

const approve = (id: string) => ctx.t.request({ method: 'POST', url: `/api/admin/clinic-registrations/${id}/approve`, headers: ctx.admin.headers });

describe('parallel approvals', () => {
  it('never use a coupon beyond its usage limit', async () => {
    const coupon = await insertCoupon(ctx.t, { usageLimit: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await registered(ctx.t, { couponCode: coupon.code })).id);

    const responses = await Promise.all(ids.map(approve));
    const approved = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(approved).toHaveLength(3);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(7).fill(409));
    for (const r of refused) expect(r.json().message).toBe(COUPON_MESSAGES.usedUp);

    const [after] = await ctx.t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after!.usedCount).toBe(3);
    expect(await ctx.t.db.select().from(trialSubscriptions).where(eq(trialSubscriptions.couponId, coupon.id))).toHaveLength(3);
    expect(await ctx.t.db.select().from(clinicAccess).where(inArray(clinicAccess.clinicRegistrationId, ids))).toHaveLength(3);
    const statuses = (await ctx.t.db.select().from(clinicRegistrations).where(inArray(clinicRegistrations.id, ids))).map((r) => r.status);
    expect(statuses.filter((s) => s === 'approved')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(7);
  });

  it('approve one registration only once', async () => {
    const { id } = await registered(ctx.t);
    const responses = await Promise.all(Array.from({ length: 5 }, () => approve(id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(REGISTRATION_MESSAGES.alreadyApproved);
    }
    expect(await ctx.t.db.select().from(clinicAccess).where(eq(clinicAccess.clinicRegistrationId, id))).toHaveLength(1);
    expect(await ctx.t.db.select().from(trialSubscriptions).where(eq(trialSubscriptions.clinicRegistrationId, id))).toHaveLength(1);
  });
});

describe('parallel registrations for one address', () => {
  // Called side by side without the HTTP layer in front, so both can read "no open registration" before either writes.
  it('store one: the other gets the answer a second registration gets, and the link mailed works', async () => {
    const sent: MailMessage[] = [];
    const deps: RegistrationDeps = {
      db: ctx.t.db,
      keys: ctx.t.keys,
      clock: ctx.t.clock,
      config: ctx.t.config,
      whitelist: ctx.t.app.whitelist,
      mailer: { send: async (message) => void sent.push(message) },
    };
    const body = registrationBody();
    const input = { ...body, couponCode: undefined };
    const outcomes = await Promise.allSettled([
      submitRegistration(deps, input, newIp()),
      submitRegistration(deps, { ...input, clinicName: `${body.clinicName}, sent twice` }, newIp()),
    ]);

    const stored = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => outcome.reason as unknown);
    expect(stored).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(AppError);
    expect(refused[0]).toMatchObject({ code: 'conflict', message: REGISTRATION_MESSAGES.awaitingVerification });
    const rows = await ctx.t.db
      .select()
      .from(clinicRegistrations)
      .where(eq(clinicRegistrations.emailHash, ctx.t.keys.blindIndex(body.email)));
    expect(rows.map((row) => [row.id, row.status])).toEqual([[stored[0]!.value.id, 'pending']]);

    // When the second one reached the database after the first was stored, it sent the link
    // again, as a second registration does; either way the last link mailed verifies the one kept.
    expect([1, 2]).toContain(sent.length);
    expect(sent.every((message) => message.to === body.email)).toBe(true);
    const token = new URL(/https?:\/\/\S+verify-email\?token=\S+/.exec(sent.at(-1)!.text)![0]).searchParams.get('token');
    const verified = await ctx.t.request({ method: 'POST', url: '/api/clinic-registrations/verify-email', body: { token } });
    expect(verified.statusCode).toBe(200);
  });
});
