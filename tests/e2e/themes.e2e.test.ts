import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { axeViolations, workerBrowser } from './support/browser.ts';
import { withPage } from './support/page.ts';
import { adminContext, createUser } from './support/sessions.ts';

/*
 * Issue 12, point 5: dark mode follows the system, a toggle overrides it and is remembered, and
 * every page passes axe (contrast included) in both themes.
 */

let server: LiveServer;
let browser: Browser;

beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
  browser = await workerBrowser();
});

afterAll(async () => {
  await server?.close();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function openBoard(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await page
    .getByRole('region', { name: 'Service Status' })
    .getByText(/All systems operational|No problems reported|is down|has issues/)
    .first()
    .waitFor();
}

describe('themes', () => {
  it('follows the system setting from the first paint, and a choice made with the toggle is remembered', async () => {
    await withPage(
      browser,
      'desktop',
      async (page, problems) => {
        // The class is set by the head's inline script, before the app's code runs.
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(`${server.url}/`);
        expect(await isDark(page)).toBe(true);
        await page.unroute('**/assets/*.js');
        // Only the blocked scripts complained.
        problems.consoleErrors.length = 0;

        await openBoard(page);
        const dark = await pageBackground(page);
        await page.getByRole('button', { name: 'Switch to the light theme' }).click();
        expect(await isDark(page)).toBe(false);
        expect(await pageBackground(page)).not.toBe(dark);
        await page.reload();
        await openBoard(page);
        expect(await isDark(page)).toBe(false);

        // Choosing what the system asks for again forgets the choice: the page follows the system.
        await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
        await page.emulateMedia({ colorScheme: 'light' });
        await expect.poll(() => isDark(page)).toBe(false);
        expect(problems.pageErrors).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
      },
      { colorScheme: 'dark' },
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no accessibility violations in the ${theme} theme: board, history, contact page, display (desktop and phone)`, async () => {
      for (const viewport of ['desktop', 'phone'] as const) {
        await withPage(
          browser,
          viewport,
          async (page) => {
            await openBoard(page);
            expect(await isDark(page)).toBe(theme === 'dark');
            expect(await axeViolations(page), `board, ${viewport}`).toEqual([]);
            await page.getByRole('button', { name: /^Insurance Providers/ }).click();
            await page
              .getByRole('button', { name: /^View history for / })
              .first()
              .click();
            await page
              .getByRole('dialog')
              .getByRole('group', { name: /Daily status/ })
              .waitFor();
            expect(await axeViolations(page), `history, ${viewport}`).toEqual([]);
            await page.keyboard.press('Escape');
            await page.goto(`${server.url}/contact`);
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            expect(await axeViolations(page), `contact, ${viewport}`).toEqual([]);
            await page.goto(`${server.url}/display`);
            await page
              .getByRole('region', { name: 'Overall status' })
              .getByText(/All systems operational|No problems reported|is down|has issues/)
              .waitFor();
            expect(await axeViolations(page), `display, ${viewport}`).toEqual([]);
          },
          { colorScheme: theme },
        );
      }
    });

    it(`lays the admin panel out without accessibility violations in the ${theme} theme`, async () => {
      const admin = await createUser(server, { isAdmin: true });
      await withPage(
        browser,
        'desktop',
        async (page) => {
          await adminContext(server, page.context(), admin.id);
          await page.goto(`${server.url}/admin`);
          await page.getByRole('heading', { name: 'Admin Control Panel' }).waitFor();
          await page
            .getByRole('heading', { name: /Services/ })
            .first()
            .waitFor();
          expect(await isDark(page)).toBe(theme === 'dark');
          expect(await axeViolations(page)).toEqual([]);
        },
        { colorScheme: theme },
      );
    });
  }
});
