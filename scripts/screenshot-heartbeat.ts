// Screenshots of the Clinic Connectivity widget and the silent-clinics banner, on a fresh embedded
// database whose clock is a Monday morning in America/Edmonton (silence only counts in business
// hours): npx tsx scripts/screenshot-heartbeat.ts --client DIR [--out /tmp/heartbeat] [--cluster] [--show Silent]
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startLiveServer } from '#tests/support/live-server.ts';
import { launchBrowser, VIEWPORTS } from '#tests/e2e/support/browser.ts';
import { adminSessions, users } from '#server/db/schema.js';
import { ManualClock } from '#server/lib/time/clock.js';
import { ADMIN_SESSION_HOURS } from '#shared/constants.js';
import { seedPeople } from './sample-data/people.ts';
import { seedHeartbeat } from './sample-data/heartbeat.ts';
import { userEmailColumns } from '#server/modules/auth/users.service.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = option('out') ?? '/tmp/heartbeat';
const cluster = args.includes('--cluster');
/** A state's summary tile to press first, by its label ('Silent', 'Online'). */
const show = option('show');
const TIME_ZONE = 'America/Edmonton';

/**
 * Monday 10:05 in TIME_ZONE, fixed: in summer, where every copy of the time-zone data agrees
 * (Chromium's newer data has Alberta on daylight time all year from 2026, Node's older data not).
 */
const MONDAY_MORNING = '2026-06-15T16:05:00Z';

const clock = new ManualClock(MONDAY_MORNING);
const server = await startLiveServer({ clientDir: path.resolve(option('client') ?? 'dist/client'), clock, env: { TIMEZONE: TIME_ZONE } });
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
    expiresAt: new Date(clock.now().getTime() + ADMIN_SESSION_HOURS * 3600_000),
  });
  await seedPeople(server);
  await seedHeartbeat(server, { now: clock.now(), cluster });

  const browser = await launchBrowser();
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, timezoneId: TIME_ZONE });
    await context.addCookies([{ name: 'admin_sid', value: token, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Admin Control Panel' }).waitFor();
    await page.waitForTimeout(500);
    if (cluster) {
      // The banner sits above every widget: the top of the page, before anything scrolls.
      const top = `${out}-top-${name}.png`;
      await page.screenshot({ path: top });
      console.log(top);
    }
    if (show)
      await page
        .locator('#connectivity')
        .getByRole('button', { name: new RegExp(`^\\d+ ${show}$`) })
        .click();
    const widget = `${out}-${name}.png`;
    await page.locator('#connectivity').screenshot({ path: widget });
    console.log(widget);
    await context.close();
  }
  await browser.close();
} finally {
  await server.close();
}
