// Screenshots of the dashboard's notifications panel (signed-in user) and of the admin's Send
// Notification widget, on a fresh embedded database with sample notifications, plus an axe
// check of the open panel: npx tsx scripts/screenshot-notifications.ts --client DIR [--out /tmp/notifications]
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startLiveServer, type LiveServer } from '#tests/support/live-server.ts';
import { axeViolations, launchBrowser, VIEWPORTS } from '#tests/e2e/support/browser.ts';
import { adminSessions, notificationReceipts, notifications, sessions, users } from '#server/db/schema.js';
import { SESSION_COOKIE } from '#server/modules/auth/session.js';
import { ADMIN_SESSION_HOURS } from '#shared/constants.js';
import { NOTIFICATIONS_CHANNEL } from '#server/modules/notifications/notification-feed.js';
import { seedNotifications } from './sample-data/notifications.ts';
import { profileColumns, userEmailColumns } from '#server/modules/auth/users.service.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = option('out') ?? '/tmp/notifications';

/** A signed-in user's cookie value, stored the way plugins/session.ts stores sessions. */
async function signedInToken(server: LiveServer, email: string, isAdmin = false): Promise<{ userId: string; token: string }> {
  const { db } = server.database;
  const [user] = await db
    .insert(users)
    .values({ ...userEmailColumns(server.keys, email), ...profileColumns(server.keys, { firstName: 'Dana' }), isAdmin })
    .returning();
  const token = randomBytes(16).toString('base64url');
  await db.insert(sessions).values({ sid: server.keys.hashSecret(token), sess: { userId: user!.id }, expire: new Date(Date.now() + 24 * 3600_000) });
  return { userId: user!.id, token };
}

async function adminToken(server: LiveServer, userId: string): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await server.database.db.insert(adminSessions).values({
    userId,
    sessionToken: server.keys.hashSecret(token),
    expiresAt: new Date(Date.now() + ADMIN_SESSION_HOURS * 3600_000),
  });
  return token;
}

const server = await startLiveServer({ clientDir: path.resolve(option('client') ?? 'dist/client') });
try {
  const { db, bus } = server.database;
  await seedNotifications(server);
  // One for this browser's own address (127.0.0.1), and one the user has read already.
  const [mine] = await db
    .insert(notifications)
    .values({
      title: 'Your clinic network is back online',
      message: 'The outage at your address ended at 9:42 a.m.',
      priority: 'low',
      targetIp: '127.0.0.0/8',
      createdAt: new Date(Date.now() - 26 * 3600_000),
    })
    .returning();
  await bus.publish(NOTIFICATIONS_CHANNEL);
  const user = await signedInToken(server, 'frontdesk@bowriverdental.ca');
  await db.insert(notificationReceipts).values({ userId: user.userId, notificationId: mine!.id, readAt: new Date() });
  const admin = await signedInToken(server, 'it@provider.example.ca', true);
  const adminSid = await adminToken(server, admin.userId);

  const browser = await launchBrowser();
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport });
    await context.addCookies([
      { name: SESSION_COOKIE, value: user.token, url: server.url },
      { name: 'admin_sid', value: adminSid, url: server.url },
    ]);
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('list').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}-panel-${name}.png` });
    console.log(`${out}-panel-${name}.png`);
    // Keyboard: focus is in the panel once open, and back on the bell after Escape.
    const focusIn = await panel.evaluate((el) => el.contains(document.activeElement));
    console.log(`focus moves into the panel (${name}): ${focusIn}`);
    // The older end of the list too, where the read item is.
    await panel.getByRole('list').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await panel.screenshot({ path: `${out}-panel-${name}-scrolled.png` });
    const violations = await axeViolations(page);
    console.log(violations.length ? `axe (${name}):\n  ${violations.join('\n  ')}` : `axe (${name}): no violations`);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    const bellFocused = await page
      .waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Notifications'), null, { timeout: 2000 })
      .then(
        () => true,
        () => false,
      );
    console.log(`Escape closes it and focus returns to the bell (${name}): ${bellFocused}`);

    await page.goto(`${server.url}/admin`, { waitUntil: 'networkidle' });
    const widget = page.locator('#send-notification');
    await widget.getByRole('list', { name: 'Recently sent notifications' }).waitFor();
    // The section nav is sticky: keep it off the widget's picture.
    await page.addStyleTag({ content: 'nav[aria-label="Control panel sections"] { position: static !important; }' });
    await widget.screenshot({ path: `${out}-widget-${name}.png` });
    console.log(`${out}-widget-${name}.png`);
    await context.close();
  }

  // The empty state, after Clear All.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  await context.addCookies([{ name: SESSION_COOKIE, value: user.token, url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await page.getByText('No notifications').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}-panel-empty.png` });
  console.log(`${out}-panel-empty.png`);
  await browser.close();
} finally {
  await server.close();
}
