import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, unique, type TestApp } from '#tests/support/test-app.ts';
import { confirmedNewsletterReader } from '#tests/support/newsletter.ts';
import { startSmtpCapture, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { alertSubscriptions, alertSubscriptionServices, auditLog, clinicAccess, services } from '#server/db/schema.js';
import { ALERT_CONSENT_TEXT, ALERT_MESSAGES } from '#shared/subscribers/alerts.js';
import { unsubscribeToken } from '#server/lib/mail/mail-tokens.js';
import { purgeUnconfirmedAlerts } from './alert-retention.ts';

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
const newIp = () => `203.0.113.${(ipCounter += 1)}`;
const newEmail = () => `${unique('desk')}@clinic.example.ca`.toLowerCase();

async function newService(name = unique('Carrier')): Promise<string> {
  const [row] = await t.db.insert(services).values({ name, type: 'insurance' }).returning({ id: services.id });
  return row!.id;
}

const newsletterReader = (email = newEmail()) => confirmedNewsletterReader(t, email);

async function registeredClinic(email = newEmail(), isActive = true): Promise<string> {
  await t.db.insert(clinicAccess).values({
    clinicNameEncrypted: t.keys.encrypt('Bow River Dental'),
    emailEncrypted: t.keys.encrypt(email),
    emailHash: t.keys.blindIndex(email),
    ipAddress: newIp(),
    isActive,
  });
  return email;
}

const subscribe = (body: unknown, ip = newIp()) => t.request({ method: 'POST', url: '/api/alerts/subscribe', body, ip });
const confirm = (token: unknown) => t.request({ method: 'POST', url: '/api/alerts/confirm', body: { token } });
const rowOf = async (email: string) =>
  (
    await t.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.emailHash, t.keys.blindIndex(email)))
  )[0];
const chosenServices = async (subscriptionId: string) =>
  (await t.db.select().from(alertSubscriptionServices).where(eq(alertSubscriptionServices.subscriptionId, subscriptionId))).map((r) => r.serviceId).sort();

/** The link standing alone on its own line of the text part. */
function linkIn(text: string, path: string): string {
  const line = text.split('\n').find((l) => l.includes(path));
  if (!line) throw new Error(`no ${path} link in:\n${text}`);
  return line.trim();
}
const confirmTokenOf = (email: string) => new URL(linkIn(smtp.lastTo(email)!.text, '/alerts/confirm?token=')).searchParams.get('token')!;

async function confirmedSubscriber(serviceIds: string[]): Promise<{ email: string; id: string }> {
  const email = await newsletterReader();
  expect((await subscribe({ email, serviceIds, consent: true })).statusCode).toBe(202);
  expect((await confirm(confirmTokenOf(email))).statusCode).toBe(200);
  return { email, id: (await rowOf(email))!.id };
}

describe('POST /api/alerts/subscribe', () => {
  it('answers an address that is neither a clinic nor a subscriber exactly as it answers one that is: no way to tell customers apart', async () => {
    const serviceIds = [await newService()];
    const stranger = newEmail();
    const customer = await newsletterReader();
    const inactiveClinic = await registeredClinic(newEmail(), false);
    const answers = [];
    for (const email of [stranger, customer, inactiveClinic]) {
      const response = await subscribe({ email, serviceIds, consent: true });
      answers.push({ status: response.statusCode, body: response.body, type: response.headers['content-type'] });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[2]).toEqual(answers[1]);
    expect(answers[1]).toMatchObject({ status: 202 });
    // Each got one mail: the customer a link, the others how to become eligible; nothing is stored for them.
    expect(smtp.lastTo(customer)!.text).toContain('/alerts/confirm?token=');
    for (const email of [stranger, inactiveClinic]) {
      const mail = smtp.lastTo(email)!;
      expect(mail.subject).toBe('Confirm your Summit Dental IT status alerts');
      expect(mail.text).not.toContain('/alerts/confirm?token=');
      expect(mail.text).toMatch(/registered clinics and newsletter subscribers/);
      expect(await rowOf(email)).toBeUndefined();
    }
  });

  it('never lets an anonymous request change a confirmed subscription: the change waits for the mailed link', async () => {
    const [a, b, c] = [await newService(), await newService(), await newService()];
    const { email, id } = await confirmedSubscriber([a, b]);
    const before = (await rowOf(email))!;

    const attack = await subscribe({ email, serviceIds: [c], consent: true }, '192.0.2.66');
    expect(attack.statusCode).toBe(202);
    const after = (await rowOf(email))!;
    expect(await chosenServices(id)).toEqual([a, b].sort());
    expect(after).toMatchObject({
      isActive: true,
      source: before.source,
      ipAddress: before.ipAddress,
      consentText: before.consentText,
      confirmedAt: before.confirmedAt,
    });

    // The owner opens the link from their inbox: now, and only now, the choice changes.
    expect((await confirm(confirmTokenOf(email))).statusCode).toBe(200);
    expect(await chosenServices(id)).toEqual([c]);
    expect((await rowOf(email))!.ipAddress).toBe('192.0.2.66');
  });

  it('stores a registered clinic’s opt-in, off until confirmed, with the consent words and network, and mails the link', async () => {
    const email = await registeredClinic();
    const serviceIds = [await newService(), await newService()];
    const response = await subscribe({ email: ` ${email.toUpperCase()} `, serviceIds, consent: true }, '198.51.100.77');
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({
      message: 'Check your inbox to confirm: we sent an e-mail to this address, and your alerts start when you open the link in it.',
    });

    const row = (await rowOf(email))!;
    expect(row).toMatchObject({ source: 'clinic', consentText: ALERT_CONSENT_TEXT, ipAddress: '198.51.100.77', isActive: false, confirmedAt: null });
    expect(JSON.stringify(row)).not.toContain(email);
    expect(t.keys.decrypt(row.emailEncrypted)).toBe(email);
    expect(await chosenServices(row.id)).toEqual([...serviceIds].sort());

    const mail = smtp.lastTo(email)!;
    expect(mail.subject).toBe('Confirm your Summit Dental IT status alerts');
    expect(row.confirmTokenHash).toBe(t.keys.hashSecret(confirmTokenOf(email)));
  });

  it('checks the body: consent ticked, at least one existing service, a valid address', async () => {
    const email = await newsletterReader();
    const serviceId = await newService();
    const cases: [unknown, string][] = [
      [{ email, serviceIds: [serviceId], consent: false }, ALERT_MESSAGES.consentRequired],
      [{ email, serviceIds: [serviceId] }, ALERT_MESSAGES.consentRequired],
      [{ email, serviceIds: [], consent: true }, ALERT_MESSAGES.selectService],
      [{ email, serviceIds: ['not-a-uuid'], consent: true }, ALERT_MESSAGES.unknownService],
      [{ email, serviceIds: ['00000000-0000-4000-8000-000000000000'], consent: true }, ALERT_MESSAGES.unknownService],
      [{ email: 'nope', serviceIds: [serviceId], consent: true }, 'Please enter a valid email address'],
    ];
    for (const [body, message] of cases) {
      const response = await subscribe(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await rowOf(email)).toBeUndefined();
  });

  it('asking again before confirming replaces the chosen services and sends a new link; the old link stops working', async () => {
    const email = await newsletterReader();
    const [a, b, c] = [await newService(), await newService(), await newService()];
    await subscribe({ email, serviceIds: [a, b], consent: true });
    const firstToken = confirmTokenOf(email);
    await subscribe({ email, serviceIds: [b, c, c], consent: true });
    const rows = await t.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.emailHash, t.keys.blindIndex(email)));
    expect(rows).toHaveLength(1);
    expect(await chosenServices(rows[0]!.id)).toEqual([b, c].sort());
    expect(rows[0]!.source).toBe('newsletter');
    expect((await confirm(firstToken)).json().message).toBe(ALERT_MESSAGES.confirmInvalid);
    expect((await confirm(confirmTokenOf(email))).statusCode).toBe(200);
  });

  it('limits requests per address (5 an hour) with 429 and Retry-After', async () => {
    const email = await newsletterReader();
    const serviceIds = [await newService()];
    for (let i = 0; i < 5; i += 1) expect((await subscribe({ email, serviceIds, consent: true })).statusCode).toBe(202);
    const refused = await subscribe({ email, serviceIds, consent: true });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many alert requests for this e-mail address\. Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits requests per network (20 an hour), counting addresses that are not eligible too', async () => {
    const ip = newIp();
    const serviceIds = [await newService()];
    for (let i = 0; i < 20; i += 1) expect((await subscribe({ email: newEmail(), serviceIds, consent: true }, ip)).statusCode).toBe(202);
    const refused = await subscribe({ email: await newsletterReader(), serviceIds, consent: true }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many alert requests from your network\./);
  });

  it('keeps nothing when the confirmation mail cannot be sent', async () => {
    const email = await newsletterReader();
    smtp.failNext();
    const response = await subscribe({ email, serviceIds: [await newService()], consent: true });
    expect(response.statusCode).toBe(503);
    expect(await rowOf(email)).toBeUndefined();
  });
});

describe('POST /api/alerts/confirm', () => {
  it('turns the alerts on through the mailed link, records when, and works once', async () => {
    const email = await newsletterReader();
    await subscribe({ email, serviceIds: [await newService()], consent: true });
    const token = confirmTokenOf(email);
    t.clock.advance(3600_000);
    const response = await confirm(token);
    expect(response.statusCode, response.body).toBe(200);
    const row = (await rowOf(email))!;
    // The way on to "Your status alerts": the same token every alert mail's link carries.
    expect(response.json()).toEqual({ message: ALERT_MESSAGES.confirmed, manageToken: unsubscribeToken(t.keys, row.id) });
    expect(row).toMatchObject({ isActive: true, confirmTokenHash: null, confirmedAt: t.clock.now(), consentAt: t.clock.now() });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'alert-subscription.confirm'), eq(auditLog.target, `alert-subscription:${row.id}`)));
    expect(audit?.details).toMatchObject({ consentText: ALERT_CONSENT_TEXT });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ALERT_MESSAGES.confirmInvalid);
  });

  it('refuses a link older than 48 hours and leaves the alerts off', async () => {
    const email = await newsletterReader();
    await subscribe({ email, serviceIds: [await newService()], consent: true });
    t.clock.advance(48 * 3600_000);
    const response = await confirm(confirmTokenOf(email));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ALERT_MESSAGES.confirmExpired);
    expect((await rowOf(email))!.isActive).toBe(false);
  });

  it.each(['', 'nonsense', `${'A'.repeat(43)}.zzzz`, 'A'.repeat(300)])('refuses the token %j with a clear message', async (token) => {
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ALERT_MESSAGES.confirmInvalid);
  });

  it('refuses a link whose issue time was edited', async () => {
    const email = await newsletterReader();
    await subscribe({ email, serviceIds: [await newService()], consent: true });
    const [random, issued] = confirmTokenOf(email).split('.');
    t.clock.advance(49 * 3600_000);
    // Moving the issue time forward would make an expired link look fresh, if the hash did not cover it.
    const response = await confirm(`${random}.${(parseInt(issued!, 36) + 24 * 3600_000).toString(36)}`);
    expect(response.json().message).toBe(ALERT_MESSAGES.confirmInvalid);
  });
});

describe('POST /api/alerts/unsubscribe', () => {
  it('accepts an RFC 8058 one-click post: token in the query, form body, no Origin; at once and idempotent', async () => {
    const { id } = await confirmedSubscriber([await newService()]);
    const token = unsubscribeToken(t.keys, id);
    const oneClick = () =>
      t.app.server.inject({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const response = await oneClick();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: ALERT_MESSAGES.unsubscribed });
    const [row] = await t.db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, id));
    expect(row!.isActive).toBe(false);
    expect((await oneClick()).statusCode).toBe(200);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'alert-subscription.unsubscribe'), eq(auditLog.target, `alert-subscription:${id}`)));
    expect(audits).toHaveLength(1);
  });

  it('accepts an empty body with the query token, and the page’s JSON body', async () => {
    const first = await confirmedSubscriber([await newService()]);
    const empty = await t.app.server.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${unsubscribeToken(t.keys, first.id)}` });
    expect(empty.statusCode, empty.body).toBe(200);
    const second = await confirmedSubscriber([await newService()]);
    const json = await t.request({ method: 'POST', url: '/api/alerts/unsubscribe', body: { token: unsubscribeToken(t.keys, second.id) } });
    expect(json.statusCode).toBe(200);
    expect((await rowOf(second.email))!.isActive).toBe(false);
  });

  it('still refuses a post another website made a browser send', async () => {
    const { id } = await confirmedSubscriber([await newService()]);
    const response = await t.app.server.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${unsubscribeToken(t.keys, id)}`,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a missing or unknown token with a clear message', async () => {
    for (const url of ['/api/alerts/unsubscribe', '/api/alerts/unsubscribe?token=abc']) {
      const response = await t.app.server.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ALERT_MESSAGES.unsubscribeInvalid);
    }
  });

  it('kills a pending confirmation link, so it cannot turn alerts back on', async () => {
    const email = await newsletterReader();
    await subscribe({ email, serviceIds: [await newService()], consent: true });
    const token = confirmTokenOf(email);
    const { id } = (await rowOf(email))!;
    await t.request({ method: 'POST', url: '/api/alerts/unsubscribe', body: { token: unsubscribeToken(t.keys, id) } });
    expect((await confirm(token)).statusCode).toBe(400);
  });
});

describe('/api/alerts/preferences', () => {
  it('shows and changes the chosen services with the unsubscribe token, without signing in', async () => {
    const [a, b, c] = [await newService(), await newService(), await newService()];
    const { email, id } = await confirmedSubscriber([a, b]);
    const token = unsubscribeToken(t.keys, id);
    const read = await t.request({ method: 'GET', url: `/api/alerts/preferences?token=${token}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const body = read.json();
    expect(body).toMatchObject({ isActive: true, emailHint: `${email.slice(0, 2)}•••@clinic.example.ca` });
    expect([...body.serviceIds].sort()).toEqual([a, b].sort());

    const changed = await t.request({ method: 'PUT', url: '/api/alerts/preferences', body: { token, serviceIds: [c] } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ message: ALERT_MESSAGES.preferencesSaved, serviceIds: [c] });
    expect(await chosenServices(id)).toEqual([c]);
  });

  it('refuses an unknown token, an empty choice and unknown services', async () => {
    const { id } = await confirmedSubscriber([await newService()]);
    const token = unsubscribeToken(t.keys, id);
    expect((await t.request({ method: 'GET', url: '/api/alerts/preferences?token=nope' })).json().message).toBe(ALERT_MESSAGES.unsubscribeInvalid);
    const empty = await t.request({ method: 'PUT', url: '/api/alerts/preferences', body: { token, serviceIds: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ALERT_MESSAGES.selectService);
    const unknown = await t.request({ method: 'PUT', url: '/api/alerts/preferences', body: { token, serviceIds: ['00000000-0000-4000-8000-000000000000'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ALERT_MESSAGES.unknownService);
  });
});

describe('alert pages', () => {
  it.each(['/alerts/confirm?token=x', '/alerts/unsubscribe?token=x'])('%s is a page of the app (200)', async (url) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('purgeUnconfirmedAlerts', () => {
  it('forgets opt-ins whose link expired unused, and keeps confirmed and unsubscribed ones', async () => {
    const stale = await newsletterReader();
    await subscribe({ email: stale, serviceIds: [await newService()], consent: true });
    const kept = await confirmedSubscriber([await newService()]);
    await t.request({ method: 'POST', url: '/api/alerts/unsubscribe', body: { token: unsubscribeToken(t.keys, kept.id) } });
    t.clock.advance(47 * 3600_000);
    const fresh = await newsletterReader();
    await subscribe({ email: fresh, serviceIds: [await newService()], consent: true });
    t.clock.advance(2 * 3600_000);
    expect(await purgeUnconfirmedAlerts(t)).toBeGreaterThanOrEqual(1);
    expect(await rowOf(stale)).toBeUndefined();
    expect(await rowOf(fresh)).toBeDefined();
    expect(await rowOf(kept.email)).toBeDefined();
  });
});
