import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, useAdminSession } from '#tests/support/admin-auth.ts';
import { auditLog, coupons } from '#server/db/schema.js';
import type { AdminCoupon } from '#shared/onboarding/registration.js';
import { businessTime } from '#shared/business-time.js';

const testApp = useTestApp();
const admin = useAdminSession(testApp);

const inDays = (days: number) => new Date(testApp().clock.now().getTime() + days * 86_400_000).toISOString();
const create = (body: unknown) => testApp().request({ method: 'POST', url: '/api/admin/coupons', body, headers: admin.headers });
const list = () => testApp().request({ method: 'GET', url: '/api/admin/coupons', headers: admin.headers });
const deactivate = (id: string) => testApp().request({ method: 'POST', url: `/api/admin/coupons/${id}/deactivate`, headers: admin.headers });
const newCode = () => unique('spring').replace(/-/g, '').toLowerCase();

describe('POST /api/admin/coupons', () => {
  it('creates a coupon with its code upper case and the spec defaults, and audits it', async () => {
    const code = newCode();
    const expiresAt = inDays(90);
    const response = await create({ code: ` ${code} `, expiresAt });
    expect(response.statusCode, response.body).toBe(201);
    const coupon = response.json<AdminCoupon>();
    expect(coupon).toEqual({
      id: expect.any(String),
      code: code.toUpperCase(),
      description: null,
      trialDurationMonths: 12,
      usageLimit: null,
      usedCount: 0,
      isActive: true,
      expiresAt,
      createdAt: testApp().clock.now().toISOString(),
    });
    const [row] = await testApp().db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ code: code.toUpperCase(), createdBy: admin.id });
    const [audit] = await testApp()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.create'), eq(auditLog.target, `coupon:${coupon.id}`)));
    expect(audit).toMatchObject({ actorUserId: admin.id, details: { code: code.toUpperCase(), usageLimit: null } });
  });

  it('keeps a description, a duration and a usage limit', async () => {
    const response = await create({
      code: newCode(),
      description: 'Alberta Dental Association members',
      trialDurationMonths: 6,
      usageLimit: 25,
      expiresAt: inDays(30),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ description: 'Alberta Dental Association members', trialDurationMonths: 6, usageLimit: 25 });
  });

  it('refuses a code that exists already, whatever its case', async () => {
    const code = newCode();
    expect((await create({ code, expiresAt: inDays(30) })).statusCode).toBe(201);
    const again = await create({ code: code.toUpperCase(), expiresAt: inDays(60) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A coupon with that code already exists.');
  });

  it.each([
    ['a short code', { code: 'ab' }, 'code', 'Coupon code must be at least 3 characters'],
    ['a zero-month trial', { trialDurationMonths: 0 }, 'trialDurationMonths', 'Trial duration must be at least 1 month'],
    ['no expiry date', { expiresAt: undefined }, 'expiresAt', 'Code and expiration date are required'],
    ['an expiry date in the past', { expiresAt: '2020-01-01T00:00:00.000Z' }, 'expiresAt', 'The expiration date must be in the future.'],
  ])('refuses %s with a clear message', async (_name, override, path, message) => {
    const code = newCode();
    const response = await create({ code, expiresAt: inDays(30), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path, message }] });
    expect(await testApp().db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()))).toHaveLength(0);
  });

  it('takes a date-only expiry as the end of that day in the provider time zone (America/Edmonton)', async () => {
    // A winter day and a summer day: Alberta is UTC-6 all year since 2026-11-01.
    const winter = await create({ code: newCode(), expiresAt: '2026-12-31' });
    expect(winter.statusCode, winter.body).toBe(201);
    expect(winter.json<AdminCoupon>().expiresAt).toBe('2027-01-01T05:59:59.999Z');
    const summer = await create({ code: newCode(), expiresAt: '2026-07-01' });
    expect(summer.json<AdminCoupon>().expiresAt).toBe('2026-07-02T05:59:59.999Z');
  });

  it('lists a coupon made to expire on 2027-12-31 as expiring on Dec 31, 2027, in an Alberta winter', async () => {
    const t = testApp();
    const saved = t.clock.now();
    try {
      t.clock.set('2027-12-01T18:00:00Z'); // noon on Dec 1, 2027 in Alberta
      const session = cookieHeader(await adminSessionCookie(t, admin.id));
      const code = newCode();
      const created = await t.request({ method: 'POST', url: '/api/admin/coupons', body: { code, expiresAt: '2027-12-31' }, headers: session });
      expect(created.statusCode, created.body).toBe(201);
      const listed = (await t.request({ method: 'GET', url: '/api/admin/coupons', headers: session }))
        .json<AdminCoupon[]>()
        .find((c) => c.code === code.toUpperCase());
      expect(listed?.expiresAt).toBe('2028-01-01T05:59:59.999Z');
      const clock = businessTime(t.config.timezone);
      expect(clock.format(listed!.expiresAt, 'date')).toBe('Dec 31, 2027');
      expect(clock.format(listed!.expiresAt, 'dateTime')).toBe('Dec 31, 2027, 11:59 p.m. MDT');
    } finally {
      t.clock.set(saved);
    }
  });

  it('lets a coupon expiring today work until the end of today, local time', async () => {
    const t = testApp();
    const saved = t.clock.now();
    try {
      // 10 p.m. in Edmonton on June 20 is already June 21 in UTC.
      t.clock.set('2026-06-21T04:00:00Z');
      const session = cookieHeader(await adminSessionCookie(t, admin.id));
      const response = await t.request({ method: 'POST', url: '/api/admin/coupons', body: { code: newCode(), expiresAt: '2026-06-20' }, headers: session });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<AdminCoupon>().expiresAt).toBe('2026-06-21T05:59:59.999Z');
    } finally {
      t.clock.set(saved);
    }
  });

  it.each(['2026-02-30', '2026-13-01'])('refuses the impossible date %s with 400', async (expiresAt) => {
    const response = await create({ code: newCode(), expiresAt });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Enter a real calendar date for the expiration date.', issues: [{ path: 'expiresAt' }] });
  });

  it('is behind the admin guard', async () => {
    const t = testApp();
    expect((await t.request({ method: 'POST', url: '/api/admin/coupons', body: { code: newCode(), expiresAt: inDays(5) } })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/coupons' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/coupons and deactivation', () => {
  it('lists coupons newest first and deactivates one', async () => {
    const first = (await create({ code: newCode(), expiresAt: inDays(30) })).json<AdminCoupon>();
    testApp().clock.advance(1000);
    const second = (await create({ code: newCode(), expiresAt: inDays(30) })).json<AdminCoupon>();
    const ids = (await list()).json<AdminCoupon[]>().map((c) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    const response = await deactivate(first.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...first, isActive: false });
    expect((await list()).json<AdminCoupon[]>().find((c) => c.id === first.id)?.isActive).toBe(false);
    const [audit] = await testApp()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.deactivate'), eq(auditLog.target, `coupon:${first.id}`)));
    expect(audit?.actorUserId).toBe(admin.id);
  });

  it('answers 404 for a coupon that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await deactivate(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Coupon not found.');
    }
  });
});
