import path from 'node:path';
import type { Page } from '@playwright/test';
import { newsletterSubscriptions } from '#server/db/schema.js';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { readOutbox, type OutboxMail } from '../support/outbox.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { keepPicture, withPage } from './support/page.ts';

/*
 * The way to the alert channels from the board, in Chromium: a newsletter reader signs up for
 * alerts on the board, opens the mailed confirmation link, and goes on from the confirmation page
 * to "Your status alerts", which opens on the services, then the channels, and ends with
 * unsubscribing. Someone without an alert mail at hand asks the board's card for the link and
 * reaches the same page from the mail it sends.
 */

let server: LiveServer;

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
});

test.afterAll(async () => {
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
      { message: `a mail to ${address} with a subject matching ${subject}` },
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
  await expect(page.getByRole('heading', { level: 1, name: 'Service Status' })).toBeVisible();
  await alertsCard(page).scrollIntoViewIfNeeded();
}

/** "Your status alerts" as it must open: the services, then the channels, and unsubscribing last. */
async function expectYourStatusAlerts(page: Page, services: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Your status alerts' })).toBeVisible();
  const channels = page.getByRole('region', { name: 'Alerts in Teams, Slack and more' });
  await expect(channels.getByRole('button', { name: 'Add a channel' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Your services', 'Alerts in Teams, Slack and more', 'Stop status alerts']);
  await expect(page.getByRole('list', { name: 'Services you get alerts about' }).getByRole('listitem')).toHaveText(services);
}

/** Asks for alerts about Weave in the board's dialog and opens the mailed confirmation link. */
async function signUpForAlerts(page: Page, email: string): Promise<void> {
  await openBoard(page);
  await alertsCard(page).getByRole('button', { name: 'Choose services' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get e-mail alerts' });
  await dialog.getByLabel(/e-mail address/).fill(email);
  await dialog.getByRole('checkbox', { name: 'Weave', exact: true }).check();
  await dialog.getByRole('checkbox', { name: /^E-mail me when/ }).check();
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(dialog.getByText('Check your inbox to confirm')).toBeVisible();

  await page.goto(`${server.url}${await mailedLink(email, /^Confirm your/, '/alerts/confirm?token=')}`);
  await expect(page.getByRole('heading', { name: 'Your alerts are on' })).toBeVisible();
}

test.describe('from the board to the alert channels', () => {
  test('signs up on the board, confirms from the mail, and goes on from the confirmation to the channels', async ({ page, problems }) => {
    const email = await newsletterReader();
    await signUpForAlerts(page, email);
    expect(await axeViolations(page)).toEqual([]);
    await keepPicture(page, 'alerts-confirmed-desktop');
    await page.getByRole('link', { name: 'Open Your status alerts' }).click();

    await expect(page).toHaveURL(/\/alerts\/unsubscribe\?token=/);
    await expectYourStatusAlerts(page, ['Weave']);
    expect(await axeViolations(page)).toEqual([]);
    await keepPicture(page, 'your-status-alerts-desktop');
    // The channel form is right there; unsubscribing is one link away from the top.
    await page.getByRole('button', { name: 'Add a channel' }).click();
    await expect(page.getByRole('form', { name: 'Add a channel' })).toBeVisible();
    await page.getByRole('link', { name: 'Unsubscribe at the end of this page' }).click();
    await page.getByRole('region', { name: 'Stop status alerts' }).getByRole('button', { name: 'Unsubscribe from all alerts' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('mails the link to Your status alerts from the board’s card to someone who has alerts and no mail at hand', async ({ browser }) => {
    const email = await newsletterReader();
    await withPage(
      browser,
      'phone',
      async (page, problems) => {
        await signUpForAlerts(page, email);

        // Later, on the board, with no alert mail at hand.
        await openBoard(page);
        const card = alertsCard(page);
        await card.getByRole('button', { name: 'E-mail me the link' }).click();
        const form = card.getByRole('form', { name: 'E-mail me the link to my status alerts' });
        await form.getByRole('textbox').fill(email);
        expect(await axeViolations(page)).toEqual([]);
        await keepPicture(page, 'alerts-card-link-phone-dark');
        await form.getByRole('button', { name: 'Send the link' }).click();
        await expect(card.getByRole('status').filter({ hasText: 'we have sent it the link' })).toBeVisible();

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
