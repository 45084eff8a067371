import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { unique, useTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { lastOutboxMailTo, readOutbox } from '../../../../tests/support/outbox.ts';
import { codeFromText } from '../../../../tests/support/smtp-capture.ts';
import { auditLog, dashboardClicks, sessions, users } from '../../db/schema.ts';
import { purgeExpiredSessions, SESSION_COOKIE, sessionCookieOptions } from '../../plugins/session.ts';

// No SMTP_URL: mail goes to .eml files in the test's DATA_DIR/outbox.
const testApp = useTestApp();

let ipCounter = 0;
const newIp = () => `203.0.113.${++ipCounter}`;

/** Signs `email` in through the built-in flow, reading the code from the outbox. */
async function signIn(t: TestApp, email: string, cookie?: string): Promise<string> {
  const ip = newIp();
  expect((await t.request({ method: 'POST', url: '/api/auth/email/start', body: { email }, ip })).statusCode).toBe(200);
  const mail = await lastOutboxMailTo(t.config.mail.outboxDir, email);
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/email/verify',
    body: { email, code: codeFromText(mail!.text) },
    ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return `${SESSION_COOKIE}=${sessionValue(response)}`;
}

const sessionValue = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
const me = (t: TestApp, cookie: string) => t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const sessionRow = (t: TestApp, cookie: string) => t.db.select().from(sessions).where(eq(sessions.sid, t.keys.hashSecret(cookie.split('=')[1]!)));
const newEmail = () => `${unique('desk')}@clinic.example.ca`.toLowerCase();

describe('the .eml outbox when no SMTP server is configured', () => {
  it('writes each mail as an RFC 822 file with a text and an HTML part', async () => {
    const t = testApp();
    const email = newEmail();
    await t.request({ method: 'POST', url: '/api/auth/email/start', body: { email }, ip: newIp() });
    const mail = await lastOutboxMailTo(t.config.mail.outboxDir, email);
    expect(mail?.file.startsWith(t.config.mail.outboxDir)).toBe(true);
    expect(mail?.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail?.from).toMatch(/^no-reply@/);
    expect(codeFromText(mail!.text)).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain('<h1');
    expect((await readOutbox(t.config.mail.outboxDir)).length).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('rotates on sign-in: a new id every time, and the previous session is deleted', async () => {
    const t = testApp();
    const email = newEmail();
    const first = await signIn(t, email);
    const second = await signIn(t, email, first);
    expect(second).not.toBe(first);
    expect(await sessionRow(t, first)).toHaveLength(0);
    expect((await me(t, first)).statusCode).toBe(401);
    expect((await me(t, second)).statusCode).toBe(200);
  });

  it('rotates even when the cookie belonged to someone else', async () => {
    const t = testApp();
    const theirs = await signIn(t, newEmail());
    const mine = await signIn(t, newEmail(), theirs);
    expect((await me(t, theirs)).statusCode).toBe(401);
    expect((await me(t, mine)).statusCode).toBe(200);
  });

  it('POST /api/logout deletes the session server-side, clears the cookie and audits', async () => {
    const t = testApp();
    const email = newEmail();
    const cookie = await signIn(t, email);
    const response = await t.request({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(sessionValue(response)).toBe('');
    expect(await sessionRow(t, cookie)).toHaveLength(0);
    expect((await me(t, cookie)).statusCode).toBe(401);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.actor, email), eq(auditLog.action, 'sign-out')));
    expect(audit).toBeDefined();
  });

  it('GET /api/logout signs out from our own pages and redirects home, but not when another site links to it', async () => {
    const t = testApp();
    const cookie = await signIn(t, newEmail());
    const foreign = await t.request({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(foreign.statusCode).toBe(302);
    expect((await me(t, cookie)).statusCode).toBe(200);

    const own = await t.request({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).toBe(302);
    expect(own.headers.location).toBe('/');
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it('refuses and removes an expired session', async () => {
    const t = testApp();
    const cookie = await signIn(t, newEmail());
    t.clock.advance(t.config.sessionTtlHours * 3600_000 - 1000);
    expect((await me(t, cookie)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await me(t, cookie);
    expect(expired.statusCode).toBe(401);
    expect(sessionValue(expired)).toBe('');
    expect(await sessionRow(t, cookie)).toHaveLength(0);
  });

  it('treats an unknown cookie as signed out and clears it', async () => {
    const t = testApp();
    const response = await me(t, `${SESSION_COOKIE}=not-a-real-session`);
    expect(response.statusCode).toBe(401);
    expect(sessionValue(response)).toBe('');
  });

  it('tells services who is signed in (request context)', async () => {
    const t = testApp();
    const email = newEmail();
    const cookie = await signIn(t, email);
    const cardId = unique('card');
    await t.request({ method: 'POST', url: '/api/track/dashboard-click', body: { cardType: 'service', cardId, cardName: 'Sun Life' }, headers: { cookie } });
    const [click] = await t.db.select().from(dashboardClicks).where(eq(dashboardClicks.cardId, cardId));
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(click?.userId).toBe(user!.id);
  });

  it('purgeExpiredSessions deletes expired sessions only', async () => {
    const t = testApp();
    const now = t.clock.now();
    const old = unique('old');
    const live = unique('live');
    await t.db.insert(sessions).values([
      { sid: old, sess: {}, expire: new Date(now.getTime() - 1) },
      { sid: live, sess: {}, expire: new Date(now.getTime() + 60_000) },
    ]);
    expect(await purgeExpiredSessions(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ sid: sessions.sid }).from(sessions)).map((r) => r.sid);
    expect(left).toContain(live);
    expect(left).not.toContain(old);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', () => {
    expect(sessionCookieOptions({ publicUrl: 'https://status.example.ca' }, 60)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax', path: '/' });
    expect(sessionCookieOptions({ publicUrl: 'http://localhost:5000' }, 60).secure).toBe(false);
  });
});
