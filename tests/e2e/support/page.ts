import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { VIEWPORTS } from './browser.ts';

export type Viewport = keyof typeof VIEWPORTS | { width: number; height: number };

export interface PageProblems {
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
  /** console.error messages the page logged. */
  consoleErrors: string[];
}

/**
 * Runs `fn` with a fresh page in its own browser context (own cookies and storage) at the
 * given viewport, and closes the context afterwards even when `fn` throws. The second
 * argument collects the page's uncaught errors and console errors, for specs that assert
 * there were none.
 *
 *   await withPage(browser, 'phone', async (page, problems) => { ...; expect(problems.pageErrors).toEqual([]); });
 */
export async function withPage<T>(
  browser: Browser,
  viewport: Viewport,
  fn: (page: Page, problems: PageProblems) => Promise<T>,
  options: Omit<BrowserContextOptions, 'viewport'> = {},
): Promise<T> {
  const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
  const context = await browser.newContext({ locale: 'en-CA', timezoneId: 'America/Edmonton', ...options, viewport: { ...size } });
  try {
    const page = await context.newPage();
    const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    return await fn(page, problems);
  } finally {
    await context.close();
  }
}

/** Set E2E_SCREENSHOT_DIR to keep pictures of what a spec shows (for looking at, never for asserting). */
export async function keepPicture(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}
