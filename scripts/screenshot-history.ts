// Screenshots of a service's history dialog on the dashboard, on a fresh embedded database with
// sample history: npx tsx scripts/screenshot-history.ts --client DIR [--out /tmp/history] [--service "Sun Life"] [--axe]
// Writes <out>-cards-<viewport>.png (the section with the cards), <out>-<viewport>.png (the dialog)
// and <out>-<viewport>-end.png (the dialog scrolled to its end).
import path from 'node:path';
import { startLiveServer } from '#tests/support/live-server.ts';
import { axeViolations, launchBrowser, VIEWPORTS } from '#tests/e2e/support/browser.ts';
import { seedHistory } from './sample-data/history.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = option('out') ?? '/tmp/history';
const serviceName = option('service') ?? 'Sun Life';

// No monitor: the sample history is the whole story.
const server = await startLiveServer({ clientDir: path.resolve(option('client') ?? 'dist/client'), env: { MONITOR_ENABLED: 'false' } });
try {
  await seedHistory(server);
  const [type] = (await server.app.directory.view.get()).services.filter((s) => s.name === serviceName).map((s) => s.type);
  const section = { insurance: 'Insurance Providers', internet: 'Internet Services', voip: 'VoIP Services' }[type ?? 'insurance'];

  const browser = await launchBrowser();
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: new RegExp(`^${section}`) }).click();
    const region = page.getByRole('region', { name: new RegExp(`^${section}`) });
    await region.screenshot({ path: `${out}-cards-${name}.png` });
    console.log(`${out}-cards-${name}.png`);

    await page.getByRole('button', { name: `View history for ${serviceName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Recent changes' }).waitFor();
    await page.waitForTimeout(800);
    if (name === 'desktop') {
      // Show one day's tooltip, on a day with trouble if there is one.
      const segment = dialog.locator('[data-worst="offline"], [data-worst="warning"]').last();
      await segment.hover();
      await page.waitForTimeout(300);
    }
    await page.screenshot({ path: `${out}-${name}.png` });
    console.log(`${out}-${name}.png`);
    if (args.includes('--axe')) console.log(`axe (${name}):`, (await axeViolations(page)).join('\n') || 'no violations');
    // The rest of the dialog: its body scrolls.
    await page.mouse.move(0, 0);
    await dialog.locator('.overflow-y-auto').evaluate((body) => body.scrollTo(0, body.scrollHeight));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}-${name}-end.png` });
    console.log(`${out}-${name}-end.png`);
    await context.close();
  }
  await browser.close();
} finally {
  await server.close();
}
