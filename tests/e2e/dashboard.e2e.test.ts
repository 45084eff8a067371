import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardClicks, marketplaceClicks, services } from '#server/db/schema.js';
import { insuranceProviders, serviceIssueMessage, type Service, type ServiceStatus } from '#shared/status/services.js';
import { startLiveServer, randomSuffix, type LiveServer } from '../support/live-server.ts';
import { axeViolations, workerBrowser } from './support/browser.ts';
import { withPage } from './support/page.ts';
import { readOutbox } from '../support/outbox.ts';

/* The public dashboard at / in Chromium, against a real server on a fresh seeded database. */

let server: LiveServer;
let browser: Browser;
let seeded: Service[] = [];

const SECTIONS = ['Insurance Providers', 'Internet Services', 'VoIP Services'] as const;

async function open(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Service Status' }).waitFor();
  await page.getByText('Last updated').waitFor();
}

const sectionButton = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
const sectionList = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) }).getByRole('list');
/** A service's card by its id (the control the banner's links focus): names can begin alike ("Sun Life", "Sun Life CDCP"). */
const cardOf = (page: Page, serviceId: string) => page.locator(`[id="service-card-${serviceId}"]`);

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

beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
  browser = await workerBrowser();
  seeded = (await (await fetch(`${server.url}/api/services`)).json()) as Service[];
});

afterAll(async () => {
  await server?.close();
});

describe('dashboard', () => {
  it('shows the header for a signed-out visitor: search, resources, Marketplace and Log In', async () => {
    await withPage(browser, 'desktop', async (page, problems) => {
      await page.context().route('https://www.google.com/**', (route) => route.fulfill({ body: 'search results' }));
      await open(page);
      await expect(page.getByRole('link', { name: 'Log In' }).getAttribute('href')).resolves.toBe('/api/login');
      expect(await page.getByRole('button', { name: /^(\d+\+? )?notifications?$/i }).count()).toBe(0);

      const search = page.getByRole('searchbox', { name: 'Search the web' });
      await search.press('Enter');
      await page.waitForTimeout(300);
      expect(page.context().pages()).toHaveLength(1);
      await search.fill('CDAnet claim codes');
      const [popup] = await Promise.all([page.context().waitForEvent('page'), search.press('Enter')]);
      await popup.waitForURL(/google\.com\/search/);
      expect(new URL(popup.url()).searchParams.get('q')).toBe('CDAnet claim codes');
      await popup.close();

      await page.getByRole('button', { name: 'Canadian Dental Resources' }).click();
      const items = page.getByRole('menuitem');
      // The menu's code is fetched on the first click (issue 12): wait for it to open.
      await items.first().waitFor();
      expect(await items.count()).toBe(server.config.publicConfig.resourceLinks.length);
      for (const item of await items.all()) {
        expect(await item.getAttribute('target')).toBe('_blank');
        expect(await item.getAttribute('rel')).toContain('noopener');
      }
      await page.keyboard.press('Escape');
      expect(problems.pageErrors).toEqual([]);
      // Signed out is an answer, not an error: a visitor's console stays clean (issue 12).
      expect(problems.consoleErrors).toEqual([]);
    });
  });

  it('starts with every section collapsed and expands each with the right count', async () => {
    const expected = {
      'Insurance Providers': insuranceProviders(seeded).length,
      'Internet Services': seeded.filter((s) => s.type === 'internet').length,
      'VoIP Services': seeded.filter((s) => s.type === 'voip').length,
    };
    expect(expected['Insurance Providers']).toBe(seeded.filter((s) => s.type === 'insurance').length - 1);
    await withPage(browser, 'desktop', async (page) => {
      await open(page);
      for (const title of SECTIONS) {
        expect(await sectionButton(page, title).getAttribute('aria-expanded')).toBe('false');
      }
      expect(await page.getByRole('main').getByRole('listitem').count()).toBe(0);
      for (const title of SECTIONS) {
        const trigger = sectionButton(page, title);
        expect(await trigger.textContent()).toContain(String(expected[title]));
        await trigger.click();
        expect(await trigger.getAttribute('aria-expanded')).toBe('true');
        expect(await sectionList(page, title).getByRole('listitem').count()).toBe(expected[title]);
      }
      expect(await sectionList(page, 'Insurance Providers').getByText('iTrans Service').count()).toBe(0);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('main ul')!).gridTemplateColumns.split(' ').length)).toBe(4);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('explains an insurer with issues until the pointer or focus leaves, and degrades the claims card', async () => {
    const [warned, down] = insuranceProviders(seeded);
    await setStatus([warned!.name], 'warning');
    try {
      await withPage(browser, 'desktop', async (page) => {
        await open(page);
        const claims = page.getByRole('button', { name: /^Claims Network/ });
        await expect(claims.textContent()).resolves.toContain('Degraded Service');
        await expect(claims.textContent()).resolves.toContain('1 insurance provider(s) experiencing issues');
        await claims.click();
        await expect.poll(() => clicks('service', 'claims-network')).toBe(1);

        const message = page.getByText(serviceIssueMessage({ ...warned!, status: 'warning' })!, { exact: true });
        const card = cardOf(page, warned!.id);
        await card.click();
        await message.waitFor();
        await expect.poll(() => clicks('service', warned!.id)).toBe(1);
        await page.mouse.move(5, 5);
        await message.waitFor({ state: 'detached' });

        await card.focus();
        await page.keyboard.press('Enter');
        await message.waitFor();
        await page.keyboard.press('Tab');
        await message.waitFor({ state: 'detached' });
      });

      await setStatus([down!.name], 'offline');
      await withPage(browser, 'phone', async (page) => {
        await open(page);
        await sectionButton(page, 'Insurance Providers').click();
        await cardOf(page, down!.id).click();
        await page.getByText(`${down!.name} is currently unavailable. Please try again later or contact support.`).waitFor();
        const columns = await page.evaluate(() => getComputedStyle(document.querySelector('main ul')!).gridTemplateColumns);
        expect(columns.split(' ')).toHaveLength(1);
        expect(await axeViolations(page)).toEqual([]);
      });
    } finally {
      await setStatus([warned!.name, down!.name], 'online');
    }
  });

  it('shows the bell instead of Log In for a signed-in user', async () => {
    await withPage(browser, 'phone', async (page) => {
      await page.route('**/api/auth/user', (route) => route.fulfill({ json: { id: 'u1', email: 'frontdesk@example.ca' } }));
      await open(page);
      const bell = page.getByRole('button', { name: 'Notifications', exact: true });
      await bell.waitFor();
      expect(await page.getByRole('link', { name: 'Log In' }).count()).toBe(0);
      await bell.click();
      expect(await bell.getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('keeps the last known status and says so when a refresh fails', async () => {
    await withPage(browser, 'desktop', async (page) => {
      await open(page);
      await page.route('**/api/services', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
      await page.getByRole('button', { name: 'Refresh' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'We could not load service status. Retrying…' });
      await alert.waitFor();
      // 12-hour with the zone, whatever the hour: "1:23 p.m. MDT", "11:05 a.m. MDT".
      expect(await alert.textContent()).toMatch(/last known status from \d{1,2}:\d{2} [ap]\.m\. [A-Z]{3,4}\./);
      expect(await page.getByRole('button', { name: /^\d+ Total Services$/ }).count()).toBe(1);
      await page.unroute('**/api/services');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await alert.waitFor({ state: 'detached' });
    });
  });

  it('records summary counter clicks', async () => {
    await withPage(browser, 'desktop', async (page) => {
      await open(page);
      await page.getByRole('button', { name: /^\d+ Offline$/ }).click();
      await expect.poll(() => clicks('summary', 'offline')).toBe(1);
    });
  });

  it('subscribes to the newsletter with just a valid address, then consent by the mailed link (double opt-in)', async () => {
    const address = `clinic-${randomSuffix()}@example.ca`;
    await withPage(browser, 'phone', async (page) => {
      await open(page);
      const email = page.getByRole('textbox', { name: 'Email address' });
      const subscribe = page.getByRole('button', { name: 'Subscribe' });
      // No box to tick (SPEC.md section 5); the purpose and the sender are said next to the field.
      expect(await page.getByRole('contentinfo').getByRole('checkbox').count()).toBe(0);
      await page.getByText(new RegExp(`Occasional e-mails from ${server.config.publicConfig.provider.name}`)).waitFor();
      await email.fill('not-an-email');
      await subscribe.click();
      await page.getByText('Please enter a valid email address', { exact: true }).waitFor();

      await email.fill(address);
      await subscribe.click();
      await page.getByText('Check your inbox to confirm', { exact: true }).first().waitFor();
      await page.getByRole('status').filter({ hasText: 'Check your inbox' }).first().waitFor();
      expect(await page.getByText('Please enter a valid email address').count()).toBe(0);

      await expect.poll(async () => (await readOutbox(server.config.mail.outboxDir, address)).length).toBe(1);
      const [mail] = await readOutbox(server.config.mail.outboxDir, address);
      const link = mail!.text
        .split('\n')
        .find((line) => line.includes('/newsletter/confirm?token='))!
        .trim();
      await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
      await page.getByRole('heading', { name: 'You are subscribed' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('tracks the Marketplace click and says the marketplace is coming soon', async () => {
    const before = (await server.database.db.select({ id: marketplaceClicks.id }).from(marketplaceClicks)).length;
    await withPage(browser, 'desktop', async (page) => {
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
  });

  it('shows the footer links and passes axe-core when collapsed', async () => {
    await withPage(browser, 'desktop', async (page) => {
      await open(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Contact Us' }).first().getAttribute('href')).resolves.toBe('/contact');
      await expect(footer.getByRole('link', { name: 'Cookies Usage Policy' }).getAttribute('href')).resolves.toBe('/cookies-policy');
      await expect(footer.getByRole('link', { name: 'Privacy Policy' }).first().getAttribute('href')).resolves.toBe('/privacy-policy');
      // Times are written on a 12-hour clock with the zone; how fresh the board is, as an age.
      expect(await page.getByText(/^\d{2}:\d{2}$/).count()).toBe(0);
      expect(await page.getByText(/^Last updated (just now|\d+ s ago)/).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
