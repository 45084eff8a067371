import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { buildTestApp, TEST_ORIGIN, unique, useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { openSecondInstance } from '#tests/support/test-database.ts';
import { memoryMailer } from '#tests/support/clinic-access.ts';
import { startChannelReceivers, type ChannelReceivers } from '#tests/support/channel-receivers.ts';
import { channelInternet } from '#tests/support/channel-internet.ts';
import { buildApp } from '#server/app.js';
import { setServiceStatus } from '#tests/support/service-status.ts';
import { adminSessionCookie, createUser } from '#tests/support/admin-auth.ts';
import {
  alertChannels,
  alertDeliveries,
  alertSubscriptions,
  alertSubscriptionServices,
  incidents,
  incidentServices,
  incidentUpdates,
  maintenanceServices,
  maintenanceWindows,
  rateLimitHits,
  services,
} from '#server/db/schema.js';
import { unsubscribeToken } from '#server/lib/mail/mail-tokens.js';
import {
  CHANNEL_MESSAGES,
  CHANNEL_PAUSE_AFTER_FAILURES,
  type AdminChannelDelivery,
  type AlertChannelAdded,
  type AlertChannelList,
} from '#shared/subscribers/alert-channels.js';
import type { Page } from '#shared/admin/admin.js';
import { dispatchChannels, MAX_ATTEMPTS } from './channel-dispatch.ts';
import { senderFor } from './channel-sender.ts';
import { WEBHOOK_SCHEMA } from './channel-payload.ts';
import { CHANNEL_LIMIT_MESSAGES, CHANNEL_TEST_LIMITS, reserveSmsSend, SMS_LIMITS } from './channel-limits.ts';
import { STATUS_HOLD_MS } from './status-holds.ts';
import { SETTLE_MS } from '../alert-dispatch.service.ts';

/*
 * Alert channels against real HTTP receivers: Teams, Slack, a signed webhook, and a stand-in for
 * Twilio's Messages API (configured like a real account, at a local address). Channels reach only
 * the public internet, so the test stands in for it (tests/support/channel-internet.ts): names
 * resolve to a public address, the board vets that as in production, and what it lets through
 * lands on the loopback receivers.
 */

const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const env: Record<string, string> = {
  MONITOR_ALLOW_PRIVATE: 'true',
  TWILIO_ACCOUNT_SID: TWILIO_SID,
  TWILIO_AUTH_TOKEN: 'twilio-test-token',
  TWILIO_FROM: '+14035550100',
};
let receivers: ChannelReceivers;
beforeAll(async () => {
  receivers = await startChannelReceivers();
  env.TWILIO_API_URL = receivers.url;
});
afterAll(() => receivers.close());
afterEach(() => vi.useRealTimers());

const internet = channelInternet(() => receivers);
const mail = memoryMailer();
const testApp = useTestApp({ env, mailer: mail.mailer, channels: { network: internet } });

/** A confirmed subscription following `serviceIds`, and the token of its mailed links. */
async function subscription(t: TestApp, serviceIds: string[], state: { confirmed?: boolean } = {}): Promise<{ id: string; token: string; email: string }> {
  const id = crypto.randomUUID();
  const email = `${unique('desk')}@clinic.example.ca`.toLowerCase();
  await t.db.insert(alertSubscriptions).values({
    id,
    emailEncrypted: t.keys.encrypt(email),
    emailHash: t.keys.blindIndex(email),
    source: 'clinic',
    consentText: 'E-mail me',
    unsubscribeTokenHash: t.keys.hashSecret(unsubscribeToken(t.keys, id)),
    confirmedAt: state.confirmed === false ? null : t.clock.now(),
    isActive: state.confirmed !== false,
  });
  if (serviceIds.length > 0) await t.db.insert(alertSubscriptionServices).values(serviceIds.map((serviceId) => ({ subscriptionId: id, serviceId })));
  return { id, token: unsubscribeToken(t.keys, id), email };
}

async function newService(t: TestApp): Promise<string> {
  const [row] = await t.db
    .insert(services)
    .values({ name: unique('Carrier'), type: 'internet' })
    .returning({ id: services.id });
  await t.app.directory.view.invalidate();
  return row!.id;
}

const add = (t: TestApp, body: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/alerts/channels', body });
async function added(t: TestApp, body: Record<string, unknown>): Promise<AlertChannelAdded> {
  const response = await add(t, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AlertChannelAdded>();
}

/** One run of the channel dispatcher, once the changes have settled. */
async function run(t: TestApp) {
  t.clock.advance(SETTLE_MS + 1_000);
  const deps = { db: t.db, keys: t.keys, clock: t.clock, config: t.config, mailer: mail.mailer, log: silentLog, channels: { network: internet } };
  return dispatchChannels(deps, senderFor(deps));
}

/** One run once the status changes so far are out of their hold. */
async function runAfterHold(t: TestApp) {
  t.clock.advance(STATUS_HOLD_MS);
  return run(t);
}

const silentLog = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as Parameters<typeof dispatchChannels>[0]['log'];
const path = (name: string) => `/${name}-${unique('p')}`;
/** Addresses as each service gives them out; the stand-in internet delivers each to the receivers by its path. */
const teamsAt = (name: string) => `https://prod-12.canadacentral.logic.azure.com/workflows${path(name)}/triggers/manual/paths/invoke`;
const slackAt = (name: string) => `https://hooks.slack.com/services/T0CLINIC/B0ALERTS${path(name)}`;
const hookAt = (name: string) => `https://it.summit-dental.example.ca/hooks${path(name)}`;
/** What the receiver behind `url` got, and how it answers from now on. */
const sentTo = (url: string) => receivers.at(new URL(url).pathname);
const answerAt = (url: string, status: number) => receivers.answer(new URL(url).pathname, status);

/** The admins' delivery log, first page (the newest entries). */
async function adminLog(t: TestApp): Promise<AdminChannelDelivery[]> {
  const admin = await createUser(t, { isAdmin: true });
  const response = await t.request({ method: 'GET', url: '/api/admin/alert-deliveries', headers: { cookie: await adminSessionCookie(t, admin.id) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<AdminChannelDelivery>>().items;
}

describe('adding a channel', () => {
  it('sends a Teams channel a test Adaptive Card, keeps its address encrypted and shows only a hint of it', async () => {
    const t = testApp();
    const owner = await subscription(t, [await newService(t)]);
    const teams = teamsAt('abcdef123456');
    const answer = await added(t, { token: owner.token, kind: 'teams', target: teams, events: ['down', 'recovered'] });
    expect(answer).toMatchObject({
      message: CHANNEL_MESSAGES.added,
      signingSecret: null,
      channel: { kind: 'teams', events: ['down', 'recovered'], pausedAt: null },
    });
    expect(answer.channel.targetHint).not.toContain(new URL(teams).pathname);
    const [card] = sentTo(teams);
    expect(card!.headers.host).toBe('prod-12.canadacentral.logic.azure.com');
    expect(card!.json()).toMatchObject({
      type: 'message',
      attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: { type: 'AdaptiveCard' } }],
    });

    const [row] = await t.db.select().from(alertChannels).where(eq(alertChannels.id, answer.channel.id));
    expect(row!.targetEncrypted).not.toContain('workflows');
    const list = await t.request({ method: 'GET', url: `/api/alerts/channels?token=${owner.token}` });
    expect(list.json<AlertChannelList>()).toMatchObject({ smsAvailable: true, channels: [{ id: answer.channel.id, targetHint: answer.channel.targetHint }] });
    expect(list.body).not.toContain(new URL(teams).pathname);
  });

  it('refuses a channel whose test message does not arrive, tells the caller only that, and keeps why for the admins', async () => {
    const t = testApp();
    const owner = await subscription(t, [await newService(t)]);
    const gone = slackAt('removed-app');
    answerAt(gone, 404);
    t.clock.advance(1_000);
    const response = await add(t, { token: owner.token, kind: 'slack', target: gone, events: ['down'] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.testFailed);
    expect(response.body).not.toContain('404');
    expect(await t.db.select().from(alertChannels).where(eq(alertChannels.subscriptionId, owner.id))).toHaveLength(0);
    const [entry] = await adminLog(t);
    expect(entry).toMatchObject({
      channelId: null,
      kind: 'slack',
      event: 'test',
      status: 'failed',
      attempts: 1,
      responseStatus: 404,
      lastError: 'HTTP 404',
      ownerHint: expect.stringContaining('•••'),
    });
    expect(entry!.targetHint).not.toContain(new URL(gone).pathname);
  });

  it.each([
    ['no events', { kind: 'slack', target: 'https://hooks.slack.com/services/T/B/x', events: [] }, CHANNEL_MESSAGES.events],
    ['an unknown kind', { kind: 'fax', target: 'https://example.com', events: ['down'] }, CHANNEL_MESSAGES.kind],
    ['a webhook that is not a web address', { kind: 'webhook', target: 'ftp://example.com/in', events: ['down'] }, CHANNEL_MESSAGES.url],
    ['a webhook over plain http', { kind: 'webhook', target: 'http://it.summit-dental.example.ca/hooks/in', events: ['down'] }, CHANNEL_MESSAGES.url],
    ['a phone number that is not one', { kind: 'sms', target: '555-12', events: ['down'] }, CHANNEL_MESSAGES.phone],
  ])('answers 400 to %s', async (_case, body, message) => {
    const t = testApp();
    const owner = await subscription(t, [await newService(t)]);
    const response = await add(t, { token: owner.token, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('is only for a confirmed subscription', async () => {
    const t = testApp();
    const owner = await subscription(t, [await newService(t)], { confirmed: false });
    const response = await add(t, { token: owner.token, kind: 'slack', target: slackAt('unconfirmed'), events: ['down'] });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.notConfirmed);
  });
});

describe('a channel cannot reach into a network, even with MONITOR_ALLOW_PRIVATE=true', () => {
  it.each<[string, () => string, string]>([
    ['loopback', () => `https://127.0.0.1:${new URL(receivers.url).port}/hooks/in`, 'loopback addresses'],
    ['a private address', () => 'https://10.0.0.5/hook', 'private network addresses'],
    ['IPv6 loopback', () => 'https://[::1]/hook', 'loopback addresses'],
    ['the cloud metadata endpoint', () => 'https://169.254.169.254/latest/meta-data/', 'cloud metadata endpoints'],
    ['a link-local address', () => 'https://169.254.10.20/hook', 'link-local addresses'],
    ['a reserved address', () => 'https://198.18.0.1/hook', 'reserved addresses'],
    ['localhost', () => 'https://localhost/hook', 'loopback addresses'],
    [
      'a name that resolves to loopback',
      () => {
        internet.resolve('vm.summit-dental.example.ca', '127.0.0.1');
        return 'https://vm.summit-dental.example.ca/hook';
      },
      'vm.summit-dental.example.ca resolves to 127.0.0.1',
    ],
  ])('refuses %s with the words any failed test gets, sends nothing, and keeps why for the admins', async (_case, target, detail) => {
    const t = testApp();
    expect(t.config.monitor.allowPrivate).toBe(true);
    const owner = await subscription(t, [await newService(t)]);
    const before = receivers.received.length;
    t.clock.advance(1_000);
    const response = await add(t, { token: owner.token, kind: 'webhook', target: target(), events: ['down'] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.testFailed);
    expect(receivers.received.length).toBe(before);
    const [entry] = await adminLog(t);
    expect(entry).toMatchObject({ channelId: null, kind: 'webhook', status: 'failed', responseStatus: null });
    expect(entry!.lastError).toContain(detail);
    expect(entry!.lastError).toContain('from alert channels, whatever MONITOR_ALLOW_PRIVATE says');
  });

  it('vets the name again at every send: once it resolves inside, nothing is sent and the admins see why', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const host = `${unique('rebind')}.summit-dental.example.ca`.toLowerCase();
    const hook = `https://${host}/hooks${path('rebind')}`;
    const channel = await added(t, { token: owner.token, kind: 'webhook', target: hook, events: ['down'] });
    expect(sentTo(hook)).toHaveLength(1);

    internet.resolve(host, '10.20.30.40');
    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'offline');
    expect(await runAfterHold(t)).toMatchObject({ queued: 1, delivered: 0 });
    expect(sentTo(hook)).toHaveLength(1);
    const entry = (await adminLog(t)).find((item) => item.channelId === channel.channel.id && item.event === 'service.down');
    expect(entry).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      lastError: expect.stringContaining(`${host} resolves to 10.20.30.40`),
    });
  });
});

describe('a board without an SMS account, with the default address filter', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp();
  });
  afterAll(() => strict.close());

  it('does not offer text messages, and refuses webhooks into the private network', async () => {
    const owner = await subscription(strict, [await newService(strict)]);
    expect((await strict.request({ method: 'GET', url: `/api/alerts/channels?token=${owner.token}` })).json<AlertChannelList>().smsAvailable).toBe(false);
    const sms = await add(strict, { token: owner.token, kind: 'sms', target: '(403) 555-0123', events: ['down'] });
    expect(sms.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.smsUnavailable);
    for (const target of ['https://10.0.0.5/hook', 'https://169.254.169.254/latest']) {
      const inside = await add(strict, { token: owner.token, kind: 'webhook', target, events: ['down'] });
      expect(inside.statusCode).toBe(400);
      expect(inside.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.testFailed);
    }
  });
});

describe('sending status alerts to channels', () => {
  // Text messages, which wait for a code before any alert, are told in sms-confirmation.test.ts.
  it('gives Teams, Slack and a signed webhook exactly one "down" and one "recovered", each in its own format', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const [teams, slack, hook] = [teamsAt('flow'), slackAt('app'), hookAt('hook')];
    const events = ['down', 'degraded', 'recovered'];
    await added(t, { token: owner.token, kind: 'teams', target: teams, events });
    await added(t, { token: owner.token, kind: 'slack', target: slack, events });
    await added(t, { token: owner.token, kind: 'webhook', target: hook, events });

    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'offline');
    // Held a little, in case it flaps. A run counts over the whole database: another test's retry
    // may fall due in it, so the counts say what was queued, and the receivers what was sent.
    expect(await run(t)).toMatchObject({ queued: 0 });
    expect(sentTo(hook).map((r) => r.json().type)).toEqual(['test']);
    expect(await runAfterHold(t)).toMatchObject({ queued: 3 });
    expect(await run(t)).toMatchObject({ queued: 0 });
    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'online');
    expect(await runAfterHold(t)).toMatchObject({ queued: 3 });

    const [name] = (await t.db.select({ name: services.name }).from(services).where(eq(services.id, serviceId))).map((r) => r.name);
    // Each receiver: the test message, then exactly one down and one recovered.
    const hookBodies = sentTo(hook).map((r) => r.json());
    expect(hookBodies.map((b) => b.type)).toEqual(['test', 'service.down', 'service.recovered']);
    expect(hookBodies[1]).toMatchObject({
      schema: WEBHOOK_SCHEMA,
      // The channel's language: it was added from an English page.
      locale: 'en-CA',
      summary: `${name} is down`,
      services: [{ id: serviceId, name, type: 'internet', status: 'offline', previousStatus: 'online' }],
      board: `${t.config.publicUrl}/`,
    });
    const cards = sentTo(teams).map((r) => r.json() as { attachments: { content: { body: { text?: string }[] } }[] });
    expect(cards.map((c) => c.attachments[0]!.content.body[0]!.text)).toEqual([
      expect.stringMatching(/^Test message/),
      `${name} is down`,
      `${name} is back online`,
    ]);
    expect(sentTo(slack).map((r) => r.json().text)).toEqual([expect.stringMatching(/^Test message/), `${name} is down`, `${name} is back online`]);
  });

  it('tells a channel only the events it chose', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const quiet = hookAt('recovered-only');
    await added(t, { token: owner.token, kind: 'webhook', target: quiet, events: ['recovered'] });
    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'warning');
    await runAfterHold(t);
    await setServiceStatus(t, serviceId, 'online');
    await runAfterHold(t);
    expect(sentTo(quiet).map((r) => r.json().type)).toEqual(['test', 'service.recovered']);
  });

  it('tells incident updates the IT team chose to notify, and maintenance starting and ending, to channels that asked', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const hook = hookAt('news');
    await added(t, { token: owner.token, kind: 'webhook', target: hook, events: ['incident', 'maintenance'] });
    t.clock.advance(60_000);
    const at = t.clock.now();
    const [incident] = await t.db.insert(incidents).values({ title: 'Phones dropping calls', createdAt: at }).returning();
    await t.db.insert(incidentServices).values({ incidentId: incident!.id, serviceId });
    await t.db.insert(incidentUpdates).values([
      {
        incidentId: incident!.id,
        status: 'identified',
        message: 'The carrier found the fault.',
        whatToDo: 'Use the backup line.',
        notify: true,
        createdAt: at,
      },
      { incidentId: incident!.id, status: 'monitoring', message: 'Not worth a message.', notify: false, createdAt: at },
    ]);
    const [window] = await t.db
      .insert(maintenanceWindows)
      .values({ title: 'Fibre upgrade', startsAt: new Date(at.getTime() + 1_000), endsAt: new Date(at.getTime() + 2_000) })
      .returning();
    await t.db.insert(maintenanceServices).values({ windowId: window!.id, serviceId });
    t.clock.advance(5_000);
    await run(t);
    const bodies = sentTo(hook).map((r) => r.json());
    expect(bodies.map((b) => b.type)).toEqual(['test', 'incident.updated', 'maintenance.started', 'maintenance.ended']);
    expect(bodies[1]).toMatchObject({
      summary: 'Incident update: Phones dropping calls',
      incident: { title: 'Phones dropping calls', status: 'identified', message: 'The carrier found the fault.', whatToDo: 'Use the backup line.' },
    });
    expect(bodies[2]).toMatchObject({ summary: 'Scheduled maintenance started: Fibre upgrade', maintenance: { title: 'Fibre upgrade' } });
  });

  it('retries with backoff, pauses a channel that keeps failing and tells its owner by e-mail (without the answers); resuming sends again', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const flaky = hookAt('flaky');
    const channel = await added(t, { token: owner.token, kind: 'webhook', target: flaky, events: ['down', 'recovered'] });
    answerAt(flaky, 503);

    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'offline');
    expect(await runAfterHold(t)).toMatchObject({ queued: 1, delivered: 0 });
    // Not tried again before its backoff (30 s after the first try) has passed.
    expect(await run(t)).toMatchObject({ delivered: 0 });
    const tries = () => sentTo(flaky).length - 1;
    expect(tries()).toBe(1);
    for (let attempt = 2; attempt <= CHANNEL_PAUSE_AFTER_FAILURES; attempt++) {
      t.clock.advance(30_000 * 2 ** (attempt - 2));
      await run(t);
    }
    expect(tries()).toBe(CHANNEL_PAUSE_AFTER_FAILURES);
    const [paused] = await t.db.select().from(alertChannels).where(eq(alertChannels.id, channel.channel.id));
    expect(paused!.pausedAt).not.toBeNull();
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(CHANNEL_PAUSE_AFTER_FAILURES);
    expect(await t.db.select({ status: alertDeliveries.status }).from(alertDeliveries).where(eq(alertDeliveries.channelId, channel.channel.id))).toContainEqual(
      {
        status: 'failed',
      },
    );
    const told = mail.lastTo(owner.email);
    expect(told?.subject).toBe('Your Webhook (signed JSON) status alerts are paused');
    expect(told?.text).not.toContain('503');
    const logged = (await adminLog(t)).find((item) => item.channelId === channel.channel.id && item.event === 'service.down');
    expect(logged).toMatchObject({ status: 'failed', responseStatus: 503 });

    // Paused: nothing more is queued or sent to it.
    await setServiceStatus(t, serviceId, 'online');
    expect(await runAfterHold(t)).toMatchObject({ queued: 0 });
    answerAt(flaky, 200);
    const resumed = await t.request({ method: 'POST', url: `/api/alerts/channels/${channel.channel.id}/resume`, body: { token: owner.token } });
    expect(resumed.statusCode, resumed.body).toBe(200);
    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'offline');
    expect(await runAfterHold(t)).toMatchObject({ queued: 1, delivered: 1 });
  });

  it('keeps a delivery log the admins can read, with no address in full', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const hook = hookAt('logged/secret-part');
    // The newest entry of the log, whatever the other tests logged.
    t.clock.advance(1_000);
    const channel = await added(t, { token: owner.token, kind: 'webhook', target: hook, events: ['down'] });
    const admin = await createUser(t, { isAdmin: true });
    const response = await t.request({ method: 'GET', url: '/api/admin/alert-deliveries', headers: { cookie: await adminSessionCookie(t, admin.id) } });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Page<AdminChannelDelivery>>();
    const ours = page.items.find((item) => item.channelId === channel.channel.id);
    expect(ours).toMatchObject({ kind: 'webhook', event: 'test', status: 'delivered', attempts: 1, ownerHint: expect.stringContaining('•••') });
    expect(response.body).not.toContain('secret-part');
    expect(response.body).not.toContain(owner.email);
  });

  it('removes a channel with the link, and says so when it is already gone', async () => {
    const t = testApp();
    const owner = await subscription(t, [await newService(t)]);
    const channel = await added(t, { token: owner.token, kind: 'slack', target: slackAt('gone'), events: ['down'] });
    const removed = await t.request({ method: 'DELETE', url: `/api/alerts/channels/${channel.channel.id}`, body: { token: owner.token } });
    expect(removed.json()).toEqual({ message: CHANNEL_MESSAGES.removed });
    const again = await t.request({ method: 'DELETE', url: `/api/alerts/channels/${channel.channel.id}`, body: { token: owner.token } });
    expect(again.statusCode).toBe(404);
  });
});

describe('webhooks on the Standard Webhooks specification', () => {
  it('signs every delivery so the published verifier accepts it, keeps webhook-id on a retry, and a changed body is refused', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const hook = hookAt('standard');
    const webhook = await added(t, { token: owner.token, kind: 'webhook', target: hook, events: ['down'] });
    expect(webhook.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
    answerAt(hook, 503);
    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'offline');
    expect(await runAfterHold(t)).toMatchObject({ queued: 1, delivered: 0 });
    answerAt(hook, 200);
    t.clock.advance(30_000);
    expect(await run(t)).toMatchObject({ delivered: 1 });

    const requests = sentTo(hook);
    expect(requests).toHaveLength(3);
    const receiver = new Webhook(webhook.signingSecret!);
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const request of requests) {
      const headers = request.headers as Record<string, string>;
      // The receiver's clock reads the board's when the request arrives.
      vi.setSystemTime(Number(headers['webhook-timestamp']) * 1000);
      expect(receiver.verify(request.body, headers)).toMatchObject({ schema: WEBHOOK_SCHEMA, id: headers['webhook-id'] });
      expect(Object.keys(headers).filter((header) => header.startsWith('x-clinic-status'))).toEqual([]);
    }
    const [, first, retry] = requests;
    expect(first!.json()).toMatchObject({ type: 'service.down' });
    expect(retry!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(retry!.headers['webhook-timestamp']).not.toBe(first!.headers['webhook-timestamp']);
    expect(retry!.body).toBe(first!.body);
    const tampered = retry!.body.replace('"status":"offline"', '"status":"online"');
    expect(tampered).not.toBe(retry!.body);
    expect(() => receiver.verify(tampered, retry!.headers as Record<string, string>)).toThrow(WebhookVerificationError);
  });
});

describe('a service that flaps', () => {
  it('gives each channel one message for five flips within two minutes: the state it ended in, saying it is flapping', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const [teams, slack, hook] = [teamsAt('flap'), slackAt('flap'), hookAt('flap')];
    for (const [kind, target] of [
      ['teams', teams],
      ['slack', slack],
      ['webhook', hook],
    ]) {
      await added(t, { token: owner.token, kind, target, events: ['down', 'recovered'] });
    }
    const [name] = (await t.db.select({ name: services.name }).from(services).where(eq(services.id, serviceId))).map((r) => r.name);

    t.clock.advance(60_000);
    for (const status of ['offline', 'online', 'offline', 'online', 'offline'] as const) {
      await setServiceStatus(t, serviceId, status);
      t.clock.advance(20_000);
    }
    // Still held: nothing yet.
    expect(await run(t)).toMatchObject({ queued: 0, delivered: 0 });
    expect(await runAfterHold(t)).toMatchObject({ queued: 3, delivered: 3 });
    expect(await runAfterHold(t)).toMatchObject({ queued: 0, delivered: 0 });

    const summary = `${name} is flapping: went down 3 times in 2 min; now down`;
    const [, told] = sentTo(hook).map((r) => r.json());
    expect(sentTo(hook)).toHaveLength(2);
    expect(told).toMatchObject({ type: 'service.down', summary, services: [{ id: serviceId, status: 'offline', previousStatus: 'online' }] });
    for (const other of [teams, slack]) {
      expect(sentTo(other)).toHaveLength(2);
      expect(sentTo(other)[1]!.body).toContain(summary);
    }
  });
});

describe('limits on test messages, kept in the database', () => {
  const refusedTarget = { kind: 'webhook', target: 'https://10.0.0.5/hook', events: ['down'] };

  it('counts failed and refused tests too: the eleventh in an hour for one subscription is refused, another subscription is not', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    for (let i = 0; i < CHANNEL_TEST_LIMITS.perSubscriptionPerHour; i++) {
      expect((await add(t, { token: owner.token, ...refusedTarget })).statusCode).toBe(400);
    }
    const over = await add(t, { token: owner.token, kind: 'webhook', target: hookAt('after-limit'), events: ['down'] });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toContain(CHANNEL_LIMIT_MESSAGES.subscription);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const someoneElse = await subscription(t, [serviceId]);
    await added(t, { token: someoneElse.token, kind: 'webhook', target: hookAt('other-subscriber'), events: ['down'] });
  });

  it('shares the count between two instances of the board on one database', async () => {
    const t = testApp();
    const owner = await subscription(t, [await newService(t)]);
    const database = t.database.connectionUrl ? await openSecondInstance(t.database) : t.database;
    const other = await buildApp({
      config: t.config,
      database,
      keys: t.keys,
      clock: t.clock,
      mailer: mail.mailer,
      rateLimits: false,
      backgroundJobs: false,
      channels: { network: internet },
      clientDir: path('no-client'),
    });
    await other.start();
    try {
      const addThere = () =>
        other.server.inject({
          method: 'POST',
          url: '/api/alerts/channels',
          payload: JSON.stringify({ token: owner.token, ...refusedTarget }),
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        });
      for (let i = 0; i < CHANNEL_TEST_LIMITS.perSubscriptionPerHour; i++) {
        const response = i % 2 === 0 ? await add(t, { token: owner.token, ...refusedTarget }) : await addThere();
        expect(response.statusCode).toBe(400);
      }
      expect((await addThere()).statusCode).toBe(429);
      expect((await add(t, { token: owner.token, ...refusedTarget })).statusCode).toBe(429);
    } finally {
      await other.stop();
      if (database !== t.database) await database.close();
    }
  });
});

describe('limits for the whole installation', () => {
  let isolated: TestApp;
  beforeAll(async () => {
    isolated = await buildTestApp({ env, channels: { network: internet } });
  });
  afterAll(() => isolated.close());

  /** Fills the current window's installation-wide count for `key` up to its limit. */
  async function fill(key: string, limit: number, windowMs: number) {
    const windowStart = new Date(Math.floor(isolated.clock.nowMs() / windowMs) * windowMs);
    await isolated.db
      .insert(rateLimitHits)
      .values({ key, windowStart, count: limit })
      .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { count: limit } });
  }

  it('refuses test messages once the board has sent its hourly number, whoever asks', async () => {
    await fill('channel-test:all', CHANNEL_TEST_LIMITS.installationPerHour, 3_600_000);
    const owner = await subscription(isolated, [await newService(isolated)]);
    const response = await add(isolated, { token: owner.token, kind: 'webhook', target: hookAt('installation'), events: ['down'] });
    expect(response.statusCode).toBe(429);
    expect(response.json<{ message: string }>().message).toContain(CHANNEL_LIMIT_MESSAGES.installation);
  });

  it('counts text messages per subscription and for the installation (reserveSmsSend)', async () => {
    const deps = { db: isolated.db, clock: isolated.clock };
    const subscriptionId = crypto.randomUUID();
    for (let i = 0; i < SMS_LIMITS.perSubscriptionPerHour; i++) await reserveSmsSend(deps, subscriptionId);
    await expect(reserveSmsSend(deps, subscriptionId)).rejects.toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining(CHANNEL_LIMIT_MESSAGES.smsSubscription),
    });
    await reserveSmsSend(deps, crypto.randomUUID());
    await fill('sms:all:day', SMS_LIMITS.installationPerDay, 24 * 3_600_000);
    await expect(reserveSmsSend(deps, crypto.randomUUID())).rejects.toMatchObject({ message: expect.stringContaining(CHANNEL_LIMIT_MESSAGES.smsInstallation) });
  });
});
