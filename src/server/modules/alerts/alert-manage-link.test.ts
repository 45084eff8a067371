import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, unique, type TestApp } from '#tests/support/test-app.ts';
import { confirmedNewsletterReader } from '#tests/support/newsletter.ts';
import { startSmtpCapture, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { alertSubscriptions, services } from '#server/db/schema.js';
import { ALERT_MESSAGES } from '#shared/subscribers/alerts.js';
import { MESSAGES } from '#shared/messages.js';
import { MANAGE_LINKS_PER_ADDRESS_PER_HOUR } from './alert-manage-link.ts';

/*
 * The ways to "Your status alerts" besides an alert mail: the confirmation answers the page's
 * token, and the board mails its link on request, saying the same whatever the address.
 */

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
const newEmail = () => `${unique('desk')}@clinic.example.ca`.toLowerCase();

async function newService(): Promise<string> {
  const [row] = await t.db
    .insert(services)
    .values({ name: unique('Carrier'), type: 'insurance' })
    .returning({ id: services.id });
  return row!.id;
}

/** The token of the mail's link to `path`, from its text part. */
function tokenIn(email: string, path: string): string {
  const line = smtp
    .lastTo(email)
    ?.text.split('\n')
    .find((l) => l.includes(path));
  if (!line) throw new Error(`no ${path} link in the last mail to ${email}`);
  return new URL(line.trim()).searchParams.get('token')!;
}

/** A newsletter reader who asked for alerts and opened the confirmation link; answers the confirmation's answer. */
async function confirmedSubscriber(email = newEmail()) {
  await confirmedNewsletterReader(t, email);
  const subscribed = await t.request({
    method: 'POST',
    url: '/api/alerts/subscribe',
    body: { email, serviceIds: [await newService()], consent: true },
    ip: newIp(),
  });
  expect(subscribed.statusCode, subscribed.body).toBe(202);
  const confirmed = await t.request({ method: 'POST', url: '/api/alerts/confirm', body: { token: tokenIn(email, '/alerts/confirm?token=') } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { email, answer: confirmed.json<{ message: string; manageToken: string }>() };
}

const askForLink = (email: string, ip = newIp()) => t.request({ method: 'POST', url: '/api/alerts/manage-link', body: { email }, ip });

describe('POST /api/alerts/confirm', () => {
  it('answers the token of "Your status alerts", which reads the alerts just turned on', async () => {
    const { answer } = await confirmedSubscriber();
    expect(answer.message).toBe(ALERT_MESSAGES.confirmed);
    const preferences = await t.request({ method: 'GET', url: `/api/alerts/preferences?token=${answer.manageToken}` });
    expect(preferences.statusCode).toBe(200);
    expect(preferences.json()).toMatchObject({ isActive: true });
  });
});

describe('POST /api/alerts/manage-link', () => {
  it('mails the link to "Your status alerts" to an address whose alerts are on', async () => {
    const { email, answer } = await confirmedSubscriber();
    const response = await askForLink(` ${email.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: ALERT_MESSAGES.manageLinkSent });
    const mail = smtp.lastTo(email)!;
    expect(mail.subject).toBe('Your Summit Dental IT status alerts');
    expect(mail.text).toMatch(/add Microsoft Teams, Slack/);
    expect(tokenIn(email, '/alerts/unsubscribe?token=')).toBe(answer.manageToken);
  });

  it('answers every address alike and mails only those whose alerts are on', async () => {
    const stranger = newEmail();
    const { email: unsubscribed, answer } = await confirmedSubscriber();
    await t.request({ method: 'POST', url: '/api/alerts/unsubscribe', body: { token: answer.manageToken } });
    const { email: subscriber } = await confirmedSubscriber();
    const before = smtp.messages.length;
    const answers = [];
    for (const email of [stranger, unsubscribed, subscriber]) {
      const response = await askForLink(email);
      answers.push({ status: response.statusCode, body: response.body, type: response.headers['content-type'] });
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(smtp.messages.slice(before).map((m) => m.to)).toEqual([[subscriber]]);
    expect(
      (
        await t.db
          .select()
          .from(alertSubscriptions)
          .where(eq(alertSubscriptions.emailHash, t.keys.blindIndex(stranger)))
      ).length,
    ).toBe(0);
  });

  it('limits requests per address, whoever asks, with a message a person can act on', async () => {
    const { email } = await confirmedSubscriber();
    for (let i = 0; i < MANAGE_LINKS_PER_ADDRESS_PER_HOUR; i += 1) expect((await askForLink(email)).statusCode).toBe(202);
    const refused = await askForLink(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many requests for this link\. .*try again/i);
  });

  it('refuses an address that is not one, saying so', async () => {
    const response = await askForLink('front desk at clinic');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(MESSAGES.email);
  });
});
