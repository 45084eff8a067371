import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Service } from '#shared/status/services.js';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { withPage } from './support/page.ts';
import { adminApi, type AdminCall } from './support/sessions.ts';

/*
 * The wall display (docs/product/board.md). A screen at the front desk shows every service without
 * scrolling, problems first, with nothing to click, keeps itself awake and catches up by itself.
 */

let server: LiveServer;
let admin: AdminCall;
const WALL = { width: 1920, height: 1080 };

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
  admin = await adminApi(server);
});

test.afterAll(async () => {
  await server?.close();
});

const allServices = async () => (await (await fetch(`${server.url}/api/services`)).json()) as Service[];

/** A stand-in for the Screen Wake Lock API that records its requests (headless Chromium refuses the real one). */
async function recordWakeLocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__wakeLocks', { value: calls });
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: (type: string) => {
          calls.push(type);
          const sentinel = new EventTarget() as EventTarget & { released: boolean; release: () => Promise<void> };
          sentinel.released = false;
          sentinel.release = async () => {
            sentinel.released = true;
          };
          return Promise.resolve(sentinel);
        },
      },
    });
  });
}

test.describe('the wall display', () => {
  test('shows every service on one 1920x1080 screen, problems first, with the incident and nothing to click', async ({ browser }) => {
    const list = await allServices();
    const weave = list.find((s) => s.name === 'Weave')!;
    const manulife = list.find((s) => s.name === 'Manulife')!;
    await admin('PUT', `/api/admin/services/${manulife.id}/status`, { status: 'offline' });
    await admin('POST', '/api/admin/incidents', {
      title: 'Weave calls dropping',
      serviceIds: [weave.id],
      impact: 'degraded',
      message: 'Weave is looking into dropped calls.',
    });

    await withPage(browser, WALL, async (page, problems) => {
      await recordWakeLocks(page);
      await page.goto(`${server.url}/display`);
      const overall = page.getByRole('region', { name: 'Overall status' });
      await expect(overall.getByText('Manulife is down; Weave has issues.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Active incidents' }).getByText('Weave calls dropping')).toBeVisible();

      // Every service, each tile whole on the screen, and the page does not scroll.
      const tiles = page.getByRole('main').getByRole('listitem');
      await expect(tiles).toHaveCount(list.length);
      // What to do about each problem, in large type above the tiles.
      await expect(page.getByRole('region', { name: 'What to do' }).getByRole('listitem')).toHaveText([
        /^Manulife: Hold claims to this insurer/,
        /^Weave: Calls may drop or sound poor/,
      ]);
      for (const box of await tiles.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.bottom).toBeLessThanOrEqual(WALL.height);
        expect(box.right).toBeLessThanOrEqual(WALL.width);
        expect(box.height).toBeGreaterThan(60);
      }
      await expect
        .poll(() => page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]))
        .toEqual([WALL.width, WALL.height]);

      // Problems first in their groups; every tile says its state in words.
      const insurers = page.getByRole('region', { name: 'Insurance providers' }).getByRole('listitem');
      await expect(insurers.first()).toHaveText('ManulifeOffline');
      await expect(page.getByRole('region', { name: 'VoIP phones' }).getByRole('listitem').first()).toHaveText('WeaveIssues');
      // Readable from three metres: names at least 26 px high on this screen.
      const nameSize = await insurers
        .nth(1)
        .locator('span')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(nameSize).toBeGreaterThanOrEqual(26);

      // No interactive chrome, and the screen is kept awake.
      await expect(page.locator('a, button, input, select, textarea, [tabindex]:not([tabindex="-1"])')).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __wakeLocks: string[] }).__wakeLocks)).toEqual(['screen']);
      await expect(page.locator('[data-wake-lock="held"]')).toBeVisible();
      await expect(page).toHaveTitle('(1 down) Clinic status');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
    await admin('PUT', `/api/admin/services/${manulife.id}/status`, { status: 'online' });
  });

  test('says when it lost the server and catches up by itself when it is back', async ({ browser }) => {
    await withPage(browser, WALL, async (page) => {
      await page.clock.install();
      await page.goto(`${server.url}/display`);
      await expect(page.getByText(/^Updated (just now|\d+ s ago)\b/)).toBeVisible();
      // That text is drawn by the server: wait for the page's own code to run (it holds the wake
      // lock once mounted), or the 30 s below may end before its first poll is even scheduled.
      await expect(page.locator('[data-wake-lock="held"]')).toBeVisible();

      await page.route('**/api/services', (route) => route.abort('connectionrefused'));
      await page.clock.runFor(30_000);
      await expect(page.getByText(/^Connection lost: showing the status from (just now|\d+ s ago)\b/)).toBeVisible();
      // The last known board stays up while the connection is lost.
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount((await allServices()).length);

      // Back: the next poll brings it up to date, without a reload or a click.
      await page.unroute('**/api/services');
      await page.clock.runFor(30_000);
      await expect(page.getByText(/^Updated (just now|\d+ s ago)\b/)).toBeVisible();

      // The network coming back is enough; it does not wait for the next poll.
      await page.route('**/api/services', (route) => route.abort('internetdisconnected'));
      await page.clock.runFor(30_000);
      await expect(page.getByText(/^Connection lost/)).toBeVisible();
      await page.unroute('**/api/services');
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(page.getByText(/^Updated (just now|\d+ s ago)\b/)).toBeVisible();
    });
  });

  test('lists the services on a phone without sideways scrolling or accessibility violations', async ({ browser }) => {
    await withPage(browser, 'phone', async (page, problems) => {
      await page.goto(`${server.url}/display`);
      await expect(page.getByRole('region', { name: 'Insurance providers' }).getByRole('listitem').first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  });
});

test.describe('the accessibility check every spec uses', () => {
  test('finds what axe-core finds, and refuses a page with frames instead of checking half of it', async ({ page }) => {
    await page.setContent('<html lang="en"><head><title>t</title></head><body><main><button></button><img src="x.png"></main></body></html>');
    const found = await axeViolations(page);
    expect(found.map((v) => v.split(' ')[0])).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
    await page.setContent('<html lang="en"><head><title>t</title></head><body><main><iframe title="f" srcdoc="<p>x</p>"></iframe></main></body></html>');
    await expect(axeViolations(page)).rejects.toThrow(/checks pages without frames/);
  });
});
