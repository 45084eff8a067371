// Screenshots of the admin panel with an admin session, on a fresh embedded database with
// sample data: npx tsx scripts/screenshot-admin.ts --client DIR [--out /tmp/admin] [--anchor clinics]
// [--click 'Button name'] (clicks the first button of that name in the section first)
// [--cookie name=value] (a preference cookie, e.g. sidebar_state=closed) [--top] (the first screen only) [--axe] (prints axe's findings)
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startLiveServer } from '#tests/support/live-server.ts';
import { axeViolations, launchBrowser, VIEWPORTS } from '#tests/e2e/support/browser.ts';
import { adminSessions, users } from '#server/db/schema.js';
import { ADMIN_SESSION_HOURS } from '#shared/constants.js';
import { seedSampleAdminData } from './sample-admin-data.ts';
import { userEmailColumns } from '#server/modules/auth/users.service.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = option('out') ?? '/tmp/admin';
const anchor = option('anchor');
const click = option('click');
const [cookieName, cookieValue] = option('cookie')?.split('=') ?? [];

const server = await startLiveServer({ clientDir: path.resolve(option('client') ?? 'dist/client') });
try {
  const { db } = server.database;
  const [admin] = await db
    .insert(users)
    .values({ ...userEmailColumns(server.keys, 'it@provider.example.ca'), isAdmin: true })
    .returning();
  const token = randomBytes(16).toString('base64url');
  await db.insert(adminSessions).values({
    userId: admin!.id,
    sessionToken: server.keys.hashSecret(token),
    expiresAt: new Date(Date.now() + ADMIN_SESSION_HOURS * 3600_000),
  });
  await seedSampleAdminData(server);

  const browser = await launchBrowser();
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport });
    await context.addCookies([
      { name: 'admin_sid', value: token, url: server.url },
      ...(cookieName && cookieValue ? [{ name: cookieName, value: cookieValue, url: server.url }] : []),
    ]);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin${anchor ? `#${anchor}` : ''}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Admin Control Panel' }).waitFor();
    await page.waitForTimeout(500);
    if (click) {
      await (anchor ? page.locator(`#${anchor}`) : page).getByRole('button', { name: click }).first().click();
      await page.waitForTimeout(300);
    }
    if (args.includes('--axe')) console.log(`${name} axe:`, await axeViolations(page));
    const file = `${out}-${name}.png`;
    if (anchor) {
      // The sticky section nav would otherwise cover the top of the element's picture.
      await page.addStyleTag({ content: 'nav[aria-label="Control panel sections"] { position: static !important; }' });
      await page.locator(`#${anchor}`).screenshot({ path: file });
    } else await page.screenshot({ path: file, fullPage: !args.includes('--top') });
    console.log(file);
    await context.close();
  }
  await browser.close();
} finally {
  await server.close();
}
