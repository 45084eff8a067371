import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, unique, type TestApp } from '#tests/support/test-app.ts';
import { confirmedNewsletterReader } from '#tests/support/newsletter.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { alertSubscriptions, services, statusChanges } from '#server/db/schema.js';
import { createMailer } from '#server/lib/mail/mailer.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { dispatchAlerts } from './alert-dispatcher.ts';
import { MAX_AGE_MS, SETTLE_MS } from './alert-dispatch.service.ts';

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, TIMEZONE: 'America/Edmonton' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
// Every test starts past the previous tests' changes (the dispatcher looks back one hour).
beforeEach(() => t.clock.advance(MAX_AGE_MS + 60_000));

const MINUTE = 60_000;
const run = () =>
  dispatchAlerts({
    db: t.db,
    keys: t.keys,
    clock: t.clock,
    config: t.config,
    mailer: createMailer({ ...t.config.mail }),
    directory: t.app.directory,
    log: t.app.server.log,
  });

let ipCounter = 0;
const newEmail = () => `${unique('alerts')}@clinic.example.ca`.toLowerCase();

async function newService(name = `Carrier ${unique('svc')}`): Promise<{ id: string; name: string }> {
  const [row] = await t.db.insert(services).values({ name, type: 'insurance' }).returning({ id: services.id });
  await t.app.directory.view.invalidate();
  return { id: row!.id, name };
}

/** A newsletter reader who asked for alerts on `serviceIds`, confirmed through the mailed link unless told otherwise. */
async function subscriber(serviceIds: string[], options: { confirmed?: boolean } = {}): Promise<string> {
  const email = await confirmedNewsletterReader(t, newEmail());
  ipCounter += 1;
  const asked = await t.request({ method: 'POST', url: '/api/alerts/subscribe', body: { email, serviceIds, consent: true }, ip: `192.0.2.${ipCounter % 250}` });
  expect(asked.statusCode, asked.body).toBe(202);
  if (options.confirmed !== false) {
    const line = smtp
      .lastTo(email)!
      .text.split('\n')
      .find((l) => l.includes('/alerts/confirm?token='))!;
    const token = new URL(line.trim()).searchParams.get('token');
    expect((await t.request({ method: 'POST', url: '/api/alerts/confirm', body: { token } })).statusCode).toBe(200);
  }
  return email;
}

async function change(serviceId: string, fromStatus: ServiceStatus, toStatus: ServiceStatus, cause = 'check'): Promise<void> {
  await t.db.insert(statusChanges).values({ serviceId, fromStatus, toStatus, cause, at: t.clock.now() });
}

const alertsTo = (email: string): CapturedMail[] => smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith('[Summit Dental IT status]'));
const settle = () => t.clock.advance(SETTLE_MS + 1000);

describe('dispatchAlerts', () => {
  it('mails one alert to each confirmed subscriber of the changed service, and nobody else', async () => {
    const sunLife = await newService();
    const other = await newService();
    const follower = await subscriber([sunLife.id, other.id]);
    const unconfirmed = await subscriber([sunLife.id], { confirmed: false });
    const elsewhere = await subscriber([other.id]);

    t.clock.set('2026-09-14T15:02:00Z');
    await change(sunLife.id, 'online', 'offline');
    expect(await run()).toEqual({ sent: 0, failed: 0 }); // not settled yet
    settle();
    expect((await run()).sent).toBe(1);
    expect(await run()).toEqual({ sent: 0, failed: 0 });

    expect(alertsTo(follower)).toHaveLength(1);
    expect(alertsTo(unconfirmed)).toHaveLength(0);
    expect(alertsTo(elsewhere)).toHaveLength(0);

    const mail = alertsTo(follower)[0]!;
    expect(mail.subject).toBe(`[Summit Dental IT status] ${sunLife.name} is offline`);
    expect(mail.text).toContain(`${sunLife.name}: offline since Mon, Sep 14, 9:02 a.m. MDT (found by our automated check).`);
    expect(mail.text).toMatch(/^http:\/\/localhost:5000\/$/m);
    expect(mail.text).toMatch(/^http:\/\/localhost:5000\/alerts\/unsubscribe\?token=[\w-]+$/m);
    expect(mail.text).toContain('Summit Dental IT'); // the sender's identity in the footer
    expect(mail.html).toContain('Unsubscribe from status alerts');
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:5000\/api\/alerts\/unsubscribe\?token=[\w-]+>\r?$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('sends at most one mail per service in 15 minutes, and sums up the changes in between in the next one', async () => {
    const service = await newService();
    const email = await subscriber([service.id]);
    await change(service.id, 'online', 'offline');
    settle();
    await run();
    expect(alertsTo(email)).toHaveLength(1);

    t.clock.advance(4 * MINUTE);
    await change(service.id, 'offline', 'online', 'override');
    settle();
    await run();
    t.clock.advance(2 * MINUTE);
    await change(service.id, 'online', 'warning');
    t.clock.advance(2 * MINUTE);
    await change(service.id, 'warning', 'online');
    settle();
    await run();
    expect(alertsTo(email)).toHaveLength(1);

    t.clock.advance(7 * MINUTE); // 15 minutes after the first mail
    await run();
    const mails = alertsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`[Summit Dental IT status] ${service.name} is back online`);
    expect(mails[1]!.text).toMatch(/: online since .* \(found by our automated check\)\./);
    expect(mails[1]!.text).toMatch(
      /Earlier, since our last alert: \d+:\d\d [ap]\.m\. MDT online \(set by the provider\); \d+:\d\d [ap]\.m\. MDT having issues \(found by our automated check\)\./,
    );
    await run();
    expect(alertsTo(email)).toHaveLength(2);
  });

  it('puts every due service of one subscriber in one mail', async () => {
    const [a, b] = [await newService(), await newService()];
    const email = await subscriber([a.id, b.id]);
    await change(a.id, 'online', 'offline');
    await change(b.id, 'online', 'warning', 'maintenance-start');
    settle();
    expect((await run()).sent).toBeGreaterThanOrEqual(1);
    const mails = alertsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('[Summit Dental IT status] 2 services changed status');
    expect(mails[0]!.text).toContain(`${b.name}: having issues (some features may be limited) since`);
    expect(mails[0]!.text).toContain('(scheduled maintenance)');
  });

  it('never mails changes from before the confirmation, nor changes older than an hour', async () => {
    const service = await newService();
    await change(service.id, 'online', 'offline');
    t.clock.advance(MINUTE);
    const email = await subscriber([service.id]);
    settle();
    await run();
    expect(alertsTo(email)).toHaveLength(0);

    t.clock.advance(MINUTE);
    await change(service.id, 'offline', 'online');
    // The mailer was down for over an hour: by then the news is stale and stays unsent.
    t.clock.advance(MAX_AGE_MS + MINUTE);
    await run();
    expect(alertsTo(email)).toHaveLength(0);
  });

  it('retries a failed send on the next run without sending the successful ones twice', async () => {
    const service = await newService();
    const emails = [await subscriber([service.id]), await subscriber([service.id])];
    await change(service.id, 'online', 'offline');
    settle();
    smtp.failNext(1);
    expect(await run()).toEqual({ sent: 1, failed: 1 });
    const afterFirst = emails.map((e) => alertsTo(e).length);
    expect([...afterFirst].sort()).toEqual([0, 1]);

    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(emails.map((e) => alertsTo(e).length)).toEqual([1, 1]);
  });

  it('stops at once when the mail’s one-click unsubscribe is used, with no sign-in and no Origin', async () => {
    const service = await newService();
    const email = await subscriber([service.id]);
    await change(service.id, 'online', 'offline');
    settle();
    await run();
    const mail = alertsTo(email)[0]!;
    const oneClick = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(mail.raw)![1]!;
    const url = new URL(oneClick);
    const response = await t.app.server.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.emailHash, t.keys.blindIndex(email)));
    expect(row!.isActive).toBe(false);

    t.clock.advance(20 * MINUTE);
    await change(service.id, 'offline', 'online');
    settle();
    await run();
    expect(alertsTo(email)).toHaveLength(1);
  });

  it('the unsubscribe page link in the mail carries a token the page can post', async () => {
    const service = await newService();
    const email = await subscriber([service.id]);
    await change(service.id, 'online', 'warning');
    settle();
    await run();
    const line = alertsTo(email)[0]!
      .text.split('\n')
      .find((l) => l.includes('/alerts/unsubscribe?token='))!;
    const token = new URL(line.trim()).searchParams.get('token');
    const response = await t.request({ method: 'POST', url: '/api/alerts/unsubscribe', body: { token } });
    expect(response.statusCode).toBe(200);
    t.clock.advance(20 * MINUTE);
    await change(service.id, 'warning', 'online');
    settle();
    await run();
    expect(alertsTo(email)).toHaveLength(1);
  });
});
