import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { alertSubscriptions, alertSubscriptionServices, services } from '#server/db/schema.js';
import { unsubscribeToken } from '#server/lib/mail-tokens.js';
import { startLiveServer, randomSuffix, type LiveServer } from '../support/live-server.ts';
import { startChannelReceivers, type ChannelReceivers } from '../support/channel-receivers.ts';
import { channelInternet } from '../support/channel-internet.ts';
import { axeViolations, workerBrowser } from './support/browser.ts';
import { keepPicture, withPage } from './support/page.ts';
import { adminApi, type AdminCall } from './support/sessions.ts';

/*
 * Issue 15, point 2 in Chromium: a subscriber adds a Teams channel and a signed webhook from the
 * link in their alert mails; a service goes down, then comes back once the hold has passed; each
 * receiver gets exactly one "down" and exactly one "recovered" (after its test message), in its
 * documented format, and the webhook verifies with the Standard Webhooks library and the key the
 * page showed once.
 */

let server: LiveServer;
let browser: Browser;
let receivers: ChannelReceivers;
let admin: AdminCall;

beforeAll(async () => {
  receivers = await startChannelReceivers();
  server = await startLiveServer({
    clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client'),
    alertsEverySeconds: 1,
    // The channels' internet: public names, carried to the local receivers; changes held 2 s.
    channels: { network: channelInternet(() => receivers), holdMs: 2_000 },
  });
  browser = await workerBrowser();
  admin = await adminApi(server);
});

afterAll(async () => {
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
  await form.waitFor({ state: 'detached' });
}

const types = (received: { json: () => Record<string, unknown> }[], pick: (body: Record<string, unknown>) => unknown) => received.map((r) => pick(r.json()));
const teamsTitle = (body: Record<string, unknown>) =>
  (body as { attachments: { content: { body: { text: string }[] } }[] }).attachments[0]!.content.body[0]!.text;

describe('alert channels', () => {
  it('a Teams channel and a signed webhook each get exactly one "down" and one "recovered"', async () => {
    const [service] = await server.database.db.select().from(services).where(eq(services.name, 'Weave'));
    const token = await confirmedSubscriber(service!.id);
    const teams = `/workflows/${randomSuffix()}/triggers/manual/paths/invoke`;
    const hook = `/hooks/${randomSuffix()}`;
    let signingKey = '';

    await withPage(browser, 'desktop', async (page) => {
      await page.goto(`${server.url}/alerts/unsubscribe?token=${token}`);
      await page.getByRole('heading', { name: 'Your services' }).waitFor();
      await addChannel(page, 'Microsoft Teams (Workflows)', `https://prod-12.canadacentral.logic.azure.com${teams}`);
      await addChannel(page, 'Webhook (signed JSON)', `https://it.example.ca${hook}`);
      const shown = page.getByRole('status').filter({ hasText: 'signing key' });
      signingKey = (await shown.locator('code').textContent())!;
      expect(signingKey).toMatch(/^whsec_/);
      const list = page.getByRole('list', { name: 'Alert channels' });
      expect(await list.getByRole('listitem').count()).toBe(2);
      // The addresses are never shown back in full.
      expect(await list.textContent()).not.toContain(teams.split('/').at(-1));
      expect(await axeViolations(page)).toEqual([]);
      await keepPicture(page, 'alert-channels-desktop');
    });
    await withPage(
      browser,
      'phone',
      async (page) => {
        await page.goto(`${server.url}/alerts/unsubscribe?token=${token}`);
        await page.getByRole('list', { name: 'Alert channels' }).waitFor();
        await page.getByRole('button', { name: 'Add a channel' }).click();
        expect(await axeViolations(page)).toEqual([]);
        await keepPicture(page, 'alert-channels-phone-dark');
      },
      { colorScheme: 'dark' },
    );

    await admin('PUT', `/api/admin/services/${service!.id}/status`, { status: 'offline' });
    await expect.poll(() => receivers.at(hook).length, { timeout: 20_000 }).toBe(2);
    // Back after the hold: a change of its own, not a flap folded into the first.
    await admin('PUT', `/api/admin/services/${service!.id}/status`, { status: 'online' });
    await expect.poll(() => receivers.at(hook).length, { timeout: 20_000 }).toBe(3);
    await expect.poll(() => receivers.at(teams).length, { timeout: 10_000 }).toBe(3);
    // A few more dispatcher runs send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

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
