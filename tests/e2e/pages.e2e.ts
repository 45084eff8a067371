import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { axeViolations, VIEWPORTS } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { contactInquiries } from '#server/db/schema.js';
import { CONTACT_SUCCESS } from '#shared/contact.js';
import { MESSAGES } from '#shared/validation.js';

let server: LiveServer;

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: process.env.E2E_CLIENT_DIR ?? 'dist/client' });
});

test.afterAll(async () => {
  await server?.close();
});

/** Opens `path` at the viewport once the network is quiet and its heading shows; answers the HTTP status. */
async function openPage(page: Page, path: string, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<number | undefined> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await expect(page.locator('h1').first()).toBeVisible();
  return response?.status();
}

async function expectStaticPageFrame(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  await expect(page.locator('a[href="/contact"]')).not.toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  for (const href of ['/privacy-policy', '/cookies-policy', '/contact']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
}

async function fillValidInquiry(page: Page, subject: string): Promise<void> {
  await page.getByLabel('Company or clinic name').fill('Bow River Dental');
  await page.getByLabel('Your name').fill('Dana Whitfield');
  await page.getByLabel('E-mail address').fill(`dana.${randomSuffix()}@example.ca`);
  await page.getByLabel('Phone').fill('(403) 555-0199');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Our front desk cannot reach the claims network since this morning.');
}

test.describe('privacy policy', () => {
  test('shows its date, the way back to the dashboard and a link to the contact page', async ({ page }) => {
    expect(await openPage(page, '/privacy-policy')).toBe(200);
    // The policy's fixed date (docs/product/board.md), written out here so a change to the constant cannot pass unnoticed.
    await expect(page.getByText('Last updated September 6, 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page).toHaveTitle(/Privacy Policy/);
    await expectStaticPageFrame(page);
    for (const law of ['PIPEDA', 'PIPA', 'CASL']) await expect(page.getByText(law)).not.toHaveCount(0);
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Privacy breaches' }).click();
    await expect(page).toHaveURL(/#breaches/);
  });
});

test.describe('cookies policy', () => {
  test('shows its date, the cookie table and the links', async ({ page }) => {
    expect(await openPage(page, '/cookies-policy')).toBe(200);
    await expect(page.getByText('Last updated September 9, 2025')).toBeVisible();
    await expect(page).toHaveTitle(/Cookies Policy/);
    await expectStaticPageFrame(page);
    const table = page.getByRole('table', { name: 'Cookies this site sets' });
    for (const text of ['Admin session', '8 hours', 'Sidebar preference', '7 days']) {
      await expect(table.getByText(text, { exact: true })).toHaveCount(1);
    }
  });
});

test.describe('contact page', () => {
  test('shows the schema messages under each field when sent empty', async ({ page }) => {
    await openPage(page, '/contact');
    await expectStaticPageFrame(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const message of [MESSAGES.companyName, MESSAGES.contactName, MESSAGES.email, MESSAGES.subject, MESSAGES.message]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const company = page.getByLabel('Company or clinic name');
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await company.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText(MESSAGES.companyName);
    await expect(page.getByLabel('Phone')).not.toHaveAttribute('aria-invalid');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('companyName');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('sends a valid inquiry, shows the success panel and a toast, and stores the inquiry', async ({ page }) => {
    await openPage(page, '/contact', 'phone');
    const subject = `Claims network down ${randomSuffix()}`;
    await fillValidInquiry(page, subject);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(page.getByRole('main').getByText(CONTACT_SUCCESS)).toHaveCount(1);
    await expect(page.locator('.toast-root', { hasText: CONTACT_SUCCESS })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const stored = await server.database.db
      .select({ subject: contactInquiries.subjectEncrypted, status: contactInquiries.status, contactName: contactInquiries.contactNameEncrypted })
      .from(contactInquiries);
    const rows = stored.filter((row) => server.keys.decrypt(row.subject) === subject);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('new');
    expect(rows[0]?.subject).not.toContain('Claims');
    expect(rows[0]?.contactName).not.toContain('Dana');

    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('');
  });

  test('shows the server message in a destructive toast, or the default when there is none', async ({ page }) => {
    await openPage(page, '/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many messages. Try later.' }) }),
    );
    await fillValidInquiry(page, `Rate limited ${randomSuffix()}`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.toast-root', { hasText: 'Too many messages. Try later.' }).getByText('Error', { exact: true })).toBeVisible();

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('.toast-root', { hasText: 'Failed to send your message. Please try again.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});

test.describe('unknown path', () => {
  test('answers HTTP 404 and shows the 404 page', async ({ page }) => {
    expect(await openPage(page, `/no-such-page-${randomSuffix()}`)).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  const paths = ['/privacy-policy', '/cookies-policy', '/contact', '/no-such-page'];
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const path of paths) {
      test(`has no axe violations on ${path} (${viewport})`, async ({ page }) => {
        await openPage(page, path, viewport);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  test('offers a skip link first and reaches the form by keyboard', async ({ page }) => {
    await openPage(page, '/contact');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });
});

test.describe('embedding the status in another site', () => {
  test('shows /embed and the badge inside an intranet page, and refuses to frame the dashboard', async ({ page }) => {
    // The intranet page is another origin on the same machine (another port): Chromium refuses a
    // public page that frames a loopback address, as it should.
    const intranet = http.createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><html lang="en"><title>Intranet</title><main><h1>Front desk</h1>
        <iframe title="Clinic status" src="${server.url}/embed" width="400" height="160"></iframe>
        <img id="badge" alt="Clinic status" src="${server.url}/badge.svg">
        <iframe title="Dashboard" src="${server.url}/" width="400" height="160"></iframe></main></html>`);
    });
    await new Promise<void>((resolve) => intranet.listen(0, '127.0.0.1', resolve));
    const { port } = intranet.address() as AddressInfo;
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      const embed = page.locator('iframe[title="Clinic status"]').contentFrame();
      await expect(embed.locator('h1')).toHaveText(/operational|No problems reported|down|issues|maintenance/);
      await expect(embed.getByRole('link', { name: 'Open the status board' })).toHaveAttribute('target', '_blank');
      await expect.poll(() => page.evaluate(() => (document.getElementById('badge') as HTMLImageElement).naturalWidth)).toBeGreaterThan(60);
      // The dashboard's frame-ancestors 'none' leaves its frame empty.
      const dashboardFrame = page.frames().find((f) => f.url().startsWith(`${server.url}/`) && !f.url().endsWith('/embed'));
      const framedText = dashboardFrame ? await dashboardFrame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : '';
      expect(framedText).not.toContain('Clinic Status Board');
    } finally {
      intranet.close();
    }
  });
});
