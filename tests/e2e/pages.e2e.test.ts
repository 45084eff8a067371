import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { axeViolations, workerBrowser, VIEWPORTS } from './support/browser.ts';
import { contactInquiries } from '#server/db/schema.js';
import { CONTACT_SUCCESS } from '#shared/contact.js';
import { MESSAGES } from '#shared/validation.js';

let server: LiveServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startLiveServer({ clientDir: process.env.E2E_CLIENT_DIR ?? 'dist/client' });
  browser = await workerBrowser();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
});

afterAll(async () => {
  await server?.close();
});

async function openPage(path: string, viewport: keyof typeof VIEWPORTS = 'desktop') {
  // axe-core's Playwright runner needs a page from an explicit context.
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  contexts.push(context);
  const page = await context.newPage();
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  return { page, status: response?.status() };
}

async function expectStaticPageFrame(page: Page): Promise<void> {
  expect(await page.locator('h1').count()).toBe(1);
  const back = page.getByRole('link', { name: 'Back to Dashboard' });
  expect(await back.getAttribute('href')).toBe('/');
  expect(await page.locator('a[href="/contact"]').count()).toBeGreaterThan(0);
  const footer = page.getByRole('contentinfo');
  for (const href of ['/privacy-policy', '/cookies-policy', '/contact']) {
    expect(await footer.locator(`a[href="${href}"]`).count()).toBe(1);
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

describe('privacy policy', () => {
  it('shows its date, the way back to the dashboard and a link to the contact page', async () => {
    const { page, status } = await openPage('/privacy-policy');
    expect(status).toBe(200);
    // SPEC.md section 2's date, written out here so a change to the constant cannot pass unnoticed.
    await page.getByText('Last updated September 6, 2025').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    expect(await page.title()).toContain('Privacy Policy');
    await expectStaticPageFrame(page);
    for (const law of ['PIPEDA', 'PIPA', 'CASL']) expect(await page.getByText(law).count()).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Privacy breaches' }).click();
    expect(page.url()).toContain('#breaches');
  });
});

describe('cookies policy', () => {
  it('shows its date, the cookie table and the links', async () => {
    const { page, status } = await openPage('/cookies-policy');
    expect(status).toBe(200);
    await page.getByText('Last updated September 9, 2025').waitFor();
    expect(await page.title()).toContain('Cookies Policy');
    await expectStaticPageFrame(page);
    const table = page.getByRole('table', { name: 'Cookies this site sets' });
    for (const text of ['Admin session', '8 hours', 'Sidebar preference', '7 days']) {
      expect(await table.getByText(text, { exact: true }).count()).toBe(1);
    }
  });
});

describe('contact page', () => {
  it('shows the schema messages under each field when sent empty', async () => {
    const { page } = await openPage('/contact');
    await expectStaticPageFrame(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const message of [MESSAGES.companyName, MESSAGES.contactName, MESSAGES.email, MESSAGES.subject, MESSAGES.message]) {
      await page.getByText(message).waitFor();
    }
    const company = page.getByLabel('Company or clinic name');
    expect(await company.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await company.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent()).toBe(MESSAGES.companyName);
    expect(await page.getByLabel('Phone').getAttribute('aria-invalid')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('companyName');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('sends a valid inquiry, shows the success panel and a toast, and stores the inquiry', async () => {
    const { page } = await openPage('/contact', 'phone');
    const subject = `Claims network down ${randomSuffix()}`;
    await fillValidInquiry(page, subject);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('heading', { name: 'Message sent' }).waitFor();
    expect(await page.getByRole('main').getByText(CONTACT_SUCCESS).count()).toBe(1);
    await page.locator('.toast-root', { hasText: CONTACT_SUCCESS }).waitFor();
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
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
  });

  it('shows the server message in a destructive toast, or the default when there is none', async () => {
    const { page } = await openPage('/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many messages. Try later.' }) }),
    );
    await fillValidInquiry(page, `Rate limited ${randomSuffix()}`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.toast-root', { hasText: 'Too many messages. Try later.' }).getByText('Error', { exact: true }).waitFor();

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.toast-root', { hasText: 'Failed to send your message. Please try again.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send message' }).isEnabled()).toBe(true);
  });
});

describe('unknown path', () => {
  it('answers HTTP 404 and shows the 404 page', async () => {
    const { page, status } = await openPage(`/no-such-page-${randomSuffix()}`);
    expect(status).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});

describe('accessibility', () => {
  const paths = ['/privacy-policy', '/cookies-policy', '/contact', '/no-such-page'];
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const path of paths) {
      it(`has no axe violations on ${path} (${viewport})`, async () => {
        const { page } = await openPage(path, viewport);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  it('offers a skip link first and reaches the form by keyboard', async () => {
    const { page } = await openPage('/contact');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(focused).toBe(true);
  });
});

describe('embedding the status in another site (issue 12, point 6)', () => {
  it('shows /embed and the badge inside an intranet page, and refuses to frame the dashboard', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    contexts.push(context);
    const page = await context.newPage();
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
      const embed = page.frameLocator('iframe[title="Clinic status"]');
      await expect.poll(() => embed.locator('h1').textContent(), { timeout: 10_000 }).toMatch(/operational|No problems reported|down|issues|maintenance/);
      expect(await embed.getByRole('link', { name: 'Open the status board' }).getAttribute('target')).toBe('_blank');
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
