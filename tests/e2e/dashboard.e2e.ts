import path from 'node:path';
import type { Page } from '@playwright/test';
import { and, eq, inArray } from 'drizzle-orm';
import { dashboardClicks, marketplaceClicks, services } from '#server/db/schema.js';
import { insuranceProviders, serviceIssueMessage, type Service, type ServiceStatus } from '#shared/status/services.js';
import { startLiveServer, randomSuffix, type LiveServer } from '../support/live-server.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { withPage } from './support/page.ts';
import { readOutbox } from '../support/outbox.ts';

/* The public dashboard at / in Chromium, against a real server on a fresh seeded database. */

let server: LiveServer;
let seeded: Service[] = [];

const SECTIONS = ['Insurance Providers', 'Internet Services', 'VoIP Services'] as const;

async function open(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Status' })).toBeVisible();
  await expect(page.getByText('Last updated')).toBeVisible();
}

const sectionButton = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
const sectionList = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) }).getByRole('list');
/** A service's card by its id (the control the banner's links focus): names can begin alike ("Sun Life", "Sun Life CDCP"). */
const cardOf = (page: Page, serviceId: string) => page.locator(`[id="service-card-${serviceId}"]`);
const gridColumns = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('main ul')!).gridTemplateColumns.split(' ').length);

/** Sets the value an admin would set by hand (these services have no check). */
async function setStatus(names: string[], status: ServiceStatus): Promise<void> {
  await server.database.db.update(services).set({ status, manualStatus: status }).where(inArray(services.name, names));
  await server.app.directory.view.invalidate();
}

async function clicks(cardType: 'header' | 'service' | 'summary', cardId: string): Promise<number> {
  const rows = await server.database.db
    .select({ id: dashboardClicks.id })
    .from(dashboardClicks)
    .where(and(eq(dashboardClicks.cardType, cardType), eq(dashboardClicks.cardId, cardId)));
  return rows.length;
}

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
  seeded = (await (await fetch(`${server.url}/api/services`)).json()) as Service[];
});

test.afterAll(async () => {
  await server?.close();
});

test.describe('dashboard', () => {
  test('shows the header for a signed-out visitor: search, resources, Marketplace and Log In', async ({ page, problems }) => {
    await page.context().route('https://www.google.com/**', (route) => route.fulfill({ body: 'search results' }));
    await open(page);
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
    await expect(page.getByRole('button', { name: /^(\d+\+? )?notifications?$/i })).toHaveCount(0);

    // Enter on an empty field searches nothing; the search that follows opens the only popup.
    const search = page.getByRole('searchbox', { name: 'Search the web' });
    await search.press('Enter');
    await search.fill('CDAnet claim codes');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), search.press('Enter')]);
    await expect(popup).toHaveURL(/google\.com\/search/);
    expect(new URL(popup.url()).searchParams.get('q')).toBe('CDAnet claim codes');
    expect(page.context().pages()).toHaveLength(2);
    await popup.close();

    await page.getByRole('button', { name: 'Canadian Dental Resources' }).click();
    const items = page.getByRole('menuitem');
    // The menu's code is fetched on the first click: the count waits for it to open.
    await expect(items).toHaveCount(server.config.publicConfig.resourceLinks.length);
    for (const item of await items.all()) {
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', /noopener/);
    }
    await page.keyboard.press('Escape');
    expect(problems.pageErrors).toEqual([]);
    // Signed out is an answer, not an error: a visitor's console stays clean.
    expect(problems.consoleErrors).toEqual([]);
  });

  test('starts with every section collapsed and expands each with the right count', async ({ page }) => {
    const expected = {
      'Insurance Providers': insuranceProviders(seeded).length,
      'Internet Services': seeded.filter((s) => s.type === 'internet').length,
      'VoIP Services': seeded.filter((s) => s.type === 'voip').length,
    };
    expect(expected['Insurance Providers']).toBe(seeded.filter((s) => s.type === 'insurance').length - 1);
    await open(page);
    for (const title of SECTIONS) {
      await expect(sectionButton(page, title)).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
    for (const title of SECTIONS) {
      const trigger = sectionButton(page, title);
      await expect(trigger).toContainText(String(expected[title]));
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(sectionList(page, title).getByRole('listitem')).toHaveCount(expected[title]);
    }
    await expect(sectionList(page, 'Insurance Providers').getByText('iTrans Service')).toHaveCount(0);
    await expect.poll(() => gridColumns(page)).toBe(4);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('explains an insurer with issues until the pointer or focus leaves, and degrades the claims card', async ({ page, browser }) => {
    const [warned, down] = insuranceProviders(seeded);
    await setStatus([warned!.name], 'warning');
    try {
      await open(page);
      const claims = page.getByRole('button', { name: /^Claims Network/ });
      await expect(claims).toContainText('Degraded Service');
      await expect(claims).toContainText('1 insurance provider(s) experiencing issues');
      await claims.click();
      await expect.poll(() => clicks('service', 'claims-network')).toBe(1);

      const message = page.getByText(serviceIssueMessage({ ...warned!, status: 'warning' })!, { exact: true });
      const card = cardOf(page, warned!.id);
      await card.click();
      await expect(message).toBeVisible();
      await expect.poll(() => clicks('service', warned!.id)).toBe(1);
      await page.mouse.move(5, 5);
      await expect(message).toHaveCount(0);

      await card.focus();
      await page.keyboard.press('Enter');
      await expect(message).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(message).toHaveCount(0);

      await setStatus([down!.name], 'offline');
      await withPage(browser, 'phone', async (phone) => {
        await open(phone);
        await sectionButton(phone, 'Insurance Providers').click();
        await cardOf(phone, down!.id).click();
        await expect(phone.getByText(`${down!.name} is currently unavailable. Please try again later or contact support.`)).toBeVisible();
        await expect.poll(() => gridColumns(phone)).toBe(1);
        expect(await axeViolations(phone)).toEqual([]);
      });
    } finally {
      await setStatus([warned!.name, down!.name], 'online');
    }
  });

  test('shows the bell instead of Log In for a signed-in user', async ({ browser }) => {
    await withPage(browser, 'phone', async (page) => {
      await page.route('**/api/auth/user', (route) => route.fulfill({ json: { id: 'u1', email: 'frontdesk@example.ca' } }));
      await open(page);
      const bell = page.getByRole('button', { name: 'Notifications', exact: true });
      await expect(bell).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
      await bell.click();
      await expect(bell).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test('keeps the last known status and says so when a refresh fails', async ({ page }) => {
    await open(page);
    await page.route('**/api/board', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not load service status. Retrying…' });
    // 12-hour with the zone, whatever the hour: "1:23 p.m. MDT", "11:05 a.m. MDT".
    await expect(alert).toContainText(/last known status from \d{1,2}:\d{2} [ap]\.m\. [A-Z]{3,4}\./);
    await expect(page.getByRole('button', { name: /^\d+ Total Services$/ })).toHaveCount(1);
    await page.unroute('**/api/board');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('records summary counter clicks', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: /^\d+ Offline$/ }).click();
    await expect.poll(() => clicks('summary', 'offline')).toBe(1);
  });

  test('subscribes to the newsletter with just a valid address, then consent by the mailed link (double opt-in)', async ({ browser }) => {
    const address = `clinic-${randomSuffix()}@example.ca`;
    await withPage(browser, 'phone', async (page) => {
      await open(page);
      const email = page.getByRole('textbox', { name: 'Email address' });
      const subscribe = page.getByRole('button', { name: 'Subscribe' });
      // No box to tick (docs/product/limits.md); the purpose and the sender are said next to the field.
      await expect(page.getByRole('contentinfo').getByRole('checkbox')).toHaveCount(0);
      await expect(page.getByText(new RegExp(`Occasional e-mails from ${server.config.publicConfig.provider.name}`))).toBeVisible();
      await email.fill('not-an-email');
      await subscribe.click();
      await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();

      await email.fill(address);
      await subscribe.click();
      await expect(page.getByText('Check your inbox to confirm', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' }).first()).toBeVisible();
      await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);

      await expect.poll(async () => (await readOutbox(server.config.mail.outboxDir, address)).length).toBe(1);
      const [mail] = await readOutbox(server.config.mail.outboxDir, address);
      const link = mail!.text
        .split('\n')
        .find((line) => line.includes('/newsletter/confirm?token='))!
        .trim();
      await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
      await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('tracks the Marketplace click and says the marketplace is coming soon', async ({ page }) => {
    const before = (await server.database.db.select({ id: marketplaceClicks.id }).from(marketplaceClicks)).length;
    await open(page);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Marketplace' }).click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toMatch(/^alert: .*coming soon.*tracked/i);
    await expect.poll(() => clicks('header', 'marketplace')).toBe(1);
    await expect.poll(async () => (await server.database.db.select({ id: marketplaceClicks.id }).from(marketplaceClicks)).length).toBe(before + 1);
  });

  test('shows the footer links and passes axe-core when collapsed', async ({ page }) => {
    await open(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
    await expect(footer.getByRole('link', { name: 'Cookies Usage Policy' })).toHaveAttribute('href', '/cookies-policy');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy-policy');
    // Times are written on a 12-hour clock with the zone; how fresh the board is, as an age.
    await expect(page.getByText(/^\d{2}:\d{2}$/)).toHaveCount(0);
    await expect(page.getByText(/^Last updated (just now|\d+ s ago)/)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
