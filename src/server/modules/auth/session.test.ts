import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import cookiePlugin from '@fastify/cookie';
import { unique, useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { lastOutboxMailTo, readOutbox } from '#tests/support/outbox.ts';
import { codeFromText } from '#tests/support/smtp-capture.ts';
import { auditLog, dashboardClicks, sessions, users } from '#server/db/schema.js';
import {
  createSessionCache,
  createUserSessionCache,
  endSession,
  registerSession,
  SESSION_CACHE_TTL_MS,
  SESSION_COOKIE,
  sessionCookieOptions,
  startSession,
} from './session.ts';
import { createLocalChangeBus, type ChangeBus } from '#server/db/change-bus.js';
import { createUser, signedInCookie } from '#tests/support/admin-auth.ts';

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
/** GET /api/auth/user's answer for nobody signed in: 200 with null ("a user or none": docs/product/accounts.md). */
const isSignedOut = (response: LightMyRequestResponse) => response.statusCode === 200 && response.body === 'null';
const me = (t: TestApp, cookie: string) => t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const sessionRow = (t: TestApp, cookie: string) =>
  t.db
    .select()
    .from(sessions)
    .where(eq(sessions.sid, t.keys.hashSecret(cookie.split('=')[1]!)));
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
    expect(isSignedOut(await me(t, first))).toBe(true);
    expect((await me(t, second)).statusCode).toBe(200);
  });

  it('rotates even when the cookie belonged to someone else', async () => {
    const t = testApp();
    const theirs = await signIn(t, newEmail());
    const mine = await signIn(t, newEmail(), theirs);
    expect(isSignedOut(await me(t, theirs))).toBe(true);
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
    expect(isSignedOut(await me(t, cookie))).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorLabelHash, t.keys.blindIndex(email)), eq(auditLog.action, 'sign-out')));
    expect(audit).toBeDefined();
  });

  it('GET /api/logout never signs out, even from our own pages or with no site signal at all: logout is POST only', async () => {
    const t = testApp();
    const cookie = await signIn(t, newEmail());
    const signals: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-origin' }, {}];
    for (const headers of signals) {
      const response = await t.request({ method: 'GET', url: '/api/logout', headers: { cookie, ...headers } });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json().message).toMatch(/Sign out/);
      expect((await me(t, cookie)).statusCode).toBe(200);
    }
  });

  it('refuses and removes an expired session', async () => {
    const t = testApp();
    const cookie = await signIn(t, newEmail());
    t.clock.advance(t.config.sessionTtlHours * 3600_000 - 1000);
    expect((await me(t, cookie)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await me(t, cookie);
    expect(isSignedOut(expired)).toBe(true);
    expect(sessionValue(expired)).toBe('');
    expect(await sessionRow(t, cookie)).toHaveLength(0);
  });

  it('treats an unknown cookie as signed out and clears it', async () => {
    const t = testApp();
    const response = await me(t, `${SESSION_COOKIE}=not-a-real-session`);
    expect(isSignedOut(response)).toBe(true);
    expect(sessionValue(response)).toBe('');
  });

  it('tells services who is signed in (request context)', async () => {
    const t = testApp();
    const email = newEmail();
    const cookie = await signIn(t, email);
    const cardId = unique('card');
    await t.request({ method: 'POST', url: '/api/track/dashboard-click', body: { cardType: 'service', cardId, cardName: 'Sun Life' }, headers: { cookie } });
    const [click] = await t.db.select().from(dashboardClicks).where(eq(dashboardClicks.cardId, cardId));
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.emailHash, t.keys.blindIndex(email)));
    expect(click?.userId).toBe(user!.id);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', () => {
    expect(sessionCookieOptions({ publicUrl: 'https://status.example.ca' }, 60)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'lax', path: '/' });
    expect(sessionCookieOptions({ publicUrl: 'http://localhost:5000' }, 60).secure).toBe(false);
  });
});

describe('the session cache of polled routes (session: cached)', () => {
  const apps: FastifyInstance[] = [];
  const caches: { close(): void }[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const cache of caches) cache.close();
  });

  /** One instance of the app's session handling; instances given the same bus stay in step. */
  async function instance(t: TestApp, bus?: ChangeBus): Promise<FastifyInstance> {
    const app = Fastify();
    apps.push(app);
    await app.register(cookiePlugin);
    const cache = bus ? createUserSessionCache({ bus, keys: t.keys }) : null;
    if (cache) caches.push(cache);
    const deps = { db: t.db, keys: t.keys, clock: t.clock, config: t.config, cache };
    await registerSession(app, deps);
    app.get('/api/polled', { config: { session: 'cached' } }, async (request) => ({ userId: request.user?.id ?? null }));
    app.get('/api/fresh', async (request) => ({ userId: request.user?.id ?? null }));
    app.post('/api/sign-out', async (request, reply) => {
      await endSession(deps, request, reply);
      return {};
    });
    app.post('/api/sign-in', async (request, reply) => {
      await startSession(deps, reply, (request.body as { userId: string }).userId);
      return {};
    });
    await app.ready();
    return app;
  }

  const who = async (app: FastifyInstance, url: string, cookie: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json().userId;
  const signedInUser = async (t: TestApp) => {
    const user = await createUser(t, { isAdmin: false });
    return { id: user.id, cookie: await signedInCookie(t, user.id) };
  };

  it('answers polled routes from memory for a while; other routes always ask the database', async () => {
    const t = testApp();
    const app = await instance(t, createLocalChangeBus());
    const user = await signedInUser(t);
    expect(await who(app, '/api/polled', user.cookie)).toBe(user.id);
    // Gone from the database behind the cache's back: only the TTL notices.
    await t.db.delete(sessions).where(eq(sessions.sid, t.keys.hashSecret(user.cookie.split('=')[1]!)));
    expect(await who(app, '/api/polled', user.cookie)).toBe(user.id);
    expect(await who(app, '/api/fresh', user.cookie)).toBeNull();
    t.clock.advance(SESSION_CACHE_TTL_MS);
    expect(await who(app, '/api/polled', user.cookie)).toBeNull();
  });

  it('forgets a session on every instance when it is signed out on one', async () => {
    const t = testApp();
    const bus = createLocalChangeBus();
    const [a, b] = [await instance(t, bus), await instance(t, bus)];
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    expect(await who(b, '/api/polled', user.cookie)).toBe(user.id);
    expect(await who(b, '/api/polled', other.cookie)).toBe(other.id);
    expect((await a.inject({ method: 'POST', url: '/api/sign-out', headers: { cookie: user.cookie } })).statusCode).toBe(200);
    expect(await who(b, '/api/polled', user.cookie)).toBeNull();
    expect(await who(b, '/api/polled', other.cookie)).toBe(other.id);
  });

  it('forgets the previous session on every instance when a sign-in rotates it', async () => {
    const t = testApp();
    const bus = createLocalChangeBus();
    const [a, b] = [await instance(t, bus), await instance(t, bus)];
    const user = await signedInUser(t);
    expect(await who(b, '/api/polled', user.cookie)).toBe(user.id);
    const rotated = await a.inject({ method: 'POST', url: '/api/sign-in', headers: { cookie: user.cookie }, payload: { userId: user.id } });
    expect(rotated.statusCode).toBe(200);
    expect(await who(b, '/api/polled', user.cookie)).toBeNull();
    expect(await who(b, '/api/polled', `${SESSION_COOKIE}=${sessionValue(rotated)}`)).toBe(user.id);
  });

  it('still ends a session at its expiry, cached or not', async () => {
    const t = testApp();
    const app = await instance(t, createLocalChangeBus());
    const user = await createUser(t, { isAdmin: false });
    const token = unique('tok');
    await t.db.insert(sessions).values({ sid: t.keys.hashSecret(token), sess: { userId: user.id }, expire: new Date(t.clock.now().getTime() + 5000) });
    const cookie = `${SESSION_COOKIE}=${token}`;
    expect(await who(app, '/api/polled', cookie)).toBe(user.id);
    t.clock.advance(5000);
    expect(await who(app, '/api/polled', cookie)).toBeNull();
  });

  it('is off without a change bus: polled routes ask the database like any route', async () => {
    const t = testApp();
    const app = await instance(t);
    const user = await signedInUser(t);
    expect(await who(app, '/api/polled', user.cookie)).toBe(user.id);
    await t.db.delete(sessions).where(eq(sessions.sid, t.keys.hashSecret(user.cookie.split('=')[1]!)));
    expect(await who(app, '/api/polled', user.cookie)).toBeNull();
  });

  it('never keeps a look-up that a sign-out overtook, and stays bounded', async () => {
    const cache = createSessionCache<string>({ bus: createLocalChangeBus(), ttlMs: 1000, maxEntries: 2, sidOf: (token) => `hash:${token}` });
    const session = { user: 'dana', expireMs: 10_000 };
    const before = cache.generation();
    await cache.revoke('someone-else');
    cache.set('sid-1', session, 0, before);
    expect(cache.get('sid-1', 1)).toBeUndefined();
    cache.set('sid-1', session, 0, cache.generation());
    expect(cache.get('sid-1', 999)).toBe('dana');
    expect(cache.get('sid-1', 1000)).toBeUndefined();
    for (const sid of ['a', 'b', 'c']) cache.set(sid, session, 0, cache.generation());
    expect(cache.size).toBeLessThanOrEqual(2);
    cache.close();
  });

  it('hashes each token once while it polls, again after any sign-out, and keeps no more tokens than sessions', async () => {
    const hashed: string[] = [];
    const cache = createSessionCache<string>({
      bus: createLocalChangeBus(),
      ttlMs: 1000,
      maxEntries: 2,
      sidOf: (token) => {
        hashed.push(token);
        return `hash:${token}`;
      },
    });
    expect([cache.sidOf('t1'), cache.sidOf('t1'), cache.sidOf('t2')]).toEqual(['hash:t1', 'hash:t1', 'hash:t2']);
    expect(hashed).toEqual(['t1', 't2']);
    await cache.revoke('hash:t2');
    cache.sidOf('t1');
    expect(hashed).toEqual(['t1', 't2', 't1']);
    for (const token of ['t3', 't4', 't5']) cache.sidOf(token);
    cache.sidOf('t1');
    expect(hashed.at(-1)).toBe('t1');
    cache.close();
  });

  it('parses each Cookie header once while it polls, keeps no long or surplus headers, and forgets them on sign-out', async () => {
    const parsed: string[] = [];
    const tokenOf = (header: string) => {
      parsed.push(header);
      return /(?:^|; )sid=([^;]*)/.exec(header)?.[1];
    };
    const cache = createSessionCache<string>({ bus: createLocalChangeBus(), ttlMs: 1000, maxEntries: 2, sidOf: (token) => `hash:${token}` });
    expect(cache.sidOfCookieHeader('theme=dark; sid=t1', tokenOf)).toBe('hash:t1');
    expect(cache.sidOfCookieHeader('theme=dark; sid=t1', tokenOf)).toBe('hash:t1');
    expect(cache.sidOfCookieHeader('theme=dark', tokenOf)).toBeUndefined();
    expect(cache.sidOfCookieHeader('theme=dark', tokenOf)).toBeUndefined();
    expect(parsed).toEqual(['theme=dark; sid=t1', 'theme=dark']);
    const long = `sid=t2; tracking=${'x'.repeat(2000)}`;
    cache.sidOfCookieHeader(long, tokenOf);
    expect(cache.sidOfCookieHeader(long, tokenOf)).toBe('hash:t2');
    expect(parsed.filter((header) => header === long)).toHaveLength(2);
    for (const token of ['t3', 't4', 't5']) cache.sidOfCookieHeader(`sid=${token}`, tokenOf);
    cache.sidOfCookieHeader('theme=dark; sid=t1', tokenOf);
    expect(parsed.at(-1)).toBe('theme=dark; sid=t1');
    cache.sidOfCookieHeader('sid=t5', tokenOf);
    await cache.revoke('hash:t5');
    cache.sidOfCookieHeader('sid=t5', tokenOf);
    expect(parsed.filter((header) => header === 'sid=t5')).toHaveLength(2);
    cache.close();
  });

  it('signing out ends access to the polled notifications at once', async () => {
    const t = testApp();
    const cookie = await signIn(t, newEmail());
    expect((await t.request({ method: 'GET', url: '/api/notifications', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/notifications', headers: { cookie } })).statusCode).toBe(401);
  });
});
