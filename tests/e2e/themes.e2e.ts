import path from 'node:path';
import type { Page } from '@playwright/test';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { withPage } from './support/page.ts';
import { adminContext, createUser } from './support/sessions.ts';

/*
 * Dark mode follows the system, a toggle overrides it and is remembered, and
 * every page passes axe (contrast included) in both themes.
 */

let server: LiveServer;

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
});

test.afterAll(async () => {
  await server?.close();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function openBoard(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(
    page
      .getByRole('region', { name: 'Service Status' })
      .getByText(/All systems operational|No problems reported|is down|has issues/)
      .first(),
  ).toBeVisible();
}

test.describe('themes', () => {
  test('follows the system setting from the first paint, and a choice made with the toggle is remembered', async ({ browser }) => {
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
        await expect.poll(() => isDark(page)).toBe(false);
        await expect.poll(() => pageBackground(page)).not.toBe(dark);
        await page.reload();
        await openBoard(page);
        await expect.poll(() => isDark(page)).toBe(false);

        // Choosing what the system asks for again forgets the choice: the page follows the system.
        await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
        await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
        await page.emulateMedia({ colorScheme: 'light' });
        await expect.poll(() => isDark(page)).toBe(false);
        expect(problems.pageErrors).toEqual([]);
        expect(problems.consoleErrors).toEqual([]);
      },
      { colorScheme: 'dark' },
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no accessibility violations in the ${theme} theme: board, history, contact page, display (desktop and phone)`, async ({ browser }) => {
      for (const viewport of ['desktop', 'phone'] as const) {
        await withPage(
          browser,
          viewport,
          async (page) => {
            await openBoard(page);
            await expect.poll(() => isDark(page)).toBe(theme === 'dark');
            expect(await axeViolations(page), `board, ${viewport}`).toEqual([]);
            await page.getByRole('button', { name: /^Insurance Providers/ }).click();
            await page
              .getByRole('button', { name: /^View history for / })
              .first()
              .click();
            await expect(page.getByRole('dialog').getByRole('group', { name: /Daily status/ })).toBeVisible();
            expect(await axeViolations(page), `history, ${viewport}`).toEqual([]);
            await page.keyboard.press('Escape');
            await page.goto(`${server.url}/contact`);
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
            expect(await axeViolations(page), `contact, ${viewport}`).toEqual([]);
            await page.goto(`${server.url}/display`);
            await expect(
              page.getByRole('region', { name: 'Overall status' }).getByText(/All systems operational|No problems reported|is down|has issues/),
            ).toBeVisible();
            expect(await axeViolations(page), `display, ${viewport}`).toEqual([]);
          },
          { colorScheme: theme },
        );
      }
    });

    test(`lays the admin panel out without accessibility violations in the ${theme} theme`, async ({ browser }) => {
      const admin = await createUser(server, { isAdmin: true });
      await withPage(
        browser,
        'desktop',
        async (page) => {
          await adminContext(server, page.context(), admin.id);
          await page.goto(`${server.url}/admin`);
          await expect(page.getByRole('heading', { name: 'Admin Control Panel' })).toBeVisible();
          await expect(page.getByRole('heading', { name: /Services/ }).first()).toBeVisible();
          await expect.poll(() => isDark(page)).toBe(theme === 'dark');
          expect(await axeViolations(page)).toEqual([]);
        },
        { colorScheme: theme },
      );
    });
  }
});
