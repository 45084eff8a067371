import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildTestApp, unique, type TestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { alertSubscriptions, alertSubscriptionServices, services } from '#server/db/schema.js';
import { createMailer } from '#server/lib/mail/mailer.js';
import type { Incident } from '#shared/status/incidents.js';
import { dispatchAlerts } from './alert-dispatcher.ts';
import { MAX_AGE_MS, SETTLE_MS } from './alert-dispatch.service.ts';
import { unsubscribeTokenHash } from '#server/lib/mail/mail-tokens.js';

/* "Notify subscribers" on an incident: the update is mailed once; incident-made status changes are not mailed twice. */

let smtp: SmtpCapture;
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  const admin = await createUser(t, { isAdmin: true });
  headers = cookieHeader(await adminSessionCookie(t, admin.id));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => t.clock.advance(MAX_AGE_MS + 60_000));

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
const settle = () => t.clock.advance(SETTLE_MS + 1000);
const mailsTo = (email: string): CapturedMail[] => smtp.messages.filter((m) => m.to.includes(email));

async function newService(): Promise<{ id: string; name: string }> {
  const name = `Carrier ${unique('svc')}`;
  const [row] = await t.db.insert(services).values({ name, type: 'voip' }).returning({ id: services.id });
  await t.app.directory.view.invalidate();
  return { id: row!.id, name };
}

/** A confirmed, active alert subscriber of `serviceIds`, written as the opt-in flow leaves one. */
async function subscriber(serviceIds: string[]): Promise<string> {
  const email = `${unique('alerts')}@clinic.example.ca`.toLowerCase();
  const id = randomUUID();
  await t.db.insert(alertSubscriptions).values({
    id,
    emailEncrypted: t.keys.encrypt(email),
    emailHash: t.keys.blindIndex(email),
    source: 'newsletter',
    consentText: 'test',
    consentAt: t.clock.now(),
    confirmedAt: new Date(t.clock.now().getTime() - 60_000),
    unsubscribeTokenHash: unsubscribeTokenHash(t.keys, id),
    isActive: true,
  });
  await t.db.insert(alertSubscriptionServices).values(serviceIds.map((serviceId) => ({ subscriptionId: id, serviceId })));
  return email;
}

async function post(url: string, body: Record<string, unknown>): Promise<Incident> {
  const response = await t.request({ method: 'POST', url, body, headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Incident>();
}

describe('incident notices', () => {
  it('mails an update marked "notify subscribers" once, with what to do, and never the status change it made', async () => {
    const [phones, other] = [await newService(), await newService()];
    const follower = await subscriber([phones.id]);
    const bystander = await subscriber([other.id]);
    const title = unique('Calls dropping');
    const incident = await post('/api/admin/incidents', {
      title,
      serviceIds: [phones.id],
      impact: 'outage',
      message: 'Calls are dropping after a minute.',
      whatToDo: 'Use your mobile phones and call patients back.',
      notify: true,
    });
    settle();
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(await run()).toEqual({ sent: 0, failed: 0 });

    const [mail, ...others] = mailsTo(follower);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe(`[Summit Dental IT status] Incident: ${title}`);
    expect(mail!.text).toContain('Investigating: Calls are dropping after a minute.');
    expect(mail!.text).toContain('What to do: Use your mobile phones and call patients back.');
    expect(mail!.text).toContain(`${phones.name} (down)`);
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mailsTo(bystander)).toHaveLength(0);

    // Resolved without "notify": the status comes back, and nobody is mailed.
    await post(`/api/admin/incidents/${incident.id}/updates`, { status: 'resolved', message: 'Calls are fine again.' });
    t.clock.advance(20 * 60_000);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(mailsTo(follower)).toHaveLength(1);
  });

  it('an update without "notify" is not mailed, and a later one with it is', async () => {
    const service = await newService();
    const email = await subscriber([service.id]);
    const incident = await post('/api/admin/incidents', { title: unique('Slow portal'), serviceIds: [service.id], impact: 'degraded', message: 'Slow.' });
    settle();
    expect((await run()).sent).toBe(0);
    await post(`/api/admin/incidents/${incident.id}/updates`, { status: 'resolved', message: 'All clear.', notify: true });
    settle();
    expect((await run()).sent).toBe(1);
    expect(mailsTo(email)[0]!.subject).toMatch(/Resolved: /);
  });
});
