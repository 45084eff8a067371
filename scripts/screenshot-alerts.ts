// Screenshots of e-mail status alerts: the dashboard's call to action and its dialog (filled in,
// refused, sent), the confirm and unsubscribe pages reached through the real mailed links, and
// the admin widget, desktop and phone, with an axe check of each:
// npx tsx scripts/screenshot-alerts.ts --client DIR [--out /tmp/alerts]
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { startLiveServer, type LiveServer } from '#tests/support/live-server.ts';
import { axeViolations, launchBrowser, VIEWPORTS } from '#tests/e2e/support/browser.ts';
import { lastOutboxMailTo } from '#tests/support/outbox.ts';
import { adminSessions, alertSubscriptions, alertSubscriptionServices, newsletterSubscriptions, services, users } from '#server/db/schema.js';
import { ADMIN_SESSION_HOURS } from '#shared/constants.js';
import { unsubscribeLinks, unsubscribeTokenHash } from '#server/lib/mail/mail-tokens.js';
import { userEmailColumns } from '#server/modules/auth/users.service.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = option('out') ?? '/tmp/alerts';

async function shoot(page: Page, name: string, target?: ReturnType<Page['locator']>): Promise<void> {
  await page.waitForTimeout(350);
  const file = `${out}-${name}.png`;
  if (target) await target.screenshot({ path: file });
  else await page.screenshot({ path: file });
  const violations = await axeViolations(page);
  console.log(`${file}${violations.length ? `\n  axe: ${violations.join('\n  axe: ')}` : '  (axe: no violations)'}`);
}

async function newsletterReader(server: LiveServer, email: string): Promise<void> {
  await server.database.db.insert(newsletterSubscriptions).values({
    emailEncrypted: server.keys.encrypt(email),
    emailHash: server.keys.blindIndex(email),
    consentText: 'sample',
    isActive: true,
    confirmedAt: new Date(),
  });
}

/** Sample subscribers for the admin widget, in every state. */
async function seedSubscribers(server: LiveServer): Promise<void> {
  const { db } = server.database;
  const all = await db.select({ id: services.id, name: services.name }).from(services);
  const pick = (...names: string[]) => all.filter((s) => names.some((n) => s.name.includes(n))).map((s) => s.id);
  const people: [string, string, 'active' | 'pending' | 'unsubscribed', string[]][] = [
    ['reception@copperfielddental.ca', 'clinic', 'active', pick('Sun Life', 'Manulife', 'TELUS', 'Canada Life', 'Blue Cross')],
    ['office@mahoganysmiles.ca', 'newsletter', 'active', pick('Sun Life', 'Shaw')],
    ['frontdesk@nosehillfamilydental.ca', 'clinic', 'pending', pick('Manulife')],
    ['admin@bowness-dental.ca', 'clinic', 'unsubscribed', pick('Sun Life', 'Beneva')],
    ['manager@auburnbaydental.ca', 'newsletter', 'active', pick('Sun Life')],
    ['hello@crowfootdentalcentre.ca', 'clinic', 'active', pick('Sun Life', 'Manulife', 'Desjardins')],
  ];
  for (const [email, source, state, serviceIds] of people) {
    const id = crypto.randomUUID();
    await db.insert(alertSubscriptions).values({
      id,
      emailEncrypted: server.keys.encrypt(email),
      emailHash: server.keys.blindIndex(email),
      source,
      consentText: 'sample',
      unsubscribeTokenHash: unsubscribeTokenHash(server.keys, id),
      isActive: state === 'active',
      confirmedAt: state === 'pending' ? null : new Date(Date.now() - 3 * 86_400_000),
      confirmTokenHash: state === 'pending' ? randomBytes(8).toString('hex') : null,
    });
    if (serviceIds.length > 0) await db.insert(alertSubscriptionServices).values(serviceIds.map((serviceId) => ({ subscriptionId: id, serviceId })));
  }
}

const server = await startLiveServer({ clientDir: path.resolve(option('client') ?? 'dist/client') });
try {
  const { db } = server.database;
  await seedSubscribers(server);
  const [admin] = await db
    .insert(users)
    .values({ ...userEmailColumns(server.keys, 'it@provider.example.ca'), isAdmin: true })
    .returning();
  const adminToken = randomBytes(16).toString('base64url');
  await db.insert(adminSessions).values({
    userId: admin!.id,
    sessionToken: server.keys.hashSecret(adminToken),
    expiresAt: new Date(Date.now() + ADMIN_SESSION_HOURS * 3600_000),
  });

  const browser = await launchBrowser();
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const email = `frontdesk-${name}@bowriverdental.ca`;
    await newsletterReader(server, email);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();

    // The call to action under the service sections.
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    const cta = page.locator('section[aria-labelledby="status-alerts-title"]');
    await cta.scrollIntoViewIfNeeded();
    await shoot(page, `cta-${name}`, cta);

    // The dialog, filled in and sent (every address gets the same answer: who qualifies is told by mail).
    await cta.getByRole('button', { name: 'Choose services' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get e-mail alerts' });
    await dialog.waitFor();
    await shoot(page, `dialog-${name}`);
    await dialog.getByRole('checkbox', { name: 'All insurance providers' }).check();
    await dialog.getByLabel('Search services').fill('tel');
    await dialog.getByRole('checkbox', { name: /TELUS/ }).first().check();
    await dialog.getByLabel('Search services').fill('');
    await dialog.getByRole('checkbox', { name: /^E-mail me when/ }).check();
    await dialog.getByLabel(/e-mail address/).fill(email);
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
    await dialog.getByText('Check your inbox to confirm', { exact: false }).first().waitFor();
    await shoot(page, `dialog-sent-${name}`);
    await page.keyboard.press('Escape');

    // The confirm page, through the mailed link.
    const mail = await lastOutboxMailTo(server.config.mail.outboxDir, email);
    const link = mail!.text
      .split('\n')
      .find((l) => l.includes('/alerts/confirm?token='))!
      .trim();
    await page.goto(`${server.url}/alerts/confirm${new URL(link).search}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Your alerts are on' }).waitFor();
    await shoot(page, `confirm-${name}`);
    await page.goto(`${server.url}/alerts/confirm?token=expired-or-wrong`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'We could not turn on your alerts' }).waitFor();
    await shoot(page, `confirm-invalid-${name}`);

    // The unsubscribe page, as every alert links it.
    const [row] = await db
      .select({ id: alertSubscriptions.id })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.emailHash, server.keys.blindIndex(email)));
    const unsubscribe = new URL(unsubscribeLinks(server.config.publicUrl, server.keys, row!.id).page);
    await page.goto(`${server.url}${unsubscribe.pathname}${unsubscribe.search}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Your services' }).waitFor();
    await shoot(page, `unsubscribe-${name}`);
    await page.getByRole('button', { name: 'Change services' }).click();
    await page.getByRole('group', { name: 'Choose the services to get alerts about' }).waitFor();
    await shoot(page, `unsubscribe-change-${name}`);
    await page.getByRole('button', { name: 'Unsubscribe from all alerts' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await shoot(page, `unsubscribed-${name}`);

    // The admin widget.
    await context.addCookies([{ name: 'admin_sid', value: adminToken, url: server.url }]);
    await page.goto(`${server.url}/admin#alert-subscribers`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Admin Control Panel' }).waitFor();
    await page.addStyleTag({ content: 'nav[aria-label="Control panel sections"] { position: static !important; }' });
    await page.locator('#alert-subscribers').getByRole('list', { name: 'Alert subscribers' }).waitFor();
    await shoot(page, `widget-${name}`, page.locator('#alert-subscribers'));
    await context.close();
  }
  await browser.close();
} finally {
  await server.close();
}
