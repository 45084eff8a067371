import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unique, useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { memoryMailer } from '#tests/support/clinic-access.ts';
import { startChannelReceivers, type ChannelReceivers } from '#tests/support/channel-receivers.ts';
import { channelInternet } from '#tests/support/channel-internet.ts';
import { setServiceStatus } from '#tests/support/service-status.ts';
import {
  alertChannels,
  alertSubscriptions,
  alertSubscriptionServices,
  incidents,
  incidentServices,
  incidentUpdates,
  maintenanceServices,
  maintenanceWindows,
  services,
} from '#server/db/schema.js';
import { unsubscribeToken } from '#server/lib/mail/mail-tokens.js';
import { CHANNEL_PAUSE_AFTER_FAILURES, type AlertChannelAdded } from '#shared/subscribers/alert-channels.js';
import type { Locale } from '#shared/i18n/locales.js';
import { dispatchChannels } from './channel-dispatch.ts';
import { senderFor } from './channel-sender.ts';
import { WEBHOOK_SCHEMA } from './channel-payload.ts';
import { smsSize } from './sms-encoding.ts';
import { STATUS_HOLD_MS } from './status-holds.ts';
import { SETTLE_MS } from '../alert-dispatch.service.ts';

/*
 * Each channel keeps the language of the page it was added on (the `lang` cookie, else
 * Accept-Language): its test message, its messages and its SMS code are written in it, and the
 * webhook's body says it (`locale`). Real receivers stand in for Teams, a webhook and Twilio.
 */

const TWILIO_SID = `AC${'a1b2c3d4e5f60718'.repeat(2)}`;
const TWILIO_PATH = `/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`;
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

const internet = channelInternet(() => receivers);
const mail = memoryMailer();
const testApp = useTestApp({ env, mailer: mail.mailer, channels: { network: internet } });
// Every test starts in a fresh hour of the channel limits (counted per hour, in the database).
beforeEach(() => testApp().clock.advance(3_600_000));

const FRENCH_PAGE = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };

async function subscription(t: TestApp, serviceIds: string[], locale: Locale = 'en-CA'): Promise<{ id: string; token: string; email: string }> {
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
    locale,
  });
  await t.db.insert(alertSubscriptionServices).values(serviceIds.map((serviceId) => ({ subscriptionId: id, serviceId })));
  return { id, token: unsubscribeToken(t.keys, id), email };
}

async function newService(t: TestApp): Promise<{ id: string; name: string }> {
  const [row] = await t.db
    .insert(services)
    .values({ name: unique('Carrier'), type: 'internet' })
    .returning({ id: services.id, name: services.name });
  await t.app.directory.view.invalidate();
  return row!;
}

async function added(t: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<AlertChannelAdded> {
  const response = await t.request({ method: 'POST', url: '/api/alerts/channels', body, headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AlertChannelAdded>();
}

async function run(t: TestApp) {
  t.clock.advance(SETTLE_MS + STATUS_HOLD_MS);
  const log = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as Parameters<typeof dispatchChannels>[0]['log'];
  const deps = { db: t.db, keys: t.keys, clock: t.clock, config: t.config, mailer: mail.mailer, log, channels: { network: internet } };
  return dispatchChannels(deps, senderFor(deps));
}

const path = (name: string) => `/${name}-${unique('p')}`;
const teamsAt = (name: string) => `https://prod-12.canadacentral.logic.azure.com/workflows${path(name)}/triggers/manual/paths/invoke`;
const hookAt = (name: string) => `https://it.summit-dental.example.ca/hooks${path(name)}`;
const sentTo = (url: string) => receivers.at(new URL(url).pathname);
const textsTo = (e164: string) =>
  receivers
    .at(TWILIO_PATH)
    .map((request) => Object.fromEntries(new URLSearchParams(request.body)))
    .filter((form) => form.To === e164);

describe('a channel added from a French page', () => {
  it('is kept in French: its Teams test card is French, and so is every message after', async () => {
    const t = testApp();
    const service = await newService(t);
    const owner = await subscription(t, [service.id]);
    const teams = teamsAt('fr');
    const answer = await added(t, { token: owner.token, kind: 'teams', target: teams, events: ['down'] }, FRENCH_PAGE);
    const [row] = await t.db.select().from(alertChannels).where(eq(alertChannels.id, answer.channel.id));
    expect(row!.locale).toBe('fr-CA');

    t.clock.advance(60_000);
    await setServiceStatus(t, service.id, 'offline');
    await run(t);
    const cards = sentTo(teams).map((r) => r.json() as { attachments: { content: { body: { text?: string }[]; actions: { title: string }[] } }[] });
    expect(cards.map((c) => c.attachments[0]!.content.body[0]!.text)).toEqual([
      'Message d’essai de Summit Dental IT\u00a0: ce canal recevra les alertes d’état',
      `${service.name} est en panne`,
    ]);
    expect(cards[1]!.attachments[0]!.content.actions[0]!.title).toBe('Ouvrir le tableau d’état');
  });

  it('gets webhooks that say their language, beside an English channel told the same event in English', async () => {
    const t = testApp();
    const service = await newService(t);
    const owner = await subscription(t, [service.id]);
    const french = hookAt('fr');
    const english = hookAt('en');
    // The `lang` cookie (the language switch) counts over the browser's own language.
    await added(t, { token: owner.token, kind: 'webhook', target: french, events: ['down', 'incident', 'maintenance'] }, { cookie: 'lang=fr-CA' });
    await added(t, { token: owner.token, kind: 'webhook', target: english, events: ['down', 'incident', 'maintenance'] });

    t.clock.advance(60_000);
    await setServiceStatus(t, service.id, 'offline');
    await run(t);
    const at = t.clock.now();
    const [incident] = await t.db.insert(incidents).values({ title: 'Phones dropping calls', titleFr: 'Appels interrompus', createdAt: at }).returning();
    await t.db.insert(incidentServices).values({ incidentId: incident!.id, serviceId: service.id });
    await t.db.insert(incidentUpdates).values({
      incidentId: incident!.id,
      status: 'identified',
      message: 'The carrier found the fault.',
      messageFr: 'Le fournisseur a trouvé la panne.',
      whatToDo: 'Use the backup line.',
      notify: true,
      createdAt: at,
    });
    const [window] = await t.db
      .insert(maintenanceWindows)
      .values({ title: 'Fibre upgrade', startsAt: new Date(at.getTime() + 1_000), endsAt: new Date(at.getTime() + 3_600_000) })
      .returning();
    await t.db.insert(maintenanceServices).values({ windowId: window!.id, serviceId: service.id });
    t.clock.advance(5_000);
    await run(t);

    const [, down, update, start] = sentTo(french).map((r) => r.json());
    expect(down).toMatchObject({ schema: WEBHOOK_SCHEMA, type: 'service.down', locale: 'fr-CA', summary: `${service.name} est en panne` });
    // The provider's French where it wrote some, its English where not.
    expect(update).toMatchObject({
      locale: 'fr-CA',
      summary: 'Mise à jour d’incident\u00a0: Appels interrompus',
      incident: { title: 'Appels interrompus', message: 'Le fournisseur a trouvé la panne.', whatToDo: 'Use the backup line.' },
    });
    expect(start).toMatchObject({ locale: 'fr-CA', summary: 'Début de l’entretien planifié\u00a0: Fibre upgrade' });
    const [test, ...told] = sentTo(english).map((r) => r.json());
    expect(test).toMatchObject({ type: 'test', locale: 'en-CA', summary: 'Test message from Summit Dental IT: this channel will get status alerts' });
    expect(told.map((body) => [body.locale, body.summary])).toEqual([
      ['en-CA', `${service.name} is down`],
      ['en-CA', 'Incident update: Phones dropping calls'],
      ['en-CA', 'Scheduled maintenance started: Fibre upgrade'],
    ]);
  });

  it('texts the confirmation code and the alerts in French, in GSM-7', async () => {
    const t = testApp();
    const service = await newService(t);
    const owner = await subscription(t, [service.id]);
    const number = { typed: '(403) 555-0188', e164: '+14035550188' };
    const answer = await added(t, { token: owner.token, kind: 'sms', target: number.typed, events: ['down'] }, FRENCH_PAGE);
    const [codeText] = textsTo(number.e164);
    expect(codeText!.Body).toMatch(/^Alertes d'état Summit Dental IT : votre code est \d{6}\. Il expire dans 10 minutes\./);
    expect(smsSize(codeText!.Body!)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    const code = /votre code est (\d{6})\./.exec(codeText!.Body!)![1]!;
    const confirmed = await t.request({ method: 'POST', url: `/api/alerts/channels/${answer.channel.id}/confirm`, body: { token: owner.token, code } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    t.clock.advance(60_000);
    await setServiceStatus(t, service.id, 'offline');
    await run(t);
    const alert = textsTo(number.e164).at(-1)!.Body!;
    expect(alert).toBe(`Summit Dental IT : ${service.name} est en panne. ${t.config.publicUrl}/`);
    expect(smsSize(alert)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
});

describe('a paused channel', () => {
  it('is told to its owner in the language the alerts were asked in', async () => {
    const t = testApp();
    const service = await newService(t);
    const owner = await subscription(t, [service.id], 'fr-CA');
    const flaky = hookAt('flaky');
    await added(t, { token: owner.token, kind: 'webhook', target: flaky, events: ['down'] });
    receivers.answer(new URL(flaky).pathname, 503);
    t.clock.advance(60_000);
    await setServiceStatus(t, service.id, 'offline');
    for (let attempt = 1; attempt <= CHANNEL_PAUSE_AFTER_FAILURES; attempt++) {
      await run(t);
      t.clock.advance(30_000 * 2 ** (attempt - 1));
    }
    const told = mail.lastTo(owner.email);
    expect(told?.subject).toBe('Vos alertes d’état par Webhook (JSON signé) sont en pause');
    expect(told?.text).toContain(`Nous n’avons pas pu transmettre les alertes d’état à Webhook (JSON signé)`);
    expect(told?.text).toContain(`${CHANNEL_PAUSE_AFTER_FAILURES} fois de suite`);
    expect(told?.text).toContain('Gérer mes alertes d’état\u00a0:\n');
    expect(told?.html).toContain('<html lang="fr-CA">');
  });
});
