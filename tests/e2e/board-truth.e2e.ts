import path from 'node:path';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { services } from '#server/db/schema.js';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import type { Incident } from '#shared/status/incidents.js';
import type { Service } from '#shared/status/services.js';
import { startLiveServer, type LiveServer } from '../support/live-server.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { withPage } from './support/page.ts';
import { adminApi, adminContext, createUser, type AdminCall } from './support/sessions.ts';

/*
 * The board tells the truth at a glance (docs/product/board.md), in Chromium. An admin acts through the panel
 * or the real admin API; a visitor who never signed in reads the dashboard.
 */

let server: LiveServer;
let admin: AdminCall;

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
  admin = await adminApi(server);
});

test.afterAll(async () => {
  await server?.close();
});

async function serviceNamed(name: string): Promise<Service> {
  const [row] = await server.database.db.select({ id: services.id }).from(services).where(eq(services.name, name));
  const list = (await (await fetch(`${server.url}/api/services`)).json()) as Service[];
  return list.find((s) => s.id === row!.id)!;
}

async function open(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Status' })).toBeVisible();
  await expect(page.getByText('Last updated')).toBeVisible();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Service Status' });

test.describe('the board tells the truth', () => {
  test('an iTrans outage shows on the banner, the claims card and the tab, on a phone, for a visitor', async ({ browser }) => {
    const itrans = await serviceNamed(CLAIMS_NETWORK_SERVICE_NAME);
    await admin('PUT', `/api/admin/services/${itrans.id}/status`, { status: 'offline' });
    try {
      await withPage(browser, 'phone', async (page, problems) => {
        await open(page);
        await expect(banner(page).getByText('iTrans claims network', { exact: true }).first()).toBeVisible();
        await expect(banner(page)).toContainText('iTrans claims network is down.');
        // What to do is on the first screen, with the status.
        await expect(banner(page)).toContainText('What to doiTrans claims network: No electronic claim can be sent');
        const box = await banner(page).boundingBox();
        expect(box!.y + box!.height).toBeLessThan(844);
        const claims = page.getByRole('button', { name: /^Claims Network/ });
        await expect(claims).toContainText('iTrans claims network is down');
        await expect(claims).toContainText('Claims Network Down');
        await expect(page).toHaveTitle('(1 down) Clinic status');
        await expect(page.getByRole('button', { name: /^\d+ Offline$/ })).toHaveText(/^1/);

        // The name in the banner is a link to the claims card.
        await banner(page).getByRole('button', { name: 'iTrans claims network' }).first().click();
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('claims-network-card');
        expect(await axeViolations(page)).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
      });
    } finally {
      await admin('PUT', `/api/admin/services/${itrans.id}/status`, { status: 'online' });
    }
  });

  test('an incident with an outage moves the card, the section summary, the banner and the tab title, and resolving hands back', async ({ browser, page }) => {
    // The admin does the whole response in the panel's one form.
    await withPage(browser, 'desktop', async (panel, problems) => {
      const staff = await createUser(server, { isAdmin: true });
      await adminContext(server, panel.context(), staff.id);
      await panel.goto(`${server.url}/admin`);
      await expect(panel.getByRole('heading', { name: 'Admin Control Panel' })).toBeVisible();
      await panel.getByRole('button', { name: 'Open incident' }).first().click();
      const form = panel.getByRole('form', { name: 'Open an incident' });
      await form.getByLabel(/^Title/).fill('Weave calls dropping');
      await form.getByLabel('Weave', { exact: true }).check();
      await form.getByText('Outage (shows offline)').click();
      await form.getByLabel(/^First update/).fill('Weave confirms an outage in Canada.');
      await form.getByLabel(/^What clinics should do/).fill('Forward your main line to a mobile phone.');
      expect(await axeViolations(panel)).toEqual([]);
      await form.getByRole('button', { name: 'Open incident' }).click();
      await expect(panel.getByRole('list', { name: 'Services in Weave calls dropping' }).getByText('Weave · shown offline')).toBeVisible();
      expect(problems.pageErrors).toEqual([]);
    });
    const active = await admin<{ items: Incident[] }>('GET', '/api/admin/incidents?status=active');
    const incident = active.items.find((item) => item.title === 'Weave calls dropping')!;
    expect(incident.whatToDo).toBe('Forward your main line to a mobile phone.');

    await open(page);
    await expect(banner(page).getByText('Weave is down')).toBeVisible();
    await expect(page).toHaveTitle('(1 down) Clinic status');
    const section = page.getByRole('button', { name: /^VoIP Services/ });
    await expect(section).toContainText('Weave down');
    await expect(section).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Ongoing incident' })).toBeVisible();

    // The banner's link opens the section and puts focus on the card, which comes first.
    await banner(page).getByRole('button', { name: 'Weave' }).first().click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Weave/);
    const first = page
      .getByRole('region', { name: /^VoIP Services/ })
      .getByRole('listitem')
      .first();
    await expect(first).toContainText('Offline');
    await expect(first).toContainText('Incident reported');
    await expect(first.getByRole('link', { name: 'Incident: Weave calls dropping' })).toHaveAttribute('href', `#incident-${incident.id}`);
    await expect(first).toContainText('What to do: Forward your main line to a mobile phone.');
    expect(await axeViolations(page)).toEqual([]);

    await admin('POST', `/api/admin/incidents/${incident.id}/updates`, { status: 'resolved', message: 'Calls are back.' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    // Handed back to a value set by hand that nothing checks: no problem reported, and never green.
    await expect(banner(page).getByText('No problems reported')).toBeVisible();
    await expect(page).toHaveTitle('Clinic status');
    await expect(first).toContainText('Not monitored');
  });

  test('maintenance shows blue "Maintenance", not green Online', async ({ page }) => {
    const telus = await serviceNamed('TELUS Business Internet');
    const now = Date.now();
    const window = await admin<{ id: string }>('POST', '/api/admin/maintenance', {
      title: 'TELUS upgrade',
      serviceIds: [telus.id],
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    });
    try {
      await open(page);
      await expect(banner(page).getByText('TELUS Business Internet is under scheduled maintenance')).toBeVisible();
      await page.getByRole('button', { name: /^Internet Services/ }).click();
      const card = page
        .getByRole('region', { name: /^Internet Services/ })
        .getByRole('listitem')
        .first();
      await expect(card).toContainText('Maintenance');
      await expect(card).not.toContainText('Online');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await admin('DELETE', `/api/admin/maintenance/${window.id}`);
    }
  });

  test('a public notice reaches visitors of the network it targets, not others, and stays dismissed', async ({ browser }) => {
    const mine = await admin<{ id: string }>('POST', '/api/admin/notifications', {
      title: 'Hold electronic claims',
      message: 'Keep claims in your software until noon.',
      targetIp: '127.0.0.1',
      isPublic: true,
      priority: 'high',
    });
    const theirs = await admin<{ id: string }>('POST', '/api/admin/notifications', {
      title: 'Another network only',
      message: 'Not for this visitor.',
      targetIp: '203.0.113.0/24',
      isPublic: true,
    });
    try {
      await withPage(browser, 'phone', async (page) => {
        await open(page);
        const notices = page.getByRole('region', { name: 'Notices from your IT provider' });
        await expect(notices.getByText('Hold electronic claims')).toBeVisible();
        await expect(page.getByText('Another network only')).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
        await notices.getByRole('button', { name: 'Dismiss notice: Hold electronic claims' }).click();
        await expect(notices).toHaveCount(0);
        // The page comes with the notice (its first screen embeds the notices), so the board
        // that has rendered knows it and has left it out.
        const reloaded = await page.reload();
        expect(await reloaded!.text()).toContain('Hold electronic claims');
        await expect(page.getByText('Last updated')).toBeVisible();
        await expect(page.getByText('Hold electronic claims')).toHaveCount(0);
      });
    } finally {
      await admin('DELETE', `/api/admin/notifications/${mine.id}`);
      await admin('DELETE', `/api/admin/notifications/${theirs.id}`);
    }
  });
});
