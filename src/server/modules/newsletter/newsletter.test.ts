import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, unique, type TestApp } from '#tests/support/test-app.ts';
import { startSmtpCapture, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { auditLog, newsletterSubscriptions } from '#server/db/schema.js';
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_MESSAGES } from '#shared/subscribers/newsletter.js';
import { alertEligibility } from '../alerts/alerts.service.ts';

/* Newsletter sign-up with double opt-in (docs/product/alerts.md): nothing is on until the mailed link is opened. */

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let ipCounter = 0;
const newIp = () => `198.51.100.${(ipCounter += 1)}`;
const newEmail = () => `${unique('office')}@clinic.example.ca`.toLowerCase();
const subscribe = (email: string, ip = newIp()) => t.request({ method: 'POST', url: '/api/newsletter/subscribe', body: { email }, ip });
const confirm = (token: string, ip = newIp()) => t.request({ method: 'POST', url: '/api/newsletter/confirm', body: { token }, ip });
const rowOf = async (email: string) =>
  (
    await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.emailHash, t.keys.blindIndex(email)))
  )[0];
const linkIn = (text: string, path: string) => {
  const line = text.split('\n').find((l) => l.includes(path));
  if (!line) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(line.trim());
};
const confirmTokenOf = (email: string) => linkIn(smtp.lastTo(email)!.text, '/newsletter/confirm?token=').searchParams.get('token')!;
const unsubscribeTokenOf = (email: string) => linkIn(smtp.lastTo(email)!.text, '/newsletter/unsubscribe?token=').searchParams.get('token')!;

describe('POST /api/newsletter/subscribe', () => {
  it('stores a pending sign-up, encrypted, and mails a confirmation link with a one-click unsubscribe; nothing is on yet', async () => {
    const email = newEmail();
    const response = await subscribe(` ${email.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Check your inbox to confirm: we sent a link to this address, and your subscription starts when you open it.',
    });

    const row = (await rowOf(email))!;
    expect(JSON.stringify(row)).not.toContain(email);
    expect(t.keys.decrypt(row.emailEncrypted)).toBe(email);
    expect(row).toMatchObject({ isActive: false, confirmedAt: null, consentAt: null, consentText: NEWSLETTER_CONSENT_TEXT });
    expect(await alertEligibility(t.db, t.keys.blindIndex(email))).toBeNull();

    const mail = smtp.lastTo(email)!;
    expect(mail.subject).toBe('Confirm your Summit Dental IT newsletter');
    expect(mail.text).toContain(t.config.publicConfig.provider.address);
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:5000\/api\/newsletter\/unsubscribe\?token=[\w-]+>\r?$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(row.confirmTokenHash).toBe(t.keys.hashSecret(confirmTokenOf(email)));
  });

  it('answers an address that is already subscribed exactly the same, changes nothing, and tells only its inbox', async () => {
    const email = newEmail();
    await subscribe(email);
    await confirm(confirmTokenOf(email));
    const before = (await rowOf(email))!;
    const fresh = await subscribe(newEmail());
    const again = await subscribe(email);
    expect({ status: again.statusCode, body: again.body }).toEqual({ status: fresh.statusCode, body: fresh.body });
    expect(await rowOf(email)).toEqual(before);
    const mail = smtp.lastTo(email)!;
    expect(mail.subject).toBe('Confirm your Summit Dental IT newsletter');
    expect(mail.text).toContain('already subscribed');
    expect(mail.text).not.toContain('/newsletter/confirm?token=');
  });

  it('never makes two rows for one address; a second sign-up before confirming replaces the link', async () => {
    const email = newEmail();
    await subscribe(email);
    const first = confirmTokenOf(email);
    await subscribe(`  ${email.toUpperCase()} `);
    expect(
      await t.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.emailHash, t.keys.blindIndex(email))),
    ).toHaveLength(1);
    expect((await confirm(first)).json().message).toBe(NEWSLETTER_MESSAGES.confirmInvalid);
    expect((await confirm(confirmTokenOf(email))).statusCode).toBe(200);
  });

  it('keeps nothing when the confirmation mail cannot be sent', async () => {
    const email = newEmail();
    smtp.failNext();
    expect((await subscribe(email)).statusCode).toBe(503);
    expect(await rowOf(email)).toBeUndefined();
  });

  it.each(['', 'office', 'office@', '@clinic.ca', `${'a'.repeat(250)}@clinic.ca`])('refuses %j with the spec message', async (email) => {
    const response = await subscribe(email);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Please enter a valid email address');
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('turns the subscription on, records consent at confirmation (words, time, network), and works once', async () => {
    const email = newEmail();
    await subscribe(email, '198.51.100.200');
    t.clock.advance(3_600_000);
    const response = await confirm(confirmTokenOf(email), '203.0.113.9');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
    const row = (await rowOf(email))!;
    expect(row).toMatchObject({ isActive: true, confirmTokenHash: null, confirmedAt: t.clock.now(), consentAt: t.clock.now(), ipAddress: '203.0.113.9' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'newsletter.confirm'), eq(auditLog.target, `newsletter-subscription:${row.id}`)));
    expect(audit).toMatchObject({ ipAddress: '203.0.113.9', details: { consentText: NEWSLETTER_CONSENT_TEXT } });
    expect(await alertEligibility(t.db, t.keys.blindIndex(email))).toBe('newsletter');
    expect((await confirm(confirmTokenOf(email))).json().message).toBe(NEWSLETTER_MESSAGES.confirmInvalid);
  });

  it('refuses a link older than 48 hours, and tokens that are not ours', async () => {
    const email = newEmail();
    await subscribe(email);
    t.clock.advance(48 * 3_600_000);
    expect((await confirm(confirmTokenOf(email))).json().message).toBe(NEWSLETTER_MESSAGES.confirmExpired);
    expect((await rowOf(email))!.isActive).toBe(false);
    for (const token of ['nonsense', `${'A'.repeat(43)}.zzzz`]) expect((await confirm(token)).json().message).toBe(NEWSLETTER_MESSAGES.confirmInvalid);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it("accepts an RFC 8058 one-click post and the page's JSON, at once, idempotent, and kills a pending link", async () => {
    const email = newEmail();
    await subscribe(email);
    const pendingToken = confirmTokenOf(email);
    const token = unsubscribeTokenOf(email);
    const oneClick = () =>
      t.app.server.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick()).statusCode).toBe(200);
    expect((await oneClick()).json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect((await confirm(pendingToken)).statusCode).toBe(400);
    expect((await rowOf(email))!.isActive).toBe(false);

    const other = newEmail();
    await subscribe(other);
    await confirm(confirmTokenOf(other));
    const json = await t.request({ method: 'POST', url: '/api/newsletter/unsubscribe', body: { token: unsubscribeTokenOf(other) } });
    expect(json.statusCode).toBe(200);
    expect((await rowOf(other))!.isActive).toBe(false);
  });

  it('refuses a missing or unknown token with a clear message', async () => {
    for (const url of ['/api/newsletter/unsubscribe', '/api/newsletter/unsubscribe?token=abc']) {
      const response = await t.app.server.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(NEWSLETTER_MESSAGES.unsubscribeInvalid);
    }
  });
});
