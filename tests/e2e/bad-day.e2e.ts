import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { eq, inArray } from 'drizzle-orm';
import {
  clinicAccess,
  clinicServicePicks,
  incidents,
  incidentServices,
  incidentUpdates,
  ipWhitelist,
  maintenanceServices,
  maintenanceWindows,
  services,
} from '#server/db/schema.js';
import { offsetMinutesAt } from '#server/lib/time/time-zone-data.js';
import { settleService, setStatusByHand } from '#server/modules/status/index.js';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { axeViolations, VIEWPORTS } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { keepPicture, withPage, type Viewport } from './support/page.ts';

/*
 * A bad day, as a receptionist meets it: Sun Life down with an incident that says what to do,
 * the iTrans claims network only slow, the clinic's own internet provider down, and Manulife
 * maintenance tomorrow morning; no service has an automated check. On a phone and a desktop, as a
 * stranger and as the clinic, in both themes, and on the wall display.
 */

let server: LiveServer;

const CLINIC = { name: 'Bow River Dental', ip: '203.0.113.34' };
const OWN_INTERNET = 'TELUS Business Internet';
const OWN_PHONES = 'Weave';
const SUN_LIFE_ADVICE = 'Hold Sun Life claims until we tell you they are back; give patients a claim form if they cannot wait.';
const PHONE = VIEWPORTS.phone;
const ALBERTA = 'America/Edmonton';
const DAY_MS = 24 * 3_600_000;

async function idOf(name: string): Promise<string> {
  const [row] = await server.database.db.select({ id: services.id }).from(services).where(eq(services.name, name));
  return row!.id;
}

/**
 * Tomorrow at a whole hour on Alberta's clock. A window placed relative to the wall clock
 * ("in three hours") reads differently by time of day ("Tonight 9 p.m. to tomorrow 1 a.m."),
 * so the text the display must show would depend on when the suite runs.
 */
function albertaTomorrowAt(hour: number, now: Date): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ALBERTA }).format(now);
  const wall = Date.parse(`${today}T${String(hour).padStart(2, '0')}:00:00Z`) + DAY_MS;
  return new Date(wall - offsetMinutesAt(ALBERTA, new Date(wall)) * 60_000);
}

async function stageBadDay(): Promise<void> {
  const { db } = server.database;
  const now = new Date();
  const actor = { userId: null, name: 'Dana' };
  await setStatusByHand({ db, now }, await idOf('iTrans Service'), { status: 'warning' }, actor);
  await setStatusByHand({ db, now }, await idOf(OWN_INTERNET), { status: 'offline' }, actor);

  const sunLife = await idOf('Sun Life');
  const [incident] = await db.insert(incidents).values({ title: 'Sun Life claims failing', status: 'identified', whatToDo: SUN_LIFE_ADVICE }).returning();
  await db.insert(incidentServices).values({ incidentId: incident!.id, serviceId: sunLife, impact: 'outage' });
  await db.insert(incidentUpdates).values({ incidentId: incident!.id, status: 'identified', message: 'Sun Life is rejecting every claim.', impact: 'outage' });
  await db.transaction((tx) => settleService(tx, sunLife, { now, cause: 'incident', actor: 'Dana' }));

  // Tomorrow morning on Alberta's clock, whatever time the suite runs.
  const startsAt = albertaTomorrowAt(10, now);
  const [window] = await db
    .insert(maintenanceWindows)
    .values({ title: 'Manulife maintenance', description: 'Claims to Manulife pause.', startsAt, endsAt: new Date(startsAt.getTime() + 4 * 3_600_000) })
    .returning();
  await db.insert(maintenanceServices).values({ windowId: window!.id, serviceId: await idOf('Manulife') });

  await server.app.directory.view.invalidate();
  await server.database.bus.publish('incidents');
}

async function registerClinic(): Promise<void> {
  const { db } = server.database;
  const email = `front.desk.${randomSuffix()}@clinic.example.ca`;
  const [row] = await db
    .insert(clinicAccess)
    .values({
      clinicNameEncrypted: server.keys.encrypt(CLINIC.name),
      emailEncrypted: server.keys.encrypt(email),
      emailHash: server.keys.blindIndex(email),
      ipAddress: CLINIC.ip,
      lastAccess: new Date(),
    })
    .returning({ id: clinicAccess.id });
  await db.insert(ipWhitelist).values({ ipAddress: CLINIC.ip, clinicAccessId: row!.id, description: CLINIC.name });
  const picks = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(inArray(services.name, [OWN_INTERNET, OWN_PHONES]));
  await db.insert(clinicServicePicks).values(picks.map((pick, position) => ({ clinicAccessId: row!.id, serviceId: pick.id, position })));
  await server.app.whitelist.view.invalidate();
}

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client'), env: { TRUST_PROXY: '127.0.0.1' } });
});

test.afterAll(async () => {
  await server?.close();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Service Status' });
const adviceItems = (page: Page) => banner(page).getByRole('listitem');
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

async function openBoard(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(banner(page).getByRole('status').getByText(/\S/).first()).toBeVisible();
  await expect(page.getByText(/updated .* ago|updated just now/i).first()).toBeVisible();
}

/** How many pieces of advice ("What to do" lines) lie wholly on the first screen of a phone. */
async function adviceOnFirstScreen(page: Page): Promise<number> {
  return page.evaluate((height) => {
    return [...document.querySelectorAll('[data-advice]')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.bottom <= height;
    }).length;
  }, PHONE.height);
}

function asClinic<T>(browser: Browser, viewport: Viewport, fn: (page: Page) => Promise<T>, colorScheme: 'light' | 'dark' = 'light'): Promise<T> {
  return withPage(browser, viewport, fn, { colorScheme, extraHTTPHeaders: { 'x-forwarded-for': CLINIC.ip } });
}

function asStranger<T>(browser: Browser, viewport: Viewport, fn: (page: Page) => Promise<T>, colorScheme: 'light' | 'dark' = 'light'): Promise<T> {
  return withPage(browser, viewport, fn, { colorScheme, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } });
}

test.describe('a board that says only what it knows', () => {
  test('says "No problems reported" with how much is watched, never "All systems operational", when nothing is checked', async ({ browser }) => {
    // A board of its own: the bad day below stages problems on the shared one, in any order.
    const quiet = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client') });
    try {
      await withPage(browser, 'desktop', async (page) => {
        await page.goto(`${quiet.url}/`);
        await expect(banner(page).getByRole('status').getByText(/\S/).first()).toBeVisible();
        await expect(banner(page)).toContainText('No problems reported');
        await expect(banner(page)).not.toContainText('All systems operational');
        await expect(banner(page)).toContainText(/None of the \d+ services is checked automatically/);
        await page.getByRole('button', { name: /^Internet Services/ }).click();
        const card = page.getByRole('listitem').filter({ hasText: 'Xplore' }).first();
        await expect(card).toContainText('Not monitored');
        await expect(card).not.toContainText('Online');
        await keepPicture(page, 'quiet-unmonitored-desktop');
        expect(await axeViolations(page)).toEqual([]);
      });
    } finally {
      await quiet.close();
    }
  });
});

test.describe('a bad day', () => {
  test.beforeAll(async () => {
    await registerClinic();
    await stageBadDay();
  });

  test('gives a stranger on a phone one line of advice per problem, on the first screen, matching each level', async ({ browser }) => {
    await asStranger(browser, 'phone', async (page) => {
      await openBoard(page);
      const sentence = banner(page).getByRole('status');
      await expect(sentence).toContainText('iTrans claims network has issues');
      await expect(sentence).toContainText(`Sun Life and ${OWN_INTERNET} are down`);
      // The claims network is slow, not down: keep sending, never "no claim can be sent".
      await expect(adviceItems(page).first()).toHaveText(/^iTrans claims network: Claims may be slow: keep sending them/);
      const lines = await adviceItems(page).allTextContents();
      expect(lines.join('\n')).not.toContain('No electronic claim can be sent');
      // The provider's incident advice outranks Sun Life's standing advice.
      expect(lines.some((line) => line.startsWith(`Sun Life: ${SUN_LIFE_ADVICE.split(';')[0]}`))).toBe(true);
      expect(lines.some((line) => line.startsWith(`${OWN_INTERNET}: Restart your modem and router first.`))).toBe(true);
      expect(await adviceOnFirstScreen(page)).toBe(lines.length);
      await keepPicture(page, 'bad-day-stranger-phone');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test("puts the clinic's own problems first, in words, with what to do shown, and no less advice on a phone's first screen", async ({ browser }) => {
    const strangers = await asStranger(browser, 'phone', async (page) => {
      await openBoard(page);
      return adviceOnFirstScreen(page);
    });
    await asClinic(browser, 'phone', async (page) => {
      await openBoard(page);
      const strip = page.getByRole('region', { name: /^Your clinic/ });
      await expect(strip.getByText(CLINIC.name)).toBeVisible();
      await expect(adviceItems(page).first()).toHaveText(/^Your internet provider, TELUS Business Internet: Restart your modem/);
      const problem = strip.getByRole('list', { name: 'Problems with your clinic\u2019s services' });
      await expect(problem).toContainText('Your internet provider, TELUS Business Internet, is down.');
      await expect(problem.getByText(/^What to do:/)).toBeVisible();
      expect(await adviceOnFirstScreen(page)).toBeGreaterThanOrEqual(strangers);
      await keepPicture(page, 'bad-day-clinic-phone');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test("draws the clinic's own strip on the server: with scripts off, its internet provider is down there", async ({ browser }) => {
    await withPage(
      browser,
      'phone',
      async (page) => {
        await page.goto(`${server.url}/`);
        const strip = page.getByRole('region', { name: /^Your clinic/ });
        await expect(strip.getByText(CLINIC.name)).toBeVisible();
        await expect(strip).toContainText('Your internet provider, TELUS Business Internet, is down.');
      },
      { javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': CLINIC.ip } },
    );
  });

  test('reads the same in both themes on a desktop, and passes axe', async ({ browser }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await asClinic(
        browser,
        'desktop',
        async (page) => {
          await openBoard(page);
          await expect(page.getByRole('region', { name: /^Your clinic/ }).getByText(CLINIC.name)).toBeVisible();
          await expect.poll(() => isDark(page)).toBe(colorScheme === 'dark');
          await expect.poll(() => adviceItems(page).count()).toBeGreaterThanOrEqual(3);
          await keepPicture(page, `bad-day-clinic-desktop-${colorScheme}`);
          expect(await axeViolations(page)).toEqual([]);
        },
        colorScheme,
      );
      await asStranger(
        browser,
        'phone',
        async (page) => {
          await openBoard(page);
          await keepPicture(page, `bad-day-stranger-phone-${colorScheme}`);
          expect(await axeViolations(page)).toEqual([]);
        },
        colorScheme,
      );
    }
  });

  test("shows the wall display what to do per problem, tomorrow's maintenance, and the clinic's own services", async ({ browser }) => {
    await asClinic(browser, { width: 1920, height: 1080 }, async (page) => {
      await page.goto(`${server.url}/display`);
      const advice = page.getByRole('region', { name: 'What to do' });
      await expect(advice).toBeVisible();
      // The clinic's own services are known once its view has loaded, which may follow the board's first answer.
      await expect(advice.getByRole('listitem').first()).toHaveText(/^YoursTELUS Business Internet: Restart your modem/);
      const lines = await advice.getByRole('listitem').allTextContents();
      expect(lines.join('\n')).toContain('iTrans claims network: Claims may be slow');
      await expect(page.getByRole('region', { name: 'Scheduled maintenance' })).toHaveText('Tomorrow 10 a.m. to 2 p.m.: Manulife maintenance');
      const own = page.locator('[data-own]');
      await expect(own).toHaveCount(2);
      expect(await own.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(OWN_INTERNET), expect.stringContaining(OWN_PHONES)]));
      // Nothing scrolls on a wall screen, however much there is to say.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
      await keepPicture(page, 'bad-day-display');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('shows a history that adds up: a service with minutes of data says so on every window, and who set it is "the provider"', async ({ browser }) => {
    await asStranger(browser, 'phone', async (page) => {
      await openBoard(page);
      await page.getByRole('button', { name: /^Internet Services/ }).click();
      await page.getByRole('button', { name: `View history for ${OWN_INTERNET}` }).click();
      const dialog = page.getByRole('dialog', { name: OWN_INTERNET });
      await expect(dialog.getByText('Recent changes')).toBeVisible();
      const tiles = dialog.locator('[data-window]');
      await expect(tiles).toHaveCount(4);
      for (const tile of await tiles.all()) {
        // Minutes of data are not "the last 90 days": no percentage, and no "No issues" above an outage.
        await expect(tile).toContainText('Not enough data yet');
        await expect(tile).toContainText(/of data so far: down/);
        await expect(tile).not.toContainText(/%|No issues/);
      }
      await expect(dialog).toContainText('1 day with an outage');
      await expect(dialog).toContainText('Set by the provider');
      await expect(dialog).not.toContainText('IT team');
      await expect(dialog).not.toContainText(/\b([01]\d|2[0-3]):[0-5]\d\b(?! ?[ap]\.m\.)/);
      await keepPicture(page, 'bad-day-history-phone');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('runs in a browser whose time-zone data agrees with the server: Alberta is UTC-6 in December 2026', async ({ page }) => {
    await page.goto(`${server.url}/`);
    const offset = await page.evaluate(
      () =>
        new Intl.DateTimeFormat('en-US', { timeZone: 'America/Edmonton', timeZoneName: 'longOffset' })
          .formatToParts(new Date('2026-12-01T18:00:00Z'))
          .find((p) => p.type === 'timeZoneName')?.value,
    );
    expect(offset).toBe('GMT-06:00');
    const text = await page.evaluate(() =>
      new Date('2026-12-01T18:00:00Z').toLocaleString('en-CA', { timeZone: 'America/Edmonton', hour: 'numeric', minute: '2-digit' }),
    );
    expect(text).toBe(new Date('2026-12-01T18:00:00Z').toLocaleString('en-CA', { timeZone: 'America/Edmonton', hour: 'numeric', minute: '2-digit' }));
  });
});
