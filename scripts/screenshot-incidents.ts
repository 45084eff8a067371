// Screenshots of the dashboard's incident banner and the admin's Incidents and Maintenance
// widgets, on a fresh embedded database with sample incidents, plus an axe check of the
// dashboard: npx tsx scripts/screenshot-incidents.ts --client DIR [--out /tmp/incidents]
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startLiveServer } from '#tests/support/live-server.ts';
import { axeViolations, launchBrowser, VIEWPORTS } from '#tests/e2e/support/browser.ts';
import { adminSessions, users } from '#server/db/schema.js';
import { ADMIN_SESSION_HOURS } from '#shared/constants.js';
import { seedIncidents } from './sample-data/incidents.ts';
import { profileColumns, userEmailColumns } from '#server/modules/auth/users.service.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = option('out') ?? '/tmp/incidents';

const server = await startLiveServer({ clientDir: path.resolve(option('client') ?? 'dist/client') });
try {
  const { db } = server.database;
  const [admin] = await db
    .insert(users)
    .values({ ...userEmailColumns(server.keys, 'it@provider.example.ca'), ...profileColumns(server.keys, { firstName: 'Dana' }), isAdmin: true })
    .returning();
  const token = randomBytes(16).toString('base64url');
  await db
    .insert(adminSessions)
    .values({ userId: admin!.id, sessionToken: server.keys.hashSecret(token), expiresAt: new Date(Date.now() + ADMIN_SESSION_HOURS * 3600_000) });
  await seedIncidents(server);

  const browser = await launchBrowser();
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ name: 'admin_sid', value: token, url: server.url }]);
    const page = await context.newPage();

    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: /Ongoing incidents/ }).waitFor();
    await page
      .getByRole('button', { name: /Show earlier updates/ })
      .first()
      .click();
    await page.getByRole('button', { name: /Past incidents/ }).click();
    await page.waitForTimeout(300);
    const violations = await axeViolations(page);
    if (violations.length > 0) console.log(`axe (${name}):\n${violations.join('\n')}`);
    await page.locator('#main').screenshot({ path: `${out}-dashboard-${name}.png` });
    // The banner alone, at full resolution, for a close look.
    await page
      .locator('section[aria-labelledby="active-incidents-title"]')
      .locator('..')
      .screenshot({ path: `${out}-banner-${name}.png` });
    console.log(`${out}-dashboard-${name}.png`);

    await page.goto(`${server.url}/admin#incidents`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Admin Control Panel' }).waitFor();
    // The sticky section nav would cover the top of element screenshots.
    await page.addStyleTag({ content: 'nav[aria-label="Control panel sections"] { position: static !important; }' });
    await page.waitForTimeout(500);
    await page.locator('#monitoring-section').screenshot({ path: `${out}-admin-${name}.png` });
    console.log(`${out}-admin-${name}.png`);

    await page.locator('#incidents').getByRole('button', { name: 'Open incident' }).click();
    await page.locator('#incidents').getByRole('button', { name: 'Post update or resolve' }).first().click();
    await page.locator('#maintenance').getByRole('button', { name: 'Schedule' }).click();
    await page.waitForTimeout(300);
    for (const widget of ['incidents', 'maintenance']) {
      await page.locator(`#${widget}`).screenshot({ path: `${out}-admin-${widget}-${name}.png` });
      console.log(`${out}-admin-${widget}-${name}.png`);
    }
    await context.close();
  }
  await browser.close();
} finally {
  await server.close();
}
