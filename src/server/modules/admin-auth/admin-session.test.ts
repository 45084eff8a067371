import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser, setCookieOf, signedInCookie } from '#tests/support/admin-auth.ts';
import { adminSessions, auditLog, users } from '#server/db/schema.js';

const testApp = useTestApp();

async function adminWithSession() {
  const t = testApp();
  const user = await createUser(t, { isAdmin: true });
  return { user, cookie: await adminSessionCookie(t, user.id) };
}

const get = (url: string, cookie?: string) => testApp().request({ method: 'GET', url, headers: cookieHeader(cookie) });

describe('GET /api/admin/check', () => {
  it('answers false without an admin session, never 401', async () => {
    expect((await get('/api/admin/check')).json()).toEqual({ hasAdminAccess: false });
    const bogus = await get('/api/admin/check', 'admin_sid=not-a-token');
    expect(bogus.statusCode).toBe(200);
    expect(bogus.json()).toEqual({ hasAdminAccess: false });
    expect(setCookieOf(bogus, 'admin_sid')?.value).toBe('');
  });

  it('answers true with a live admin session, and is never cached', async () => {
    const { cookie } = await adminWithSession();
    const response = await get('/api/admin/check', cookie);
    expect(response.json()).toEqual({ hasAdminAccess: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses an expired session', async () => {
    const t = testApp();
    const { cookie } = await adminWithSession();
    t.clock.advance(8 * 3600_000);
    expect((await get('/api/admin/check', cookie)).json()).toEqual({ hasAdminAccess: false });
    expect((await get('/api/admin/session', cookie)).statusCode).toBe(401);
  });

  it('refuses the session of a user who is no longer an admin', async () => {
    const t = testApp();
    const { user, cookie } = await adminWithSession();
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    expect((await get('/api/admin/check', cookie)).json()).toEqual({ hasAdminAccess: false });
  });
});

describe('GET /api/admin/session', () => {
  it('tells when the admin session ends, only to an admin', async () => {
    const t = testApp();
    const { cookie } = await adminWithSession();
    const response = await get('/api/admin/session', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ expiresAt: new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString() });

    const anonymous = await get('/api/admin/session');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Admin access required' });
  });
});

describe('POST /api/admin/logout', () => {
  it('deletes the session server-side, clears the cookie and records it', async () => {
    const t = testApp();
    const { user, cookie } = await adminWithSession();
    const response = await t.request({ method: 'POST', url: '/api/admin/logout', headers: cookieHeader(cookie), ip: '198.51.100.7' });
    expect(response.statusCode).toBe(200);
    const cleared = setCookieOf(response, 'admin_sid')!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api/admin');
    expect(await t.db.select().from(adminSessions).where(eq(adminSessions.userId, user.id))).toHaveLength(0);
    // The old cookie, replayed, is worthless.
    expect((await get('/api/admin/check', cookie)).json()).toEqual({ hasAdminAccess: false });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'admin.sign-out')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'person', actorLabelHash: t.keys.blindIndex(user.email), ipAddress: '198.51.100.7' });
  });

  it('answers 401 without an admin session', async () => {
    const response = await testApp().request({ method: 'POST', url: '/api/admin/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Admin access required' });
  });
});

describe('signing out of the site', () => {
  it('also ends that person’s admin sessions', async () => {
    const t = testApp();
    const user = await createUser(t, { isAdmin: true });
    const siteCookie = await signedInCookie(t, user.id);
    const adminCookie = await adminSessionCookie(t, user.id);
    expect((await get('/api/admin/check', adminCookie)).json()).toEqual({ hasAdminAccess: true });

    const response = await t.request({ method: 'POST', url: '/api/logout', headers: cookieHeader(siteCookie) });
    expect(response.statusCode).toBe(200);
    expect((await get('/api/admin/check', adminCookie)).json()).toEqual({ hasAdminAccess: false });
    expect(await t.db.select().from(adminSessions).where(eq(adminSessions.userId, user.id))).toHaveLength(0);
  });
});
