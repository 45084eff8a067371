// Takes desktop and phone screenshots of a page: npx tsx scripts/screenshot.ts URL OUT_PREFIX
import { launchBrowser, VIEWPORTS } from '#tests/e2e/support/browser.ts';

const [url, prefix = '/tmp/shot'] = process.argv.slice(2);
if (!url) throw new Error('usage: screenshot.ts URL OUT_PREFIX');
const browser = await launchBrowser();
for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const page = await browser.newPage({ viewport });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: true });
  console.log(`${prefix}-${name}.png`);
  await page.close();
}
await browser.close();
