import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { startSmtpCapture, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { newIp, registrationBody, submitRegistration } from '#tests/support/registrations.ts';
import { RECIPIENT_MAIL_LIMITS } from '#server/lib/mail/mail-quota.js';
import { approvalMail, rejectionMail } from './registration-mails.ts';

/*
 * The forms send mail from the provider's own address to whatever address is typed: they must
 * not become a way to send someone else's words, or a flood, to a stranger (docs/product/limits.md).
 */

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url }, rateLimits: true });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const provider = () => t.config.publicConfig.provider;

describe('mail abuse', () => {
  it("never puts a registrant's words in the mail to an address nobody has verified yet", async () => {
    const clinicName = 'Click https://evil.example/claim to get your refund now';
    const body = registrationBody({ clinicName });
    const response = await submitRegistration(t, body);
    expect(response.statusCode, response.body).toBe(201);
    const mail = smtp.lastTo(body.email)!;
    expect(mail.subject).toBe(`Confirm your e-mail address for ${provider().name}`);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  });

  it('keeps names out of every subject and strips control characters and line breaks from them in the text', () => {
    const clinicName = 'Zzyzx\r\nBcc: victim@example.com\u0007 Qorvo\u2028Klaxo\u0000';
    for (const mail of [
      approvalMail(provider(), { to: 'a@example.ca', clinicName, clinicAccessCode: 'K7QM-2XPD-9RTF', trialEndsAt: null, timezone: 'America/Edmonton' }),
      rejectionMail(provider(), { to: 'a@example.ca', clinicName, reason: 'Not a clinic\r\nBcc: x@example.com' }),
    ]) {
      expect(mail.subject).not.toMatch(/Zzyzx|Qorvo|Klaxo/);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.text).toContain('Zzyzx Bcc: victim@example.com Qorvo Klaxo');
      // eslint-disable-next-line no-control-regex -- the point is that none are left
      expect(mail.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u2028\u2029]/);
      expect(mail.text).not.toContain('\r\nBcc');
    }
  });

  it('caps the mails one address receives, whatever form and network they are asked from', async () => {
    const email = registrationBody().email;
    const signIn = (ip: string) => t.request({ method: 'POST', url: '/api/auth/email/start', body: { email }, ip });
    expect((await submitRegistration(t, registrationBody({ email }), newIp())).statusCode).toBe(201);
    for (let i = 1; i < RECIPIENT_MAIL_LIMITS.perHour; i += 1) {
      const response = await signIn(newIp());
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const sent = smtp.messages.filter((m) => m.to.includes(email)).length;
    expect(sent).toBe(RECIPIENT_MAIL_LIMITS.perHour);

    const refused = await signIn(newIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^We have already sent several e-mails to this address/);
    expect((await submitRegistration(t, registrationBody({ email }), newIp())).statusCode).toBe(429);
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(sent);

    // The cap is per address: another address from the same networks is served.
    expect((await signIn(newIp())).statusCode).toBe(429);
    const other = registrationBody().email;
    expect((await t.request({ method: 'POST', url: '/api/auth/email/start', body: { email: other }, ip: newIp() })).statusCode).toBeLessThan(300);
  });
});
