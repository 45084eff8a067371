import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, unique, useTestApp, type TestApp } from '../../../../../tests/support/test-app.ts';
import { memoryMailer } from '../../../../../tests/support/clinic-access.ts';
import { startChannelReceivers, type ChannelReceivers } from '../../../../../tests/support/channel-receivers.ts';
import { setServiceStatus } from '../../../../../tests/support/service-status.ts';
import { adminSessionCookie, createUser } from '../../../../../tests/support/admin-auth.ts';
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
  services,
} from '../../../db/schema.ts';
import { unsubscribeToken } from '../../../lib/mail-tokens.ts';
import {
  CHANNEL_MESSAGES,
  CHANNEL_PAUSE_AFTER_FAILURES,
  type AdminChannelDelivery,
  type AlertChannelAdded,
  type AlertChannelList,
} from '../../../../shared/subscribers/alert-channels.ts';
import type { Page } from '../../../../shared/admin/admin.ts';
import { dispatchChannels, MAX_ATTEMPTS } from './channel-dispatch.ts';
import { senderFor } from './channel-sender.ts';
import { WEBHOOK_SCHEMA } from './channel-payload.ts';
import { SETTLE_MS } from '../alert-dispatch.service.ts';

/*
 * Alert channels against real HTTP receivers on loopback: Teams, Slack, a signed webhook, and a
 * stand-in for Twilio's Messages API (configured like a real account, at a local address).
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

const mail = memoryMailer();
const testApp = useTestApp({ env, mailer: mail.mailer });
const TWILIO_PATH = `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`;

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
  const deps = { db: t.db, keys: t.keys, clock: t.clock, config: t.config, mailer: mail.mailer, log: silentLog };
  return dispatchChannels(deps, senderFor(deps));
}

const silentLog = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as Parameters<typeof dispatchChannels>[0]['log'];
const path = (name: string) => `/${name}-${unique('p')}`;

describe('adding a channel', () => {
  it('sends a Teams channel a test Adaptive Card, keeps its address encrypted and shows only a hint of it', async () => {
    const t = testApp();
    const owner = await subscription(t, [await newService(t)]);
    const teams = path('teams/workflows/abcdef123456');
    const answer = await added(t, { token: owner.token, kind: 'teams', target: `${receivers.url}${teams}`, events: ['down', 'recovered'] });
    expect(answer).toMatchObject({
      message: CHANNEL_MESSAGES.added,
      signingSecret: null,
      channel: { kind: 'teams', events: ['down', 'recovered'], pausedAt: null },
    });
    expect(answer.channel.targetHint).not.toContain(teams.slice(1));
    const [card] = receivers.at(teams);
    expect(card!.json()).toMatchObject({
      type: 'message',
      attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: { type: 'AdaptiveCard' } }],
    });

    const [row] = await t.db.select().from(alertChannels).where(eq(alertChannels.id, answer.channel.id));
    expect(row!.targetEncrypted).not.toContain('teams');
    const list = await t.request({ method: 'GET', url: `/api/alerts/channels?token=${owner.token}` });
    expect(list.json<AlertChannelList>()).toMatchObject({ smsAvailable: true, channels: [{ id: answer.channel.id, targetHint: answer.channel.targetHint }] });
    expect(list.body).not.toContain(teams.slice(1));
  });

  it('refuses a channel whose test message does not arrive, and stores nothing', async () => {
    const t = testApp();
    const owner = await subscription(t, [await newService(t)]);
    const gone = path('slack/removed-app');
    receivers.answer(gone, 404);
    const response = await add(t, { token: owner.token, kind: 'slack', target: `${receivers.url}${gone}`, events: ['down'] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.testFailed('HTTP 404'));
    expect(await t.db.select().from(alertChannels).where(eq(alertChannels.subscriptionId, owner.id))).toHaveLength(0);
  });

  it.each([
    ['no events', { kind: 'slack', target: 'https://hooks.slack.com/services/T/B/x', events: [] }, CHANNEL_MESSAGES.events],
    ['an unknown kind', { kind: 'fax', target: 'https://example.com', events: ['down'] }, CHANNEL_MESSAGES.kind],
    ['a webhook that is not a web address', { kind: 'webhook', target: 'ftp://example.com/in', events: ['down'] }, CHANNEL_MESSAGES.url],
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
    const response = await add(t, { token: owner.token, kind: 'slack', target: `${receivers.url}${path('slack')}`, events: ['down'] });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.notConfirmed);
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
    const inside = await add(strict, { token: owner.token, kind: 'webhook', target: 'https://10.0.0.5/hook', events: ['down'] });
    expect(inside.statusCode).toBe(400);
    expect(inside.body).toContain('private network addresses');
    const metadata = await add(strict, { token: owner.token, kind: 'webhook', target: 'https://169.254.169.254/latest', events: ['down'] });
    expect(metadata.statusCode).toBe(400);
  });
});

describe('sending status alerts to channels', () => {
  it('gives Teams, Slack, a signed webhook and SMS exactly one "down" and one "recovered", each in its own format', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const [teams, slack, hook] = [path('teams'), path('slack'), path('hook')];
    const events = ['down', 'degraded', 'recovered'];
    await added(t, { token: owner.token, kind: 'teams', target: `${receivers.url}${teams}`, events });
    await added(t, { token: owner.token, kind: 'slack', target: `${receivers.url}${slack}`, events });
    const webhook = await added(t, { token: owner.token, kind: 'webhook', target: `${receivers.url}${hook}`, events });
    const smsBefore = receivers.at(TWILIO_PATH).length;
    await added(t, { token: owner.token, kind: 'sms', target: '(403) 555-0123', events });

    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'offline');
    expect(await run(t)).toMatchObject({ queued: 4, delivered: 4, failed: 0 });
    expect(await run(t)).toMatchObject({ queued: 0, delivered: 0 });
    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'online');
    expect(await run(t)).toMatchObject({ queued: 4, delivered: 4 });

    const [name] = (await t.db.select({ name: services.name }).from(services).where(eq(services.id, serviceId))).map((r) => r.name);
    // Each receiver: the test message, then exactly one down and one recovered.
    const hookBodies = receivers.at(hook).map((r) => r.json());
    expect(hookBodies.map((b) => b.type)).toEqual(['test', 'service.down', 'service.recovered']);
    expect(hookBodies[1]).toMatchObject({
      schema: WEBHOOK_SCHEMA,
      summary: `${name} is down`,
      services: [{ id: serviceId, name, type: 'internet', status: 'offline', previousStatus: 'online' }],
      board: `${t.config.publicUrl}/`,
    });
    for (const request of receivers.at(hook)) {
      const timestamp = request.headers['x-clinic-status-timestamp'] as string;
      const expected = `sha256=${createHmac('sha256', webhook.signingSecret!).update(`${timestamp}.${request.body}`).digest('hex')}`;
      expect(request.headers['x-clinic-status-signature']).toBe(expected);
      expect(request.headers['x-clinic-status-delivery']).toBe(request.json().id);
    }
    const cards = receivers.at(teams).map((r) => r.json() as { attachments: { content: { body: { text?: string }[] } }[] });
    expect(cards.map((c) => c.attachments[0]!.content.body[0]!.text)).toEqual([
      expect.stringMatching(/^Test message/),
      `${name} is down`,
      `${name} is back online`,
    ]);
    expect(receivers.at(slack).map((r) => r.json().text)).toEqual([expect.stringMatching(/^Test message/), `${name} is down`, `${name} is back online`]);
    const texts = receivers.at(TWILIO_PATH).slice(smsBefore);
    expect(texts).toHaveLength(3);
    const form = new URLSearchParams(texts[1]!.body);
    expect(Object.fromEntries(form)).toMatchObject({ To: '+14035550123', From: '+14035550100', Body: expect.stringContaining(`${name} is down`) });
    expect(texts[1]!.headers.authorization).toBe(`Basic ${Buffer.from(`${TWILIO_SID}:twilio-test-token`).toString('base64')}`);
  });

  it('tells a channel only the events it chose', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const quiet = path('hook-recovered-only');
    await added(t, { token: owner.token, kind: 'webhook', target: `${receivers.url}${quiet}`, events: ['recovered'] });
    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'warning');
    await run(t);
    await setServiceStatus(t, serviceId, 'online');
    await run(t);
    expect(receivers.at(quiet).map((r) => r.json().type)).toEqual(['test', 'service.recovered']);
  });

  it('tells incident updates the IT team chose to notify, and maintenance starting and ending, to channels that asked', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const hook = path('hook-news');
    await added(t, { token: owner.token, kind: 'webhook', target: `${receivers.url}${hook}`, events: ['incident', 'maintenance'] });
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
    const bodies = receivers.at(hook).map((r) => r.json());
    expect(bodies.map((b) => b.type)).toEqual(['test', 'incident.updated', 'maintenance.started', 'maintenance.ended']);
    expect(bodies[1]).toMatchObject({
      summary: 'Incident update: Phones dropping calls',
      incident: { title: 'Phones dropping calls', status: 'identified', message: 'The carrier found the fault.', whatToDo: 'Use the backup line.' },
    });
    expect(bodies[2]).toMatchObject({ summary: 'Scheduled maintenance started: Fibre upgrade', maintenance: { title: 'Fibre upgrade' } });
  });

  it('retries with backoff, pauses a channel that keeps failing and tells its owner by e-mail; resuming sends again', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const flaky = path('hook-flaky');
    const channel = await added(t, { token: owner.token, kind: 'webhook', target: `${receivers.url}${flaky}`, events: ['down', 'recovered'] });
    receivers.answer(flaky, 503);

    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'offline');
    expect(await run(t)).toMatchObject({ queued: 1, delivered: 0 });
    // Not tried again before its backoff (30 s after the first try) has passed.
    expect(await run(t)).toMatchObject({ delivered: 0 });
    const tries = () => receivers.at(flaky).length - 1;
    expect(tries()).toBe(1);
    for (let attempt = 2; attempt <= CHANNEL_PAUSE_AFTER_FAILURES; attempt++) {
      t.clock.advance(30_000 * 2 ** (attempt - 2));
      await run(t);
    }
    expect(tries()).toBe(CHANNEL_PAUSE_AFTER_FAILURES);
    const [paused] = await t.db.select().from(alertChannels).where(eq(alertChannels.id, channel.channel.id));
    expect(paused!.pausedAt).not.toBeNull();
    const [delivery] = await t.db.select().from(alertDeliveries).where(eq(alertDeliveries.channelId, channel.channel.id)).orderBy(alertDeliveries.createdAt);
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(CHANNEL_PAUSE_AFTER_FAILURES);
    expect(await t.db.select({ status: alertDeliveries.status }).from(alertDeliveries).where(eq(alertDeliveries.channelId, channel.channel.id))).toContainEqual(
      {
        status: 'failed',
      },
    );
    expect(delivery).toBeDefined();
    const told = mail.lastTo(owner.email);
    expect(told?.subject).toBe('Your Webhook (signed JSON) status alerts are paused');
    expect(told?.text).toContain('HTTP 503');

    // Paused: nothing more is queued or sent to it.
    await setServiceStatus(t, serviceId, 'online');
    expect(await run(t)).toMatchObject({ queued: 0 });
    receivers.answer(flaky, 200);
    const resumed = await t.request({ method: 'POST', url: `/api/alerts/channels/${channel.channel.id}/resume`, body: { token: owner.token } });
    expect(resumed.statusCode, resumed.body).toBe(200);
    t.clock.advance(60_000);
    await setServiceStatus(t, serviceId, 'offline');
    expect(await run(t)).toMatchObject({ queued: 1, delivered: 1 });
  });

  it('keeps a delivery log the admins can read, with no address in full', async () => {
    const t = testApp();
    const serviceId = await newService(t);
    const owner = await subscription(t, [serviceId]);
    const hook = path('hook-logged/secret-part');
    // The newest entry of the log, whatever the other tests logged.
    t.clock.advance(1_000);
    const channel = await added(t, { token: owner.token, kind: 'webhook', target: `${receivers.url}${hook}`, events: ['down'] });
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
    const channel = await added(t, { token: owner.token, kind: 'slack', target: `${receivers.url}${path('slack-gone')}`, events: ['down'] });
    const removed = await t.request({ method: 'DELETE', url: `/api/alerts/channels/${channel.channel.id}`, body: { token: owner.token } });
    expect(removed.json()).toEqual({ message: CHANNEL_MESSAGES.removed });
    const again = await t.request({ method: 'DELETE', url: `/api/alerts/channels/${channel.channel.id}`, body: { token: owner.token } });
    expect(again.statusCode).toBe(404);
  });
});
