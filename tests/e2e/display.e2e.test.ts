import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '#shared/status/services.js';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { axeViolations, workerBrowser } from './support/browser.ts';
import { withPage } from './support/page.ts';
import { adminApi, type AdminCall } from './support/sessions.ts';

/*
 * Issue 12, point 4: the wall display. A screen at the front desk shows every service without
 * scrolling, problems first, with nothing to click, keeps itself awake and catches up by itself.
 */

let server: LiveServer;
let browser: Browser;
let admin: AdminCall;
const WALL = { width: 1920, height: 1080 };

beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
  browser = await workerBrowser();
  admin = await adminApi(server);
});

afterAll(async () => {
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

describe('the wall display', () => {
  it('shows every service on one 1920x1080 screen, problems first, with the incident and nothing to click', async () => {
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
      await overall.getByText('Manulife is down; Weave has issues.').waitFor();
      await page.getByRole('region', { name: 'Active incidents' }).getByText('Weave calls dropping').waitFor();

      // Every service, each tile whole on the screen, and the page does not scroll.
      const tiles = page.getByRole('main').getByRole('listitem');
      expect(await tiles.count()).toBe(list.length);
      // What to do about each problem, in large type above the tiles.
      const advice = page.getByRole('region', { name: 'What to do' });
      expect(await advice.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^Manulife: Hold claims to this insurer/),
        expect.stringMatching(/^Weave: Calls may drop or sound poor/),
      ]);
      for (const box of await tiles.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.bottom).toBeLessThanOrEqual(WALL.height);
        expect(box.right).toBeLessThanOrEqual(WALL.width);
        expect(box.height).toBeGreaterThan(60);
      }
      expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([WALL.width, WALL.height]);

      // Problems first in their groups; every tile says its state in words.
      const insurers = page.getByRole('region', { name: 'Insurance providers' }).getByRole('listitem');
      expect(await insurers.first().textContent()).toBe('ManulifeOffline');
      expect(await page.getByRole('region', { name: 'VoIP phones' }).getByRole('listitem').first().textContent()).toBe('WeaveIssues');
      // Readable from three metres: names at least 26 px high on this screen.
      const nameSize = await insurers
        .nth(1)
        .locator('span')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(nameSize).toBeGreaterThanOrEqual(26);

      // No interactive chrome, and the screen is kept awake.
      expect(await page.locator('a, button, input, select, textarea, [tabindex]:not([tabindex="-1"])').count()).toBe(0);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __wakeLocks: string[] }).__wakeLocks)).toEqual(['screen']);
      await page.locator('[data-wake-lock="held"]').waitFor();
      expect(await page.title()).toBe('(1 down) Clinic status');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
    await admin('PUT', `/api/admin/services/${manulife.id}/status`, { status: 'online' });
  });

  it('says when it lost the server and catches up by itself when it is back', async () => {
    await withPage(browser, WALL, async (page) => {
      await page.clock.install();
      await page.goto(`${server.url}/display`);
      await page.getByText(/^Updated (just now|\d+ s ago)\b/).waitFor();

      await page.route('**/api/services', (route) => route.abort('connectionrefused'));
      await page.clock.runFor(30_000);
      await page.getByText(/^Connection lost: showing the status from (just now|\d+ s ago)\b/).waitFor();
      // The last known board stays up while the connection is lost.
      expect(await page.getByRole('main').getByRole('listitem').count()).toBe((await allServices()).length);

      // Back: the next poll brings it up to date, without a reload or a click.
      await page.unroute('**/api/services');
      await page.clock.runFor(30_000);
      await page.getByText(/^Updated (just now|\d+ s ago)\b/).waitFor();

      // The network coming back is enough; it does not wait for the next poll.
      await page.route('**/api/services', (route) => route.abort('internetdisconnected'));
      await page.clock.runFor(30_000);
      await page.getByText(/^Connection lost/).waitFor();
      await page.unroute('**/api/services');
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.getByText(/^Updated (just now|\d+ s ago)\b/).waitFor();
    });
  });

  it('lists the services on a phone without sideways scrolling or accessibility violations', async () => {
    await withPage(browser, 'phone', async (page, problems) => {
      await page.goto(`${server.url}/display`);
      await page.getByRole('region', { name: 'Insurance providers' }).getByRole('listitem').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  });
});

describe('the accessibility check every spec uses', () => {
  it('finds what axe-core finds, and refuses a page with frames instead of checking half of it', async () => {
    await withPage(browser, 'desktop', async (page) => {
      await page.setContent('<html lang="en"><head><title>t</title></head><body><main><button></button><img src="x.png"></main></body></html>');
      const found = await axeViolations(page);
      expect(found.map((v) => v.split(' ')[0])).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
      await page.setContent('<html lang="en"><head><title>t</title></head><body><main><iframe title="f" srcdoc="<p>x</p>"></iframe></main></body></html>');
      await expect(axeViolations(page)).rejects.toThrow(/checks pages without frames/);
    });
  });
});
