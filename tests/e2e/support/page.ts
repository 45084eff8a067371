import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { VIEWPORTS } from './chromium.ts';

export type Viewport = keyof typeof VIEWPORTS | { width: number; height: number };

export interface PageProblems {
  /** Uncaught exceptions thrown in the page. */
  pageErrors: string[];
  /** console.error messages the page logged. */
  consoleErrors: string[];
}

/** Starts collecting the page's uncaught errors and console errors. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  return problems;
}

/**
 * Runs `fn` with a fresh page in a browser context of its own (own cookies and storage) at the
 * given viewport, for a test that needs more than its `page` fixture: another viewport, colour
 * scheme or network address, or two browsers at once. The context takes the rest of its options
 * (locale, time zone) from playwright.config.ts, Playwright keeps its trace and screenshots when
 * the test fails, and it is closed afterwards even when `fn` throws. The second argument collects
 * the page's uncaught errors and console errors, for specs that assert there were none.
 *
 *   test('...', async ({ browser }) => {
 *     await withPage(browser, 'phone', async (page, problems) => { ...; expect(problems.pageErrors).toEqual([]); });
 *   });
 */
export async function withPage<T>(
  browser: Browser,
  viewport: Viewport,
  fn: (page: Page, problems: PageProblems) => Promise<T>,
  options: Omit<BrowserContextOptions, 'viewport'> = {},
): Promise<T> {
  const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
  const context = await browser.newContext({ ...options, viewport: { ...size } });
  const hydration = watchHydration(context);
  try {
    const page = await context.newPage();
    const result = await fn(page, watchProblems(page));
    expectNoHydrationErrors(hydration);
    return result;
  } finally {
    await context.close();
  }
}

/**
 * Collects what every page of the context says when its server HTML did not match what the
 * browser drew (src/client/main.tsx logs it as "hydration: ..."). Every spec fails on one: the
 * `context` fixture and withPage check it after each test.
 */
export function watchHydration(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('page', (page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
    }),
  );
  return errors;
}

export function expectNoHydrationErrors(errors: string[]): void {
  if (errors.length > 0) throw new Error(`The server's HTML and the hydrated page disagreed:\n${errors.join('\n')}`);
}

/** Set E2E_SCREENSHOT_DIR to keep pictures of what a spec shows (for looking at, never for asserting). */
export async function keepPicture(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
}
