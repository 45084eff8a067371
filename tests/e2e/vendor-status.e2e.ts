import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { ManualClock } from '#server/lib/time/clock.js';
import type { Service } from '#shared/status/services.js';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { keepPicture, withPage } from './support/page.ts';
import { adminContext, createUser } from './support/sessions.ts';

/*
 * Vendor status pages (docs/product/status-rules.md) in Chromium: an admin links an insurer to its vendor's Atlassian Statuspage
 * component in the panel; the component moves to major outage on a local stand-in for the
 * vendor's page; within one poll the card turns red, says the vendor's page reported it, and
 * links the vendor's incident. The server's clock is ours, so "a minute later" is immediate.
 */

let server: LiveServer;
let vendor: http.Server;
let vendorOrigin = '';
const clock = new ManualClock(new Date());
let componentStatus = 'operational';
let incidents: unknown[] = [];

test.beforeAll(async () => {
  vendor = http.createServer((request, response) => {
    if (request.url !== '/api/v2/summary.json') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        page: { id: 'p1', name: 'Claims Co', url: vendorOrigin },
        components: [{ id: 'claims-api', name: 'Claims API', status: componentStatus }],
        incidents,
      }),
    );
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorOrigin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  server = await startLiveServer({
    clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client'),
    env: { MONITOR_ALLOW_PRIVATE: 'true' },
    clock,
    schedulerTickMs: 200,
  });
});

test.afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (vendor ? vendor.close(() => resolve()) : resolve()));
});

async function insurer(): Promise<Service> {
  // Manulife: no other default's name begins with it.
  const list = (await (await fetch(`${server.url}/api/services`)).json()) as Service[];
  return list.find((s) => s.name === 'Manulife')!;
}

const card = (page: Page, id: string) => page.locator(`[id="service-card-${id}"]`);

test.describe("a vendor's own status page", () => {
  test('is linked in the admin panel, and its major outage turns the card red with the vendor label within one poll', async ({ page, browser }) => {
    const target = await insurer();
    await withPage(browser, 'desktop', async (panel) => {
      const admin = await createUser(server, { isAdmin: true });
      await adminContext(server, panel.context(), admin.id);
      await panel.goto(`${server.url}/admin`);
      const widget = panel.getByRole('region', { name: 'Vendor Status Pages' });
      await widget.getByRole('button', { name: 'Link a page' }).click();
      const dialog = panel.getByRole('dialog', { name: 'Link a vendor status page' });
      await dialog.getByLabel('Service').selectOption({ label: target.name });
      await dialog.getByLabel('Status page address').fill(vendorOrigin);
      // A page on the provider's own network, read over http: allowed only when ticked.
      await dialog.getByRole('button', { name: 'Save link' }).click();
      await expect(dialog.getByText('read over https:// only', { exact: false })).toBeVisible();
      await dialog.getByLabel('Page on our own network').check();
      await dialog.getByRole('button', { name: 'Save link' }).click();
      await expect(dialog.getByText('Enter the Statuspage component id', { exact: false })).toBeVisible();
      // The admin picks the component by name instead of digging its id out of the page.
      await dialog.getByRole('button', { name: /^List the page/ }).click();
      await dialog.getByLabel('Choose from Claims Co').selectOption({ label: 'Claims API (operational)' });
      await expect(dialog.getByLabel('Component id')).toHaveValue('claims-api');
      expect(await axeViolations(panel)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save link' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(widget.getByText(target.name)).toBeVisible();
      // The scheduler reads the page at its next tick; the panel shows the reading on its next load.
      await expect.poll(async () => (await insurer()).source).toBe('vendor');
      await panel.reload();
      await expect(widget).toContainText('Vendor: operational');
      await widget.scrollIntoViewIfNeeded();
      await keepPicture(panel, 'vendor-admin-widget');
    });

    await page.clock.install();
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: /^Insurance Providers/ }).click();
    await expect(card(page, target.id)).toContainText('Reported by the vendor’s status page');
    await expect(card(page, target.id)).toContainText('Online');

    componentStatus = 'major_outage';
    incidents = [{ id: 'inc42', name: 'Claims are failing', shortlink: 'https://stspg.io/inc42', components: [{ id: 'claims-api' }] }];
    clock.advance(60_000);
    // The board polls every 30 s: one poll after the vendor's next reading.
    await expect
      .poll(async () => {
        await page.clock.runFor(30_000);
        return card(page, target.id).textContent();
      })
      .toContain('Offline');
    const item = page.locator('li', { has: card(page, target.id) });
    await expect(item).toContainText('Reported by the vendor’s status page');
    await expect(item.getByRole('link', { name: /The vendor reports: Claims are failing/ })).toHaveAttribute('href', 'https://stspg.io/inc42');
    // Red: the card's left edge is the offline tone's, not the online one it had.
    await expect(item).toContainClass('border-l-red-500');
    await item.scrollIntoViewIfNeeded();
    await keepPicture(page, 'vendor-card-offline');
    expect(await axeViolations(page)).toEqual([]);
  });
});
