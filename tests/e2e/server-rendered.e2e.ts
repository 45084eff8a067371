import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Service } from '#shared/status/services.js';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { expect, test } from './support/fixtures.ts';
import { withPage } from './support/page.ts';
import { adminApi } from './support/sessions.ts';
import { INCIDENT_DAY_ADVICE, makeIncidentDay } from './support/incident-day.ts';

/*
 * The board and the wall display are drawn on the server (ADR 25): readable with scripts off,
 * reloading themselves every minute, and hydrated in the browser into the same page. Every spec's
 * context fails on a hydration that disagreed with the server's HTML (support/fixtures.ts); this
 * one also reads the page in a browser in another time zone, where the browser's own words differ.
 */

let server: LiveServer;
const ADVICE = INCIDENT_DAY_ADVICE;

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
  await makeIncidentDay(server);
  const list = (await (await fetch(`${server.url}/api/services`)).json()) as Service[];
  const startsAt = Date.now() + 26 * 3_600_000;
  await (
    await adminApi(server)
  )('POST', '/api/admin/maintenance', {
    title: 'TELUS upgrade',
    serviceIds: [list.find((service) => service.name === 'TELUS Business Internet')!.id],
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 2 * 3_600_000).toISOString(),
  });
});

test.afterAll(async () => {
  await server?.close();
});

/** Every service's name with the status word its card shows, as the page reads now. */
async function cardStatuses(page: Page): Promise<string[]> {
  return page.locator('main li[data-status]').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
}

test.describe('the board drawn on the server', () => {
  test('is readable with scripts off: every service, the banner with its advice, the incident and the maintenance; it reloads itself', async ({ browser }) => {
    const services = (await (await fetch(`${server.url}/api/services`)).json()) as Service[];
    await withPage(
      browser,
      'phone',
      async (page) => {
        await page.goto(`${server.url}/`);
        const banner = page.getByRole('region', { name: 'Service Status' });
        await expect(banner.getByRole('status')).toContainText(/Manulife/);
        await expect(banner).toContainText(ADVICE);
        await expect(page.getByText('Weave calls dropping').first()).toBeVisible();
        await expect(page.getByText('TELUS upgrade').first()).toBeVisible();
        // Every group is open, since nothing could open one: each service is on the page with its status.
        const shown = await page.locator('main').innerText();
        expect(services.filter((service) => !shown.includes(service.name)).map((service) => service.name)).toEqual([]);
        expect(await page.locator('main li[data-status]').count()).toBeGreaterThan(services.length / 2);
        await expect(page.locator('main li[data-status]', { hasText: 'Manulife' }).first()).toHaveAttribute('data-status', 'offline');
        // No control that would do nothing: the search box, the theme switch, the refresh button.
        await expect(page.getByRole('search')).toBeHidden();
        await expect(page.getByRole('button', { name: /Switch to the/ })).toBeHidden();
        await expect(page.getByRole('button', { name: 'Refresh' })).toBeHidden();
        await expect(page.locator('noscript')).toHaveCount(1);
        // With scripts off the parser reads <noscript> as markup: the refresh is in force.
        await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '60');
        const html = await (await fetch(`${server.url}/`)).text();
        expect(html).toContain('<noscript><meta http-equiv="refresh" content="60"></noscript>');
      },
      { javaScriptEnabled: false },
    );
  });

  test('is readable on the wall display with scripts off: the statuses, the advice and the incident', async ({ browser }) => {
    await withPage(
      browser,
      { width: 1920, height: 1080 },
      async (page) => {
        await page.goto(`${server.url}/display`);
        await expect(page.getByText('Manulife').first()).toBeVisible();
        await expect(page.getByText(/Weave/).first()).toBeVisible();
        await expect(page.getByText(ADVICE).first()).toBeVisible();
      },
      { javaScriptEnabled: false },
    );
  });

  test('hydrates into the page the server drew, then adds what only the browser knows (its own time zone)', async ({ browser }) => {
    await withPage(
      browser,
      'desktop',
      async (page) => {
        // The page as the server drew it, before any script of the page ran.
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(`${server.url}/`);
        const drawn = await cardStatuses(page);
        const drawnBanner = await page.getByRole('region', { name: 'Service Status' }).innerText();
        expect(drawn.length).toBeGreaterThan(10);
        await page.unroute('**/assets/*.js');

        await page.goto(`${server.url}/`);
        await expect(page.locator('html[data-interactive]')).toHaveCount(1);
        expect(await page.getByRole('region', { name: 'Service Status' }).innerText()).toBe(drawnBanner);
        // Open every group: the cards hydrated from the server's HTML say what it said.
        const closed = page.locator('main section h2 > button[aria-expanded="false"]');
        while ((await closed.count()) > 0) await closed.first().click();
        expect(await cardStatuses(page)).toEqual(drawn);
        // Toronto's clock differs from Alberta's: the maintenance names the browser's own time once hydrated.
        await expect(page.locator('section[aria-labelledby="maintenance-notice-title"]')).toContainText('your time');
      },
      { timezoneId: 'America/Toronto' },
    );
  });
});
