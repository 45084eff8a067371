import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { chromium, type Browser } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export { VIEWPORTS } from './chromium.ts';

/**
 * Debian's Chromium for the screenshot scripts and the benches, launched as playwright.config.ts
 * launches it for the specs (which get it from Playwright Test's `browser` fixture).
 */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install it: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help'> & { targets: string[] };

/**
 * Runs axe-core on the page and answers the violations, formatted for an assertion message.
 *
 * axe runs in the page itself (axe.run), once its source is in the page. @axe-core/playwright's
 * default instead runs axe in every frame and assembles the results in a blank page it opens for
 * each check, which doubled each check's time (0.5 to 0.7 s against 0.26 to 0.34 s here) and
 * only matters for cross-origin frames. Our pages have none, and a page with frames is refused
 * rather than half-checked.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const frames = page.frames().length;
  if (frames > 1) throw new Error(`axeViolations checks pages without frames; this page has ${frames - 1}: check each frame's document on a page of its own`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags): Promise<Violation[]> => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, AXE_TAGS);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.targets.slice(0, 3).join(' | ')}`);
}

/**
 * Waits for every finite animation (toasts and dialogs fading in) to end: axe reads colours as
 * painted, so a half-transparent toast would otherwise fail colour contrast at random.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}
