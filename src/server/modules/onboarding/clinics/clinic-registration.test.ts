import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '#tests/support/test-app.ts';
import { codeFromText } from '#tests/support/smtp-capture.ts';
import { accessStatus, clinicDetails, mailedCode, memoryMailer, newEmail, newIp, register, sendCode } from '#tests/support/clinic-access.ts';
import { auditLog, clinicAccess, emailVerificationCodes, ipWhitelist } from '#server/db/schema.js';
import { CLINIC_ACCESS_MESSAGES, CLINIC_CONSENT_TEXT } from '#shared/onboarding/clinic-access.js';
import { CLINIC_CODE_LIMITS } from './clinic-verification.service.ts';

const mail = memoryMailer();
const testApp = useTestApp({ mailer: mail.mailer });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function codeRows(email: string) {
  const t = testApp();
  return t.db
    .select()
    .from(emailVerificationCodes)
    .where(and(eq(emailVerificationCodes.email, t.keys.blindIndex(email)), eq(emailVerificationCodes.purpose, 'clinic-registration')));
}

async function whitelistedIp(): Promise<string> {
  const ip = newIp();
  await testApp().app.whitelist.add({ ipAddress: ip });
  return ip;
}

describe('POST /api/clinic/send-verification', () => {
  it('mails a 6-digit code, stored only as a hash under the address’s blind index for 10 minutes', async () => {
    const t = testApp();
    const ip = await whitelistedIp();
    const email = newEmail();
    const response = await sendCode(t, `  ${email.toUpperCase()} `, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Check your e-mail for a 6-digit code', resendAfterSeconds: 60 });

    const sent = mail.lastTo(email)!;
    expect(sent.subject).toMatch(/verification code/);
    const code = codeFromText(sent.text);
    expect(sent.html).toContain(code);
    const [row] = await codeRows(email);
    expect(row!.code).toBe(t.keys.hashSecret(code));
    expect(row!.expiresAt.getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
  });

  it('refuses a new code within 60 seconds with 429 and Retry-After; later a new code replaces the old one', async () => {
    const t = testApp();
    const ip = await whitelistedIp();
    const email = newEmail();
    const first = await mailedCode(t, mail, email, ip);
    t.clock.advance(20_000);
    const early = await sendCode(t, email, ip);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().message).toBe('A code was just sent to this address. Please wait 40 seconds before asking for another.');

    t.clock.advance(40_000);
    const second = await mailedCode(t, mail, email, ip);
    expect(await codeRows(email)).toHaveLength(1);
    if (first !== second) {
      const old = await register(t, { ...clinicDetails({ email }), verificationCode: first }, ip);
      expect(old.statusCode).toBe(400);
    }
  });

  it(`caps codes per address at ${CLINIC_CODE_LIMITS.perEmailPerHour} an hour`, async () => {
    const t = testApp();
    const email = newEmail();
    for (let i = 0; i < CLINIC_CODE_LIMITS.perEmailPerHour; i++) {
      expect((await sendCode(t, email, await whitelistedIp())).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const refused = await sendCode(t, email, await whitelistedIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many verification codes were requested for this address\. Please try again in/);
  });

  it(`caps codes per network at ${CLINIC_CODE_LIMITS.perIpPerHour} an hour`, async () => {
    const t = testApp();
    const ip = await whitelistedIp();
    for (let i = 0; i < CLINIC_CODE_LIMITS.perIpPerHour; i++) expect((await sendCode(t, newEmail(), ip)).statusCode).toBe(200);
    const refused = await sendCode(t, newEmail(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/from your network/);
  });

  it('answers 503 and keeps no code when the mail cannot be sent', async () => {
    const t = testApp();
    const ip = await whitelistedIp();
    const email = newEmail();
    mail.failNext();
    const response = await sendCode(t, email, ip);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('We could not send the e-mail right now. Please try again in a few minutes.');
    expect(await codeRows(email)).toHaveLength(0);
  });

  it('refuses networks without access (403) and networks that already have a clinic (409)', async () => {
    const t = testApp();
    const stranger = await sendCode(t, newEmail(), newIp());
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(CLINIC_ACCESS_MESSAGES.noAccess);

    const ip = await whitelistedIp();
    const email = newEmail();
    const code = await mailedCode(t, mail, email, ip);
    expect((await register(t, { ...clinicDetails({ email }), verificationCode: code }, ip)).statusCode).toBe(201);
    t.clock.advance(61_000);
    const again = await sendCode(t, newEmail(), ip);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLINIC_ACCESS_MESSAGES.alreadyRegistered);
  });

  it('refuses a malformed address with the dialog’s message', async () => {
    const response = await sendCode(testApp(), 'front-desk-at-clinic', await whitelistedIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });
});

describe('POST /api/clinic/register', () => {
  it('creates the clinic encrypted, links the whitelist entry, records consent and reports it registered', async () => {
    const t = testApp();
    const ip = await whitelistedIp();
    expect(await accessStatus(t, ip)).toEqual({ hasAccess: true, clinicRegistered: false });
    const details = clinicDetails({ clinicName: 'Chinook Family Dentistry', hasItCompany: true });
    const verificationCode = await mailedCode(t, mail, details.email, ip);

    const response = await register(t, { ...details, verificationCode }, ip);
    expect(response.statusCode, response.body).toBe(201);
    const { message, clinicAccessId } = response.json();
    expect(message).toBe('Clinic registered, welcome');

    const [row] = await t.db.select().from(clinicAccess).where(eq(clinicAccess.id, clinicAccessId));
    expect(row).toMatchObject({ ipAddress: ip, agreesToCommunications: true, hasItCompany: true, isActive: true, ipChangeDetected: false });
    expect(row!.lastAccess?.getTime()).toBe(t.clock.now().getTime());
    expect(t.keys.decrypt(row!.clinicNameEncrypted)).toBe('Chinook Family Dentistry');
    expect(t.keys.decrypt(row!.emailEncrypted)).toBe(details.email);
    expect(t.keys.decrypt(row!.phoneEncrypted!)).toBe(details.phone);
    expect(row!.emailHash).toBe(t.keys.blindIndex(details.email));
    const stored = JSON.stringify(row);
    for (const plain of ['Chinook', details.email, '555-0123']) expect(stored).not.toContain(plain);

    const [entry] = await t.db.select().from(ipWhitelist).where(eq(ipWhitelist.ipAddress, ip));
    expect(entry!.clinicAccessId).toBe(clinicAccessId);
    expect(await accessStatus(t, ip)).toEqual({ hasAccess: true, clinicRegistered: true });
    expect(await codeRows(details.email)).toHaveLength(0);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinic.register'), eq(auditLog.target, `clinic_access:${clinicAccessId}`)));
    expect(audit).toMatchObject({ ipAddress: ip, details: { consent: { text: CLINIC_CONSENT_TEXT, agreed: true } } });
    expect(JSON.stringify(audit)).not.toContain(details.email);

    const again = await register(t, { ...clinicDetails(), verificationCode }, ip);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A clinic is already registered for this network.');
  });

  it('refuses a network without access with 403 and the SPEC’s invitation to register', async () => {
    const t = testApp();
    const response = await register(t, { ...clinicDetails(), verificationCode: '123456' }, newIp());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This network does not have access yet. Register your clinic to request access.');
  });

  it('does not let X-Forwarded-For borrow a whitelisted network when no proxy is trusted', async () => {
    const t = testApp();
    const ip = await whitelistedIp();
    const details = clinicDetails();
    const verificationCode = await mailedCode(t, mail, details.email, ip);
    const response = await t.request({
      method: 'POST',
      url: '/api/clinic/register',
      body: { ...details, verificationCode },
      ip: newIp(),
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.statusCode).toBe(403);
  });

  it('says how many tries are left, burns the code after 5 wrong tries', async () => {
    const t = testApp();
    const ip = await whitelistedIp();
    const details = clinicDetails();
    const code = await mailedCode(t, mail, details.email, ip);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await register(t, { ...details, verificationCode: wrongCodeFor(code) }, ip);
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message);
    }
    expect(messages.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `That code is not correct. You have ${n} ${n === 1 ? 'try' : 'tries'} left.`));
    expect(messages[4]).toMatch(/too many times.*request a new code/);
    const late = await register(t, { ...details, verificationCode: code }, ip);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/request a new code/);
  });

  it('refuses an expired code', async () => {
    const t = testApp();
    const ip = await whitelistedIp();
    const details = clinicDetails();
    const code = await mailedCode(t, mail, details.email, ip);
    t.clock.advance(10 * 60_000 + 1);
    const response = await register(t, { ...details, verificationCode: code }, ip);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('That code has expired. Please request a new code.');
  });

  it('links a CIDR range entry, so the rest of that network sees the clinic as registered', async () => {
    const t = testApp();
    const range = await t.app.whitelist.add({ ipAddress: '192.0.2.0/28' });
    const details = clinicDetails();
    const code = await mailedCode(t, mail, details.email, '192.0.2.3');
    const response = await register(t, { ...details, verificationCode: code }, '192.0.2.3');
    expect(response.statusCode, response.body).toBe(201);
    const [entry] = await t.db.select().from(ipWhitelist).where(eq(ipWhitelist.id, range.id));
    expect(entry!.clinicAccessId).toBe(response.json().clinicAccessId);
    expect(await accessStatus(t, '192.0.2.9')).toEqual({ hasAccess: true, clinicRegistered: true });
    expect((await sendCode(t, newEmail(), '192.0.2.10')).statusCode).toBe(409);
  });

  it('takes over an entry whose clinic was switched off', async () => {
    const t = testApp();
    const ip = await whitelistedIp();
    const first = clinicDetails();
    const firstId = (await register(t, { ...first, verificationCode: await mailedCode(t, mail, first.email, ip) }, ip)).json().clinicAccessId;
    await t.db.update(clinicAccess).set({ isActive: false }).where(eq(clinicAccess.id, firstId));
    await t.app.whitelist.view.invalidate();
    expect(await accessStatus(t, ip)).toEqual({ hasAccess: true, clinicRegistered: false });

    const second = clinicDetails();
    const response = await register(t, { ...second, verificationCode: await mailedCode(t, mail, second.email, ip) }, ip);
    expect(response.statusCode, response.body).toBe(201);
    const [entry] = await t.db.select().from(ipWhitelist).where(eq(ipWhitelist.ipAddress, ip));
    expect(entry!.clinicAccessId).toBe(response.json().clinicAccessId);
    expect(await accessStatus(t, ip)).toEqual({ hasAccess: true, clinicRegistered: true });
  });

  it('registers from an IPv6 network', async () => {
    const t = testApp();
    await t.app.whitelist.add({ ipAddress: '2001:db8:c11c::/48' });
    const details = clinicDetails();
    const ip = '2001:db8:c11c:4::20';
    const code = await mailedCode(t, mail, details.email, ip);
    const response = await register(t, { ...details, verificationCode: code }, ip);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(clinicAccess).where(eq(clinicAccess.id, response.json().clinicAccessId));
    expect(row!.ipAddress).toBe(ip);
  });

  it.each([
    [{ clinicName: 'A' }, 'Clinic name must be at least 2 characters'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ phone: '403555' }, 'Please enter a valid Canadian phone number'],
    [{ phone: '(103) 555-0123' }, 'Please enter a valid Canadian phone number (e.g., (403) 555-0123 or +1-403-555-0123)'],
    // The server's contract has its own words for the consent (the dialog keeps its own; docs/product/messages.md).
    [{ agreesToCommunications: false }, 'You must agree to receive communications from the provider to use this system'],
    [{ verificationCode: '12345' }, 'Verification code must be 6 digits'],
    [{ verificationCode: '12345a' }, 'Verification code must contain only numbers'],
  ])('refuses %o with the contract’s message', async (change, message) => {
    const response = await register(testApp(), { ...clinicDetails(), verificationCode: '123456', ...change }, await whitelistedIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
