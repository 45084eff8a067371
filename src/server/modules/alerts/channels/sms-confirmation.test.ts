import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { unique, useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { memoryMailer } from '#tests/support/clinic-access.ts';
import { startChannelReceivers, type ChannelReceivers } from '#tests/support/channel-receivers.ts';
import { channelInternet } from '#tests/support/channel-internet.ts';
import { setServiceStatus } from '#tests/support/service-status.ts';
import {
  alertChannels,
  alertChannelTestFailures,
  alertDeliveries,
  alertSubscriptions,
  alertSubscriptionServices,
  emailVerificationCodes,
  rateLimitHits,
  services,
} from '#server/db/schema.js';
import { unsubscribeToken } from '#server/lib/mail/mail-tokens.js';
import {
  CHANNEL_MESSAGES,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_RESEND_SECONDS,
  SMS_CODE_VALID_MINUTES,
  type AlertChannelAdded,
  type AlertChannelConfirmed,
  type AlertChannelList,
} from '#shared/subscribers/alert-channels.js';
import { dispatchChannels } from './channel-dispatch.ts';
import { senderFor } from './channel-sender.ts';
import { CHANNEL_LIMIT_MESSAGES, SMS_LIMITS } from './channel-limits.ts';
import { smsSize } from './sms-encoding.ts';
import { STATUS_HOLD_MS } from './status-holds.ts';
import { SETTLE_MS } from '../alert-dispatch.service.ts';

/*
 * A number receives nothing until its owner has entered the code texted to it. Twilio's Messages
 * API is stood in for by a local receiver configured like a real account (TWILIO_API_URL), so
 * what the board texts is read back from what that endpoint received.
 */

const TWILIO_SID = `AC${'fedcba9876543210'.repeat(2)}`;
const TWILIO_PATH = `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`;
const env: Record<string, string> = { TWILIO_ACCOUNT_SID: TWILIO_SID, TWILIO_AUTH_TOKEN: 'twilio-test-token', TWILIO_FROM: '+14035550100' };
let receivers: ChannelReceivers;
beforeAll(async () => {
  receivers = await startChannelReceivers();
  env.TWILIO_API_URL = receivers.url;
});
afterAll(() => receivers.close());

const internet = channelInternet(() => receivers);
const mail = memoryMailer();
const testApp = useTestApp({ env, mailer: mail.mailer, channels: { network: internet } });
const HOUR_MS = 3_600_000;
// Every test starts in a fresh hour of the limits (they count per hour, in the database).
beforeEach(() => testApp().clock.advance(HOUR_MS));

async function subscription(t: TestApp, serviceIds: string[]): Promise<{ id: string; token: string }> {
  const id = crypto.randomUUID();
  const email = `${unique('desk')}@clinic.example.ca`.toLowerCase();
  await t.db.insert(alertSubscriptions).values({
    id,
    emailEncrypted: t.keys.encrypt(email),
    emailHash: t.keys.blindIndex(email),
    source: 'clinic',
    consentText: 'E-mail me',
    unsubscribeTokenHash: t.keys.hashSecret(unsubscribeToken(t.keys, id)),
    confirmedAt: t.clock.now(),
    isActive: true,
  });
  if (serviceIds.length > 0) await t.db.insert(alertSubscriptionServices).values(serviceIds.map((serviceId) => ({ subscriptionId: id, serviceId })));
  return { id, token: unsubscribeToken(t.keys, id) };
}

async function newService(t: TestApp): Promise<{ id: string; name: string }> {
  const [row] = await t.db
    .insert(services)
    .values({ name: unique('Carrier'), type: 'internet' })
    .returning({ id: services.id, name: services.name });
  await t.app.directory.view.invalidate();
  return row!;
}

let numbers = 0;
/** A mobile number no other test texts, as a person types it and in E.164. */
function newNumber(): { typed: string; e164: string } {
  numbers += 1;
  const line = String(2000 + numbers).padStart(4, '0');
  return { typed: `(403) 555-${line}`, e164: `+1403555${line}` };
}

/** The texts Twilio was asked to send to `e164`, oldest first. */
const textsTo = (e164: string) =>
  receivers
    .at(TWILIO_PATH)
    .map((request) => Object.fromEntries(new URLSearchParams(request.body)))
    .filter((form) => form.To === e164);
function lastCode(e164: string): string {
  const texts = textsTo(e164);
  const match = /your code is (\d{6})\./.exec(texts.at(-1)?.Body ?? '');
  if (!match) throw new Error(`no code texted to ${e164}`);
  return match[1]!;
}

const post = (t: TestApp, url: string, body: Record<string, unknown>) => t.request({ method: 'POST', url, body });
async function addNumber(t: TestApp, token: string, typed: string): Promise<AlertChannelAdded> {
  const response = await post(t, '/api/alerts/channels', { token, kind: 'sms', target: typed, events: ['down', 'recovered'] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AlertChannelAdded>();
}
const confirm = (t: TestApp, token: string, channelId: string, code: string) => post(t, `/api/alerts/channels/${channelId}/confirm`, { token, code });
const resend = (t: TestApp, token: string, channelId: string) => post(t, `/api/alerts/channels/${channelId}/resend-code`, { token });

/** One run of the channel dispatcher once status changes so far are settled and out of their hold. */
async function run(t: TestApp) {
  t.clock.advance(SETTLE_MS + STATUS_HOLD_MS);
  const log = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as Parameters<typeof dispatchChannels>[0]['log'];
  const deps = { db: t.db, keys: t.keys, clock: t.clock, config: t.config, mailer: mail.mailer, log, channels: { network: internet } };
  return dispatchChannels(deps, senderFor(deps));
}

describe('adding a text-message channel', () => {
  it('texts a 6-digit code (and no test message), keeps the channel unconfirmed and stores the code only hashed', async () => {
    const t = testApp();
    const owner = await subscription(t, [(await newService(t)).id]);
    const number = newNumber();
    const answer = await addNumber(t, owner.token, number.typed);
    expect(answer).toMatchObject({ message: CHANNEL_MESSAGES.codeSent('••• ••• ' + number.e164.slice(-4)), signingSecret: null });
    expect(answer.channel).toMatchObject({ kind: 'sms', confirmedAt: null });

    const texts = textsTo(number.e164);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ From: '+14035550100' });
    expect(texts[0]!.Body).toMatch(new RegExp(`^Summit Dental IT status alerts: your code is \\d{6}\\. It expires in ${SMS_CODE_VALID_MINUTES} minutes\\.`));
    expect(smsSize(texts[0]!.Body!)).toMatchObject({ encoding: 'GSM-7', segments: 1 });

    const code = lastCode(number.e164);
    const [stored] = await t.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.email, `alert-channel:${answer.channel.id}`));
    expect(stored!.code).not.toContain(code);
    expect(stored!.expiresAt.getTime() - t.clock.now().getTime()).toBe(SMS_CODE_VALID_MINUTES * 60_000);
    const logged = await t.db.select().from(alertDeliveries).where(eq(alertDeliveries.channelId, answer.channel.id));
    expect(logged).toMatchObject([{ event: 'sms-code', status: 'delivered' }]);
    expect(JSON.stringify(logged)).not.toContain(code);

    const list = await t.request({ method: 'GET', url: `/api/alerts/channels?token=${owner.token}` });
    expect(list.json<AlertChannelList>().channels).toMatchObject([{ id: answer.channel.id, confirmedAt: null }]);
  });

  it('sends the number no alert until the code is entered, then sends it alerts', async () => {
    const t = testApp();
    const service = await newService(t);
    const owner = await subscription(t, [service.id]);
    const number = newNumber();
    const channel = (await addNumber(t, owner.token, number.typed)).channel;

    t.clock.advance(60_000);
    await setServiceStatus(t, service.id, 'offline');
    await run(t);
    expect(textsTo(number.e164)).toHaveLength(1);
    expect(await t.db.select().from(alertDeliveries).where(eq(alertDeliveries.channelId, channel.id))).toHaveLength(1);
    expect(await t.db.select().from(alertDeliveries).where(eq(alertDeliveries.channelId, channel.id))).toMatchObject([{ event: 'sms-code' }]);

    const confirmed = await confirm(t, owner.token, channel.id, lastCode(number.e164));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<AlertChannelConfirmed>()).toMatchObject({
      message: CHANNEL_MESSAGES.smsConfirmed,
      channel: { id: channel.id, confirmedAt: t.clock.now().toISOString() },
    });

    // What happened before the confirmation stays untold; what happens after is texted.
    t.clock.advance(60_000);
    await setServiceStatus(t, service.id, 'online');
    await run(t);
    const texts = textsTo(number.e164);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.Body).toBe(`Summit Dental IT: ${service.name} is back online. ${t.config.publicUrl}/`);
  });

  it('refuses a wrong code with the tries left, and takes the right one once', async () => {
    const t = testApp();
    const owner = await subscription(t, []);
    const number = newNumber();
    const channel = (await addNumber(t, owner.token, number.typed)).channel;
    const code = lastCode(number.e164);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await confirm(t, owner.token, channel.id, wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(`That code is not correct. You have ${SMS_CODE_MAX_TRIES - 1} tries left.`);
    const malformed = await confirm(t, owner.token, channel.id, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.codeFormat);

    expect((await confirm(t, owner.token, channel.id, code)).statusCode).toBe(200);
    const again = await confirm(t, owner.token, channel.id, code);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.alreadyConfirmed);
  });

  it('refuses an expired code, and a new code sent after it works', async () => {
    const t = testApp();
    const owner = await subscription(t, []);
    const number = newNumber();
    const channel = (await addNumber(t, owner.token, number.typed)).channel;
    const code = lastCode(number.e164);
    t.clock.advance(SMS_CODE_VALID_MINUTES * 60_000 + 1_000);
    const expired = await confirm(t, owner.token, channel.id, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toBe('That code has expired. Please request a new code.');

    const resent = await resend(t, owner.token, channel.id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.codeResent(channel.targetHint));
    expect((await confirm(t, owner.token, channel.id, lastCode(number.e164))).statusCode).toBe(200);
  });

  it(`burns a code after ${SMS_CODE_MAX_TRIES} wrong tries: even the right one then fails`, async () => {
    const t = testApp();
    const owner = await subscription(t, []);
    const number = newNumber();
    const channel = (await addNumber(t, owner.token, number.typed)).channel;
    const code = lastCode(number.e164);
    const wrong = code === '999999' ? '888888' : '999999';
    const answers: string[] = [];
    for (let attempt = 0; attempt < SMS_CODE_MAX_TRIES; attempt++)
      answers.push((await confirm(t, owner.token, channel.id, wrong)).json<{ message: string }>().message);
    expect(answers.at(0)).toBe(`That code is not correct. You have ${SMS_CODE_MAX_TRIES - 1} tries left.`);
    expect(answers.at(-1)).toBe('That code was entered wrongly too many times and no longer works. Please request a new code.');
    const late = await confirm(t, owner.token, channel.id, code);
    expect(late.statusCode).toBe(400);
    expect(late.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.noCode);
    const [row] = await t.db.select().from(alertChannels).where(eq(alertChannels.id, channel.id));
    expect(row!.confirmedAt).toBeNull();
  });

  it('sends another code only after a short wait, and only the newest code works', async () => {
    const t = testApp();
    const owner = await subscription(t, []);
    const number = newNumber();
    const channel = (await addNumber(t, owner.token, number.typed)).channel;
    const first = lastCode(number.e164);
    const early = await resend(t, owner.token, channel.id);
    expect(early.statusCode).toBe(429);
    expect(early.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.codeWait(SMS_CODE_RESEND_SECONDS));
    expect(early.headers['retry-after']).toBe(String(SMS_CODE_RESEND_SECONDS));

    t.clock.advance(SMS_CODE_RESEND_SECONDS * 1_000);
    expect((await resend(t, owner.token, channel.id)).statusCode).toBe(200);
    const second = lastCode(number.e164);
    expect(textsTo(number.e164)).toHaveLength(2);
    if (second !== first) expect((await confirm(t, owner.token, channel.id, first)).statusCode).toBe(400);
    expect((await confirm(t, owner.token, channel.id, second)).statusCode).toBe(200);
  });

  it('counts every code against the subscription\u2019s SMS allowance, kept in the database', async () => {
    const t = testApp();
    const owner = await subscription(t, []);
    const number = newNumber();
    const channel = (await addNumber(t, owner.token, number.typed)).channel;
    for (let sent = 1; sent < SMS_LIMITS.perSubscriptionPerHour; sent++) {
      t.clock.advance(SMS_CODE_RESEND_SECONDS * 1_000);
      expect((await resend(t, owner.token, channel.id)).statusCode).toBe(200);
    }
    t.clock.advance(SMS_CODE_RESEND_SECONDS * 1_000);
    const over = await resend(t, owner.token, channel.id);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toContain(CHANNEL_LIMIT_MESSAGES.smsSubscription);
    expect(textsTo(number.e164)).toHaveLength(SMS_LIMITS.perSubscriptionPerHour);
  });

  it('counts codes per network, an IPv6 /64 as one network, with the per-IP key every limit uses', async () => {
    const t = testApp();
    const owner = await subscription(t, []);
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const response = await t.request({
      method: 'POST',
      url: '/api/alerts/channels',
      body: { token: owner.token, kind: 'sms', target: newNumber().typed, events: ['down'] },
      ip: `${network}:1234:5678:9abc:def0`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const keys = (await t.db.select({ key: rateLimitHits.key }).from(rateLimitHits).where(like(rateLimitHits.key, 'sms-code:ip:%'))).map((r) => r.key);
    expect(keys).toContain(`sms-code:ip:${network}::/64`);
    expect(keys.some((key) => key.includes('9abc'))).toBe(false);
  });

  it('keeps no channel when the code cannot be texted, tells the owner no detail and the admins the reason', async () => {
    const t = testApp();
    const owner = await subscription(t, []);
    const number = newNumber();
    receivers.answer(TWILIO_PATH, 400);
    try {
      const response = await post(t, '/api/alerts/channels', { token: owner.token, kind: 'sms', target: number.typed, events: ['down'] });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(CHANNEL_MESSAGES.codeNotSent);
    } finally {
      receivers.answer(TWILIO_PATH, 201);
    }
    expect(await t.db.select().from(alertChannels).where(eq(alertChannels.subscriptionId, owner.id))).toHaveLength(0);
    const [failure] = await t.db.select().from(alertChannelTestFailures).where(eq(alertChannelTestFailures.subscriptionId, owner.id));
    expect(failure).toMatchObject({ kind: 'sms', error: expect.stringContaining('HTTP 400') });
  });

  it('confirms only a number still waiting for its code, on the link that owns it', async () => {
    const t = testApp();
    const owner = await subscription(t, []);
    const stranger = await subscription(t, []);
    const number = newNumber();
    const channel = (await addNumber(t, owner.token, number.typed)).channel;
    const elsewhere = await confirm(t, stranger.token, channel.id, lastCode(number.e164));
    expect(elsewhere.statusCode).toBe(404);
    const slack = await post(t, '/api/alerts/channels', {
      token: owner.token,
      kind: 'slack',
      target: `https://hooks.slack.com/services/T0CLINIC/B0ALERTS/${unique('s')}`,
      events: ['down'],
    });
    expect(slack.statusCode, slack.body).toBe(201);
    const slackChannel = slack.json<AlertChannelAdded>().channel;
    expect(slackChannel.confirmedAt).not.toBeNull();
    expect((await confirm(t, owner.token, slackChannel.id, '123456')).statusCode).toBe(409);
    expect((await resend(t, owner.token, slackChannel.id)).statusCode).toBe(409);
  });
});

describe('Slack and Teams addresses', () => {
  it.each([
    ['a Slack incoming webhook', 'slack', 'https://hooks.slack.com/services/T0CLINIC/B0ALERTS/x9QaLongSecret'],
    [
      'a Teams workflow on Logic Apps',
      'teams',
      'https://prod-23.canadacentral.logic.azure.com:443/workflows/0a1b2c/triggers/manual/paths/invoke?api-version=2016-06-01&sig=abc',
    ],
    [
      'a Teams workflow on a Power Platform environment',
      'teams',
      'https://default0a1b2c3d.4e.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/0a1b2c/triggers/manual/paths/invoke?api-version=1&sig=abc',
    ],
  ])('accepts %s', async (_name, kind, target) => {
    const t = testApp();
    const owner = await subscription(t, []);
    const response = await post(t, '/api/alerts/channels', { token: owner.token, kind, target, events: ['down'] });
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    ['slack', 'https://slack.example.ca/services/T/B/x', CHANNEL_MESSAGES.slackUrl],
    ['slack', 'https://hooks.slack.com.attacker.example/services/T/B/x', CHANNEL_MESSAGES.slackUrl],
    ['slack', 'http://hooks.slack.com/services/T/B/x', CHANNEL_MESSAGES.slackUrl],
    ['slack', 'https://hooks.slack.com:8443/services/T/B/x', CHANNEL_MESSAGES.slackUrl],
    ['slack', 'https://hooks.slack.com/triggers/T/B/x', CHANNEL_MESSAGES.slackUrl],
    ['teams', 'https://hooks.slack.com/services/T/B/x', CHANNEL_MESSAGES.teamsUrl],
    ['teams', 'https://logic.azure.com/workflows/x', CHANNEL_MESSAGES.teamsUrl],
    ['teams', 'https://evil-logic.azure.com/workflows/x', CHANNEL_MESSAGES.teamsUrl],
    ['teams', 'https://prod-1.westus.logic.azure.com.attacker.example/workflows/x', CHANNEL_MESSAGES.teamsUrl],
    ['teams', 'https://contoso.webhook.office.com/webhookb2/x', CHANNEL_MESSAGES.teamsUrl],
  ])('refuses a %s channel at %s with a 400 that says which address is expected', async (kind, target, message) => {
    const t = testApp();
    const owner = await subscription(t, []);
    const response = await post(t, '/api/alerts/channels', { token: owner.token, kind, target, events: ['down'] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await t.db.select().from(alertChannels).where(eq(alertChannels.subscriptionId, owner.id))).toHaveLength(0);
  });
});
