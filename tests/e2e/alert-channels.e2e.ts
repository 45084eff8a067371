import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { alertSubscriptions, alertSubscriptionServices, services } from '#server/db/schema.js';
import { unsubscribeToken } from '#server/lib/mail/mail-tokens.js';
import { startLiveServer, randomSuffix, type LiveServer } from '../support/live-server.ts';
import { startChannelReceivers, type ChannelReceivers } from '../support/channel-receivers.ts';
import { channelInternet } from '../support/channel-internet.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { keepPicture, withPage } from './support/page.ts';
import { adminApi, type AdminCall } from './support/sessions.ts';

/*
 * Alert channels (docs/product/alerts.md) in Chromium: a subscriber adds a Teams channel and a signed webhook from the
 * link in their alert mails; a service goes down, then comes back once the hold has passed; each
 * receiver gets exactly one "down" and exactly one "recovered" (after its test message), in its
 * documented format, and the webhook verifies with the Standard Webhooks library and the key the
 * page showed once.
 */

let server: LiveServer;
let receivers: ChannelReceivers;
let admin: AdminCall;
/** Finished runs of the status alert job: the spec waits for a few more of them, not for a while. */
let alertRuns = 0;

test.beforeAll(async () => {
  receivers = await startChannelReceivers();
  server = await startLiveServer({
    clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client'),
    alertsEverySeconds: 1,
    // The channels' internet: public names, carried to the local receivers; changes held 2 s.
    channels: { network: channelInternet(() => receivers), holdMs: 2_000 },
  });
  // The alert job runs under this lock (alert-dispatcher.ts): counting its runs here shows when it has run again.
  const withLock = server.database.withExclusiveLock.bind(server.database);
  server.database.withExclusiveLock = async (name, task) => {
    const result = await withLock(name, task);
    if (name === 'job:alerts') alertRuns += 1;
    return result;
  };
  admin = await adminApi(server);
});

test.afterAll(async () => {
  await server?.close();
  await receivers?.close();
});

/** A confirmed alert subscription following `serviceId`, as the double opt-in leaves it; answers its mailed link's token. */
async function confirmedSubscriber(serviceId: string): Promise<string> {
  const id = randomUUID();
  const email = `front.desk.${randomSuffix()}@clinic.example.ca`;
  await server.database.db.insert(alertSubscriptions).values({
    id,
    emailEncrypted: server.keys.encrypt(email),
    emailHash: server.keys.blindIndex(email),
    source: 'clinic',
    consentText: 'E-mail me when a service I chose changes status.',
    unsubscribeTokenHash: server.keys.hashSecret(unsubscribeToken(server.keys, id)),
    confirmedAt: new Date(),
    isActive: true,
  });
  await server.database.db.insert(alertSubscriptionServices).values({ subscriptionId: id, serviceId });
  return unsubscribeToken(server.keys, id);
}

async function addChannel(page: Page, kind: string, target: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Alerts in Teams, Slack and more' });
  await section.getByRole('button', { name: 'Add a channel' }).click();
  const form = section.getByRole('form', { name: 'Add a channel' });
  await form.getByRole('radio', { name: kind }).check();
  await form.getByRole('textbox').fill(target);
  await form.getByRole('button', { name: 'Add and send a test' }).click();
  await expect(form).toHaveCount(0);
}

const types = (received: { json: () => Record<string, unknown> }[], pick: (body: Record<string, unknown>) => unknown) => received.map((r) => pick(r.json()));
const teamsTitle = (body: Record<string, unknown>) =>
  (body as { attachments: { content: { body: { text: string }[] } }[] }).attachments[0]!.content.body[0]!.text;

test.describe('alert channels', () => {
  test('a Teams channel and a signed webhook each get exactly one "down" and one "recovered"', async ({ page, browser }) => {
    const [service] = await server.database.db.select().from(services).where(eq(services.name, 'Weave'));
    const token = await confirmedSubscriber(service!.id);
    const teams = `/workflows/${randomSuffix()}/triggers/manual/paths/invoke`;
    const hook = `/hooks/${randomSuffix()}`;

    await page.goto(`${server.url}/alerts/unsubscribe?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Your services' })).toBeVisible();
    await addChannel(page, 'Microsoft Teams (Workflows)', `https://prod-12.canadacentral.logic.azure.com${teams}`);
    await addChannel(page, 'Webhook (signed JSON)', `https://it.example.ca${hook}`);
    const shown = page.getByRole('status').filter({ hasText: 'signing key' }).locator('code');
    await expect(shown).toHaveText(/^whsec_/);
    const signingKey = (await shown.textContent())!;
    const list = page.getByRole('list', { name: 'Alert channels' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    // The addresses are never shown back in full.
    await expect(list).not.toContainText(teams.split('/').at(-1)!);
    expect(await axeViolations(page)).toEqual([]);
    await keepPicture(page, 'alert-channels-desktop');

    await withPage(
      browser,
      'phone',
      async (phone) => {
        await phone.goto(`${server.url}/alerts/unsubscribe?token=${token}`);
        await expect(phone.getByRole('list', { name: 'Alert channels' })).toBeVisible();
        await phone.getByRole('button', { name: 'Add a channel' }).click();
        expect(await axeViolations(phone)).toEqual([]);
        await keepPicture(phone, 'alert-channels-phone-dark');
      },
      { colorScheme: 'dark' },
    );

    await admin('PUT', `/api/admin/services/${service!.id}/status`, { status: 'offline' });
    await expect.poll(() => receivers.at(hook).length, { timeout: 20_000 }).toBe(2);
    // Back after the hold: a change of its own, not a flap folded into the first.
    await admin('PUT', `/api/admin/services/${service!.id}/status`, { status: 'online' });
    await expect.poll(() => receivers.at(hook).length, { timeout: 20_000 }).toBe(3);
    await expect.poll(() => receivers.at(teams).length).toBe(3);
    // A few more runs of the alert job send nothing again.
    const runs = alertRuns;
    await expect.poll(() => alertRuns, { message: 'three more runs of the alert job' }).toBeGreaterThanOrEqual(runs + 3);

    expect(types(receivers.at(hook), (b) => b.type)).toEqual(['test', 'service.down', 'service.recovered']);
    expect(types(receivers.at(teams), teamsTitle)).toEqual([expect.stringMatching(/^Test message/), 'Weave is down', 'Weave is back online']);
    const verifier = new Webhook(signingKey);
    for (const request of receivers.at(hook)) {
      const body = request.json();
      expect(body).toMatchObject({ schema: 'clinic-status.alert.v1', id: request.headers['webhook-id'] });
      expect(verifier.verify(request.body, request.headers as Record<string, string>)).toEqual(body);
    }
  });
});
