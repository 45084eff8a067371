import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { buildTestApp, unique, type TestApp } from '#tests/support/test-app.ts';
import { codeFromText, startSmtpCapture, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { auditLog, emailVerificationCodes, sessions, users } from '#server/db/schema.js';
import { SESSION_COOKIE } from './session.ts';
import { SIGN_IN_LIMITS } from './email-sign-in.service.ts';

const ADMIN = 'boss@clinic-admin.example.ca';
let smtp: SmtpCapture;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, ADMIN_EMAILS: `Other@Example.ca, ${ADMIN.toUpperCase()}` } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let ipCounter = 0;
/** Each test signs in from its own network, so per-IP caps never leak between tests. */
const newIp = () => `198.51.100.${++ipCounter}`;
const newEmail = () => `${unique('staff')}@clinic.example.ca`.toLowerCase();

const start = (email: string, ip: string) => t.request({ method: 'POST', url: '/api/auth/email/start', body: { email }, ip });
const verify = (email: string, code: string, ip: string, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/auth/email/verify', body: { email, code }, ip, ...(cookie ? { headers: { cookie } } : {}) });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function requestCode(email: string, ip: string): Promise<string> {
  const response = await start(email, ip);
  expect(response.statusCode, response.body).toBe(200);
  return codeFromText(smtp.lastTo(email)!.text);
}

describe('built-in e-mail code sign-in over SMTP', () => {
  it('mails a 6-digit code and signs in with it: session cookie, user created, audited', async () => {
    const email = newEmail();
    const ip = newIp();
    const response = await start(`  ${email.toUpperCase()} `, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/6-digit code/);

    const mail = smtp.lastTo(email)!;
    expect(mail.subject).toMatch(/sign-in code/);
    expect(mail.from).toMatch(/^no-reply@/);
    expect(mail.html).toContain(t.config.publicConfig.provider.address);
    expect(mail.text).toContain(t.config.publicConfig.provider.name);
    expect(mail.text).toContain(t.config.publicConfig.provider.address);
    const code = codeFromText(mail.text);
    expect(mail.html).toContain(code);

    const [stored] = await t.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.email, t.keys.blindIndex(email)));
    expect(stored?.purpose).toBe('sign-in');
    expect(stored?.code).not.toContain(code);

    const signedIn = await verify(email, code, ip);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ email, isAdmin: false, firstName: null });
    const cookie = signedIn.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[\w-]{22}$/);

    const me = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${cookie.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: signedIn.json().id, email, firstName: null, lastName: null, profileImageUrl: null, isAdmin: false });

    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, t.keys.hashSecret(cookie.value)));
    expect(session?.sess).toEqual({ userId: signedIn.json().id });
    expect(session!.expire.getTime() - t.clock.now().getTime()).toBe(168 * 3600_000);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorLabelHash, t.keys.blindIndex(email)), eq(auditLog.action, 'sign-in.success')));
    expect(audit).toMatchObject({ actorUserId: signedIn.json().id, ipAddress: ip, details: { method: 'email-code', isAdmin: false } });

    const again = await verify(email, code, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/request a new code/);
  });

  it('answers null when nobody is signed in', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('signs in an existing user without making a second one', async () => {
    const email = newEmail();
    const ip = newIp();
    const first = await verify(email, await requestCode(email, ip), ip);
    const second = await verify(email, await requestCode(email, ip), ip);
    expect(second.json().id).toBe(first.json().id);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.emailHash, t.keys.blindIndex(email))),
    ).toHaveLength(1);
  });

  it('makes addresses listed in ADMIN_EMAILS administrators, whatever their case', async () => {
    const ip = newIp();
    const response = await verify(ADMIN, await requestCode(ADMIN, ip), ip);
    expect(response.json().isAdmin).toBe(true);
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.emailHash, t.keys.blindIndex(ADMIN)));
    expect(row?.isAdmin).toBe(true);
  });

  it('says how many tries are left after a wrong code, and the right code still works', async () => {
    const email = newEmail();
    const ip = newIp();
    const code = await requestCode(email, ip);
    const wrong = await verify(email, wrongCodeFor(code), ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is not correct. You have 4 tries left.');
    const [failure] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorLabelHash, t.keys.blindIndex(email)), eq(auditLog.action, 'sign-in.failure')));
    expect(failure?.details).toEqual({ method: 'email-code', reason: 'wrong-code', triesLeft: 4 });
    expect((await verify(email, code, ip)).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong tries, even for the right code afterwards', async () => {
    const email = newEmail();
    const ip = newIp();
    const code = await requestCode(email, ip);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await verify(email, wrongCodeFor(code), ip)).json().message);
    expect(messages.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `That code is not correct. You have ${n} ${n === 1 ? 'try' : 'tries'} left.`));
    expect(messages[4]).toMatch(/too many times.*request a new code/);

    const late = await verify(email, code, ip);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/request a new code/);
    expect(
      await t.db
        .select()
        .from(emailVerificationCodes)
        .where(eq(emailVerificationCodes.email, t.keys.blindIndex(email))),
    ).toHaveLength(0);
  });

  it('refuses an expired code and says to request a new one', async () => {
    const email = newEmail();
    const ip = newIp();
    const code = await requestCode(email, ip);
    t.clock.advance(10 * 60_000 + 1);
    const response = await verify(email, code, ip);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('That code has expired. Please request a new code.');
  });

  it('keeps only the newest code', async () => {
    const email = newEmail();
    const ip = newIp();
    const first = await requestCode(email, ip);
    const second = await requestCode(email, ip);
    if (first !== second) expect((await verify(email, first, ip)).statusCode).toBe(400);
    expect((await verify(email, second, ip)).statusCode).toBe(200);
  });

  it(`caps codes per address at ${SIGN_IN_LIMITS.perEmailPerHour} an hour with 429 and Retry-After`, async () => {
    const email = newEmail();
    for (let i = 0; i < SIGN_IN_LIMITS.perEmailPerHour; i++) expect((await start(email, newIp())).statusCode).toBe(200);
    const sent = smtp.messages.length;
    const refused = await start(email, newIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many sign-in codes were requested for this address\. Please try again in/);
    expect(smtp.messages.length).toBe(sent);
  });

  it(`caps codes per network at ${SIGN_IN_LIMITS.perIpPerHour} an hour with 429 and Retry-After`, async () => {
    const ip = newIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perIpPerHour; i++) expect((await start(newEmail(), ip)).statusCode).toBe(200);
    const refused = await start(newEmail(), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/from your network/);
    t.clock.advance(3600_000);
    expect((await start(newEmail(), ip)).statusCode).toBe(200);
  });

  it('leaves no code row when the mail server refuses the message, and the previous code keeps working', async () => {
    const email = newEmail();
    const ip = newIp();
    const earlier = await requestCode(email, ip);
    smtp.failNext();
    const response = await start(email, ip);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('We could not send the e-mail right now. Please try again in a few minutes.');
    const rows = await t.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.email, t.keys.blindIndex(email)))
      .orderBy(desc(emailVerificationCodes.createdAt));
    expect(rows).toHaveLength(1);
    expect((await verify(email, earlier, ip)).statusCode).toBe(200);
  });

  it('rejects a malformed address or code with the shared messages', async () => {
    const bad = await start('not-an-address', newIp());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    const short = await verify(newEmail(), '12ab', newIp());
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Verification code must be 6 digits');
  });

  it('sends /api/login to the built-in page when no OpenID provider is configured', async () => {
    const response = await t.request({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sign-in');
    const page = await t.request({ method: 'GET', url: '/sign-in' });
    expect(page.statusCode).toBe(200);
    const back = await t.request({ method: 'GET', url: '/api/login?next=%2Fadmin-login' });
    expect(back.headers.location).toBe('/sign-in?next=%2Fadmin-login');
    const offsite = await t.request({ method: 'GET', url: '/api/login?next=https%3A%2F%2Fevil.example' });
    expect(offsite.headers.location).toBe('/sign-in');
  });
});

describe('signing in from a French page', () => {
  it('mails the code in French and keeps the language with the person; a later sign-in in English changes it', async () => {
    const email = newEmail();
    const ip = newIp();
    const french = { 'accept-language': 'fr-CA,fr;q=0.9' };
    const started = await t.request({ method: 'POST', url: '/api/auth/email/start', body: { email }, ip, headers: french });
    expect(started.statusCode, started.body).toBe(200);
    const mail = smtp.lastTo(email)!;
    expect(mail.subject).toBe(`Votre code de connexion ${t.config.publicConfig.provider.name}`);
    expect(mail.text).toContain('Entrez ce code sur la page de connexion\u00a0:');
    expect(mail.text).toContain('Il ne fonctionne qu’une fois et expire dans 10 minutes.');
    const signedIn = await t.request({ method: 'POST', url: '/api/auth/email/verify', body: { email, code: codeFromText(mail.text) }, ip, headers: french });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const localeOf = async () =>
      (
        await t.db
          .select({ locale: users.locale })
          .from(users)
          .where(eq(users.emailHash, t.keys.blindIndex(email)))
      )[0]?.locale;
    expect(await localeOf()).toBe('fr-CA');

    const code = await requestCode(email, ip);
    expect(smtp.lastTo(email)!.subject).toMatch(/sign-in code/);
    expect((await verify(email, code, ip)).statusCode).toBe(200);
    expect(await localeOf()).toBe('en-CA');
  });
});
