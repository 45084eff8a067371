import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { startSmtpCapture, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { cookieHeader, createUser, setCookieOf, signedInCookie } from '#tests/support/admin-auth.ts';
import { adminAuthPhrases, adminSessions, auditLog, users } from '#server/db/schema.js';
import { ADMIN_PHRASE_LIMITS } from './admin-phrase.service.ts';

const ADMIN_EMAIL = 'phrase-admin@summitdentalit.ca';
let smtp: SmtpCapture;
let t: TestApp;
/** A signed-in administrator (docs/product/admin.md): the phrase only adds the admin-access state. */
let admin: { id: string; email: string; cookie: string };

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL } });
  const user = await createUser(t, { isAdmin: true });
  admin = { ...user, cookie: await signedInCookie(t, user.id) };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let ipCounter = 0;
/** Each test asks from its own network, so per-IP caps never leak between tests. */
const newIp = () => `192.0.2.${++ipCounter}`;

/** The phrase standing alone on its own line of the mail's text part. */
function phraseFromText(text: string): string {
  const line = text.split('\n').find((l) => /^[a-z]+( [a-z]+){5}$/.test(l));
  if (!line) throw new Error(`no six-word phrase on its own line in:\n${text}`);
  return line;
}

/** Asks for a phrase as a browser would; answers the phrase from the mail and the browser's nonce cookie. */
async function requestPhrase(ip: string, cookies: string[] = []) {
  const response = await t.request({ method: 'POST', url: '/api/admin/request-phrase', headers: cookieHeader(admin.cookie, ...cookies), ip });
  expect(response.statusCode, response.body).toBe(200);
  const nonce = setCookieOf(response, 'admin_phrase_nonce')!;
  return { response, phrase: phraseFromText(smtp.lastTo(ADMIN_EMAIL)!.text), nonceCookie: `admin_phrase_nonce=${nonce.value}` };
}

/** Sends a phrase as the signed-in admin's browser. */
const validate = (phrase: string, ip: string, ...cookies: (string | undefined)[]) => validateAs(admin.cookie, phrase, ip, ...cookies);

const validateAs = (user: string | undefined, phrase: string, ip: string, ...cookies: (string | undefined)[]) =>
  t.request({ method: 'POST', url: '/api/admin/validate-phrase', body: { phrase }, headers: cookieHeader(user, ...cookies), ip });

const wrongPhrase = (phrase: string) => phrase.split(' ').reverse().join(' ');

describe('admin access by e-mailed phrase', () => {
  it('mails a long phrase to the admin address and opens an admin session with it', async () => {
    const ip = newIp();
    const { response, phrase, nonceCookie } = await requestPhrase(ip);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('valid for 15 minutes') });
    const nonce = setCookieOf(response, 'admin_phrase_nonce')!;
    expect(nonce).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin', maxAge: 15 * 60 });

    const mail = smtp.lastTo(ADMIN_EMAIL)!;
    expect(mail.subject).toMatch(/admin access phrase/);
    expect(mail.text).toContain('valid for 15 minutes');
    expect(mail.text).toContain(ip);
    expect(mail.html).toContain(phrase);
    const [row] = await t.db
      .select()
      .from(adminAuthPhrases)
      .where(eq(adminAuthPhrases.browserBinding, t.keys.hashSecret(nonce.value)));
    expect(row!.phrase).not.toContain(phrase.split(' ')[0]);
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(15 * 60_000);

    // Typed with capitals and hyphens: still the same phrase.
    const typed = phrase.toUpperCase().replace(/ /g, '-');
    const opened = await validate(typed, ip, nonceCookie);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ hasAdminAccess: true });
    const sid = setCookieOf(opened, 'admin_sid')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(setCookieOf(opened, 'admin_phrase_nonce')!.value).toBe('');

    const check = await t.request({ method: 'GET', url: '/api/admin/check', headers: cookieHeader(`admin_sid=${sid.value}`) });
    expect(check.json()).toEqual({ hasAdminAccess: true });

    // The session is the signed-in admin's; the admin mailbox gets no account of its own.
    const [session] = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.sessionToken, t.keys.hashSecret(sid.value)));
    expect(session!.userId).toBe(admin.id);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.emailHash, t.keys.blindIndex(ADMIN_EMAIL))),
    ).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.action, 'admin.sign-in.success')));
    expect(audit.at(-1)).toMatchObject({ actor: 'person', actorLabelHash: t.keys.blindIndex(admin.email), ipAddress: ip, details: { method: 'phrase' } });
  });

  it('works once only', async () => {
    const ip = newIp();
    const { phrase, nonceCookie } = await requestPhrase(ip);
    expect((await validate(phrase, ip, nonceCookie)).statusCode).toBe(200);
    const again = await validate(phrase, ip, nonceCookie);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Invalid or expired phrase' });
    expect(setCookieOf(again, 'admin_sid')).toBeUndefined();
  });

  it('expires after 15 minutes', async () => {
    const ip = newIp();
    const early = await requestPhrase(ip);
    t.clock.advance(15 * 60_000 - 1000);
    expect((await validate(early.phrase, ip, early.nonceCookie)).statusCode).toBe(200);

    const late = await requestPhrase(ip);
    t.clock.advance(15 * 60_000);
    const expired = await validate(late.phrase, ip, late.nonceCookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Invalid or expired phrase' });
  });

  it('is burned by the fifth wrong try', async () => {
    const ip = newIp();
    const survivor = await requestPhrase(ip);
    for (let i = 0; i < ADMIN_PHRASE_LIMITS.maxTries - 1; i++)
      expect((await validate(wrongPhrase(survivor.phrase), ip, survivor.nonceCookie)).statusCode).toBe(401);
    expect((await validate(survivor.phrase, ip, survivor.nonceCookie)).statusCode).toBe(200);

    const burned = await requestPhrase(ip);
    for (let i = 0; i < ADMIN_PHRASE_LIMITS.maxTries; i++) {
      const wrong = await validate(wrongPhrase(burned.phrase), ip, burned.nonceCookie);
      expect(wrong.json()).toEqual({ message: 'Invalid or expired phrase' });
    }
    expect((await validate(burned.phrase, ip, burned.nonceCookie)).statusCode).toBe(401);
    const failures = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.sign-in.failure'), eq(auditLog.ipAddress, ip)));
    expect(failures.map((f) => (f.details as { reason: string }).reason)).toContain('phrase-burned');
  });

  it('works only in the browser that asked for it', async () => {
    const ip = newIp();
    const asked = await requestPhrase(ip);
    const other = await requestPhrase(newIp());
    expect((await validate(asked.phrase, ip)).statusCode).toBe(401);
    expect((await validate(asked.phrase, ip, other.nonceCookie)).statusCode).toBe(401);
    expect((await validate(asked.phrase, ip, 'admin_phrase_nonce=forged-nonce-aaaaaaaaa')).statusCode).toBe(401);
    // Tries from elsewhere cost the real browser nothing.
    expect((await validate(asked.phrase, ip, asked.nonceCookie)).statusCode).toBe(200);
  });

  it('retires the earlier phrase when the same browser asks again', async () => {
    const ip = newIp();
    const first = await requestPhrase(ip);
    const second = await requestPhrase(ip, [first.nonceCookie]);
    expect((await validate(first.phrase, ip, second.nonceCookie)).statusCode).toBe(401);
    expect((await validate(first.phrase, ip, first.nonceCookie)).statusCode).toBe(401);
    expect((await validate(second.phrase, ip, second.nonceCookie)).statusCode).toBe(200);
  });

  it('is only for a signed-in administrator: reading the admin mailbox is not enough', async () => {
    const ip = newIp();
    const sent = smtp.messages.length;
    const anonymous = await t.request({ method: 'POST', url: '/api/admin/request-phrase', ip });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ message: 'Sign in with an administrator account first.' });
    const staff = await createUser(t, { isAdmin: false });
    const staffCookie = await signedInCookie(t, staff.id);
    const notAdmin = await t.request({ method: 'POST', url: '/api/admin/request-phrase', headers: cookieHeader(staffCookie), ip });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toEqual({ message: 'Your account does not have admin rights.' });
    expect(smtp.messages.length).toBe(sent);

    // A phrase an admin asked for, typed by someone who reads the mailbox and holds the browser's
    // nonce but is not signed in as an admin, opens nothing and costs the phrase nothing.
    const mailed = await requestPhrase(ip);
    for (const user of [undefined, staffCookie]) {
      const refused = await validateAs(user, mailed.phrase, ip, mailed.nonceCookie);
      expect(refused.statusCode).toBe(403);
      expect(setCookieOf(refused, 'admin_sid')).toBeUndefined();
    }
    const opened = await validate(mailed.phrase, ip, mailed.nonceCookie);
    expect(opened.statusCode).toBe(200);
    const [session] = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.sessionToken, t.keys.hashSecret(setCookieOf(opened, 'admin_sid')!.value)));
    expect(session!.userId).toBe(admin.id);
    const refusals = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.sign-in.failure'), eq(auditLog.ipAddress, ip)));
    expect(refusals.map((r) => r.details)).toEqual(
      expect.arrayContaining([
        { method: 'phrase-request', reason: 'not-signed-in' },
        { method: 'phrase-request', reason: 'not-admin' },
        { method: 'phrase', reason: 'not-signed-in' },
        { method: 'phrase', reason: 'not-admin' },
      ]),
    );
  });

  it('caps requests per network each hour with 429 and Retry-After', async () => {
    const ip = newIp();
    for (let i = 0; i < ADMIN_PHRASE_LIMITS.requestsPerIpPerHour; i++) await requestPhrase(ip);
    const sent = smtp.messages.length;
    const refused = await t.request({ method: 'POST', url: '/api/admin/request-phrase', headers: cookieHeader(admin.cookie), ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many access codes were requested from your network\. Please try again/);
    expect(smtp.messages.length).toBe(sent);
  });

  it('leaves no usable phrase when the mail cannot be sent', async () => {
    const ip = newIp();
    smtp.failNext();
    const response = await t.request({ method: 'POST', url: '/api/admin/request-phrase', headers: cookieHeader(admin.cookie), ip });
    expect(response.statusCode).toBe(503);
    expect(setCookieOf(response, 'admin_phrase_nonce')).toBeUndefined();
  });

  it('asks for the phrase when it is blank, and refuses other websites', async () => {
    const blank = await validate('   ', newIp());
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter the access phrase');
    const sent = smtp.messages.length;
    const foreign = await t.request({
      method: 'POST',
      url: '/api/admin/request-phrase',
      headers: { ...cookieHeader(admin.cookie), origin: 'https://evil.example' },
      ip: newIp(),
    });
    expect(foreign.statusCode).toBe(403);
    expect(smtp.messages.length).toBe(sent);
  });
});

describe('an admin phrase asked for from a French page', () => {
  it('is mailed in French, the phrase still alone on its line', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/request-phrase',
      headers: cookieHeader(admin.cookie, 'lang=fr-CA'),
      ip: newIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = smtp.lastTo(ADMIN_EMAIL)!;
    expect(mail.subject).toBe(`Votre phrase d’accès administrateur ${t.config.publicConfig.provider.name}`);
    expect(mail.text).toContain('Entrez cette phrase sur la page de connexion administrateur');
    expect(phraseFromText(mail.text)).toMatch(/^[a-z]+( [a-z]+){5}$/);
  });
});
