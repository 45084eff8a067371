import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { clinicAccess, ipWhitelist, services } from '#server/db/schema.js';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { keepPicture, withPage, type Viewport } from './support/page.ts';
import { adminApi, type AdminCall } from './support/sessions.ts';

/*
 * "Your clinic" (docs/product/clinic-access.md) in Chromium: two registered clinics on two networks. Each sees its own
 * "Your clinic" strip and nothing of the other's; a provider one of them picked goes down and
 * shows first in that clinic's strip. The server trusts 127.0.0.1 as a proxy, so each browser
 * context picks its network with X-Forwarded-For.
 */

let server: LiveServer;
let admin: AdminCall;

const CLINIC_A = { name: 'Bow River Dental', ip: '203.0.113.21' };
const CLINIC_B = { name: 'Nose Hill Family Dentistry', ip: '198.51.100.22' };
const INTERNET = 'Rogers Business (formerly Shaw Business)';
const PHONES = 'Weave';

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client'), env: { TRUST_PROXY: '127.0.0.1' } });
  admin = await adminApi(server);
  for (const clinic of [CLINIC_A, CLINIC_B]) await registeredClinicOn(clinic);
  await server.app.whitelist.view.invalidate();
});

test.afterAll(async () => {
  await server?.close();
});

/** A registered clinic and its approved network, stored as registration stores them. */
async function registeredClinicOn(clinic: { name: string; ip: string }): Promise<void> {
  const email = `front.desk.${randomSuffix()}@clinic.example.ca`;
  const [row] = await server.database.db
    .insert(clinicAccess)
    .values({
      clinicNameEncrypted: server.keys.encrypt(clinic.name),
      emailEncrypted: server.keys.encrypt(email),
      emailHash: server.keys.blindIndex(email),
      ipAddress: clinic.ip,
      lastAccess: new Date(),
    })
    .returning({ id: clinicAccess.id });
  await server.database.db.insert(ipWhitelist).values({ ipAddress: clinic.ip, clinicAccessId: row!.id, description: clinic.name });
}

async function setStatus(name: string, status: 'online' | 'offline'): Promise<void> {
  const [row] = await server.database.db.select({ id: services.id }).from(services).where(eq(services.name, name));
  await admin('PUT', `/api/admin/services/${row!.id}/status`, { status });
}

const strip = (page: Page) => page.getByRole('region', { name: /^Your clinic/ });
const picked = (page: Page) => strip(page).getByRole('list', { name: 'Services your clinic uses' }).getByRole('listitem');

async function openBoard(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Status' })).toBeVisible();
  await expect(page.getByText('Last updated')).toBeVisible();
}

function asClinic<T>(browser: Browser, clinic: { ip: string }, viewport: Viewport, fn: (page: Page) => Promise<T>): Promise<T> {
  return withPage(browser, viewport, fn, { extraHTTPHeaders: { 'x-forwarded-for': clinic.ip } });
}

test.describe('Your clinic', () => {
  test("shows each clinic its own strip; the provider clinic A picked goes down and leads A's strip, and B sees nothing of A's", async ({
    browser,
    page: visitor,
  }) => {
    await asClinic(browser, CLINIC_A, 'desktop', async (page) => {
      await openBoard(page);
      await expect(strip(page).getByText(CLINIC_A.name)).toBeVisible();
      await expect(strip(page)).toContainText('Connected: this browser is on your clinic\u2019s network.');
      await strip(page).getByRole('button', { name: 'Choose services' }).click();
      const dialog = page.getByRole('dialog', { name: "Your clinic's services" });
      await dialog.getByRole('checkbox', { name: PHONES }).check();
      await dialog.getByRole('checkbox', { name: INTERNET }).check();
      await keepPicture(page, 'your-clinic-dialog-desktop');
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(picked(page)).toHaveText([`${INTERNET}Not monitored`, `${PHONES}Not monitored`]);
    });

    await setStatus(INTERNET, 'offline');
    try {
      await asClinic(browser, CLINIC_A, 'phone', async (page) => {
        await openBoard(page);
        await expect(picked(page).first()).toHaveText(`${INTERNET}Offline`);
        // The strip sits right under the overall banner, on the first screen of a phone.
        const box = await strip(page).boundingBox();
        expect(box!.y).toBeLessThan(844);
        await keepPicture(page, 'your-clinic-down-phone');
        expect(await axeViolations(page)).toEqual([]);
        await picked(page).first().getByRole('button').click();
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(INTERNET);
      });

      // The dark theme too: the strip with a provider down, checked by axe.
      await withPage(
        browser,
        'desktop',
        async (page) => {
          await openBoard(page);
          await expect(picked(page).first()).toBeVisible();
          await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
          expect(await axeViolations(page)).toEqual([]);
          await keepPicture(page, 'your-clinic-dark');
        },
        { colorScheme: 'dark', extraHTTPHeaders: { 'x-forwarded-for': CLINIC_A.ip } },
      );

      await asClinic(browser, CLINIC_B, 'desktop', async (page) => {
        await openBoard(page);
        await expect(strip(page).getByText(CLINIC_B.name)).toBeVisible();
        await keepPicture(page, 'your-clinic-empty-desktop');
        await expect(strip(page)).toContainText('Choose the internet and phone services your clinic uses');
        await expect(picked(page)).toHaveCount(0);
        await expect(page.getByText(CLINIC_A.name)).toHaveCount(0);
      });

      // A browser on no clinic's network: no strip at all, once the page (which carries the answer) is live.
      await openBoard(visitor);
      await expect(visitor.locator('html[data-interactive]')).toHaveCount(1);
      await expect(strip(visitor)).toHaveCount(0);
    } finally {
      await setStatus(INTERNET, 'online');
    }
  });
});
