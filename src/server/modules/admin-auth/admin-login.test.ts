import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, useTestApp } from '#tests/support/test-app.ts';
import { cookieHeader, createUser, setCookieOf, signedInCookie } from '#tests/support/admin-auth.ts';
import { adminSessions, auditLog } from '#server/db/schema.js';
import { hashAdminAccessCode } from './access-code/admin-access-code-hash.ts';

const ACCESS_CODE = 'teal harbour 4821 lantern';
const testApp = useTestApp({ env: { ADMIN_ACCESS_CODE_HASH: await hashAdminAccessCode(ACCESS_CODE) } });
let ipCounter = 0;
/** Each test its own network, so lockouts never leak between tests. */
const freshIp = () => `203.0.113.${++ipCounter}`;

async function signedInAdmin() {
  const t = testApp();
  const user = await createUser(t, { isAdmin: true });
  return { user, cookie: await signedInCookie(t, user.id) };
}

const login = (cookie: string | undefined, accessCode: string, ip: string, more: string[] = []) =>
  testApp().request({ method: 'POST', url: '/api/admin/login', body: { accessCode }, headers: cookieHeader(cookie, ...more), ip });

describe('POST /api/admin/login (access code)', () => {
  it('opens an admin session for a signed-in admin with the right code', async () => {
    const t = testApp();
    const { user, cookie } = await signedInAdmin();
    const ip = freshIp();

    const response = await login(cookie, ` ${ACCESS_CODE} `, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hasAdminAccess: true });
    const set = setCookieOf(response, 'admin_sid')!;
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin', maxAge: 8 * 3600 });
    expect(Buffer.from(set.value, 'base64url')).toHaveLength(16);

    const [row] = await t.db.select().from(adminSessions).where(eq(adminSessions.userId, user.id));
    expect(row!.sessionToken).toBe(t.keys.hashSecret(set.value));
    expect(row!.ipAddress).toBe(ip);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(8 * 3600_000);

    const check = await t.request({ method: 'GET', url: '/api/admin/check', headers: cookieHeader(`admin_sid=${set.value}`) });
    expect(check.json()).toEqual({ hasAdminAccess: true });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'admin.sign-in.success')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'person', actorLabelHash: t.keys.blindIndex(user.email), ipAddress: ip, details: { method: 'access-code' } });
  });

  it('gives a new token on every sign-in and ends the one the browser held', async () => {
    const t = testApp();
    const { cookie } = await signedInAdmin();
    const ip = freshIp();
    const first = setCookieOf(await login(cookie, ACCESS_CODE, ip), 'admin_sid')!.value;
    const second = setCookieOf(await login(cookie, ACCESS_CODE, ip, [`admin_sid=${first}`]), 'admin_sid')!.value;
    expect(second).not.toBe(first);
    const old = await t.request({ method: 'GET', url: '/api/admin/check', headers: cookieHeader(`admin_sid=${first}`) });
    expect(old.json()).toEqual({ hasAdminAccess: false });
  });

  it('refuses a wrong code with 401 and records the failure', async () => {
    const t = testApp();
    const { user, cookie } = await signedInAdmin();
    const response = await login(cookie, 'not the code', freshIp());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid access code' });
    expect(setCookieOf(response, 'admin_sid')).toBeUndefined();
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'admin.sign-in.failure')));
    expect(audit[0]?.details).toEqual({ method: 'access-code', reason: 'wrong-code' });
  });

  it('locks the network out after 5 failures, even for the right code, until the hour is over', async () => {
    const t = testApp();
    const { cookie } = await signedInAdmin();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(cookie, `wrong ${i}`, ip)).statusCode).toBe(401);

    const locked = await login(cookie, ACCESS_CODE, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(locked.json().message).toMatch(/Too many wrong access codes.*try again in \d+ minutes?\./);

    t.clock.advance(Number(locked.headers['retry-after']) * 1000);
    expect((await login(cookie, ACCESS_CODE, ip)).statusCode).toBe(200);
  });

  it('refuses users who are not admins (403), signed in or not', async () => {
    const t = testApp();
    const user = await createUser(t, { isAdmin: false });
    const nonAdmin = await login(await signedInCookie(t, user.id), ACCESS_CODE, freshIp());
    expect(nonAdmin.statusCode).toBe(403);
    expect(nonAdmin.json().message).toBe('Your account does not have admin rights.');
    const anonymous = await login(undefined, ACCESS_CODE, freshIp());
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().message).toBe('Sign in with an administrator account first.');
  });

  it('asks for the code when it is blank', async () => {
    const { cookie } = await signedInAdmin();
    const response = await login(cookie, '   ', freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter the admin access code');
  });

  it('refuses a request made by another website (CSRF) before looking at it', async () => {
    const t = testApp();
    const { cookie } = await signedInAdmin();
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/login',
        body: { accessCode: ACCESS_CODE },
        headers: { ...cookieHeader(cookie), ...headers },
      });
      expect(response.statusCode).toBe(403);
      expect(setCookieOf(response, 'admin_sid')).toBeUndefined();
    }
  });
});

describe('POST /api/admin/login without ADMIN_ACCESS_CODE_HASH', () => {
  it('answers 503 and tells the operator how to set it up', async () => {
    const t = await buildTestApp();
    try {
      const user = await createUser(t, { isAdmin: true });
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/login',
        body: { accessCode: ACCESS_CODE },
        headers: cookieHeader(await signedInCookie(t, user.id)),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/npm run admin -- hash-code.*ADMIN_ACCESS_CODE_HASH/);
    } finally {
      await t.close();
    }
  });
});
