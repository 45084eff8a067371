import path from 'node:path';
import type { Page } from '@playwright/test';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import type { Service } from '#shared/status/services.js';
import { notifications } from '#server/db/schema.js';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { withPage } from './support/page.ts';
import { adminContext, createUser, signInContext } from './support/sessions.ts';

let server: LiveServer;

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
});

test.afterAll(async () => {
  await server?.close();
});

async function openPanel(page: Page): Promise<void> {
  const admin = await createUser(server, { isAdmin: true });
  await adminContext(server, page.context(), admin.id);
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin Control Panel' })).toBeVisible();
}

const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .getByText(text, { exact: true })
    .or(page.getByText(text, { exact: true }))
    .first();

const sidebarCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'sidebar_state');

test.describe('admin control panel', () => {
  test('creates a coupon, whitelists an address and overrides a service the dashboard shows within one poll', async ({ page: dashboard, browser }) => {
    const target = ((await (await fetch(`${server.url}/api/services`)).json()) as Service[]).find(
      (s) => s.type === 'insurance' && s.name !== 'iTrans Service',
    )!;
    // The dashboard polls every 30 s; its clock is ours so "one poll" takes no wall-clock time.
    await dashboard.clock.install();
    await dashboard.goto(`${server.url}/`);
    await dashboard.getByRole('button', { name: /^Insurance Providers/ }).click();
    const card = dashboard.getByRole('region', { name: /^Insurance Providers/ }).getByRole('button', { name: new RegExp(`^${target.name}`) });
    // Nothing checks it yet: no problem reported, shown neutral.
    await expect(card).toContainText('Not monitored');

    await withPage(browser, 'desktop', async (page, problems) => {
      await openPanel(page);
      expect(await axeViolations(page)).toEqual([]);

      const code = `E2E${randomSuffix().toUpperCase()}`;
      await page.getByLabel('Coupon code').fill(code.toLowerCase());
      await page.getByLabel('Expiration date').fill('2027-06-30');
      await page.getByRole('button', { name: 'Create coupon' }).click();
      await expect(toast(page, 'Coupon created successfully')).toBeVisible();
      await expect(page.getByText(code, { exact: true })).toBeVisible();

      await page.getByLabel('IP address or range').fill('127.0.0.1');
      await page.getByRole('button', { name: 'Add to whitelist' }).click();
      await expect(toast(page, 'IP address added to whitelist')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Remove 127.0.0.1' })).toBeVisible();
      expect((await (await page.request.get(`${server.url}/api/clinic/access-status`)).json()).hasAccess).toBe(true);

      await page.getByRole('button', { name: 'Offline', exact: true }).click();
      await expect(page.getByText('Please select a service first')).toBeVisible();
      await page.getByLabel('Service', { exact: true }).selectOption({ label: target.name });
      await page.getByRole('button', { name: 'Offline', exact: true }).click();
      await expect(toast(page, 'Service status updated')).toBeVisible();
      expect(problems.pageErrors).toEqual([]);
    });

    await dashboard.clock.runFor(30_000);
    await expect(card).toContainText('Offline');
    await expect(card.locator('xpath=..')).toHaveAttribute('class', /red/);
  });

  test('sends a high-priority notification that a signed-in user sees, marks read and clears, for that user only', async ({ browser }) => {
    const title = `Claims outage ${randomSuffix()}`;
    const staff = await createUser(server);
    await withPage(browser, 'desktop', async (page) => {
      await openPanel(page);
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Message', { exact: true }).fill('Claims to TELUS eClaims are failing; hold them until we post an update.');
      await page.getByRole('radio', { name: 'High' }).check({ force: true });
      await page.getByRole('button', { name: 'Send notification' }).click();
      await expect(toast(page, 'Notification sent successfully')).toBeVisible();
    });

    await withPage(browser, 'desktop', async (page, problems) => {
      await signInContext(server, page.context(), staff.id);
      await page.goto(`${server.url}/`);
      const bell = page.getByRole('button', { name: /^\d+\+? notifications?$/ });
      await bell.click();
      const panel = page.getByRole('dialog', { name: /Notifications/ });
      const item = panel.getByRole('listitem').filter({ hasText: title });
      await expect(item).toBeVisible();
      await expect(item).toContainClass('border-l-red-500');
      await expect(item.getByText('High', { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await panel.getByRole('button', { name: `Mark as read: ${title}` }).click();
      await expect(toast(page, 'Notification marked as read')).toBeVisible();
      await expect(panel.getByRole('button', { name: `Mark as read: ${title}` })).toHaveCount(0);
      // The bell reads the list's length (docs/product/alerts.md), so reading one leaves it as it was.
      const listed = (await (await page.request.get(`${server.url}/api/notifications`)).json()) as unknown[];
      await expect(bell).toHaveAttribute('aria-label', `${listed.length} notification${listed.length === 1 ? '' : 's'}`);

      await panel.getByRole('button', { name: 'Clear All' }).click();
      await expect(toast(page, 'All notifications cleared')).toBeVisible();
      await expect(panel.getByText('No notifications')).toBeVisible();
      expect(problems.pageErrors).toEqual([]);
    });

    // Another signed-in user still has it, unread.
    const other = await createUser(server);
    await withPage(browser, 'phone', async (page) => {
      await signInContext(server, page.context(), other.id);
      const list = (await (await page.request.get(`${server.url}/api/notifications`)).json()) as { title: string; isRead: boolean }[];
      expect(list.find((n) => n.title === title)).toMatchObject({ isRead: false });
    });
  });

  test('keeps the sidebar collapsed for 7 days in sidebar_state; collapsed, each section names itself in a tooltip on keyboard focus', async ({
    page,
    problems,
  }) => {
    await openPanel(page);
    const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await collapse.click();
    await expect.poll(async () => (await sidebarCookie(page))?.value).toBe('closed');
    const days = ((await sidebarCookie(page))!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip', { name: 'Clinics' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#clinics-section');
    expect(await axeViolations(page)).toEqual([]);

    // Every cookie this browser now holds is one the cookies policy lists.
    await page.goto(`${server.url}/cookies-policy`);
    const table = page.getByRole('table', { name: 'Cookies this site sets' });
    await expect(table).toBeVisible();
    const listed = await table.locator('code').allTextContents();
    for (const held of await page.context().cookies()) expect(listed).toContain(held.name);

    await page.goto(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect.poll(async () => (await sidebarCookie(page))?.value).toBe('open');
    expect(problems.pageErrors).toEqual([]);
  });

  test('lays the panel out for a phone without accessibility violations', async ({ browser }) => {
    // An expired notice is in the list too: it used to be dimmed below readable contrast.
    const past = new Date(Date.now() - 3600_000);
    await server.database.db
      .insert(notifications)
      .values({ title: 'Old notice', message: 'Over.', priority: 'high', isPublic: true, createdAt: past, expiresAt: past });
    await withPage(browser, 'phone', async (page, problems) => {
      await openPanel(page);
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the control panel');
      await expect(page.getByText('Old notice', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Registered Clinics' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  test('publishes the public API as OpenAPI with a browsable UI, and the admin operations to an admin only', async ({ page, problems }) => {
    const paths = async (url: string) => Object.keys(((await (await page.request.get(url)).json()) as { paths: Record<string, unknown> }).paths);
    const publicPaths = await paths(`${server.url}/api/docs`);
    expect(publicPaths).toContain('/api/notifications');
    expect(publicPaths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    expect((await page.request.get(`${server.url}/api/admin/docs`)).status()).toBe(401);
    await page.goto(`${server.url}/api/docs/ui/`);
    await expect(page.getByText('/api/notifications').first()).toBeVisible();

    const admin = await createUser(server, { isAdmin: true });
    await adminContext(server, page.context(), admin.id);
    expect(await paths(`${server.url}/api/admin/docs`)).toEqual(expect.arrayContaining(['/api/notifications', '/api/admin/dashboard-analytics']));
    await page.getByLabel('Select a definition').selectOption({ label: 'Full API with the admin panel (admins only)' });
    await expect(page.getByText('/api/admin/whitelist').first()).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});
