import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, TEST_ORIGIN, unique, type TestApp } from '#tests/support/test-app.ts';
import { startOidcTestProvider, type OidcTestProvider, type TestAccount } from '#tests/support/oidc-test-provider.ts';
import { auditLog, users } from '#server/db/schema.js';
import { SESSION_COOKIE } from './session.ts';
import { OIDC_FLOW_COOKIE } from './oidc.service.ts';
import { oidcSubjectHash, profileOf, userEmailColumns } from './users.service.ts';
import { SIGN_IN_ERRORS } from '#shared/sign-in/sign-in.js';

const ADMIN = 'it-lead@clinic-admin.example.ca';
let idp: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startOidcTestProvider({ redirectUri: `${TEST_ORIGIN}/api/callback` });
  t = await buildTestApp({
    env: { OIDC_ISSUER_URL: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret, ADMIN_EMAILS: ADMIN },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const userRowsOf = (email: string) =>
  t.db
    .select()
    .from(users)
    .where(eq(users.emailHash, t.keys.blindIndex(email)));
const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name);

function account(overrides: Partial<TestAccount> = {}): TestAccount {
  const sub = unique('sub');
  return {
    sub,
    email: `${sub}@clinic.example.ca`.toLowerCase(),
    email_verified: true,
    given_name: 'Dana',
    family_name: 'Lee',
    picture: 'https://idp.example.ca/dana.png',
    ...overrides,
  };
}

/** Browser: GET /api/login, through the provider, back to GET /api/callback (sending `cookie` there). */
async function signInThroughProvider(who: TestAccount, cookie?: string, loginUrl = '/api/login') {
  const login = await t.request({ method: 'GET', url: loginUrl });
  expect(login.statusCode, login.body).toBe(302);
  const flow = cookieOf(login, OIDC_FLOW_COOKIE);
  const next = cookieOf(login, 'sign_in_next');
  idp.signInAs(who);
  const back = await idp.authorize(login.headers.location as string);
  const callback = await t.request({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: [flow ? `${OIDC_FLOW_COOKIE}=${flow.value}` : '', next ? `sign_in_next=${next.value}` : '', cookie ?? ''].filter(Boolean).join('; ') },
  });
  return { login, flow, back, callback };
}

describe('OpenID Connect sign-in against a real provider', () => {
  it('sends /api/login to the provider with PKCE (S256) and state, then signs in at the callback', async () => {
    const who = account();
    const { login, flow, back, callback } = await signInThroughProvider(who);

    const authorize = new URL(login.headers.location as string);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:5000/api/callback');
    expect(flow).toMatchObject({ httpOnly: true, path: '/api/callback', sameSite: 'Lax' });
    expect(back.searchParams.get('code')).toBeTruthy();

    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/');
    const session = cookieOf(callback, SESSION_COOKIE);
    expect(session?.value).toBeTruthy();
    const me = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${session!.value}` } });
    expect(me.json()).toMatchObject({
      email: who.email,
      firstName: 'Dana',
      lastName: 'Lee',
      profileImageUrl: 'https://idp.example.ca/dana.png',
      isAdmin: false,
    });

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorLabelHash, t.keys.blindIndex(who.email!)), eq(auditLog.action, 'sign-in.success')));
    expect(audit?.details).toMatchObject({ method: 'oidc' });
  });

  it('comes back to the page that asked for the sign-in (a local path only)', async () => {
    const back = await signInThroughProvider(account(), undefined, '/api/login?next=%2Fadmin-login');
    expect(back.callback.headers.location).toBe('/admin-login');
    const elsewhere = await signInThroughProvider(account(), undefined, '/api/login?next=%2F%2Fevil.example');
    expect(elsewhere.callback.headers.location).toBe('/');
  });

  it('updates the same user on a later sign-in and rotates the session', async () => {
    const who = account();
    const first = await signInThroughProvider(who);
    const firstCookie = `${SESSION_COOKIE}=${cookieOf(first.callback, SESSION_COOKIE)!.value}`;
    const second = await signInThroughProvider({ ...who, given_name: 'Danielle' }, firstCookie);
    const secondCookie = `${SESSION_COOKIE}=${cookieOf(second.callback, SESSION_COOKIE)!.value}`;
    expect(secondCookie).not.toBe(firstCookie);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie: firstCookie } })).json()).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie: secondCookie } })).statusCode).toBe(200);

    const rows = await t.db
      .select()
      .from(users)
      .where(eq(users.emailHash, t.keys.blindIndex(who.email!)));
    expect(rows).toHaveLength(1);
    expect(profileOf(t.keys, rows[0]!).firstName).toBe('Danielle');
    expect(rows[0]!.profileEncrypted).not.toContain('Danielle');
  });

  it('sends someone already signed in straight home from /api/login', async () => {
    const { callback } = await signInThroughProvider(account());
    const cookie = `${SESSION_COOKIE}=${cookieOf(callback, SESSION_COOKIE)!.value}`;
    const login = await t.request({ method: 'GET', url: '/api/login', headers: { cookie } });
    expect(login.headers.location).toBe('/');
  });

  it('makes ADMIN_EMAILS administrators', async () => {
    const { callback } = await signInThroughProvider(account({ email: ADMIN.toUpperCase() }));
    const me = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${cookieOf(callback, SESSION_COOKIE)!.value}` } });
    expect(me.json()).toMatchObject({ email: ADMIN, isAdmin: true });
  });

  it.each([
    ['says it is not verified', false],
    ['does not say it is verified (no email_verified claim)', undefined],
  ])('refuses an address the provider %s', async (_case, verified) => {
    const who = account();
    if (verified === undefined) delete who.email_verified;
    else who.email_verified = verified;
    const { callback } = await signInThroughProvider(who);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/sign-in?error=unverified');
    expect(SIGN_IN_ERRORS.unverified).toMatch(/confirm/);
    expect(cookieOf(callback, SESSION_COOKIE)).toBeUndefined();
    expect(await userRowsOf(who.email!)).toHaveLength(0);
  });

  it('links a new account to the identity that made it (issuer and subject)', async () => {
    const who = account();
    const { callback } = await signInThroughProvider(who);
    expect(cookieOf(callback, SESSION_COOKIE)?.value).toBeTruthy();
    const [row] = await userRowsOf(who.email!);
    expect(row).toMatchObject({ oidcIssuer: idp.issuer, oidcSubjectHash: oidcSubjectHash(t.keys, who.sub) });
    // The subject names a person at the provider: it is kept only as a keyed hash.
    expect(JSON.stringify(row)).not.toContain(who.sub);
  });

  it('refuses a second identity that claims the address of a linked account, and tells the admins without the address', async () => {
    const first = account();
    const signedIn = await signInThroughProvider(first);
    expect(cookieOf(signedIn.callback, SESSION_COOKIE)?.value).toBeTruthy();
    const [before] = await userRowsOf(first.email!);

    const impostor = account({ email: first.email!, given_name: 'Mallory' });
    const { callback } = await signInThroughProvider(impostor);
    expect(callback.headers.location).toBe('/sign-in?error=linked');
    expect(SIGN_IN_ERRORS.linked).toMatch(/different/);
    expect(cookieOf(callback, SESSION_COOKIE)).toBeUndefined();

    const [after] = await userRowsOf(first.email!);
    expect(after).toEqual(before);
    expect(profileOf(t.keys, after!).firstName).toBe('Dana');

    const [refusal] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in.failure'), eq(auditLog.target, `user:${before!.id}`)));
    expect(refusal?.details).toMatchObject({ method: 'oidc', reason: expect.stringMatching(/different identity/) });
    expect(JSON.stringify(refusal).toLowerCase()).not.toContain(first.email!);

    // The person the account belongs to still signs in.
    const again = await signInThroughProvider(first);
    expect(cookieOf(again.callback, SESSION_COOKIE)?.value).toBeTruthy();
  });

  it('links an account made before (e-mail code, admin CLI) on its first sign-in here, then holds to that identity', async () => {
    const email = `${unique('desk')}@clinic.example.ca`.toLowerCase();
    await t.db.insert(users).values({ ...userEmailColumns(t.keys, email) });
    const owner = account({ email });
    const first = await signInThroughProvider(owner);
    expect(cookieOf(first.callback, SESSION_COOKIE)?.value).toBeTruthy();
    const rows = await userRowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ oidcIssuer: idp.issuer, oidcSubjectHash: oidcSubjectHash(t.keys, owner.sub) });

    const other = await signInThroughProvider(account({ email }));
    expect(other.callback.headers.location).toBe('/sign-in?error=linked');
  });

  it('refuses the same subject from another issuer', async () => {
    const who = account();
    await signInThroughProvider(who);
    await t.db
      .update(users)
      .set({ oidcIssuer: 'https://login.other-provider.example' })
      .where(eq(users.emailHash, t.keys.blindIndex(who.email!)));
    const { callback } = await signInThroughProvider(who);
    expect(callback.headers.location).toBe('/sign-in?error=linked');
  });

  it('refuses a callback without the browser that started it (no flow cookie), or a replayed one', async () => {
    const login = await t.request({ method: 'GET', url: '/api/login' });
    const flow = cookieOf(login, OIDC_FLOW_COOKIE)!;
    idp.signInAs(account());
    const back = await idp.authorize(login.headers.location as string);
    const url = `${back.pathname}${back.search}`;

    const stranger = await t.request({ method: 'GET', url });
    expect(stranger.headers.location).toBe('/sign-in?error=oidc');

    const owner = await t.request({ method: 'GET', url, headers: { cookie: `${OIDC_FLOW_COOKIE}=${flow.value}` } });
    expect(owner.headers.location).toBe('/');
    const replay = await t.request({ method: 'GET', url, headers: { cookie: `${OIDC_FLOW_COOKIE}=${flow.value}` } });
    expect(replay.headers.location).toBe('/sign-in?error=oidc');
    expect(cookieOf(replay, SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a tampered state', async () => {
    const login = await t.request({ method: 'GET', url: '/api/login' });
    const flow = cookieOf(login, OIDC_FLOW_COOKIE)!;
    idp.signInAs(account());
    const back = await idp.authorize(login.headers.location as string);
    back.searchParams.set('state', 'forged');
    const response = await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie: `${OIDC_FLOW_COOKIE}=${flow.value}` } });
    expect(response.headers.location).toBe('/sign-in?error=oidc');
    const failures = await t.db.select().from(auditLog).where(eq(auditLog.action, 'sign-in.failure'));
    expect(failures.length).toBeGreaterThan(0);
  });

  it('sends the browser to /sign-in?error=unavailable when the provider cannot be reached', async () => {
    const offline = await buildTestApp({
      env: { OIDC_ISSUER_URL: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' },
    });
    try {
      const login = await offline.request({ method: 'GET', url: '/api/login' });
      expect(login.statusCode).toBe(302);
      expect(login.headers.location).toBe('/sign-in?error=unavailable');
    } finally {
      await offline.close();
    }
  });

  it('turns the built-in e-mail code sign-in off', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/email/start', body: { email: 'x@clinic.example.ca' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/turned off/);
  });
});
