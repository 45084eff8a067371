import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '#server/db/schema.js';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { readOutbox, type OutboxMail } from '../support/outbox.ts';
import { axeViolations, workerBrowser } from './support/browser.ts';
import { keepPicture, withPage } from './support/page.ts';

/*
 * The way to the alert channels from the board, in Chromium: a newsletter reader signs up for
 * alerts on the board, opens the mailed confirmation link, and goes on from the confirmation page
 * to "Your status alerts", which opens on the services, then the channels, and ends with
 * unsubscribing. Someone without an alert mail at hand asks the board's card for the link and
 * reaches the same page from the mail it sends.
 */

let server: LiveServer;
let browser: Browser;

beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
  browser = await workerBrowser();
});

afterAll(async () => {
  await server?.close();
});

/** An address that may have alerts: a confirmed newsletter reader, stored as the newsletter's confirm link leaves one. */
async function newsletterReader(): Promise<string> {
  const email = `front.desk.${randomSuffix()}@bowriverdental.example.ca`;
  await server.database.db.insert(newsletterSubscriptions).values({
    emailEncrypted: server.keys.encrypt(email),
    emailHash: server.keys.blindIndex(email),
    consentText: 'Send me the newsletter.',
    isActive: true,
    consentAt: new Date(),
    confirmedAt: new Date(),
  });
  return email;
}

/** The path and query of the newest mail's link to `linkPath` for `address`: the mail's origin is PUBLIC_URL, not this server. */
async function mailedLink(address: string, subject: RegExp, linkPath: string): Promise<string> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(server.config.mail.outboxDir, address)).filter((m) => m.to.includes(address) && subject.test(m.subject)).at(-1);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const line = found!.text.split('\n').find((l) => l.includes(linkPath));
  expect(line, found!.text).toBeDefined();
  const url = new URL(line!.trim());
  return `${url.pathname}${url.search}`;
}

const alertsCard = (page: Page) => page.getByRole('region', { name: 'Get e-mail alerts' });

async function openBoard(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Service Status' }).waitFor();
  await alertsCard(page).scrollIntoViewIfNeeded();
}

/** "Your status alerts" as it must open: the services, then the channels, and unsubscribing last. */
async function expectYourStatusAlerts(page: Page, services: string[]): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Your status alerts' }).waitFor();
  const channels = page.getByRole('region', { name: 'Alerts in Teams, Slack and more' });
  await channels.getByRole('button', { name: 'Add a channel' }).waitFor();
  expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Your services', 'Alerts in Teams, Slack and more', 'Stop status alerts']);
  const chosen = page.getByRole('list', { name: 'Services you get alerts about' });
  await chosen.getByRole('listitem').first().waitFor();
  expect(await chosen.getByRole('listitem').allTextContents()).toEqual(services);
}

describe('from the board to the alert channels', () => {
  it('signs up on the board, confirms from the mail, and goes on from the confirmation to the channels', async () => {
    const email = await newsletterReader();
    await withPage(browser, 'desktop', async (page, problems) => {
      await openBoard(page);
      await alertsCard(page).getByRole('button', { name: 'Choose services' }).click();
      const dialog = page.getByRole('dialog', { name: 'Get e-mail alerts' });
      await dialog.getByLabel(/e-mail address/).fill(email);
      await dialog.getByRole('checkbox', { name: 'Weave', exact: true }).check();
      await dialog.getByRole('checkbox', { name: /^E-mail me when/ }).check();
      await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
      await dialog.getByText('Check your inbox to confirm').waitFor();

      await page.goto(`${server.url}${await mailedLink(email, /^Confirm your/, '/alerts/confirm?token=')}`);
      await page.getByRole('heading', { name: 'Your alerts are on' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await keepPicture(page, 'alerts-confirmed-desktop');
      await page.getByRole('link', { name: 'Open Your status alerts' }).click();

      await page.waitForURL(/\/alerts\/unsubscribe\?token=/);
      await expectYourStatusAlerts(page, ['Weave']);
      expect(await axeViolations(page)).toEqual([]);
      await keepPicture(page, 'your-status-alerts-desktop');
      // The channel form is right there; unsubscribing is one link away from the top.
      await page.getByRole('button', { name: 'Add a channel' }).click();
      await page.getByRole('form', { name: 'Add a channel' }).waitFor();
      await page.getByRole('link', { name: 'Unsubscribe at the end of this page' }).click();
      await page.getByRole('region', { name: 'Stop status alerts' }).getByRole('button', { name: 'Unsubscribe from all alerts' }).click();
      await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
      expect(problems.pageErrors).toEqual([]);
    });
  });

  it('mails the link to Your status alerts from the board’s card to someone who has alerts and no mail at hand', async () => {
    const email = await newsletterReader();
    await withPage(
      browser,
      'phone',
      async (page, problems) => {
        await openBoard(page);
        await alertsCard(page).getByRole('button', { name: 'Choose services' }).click();
        const dialog = page.getByRole('dialog', { name: 'Get e-mail alerts' });
        await dialog.getByLabel(/e-mail address/).fill(email);
        await dialog.getByRole('checkbox', { name: 'Weave', exact: true }).check();
        await dialog.getByRole('checkbox', { name: /^E-mail me when/ }).check();
        await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
        await dialog.getByText('Check your inbox to confirm').waitFor();
        await page.goto(`${server.url}${await mailedLink(email, /^Confirm your/, '/alerts/confirm?token=')}`);
        await page.getByRole('heading', { name: 'Your alerts are on' }).waitFor();

        // Later, on the board, with no alert mail at hand.
        await openBoard(page);
        const card = alertsCard(page);
        await card.getByRole('button', { name: 'E-mail me the link' }).click();
        const form = card.getByRole('form', { name: 'E-mail me the link to my status alerts' });
        await form.getByRole('textbox').fill(email);
        expect(await axeViolations(page)).toEqual([]);
        await keepPicture(page, 'alerts-card-link-phone-dark');
        await form.getByRole('button', { name: 'Send the link' }).click();
        await card.getByRole('status').filter({ hasText: 'we have sent it the link' }).waitFor();

        await page.goto(`${server.url}${await mailedLink(email, /^Your .*status alerts$/, '/alerts/unsubscribe?token=')}`);
        await expectYourStatusAlerts(page, ['Weave']);
        expect(await axeViolations(page)).toEqual([]);
        await keepPicture(page, 'your-status-alerts-phone-dark');
        expect(problems.pageErrors).toEqual([]);
      },
      { colorScheme: 'dark' },
    );
  });
});
