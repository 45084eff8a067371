import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { newsletterSubscriptions } from '#server/db/schema.js';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { readOutbox, type OutboxMail } from '../support/outbox.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { en, englishOnPage, fr } from './support/french.ts';
import { makeIncidentDay } from './support/incident-day.ts';
import { keepPicture, withPage, type Viewport } from './support/page.ts';
import { adminContext, createUser } from './support/sessions.ts';

/*
 * The main journeys for a browser set to Canadian French: the board on a bad day and the wall
 * display, registering a clinic, activating a network with its access code, signing up for
 * alerts, and the provider's incident written in both languages. Each page is checked for the
 * product's English left on it and with axe; the mails come in French too.
 */

let server: LiveServer;

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client'), env: { TRUST_PROXY: '127.0.0.1' } });
  await makeIncidentDay(server);
});

test.afterAll(async () => {
  await server?.close();
});

function inFrench<T>(browser: Browser, viewport: Viewport, fn: (page: Page) => Promise<T>, ip = '198.51.100.61'): Promise<T> {
  return withPage(browser, viewport, fn, { locale: 'fr-CA', extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

async function mailTo(address: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(server.config.mail.outboxDir, address)).filter((m) => m.subject === subject).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${address}: ${subject}` },
    )
    .toBe(true);
  return found!;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: fr('board.banner.heading') });

test.describe('a browser set to French', () => {
  test('sees the board on a bad day in French on a phone, passes axe, and can switch to English and back', async ({ browser }) => {
    await inFrench(browser, 'phone', async (page) => {
      await page.goto(`${server.url}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(heading(page)).toBeVisible();
      expect(await page.title()).not.toMatch(/Clinic|Status|Board/);
      await expect(page.getByText(fr('board.advice.heading')).first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => 'interactive' in document.documentElement.dataset)).toBe(true);
      expect(await englishOnPage(page)).toEqual([]);
      await keepPicture(page, 'french-bad-day-phone');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'English', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: en('board.banner.heading') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: en('board.banner.heading') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');

      await page.getByRole('button', { name: 'Français', exact: true }).click();
      await expect(heading(page)).toBeVisible();
      await page.reload();
      await expect(heading(page)).toBeVisible();
    });
  });

  test('sees the wall display in French', async ({ browser }) => {
    await inFrench(browser, { width: 1920, height: 1080 }, async (page) => {
      await page.goto(`${server.url}/display`);
      await expect(page.getByRole('region', { name: fr('display.advice.heading') })).toBeVisible();
      await expect.poll(() => page.evaluate(() => 'interactive' in document.documentElement.dataset)).toBe(true);
      expect(await englishOnPage(page)).toEqual([]);
      await keepPicture(page, 'french-display');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('registers a clinic in French, with French field errors, and gets the verification mail in French', async ({ browser }) => {
    const email = `accueil.${randomSuffix()}@cliniquedentaire.example.ca`;
    await inFrench(
      browser,
      'phone',
      async (page) => {
        await page.goto(`${server.url}/register`);
        await expect(page.locator('h1')).toHaveText([fr('registration.title')]);
        const submit = page.getByRole('button', { name: fr('registration.form.submit') });
        await submit.click();
        await expect(page.getByText(fr('validation.messages.clinicName'), { exact: true })).toHaveCount(1);
        expect(await englishOnPage(page)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        await keepPicture(page, 'french-registration-errors-phone');

        await page.getByLabel(fr('registration.field.clinicName')).fill('Clinique dentaire du Vieux-Port');
        await page.getByLabel(fr('registration.form.contactPerson')).fill('Chloé Tremblay');
        await page.getByLabel(fr('registration.field.phone')).pressSequentially('4185550123');
        await page.getByLabel(fr('registration.field.email'), { exact: true }).fill(email);
        await page.getByLabel(fr('registration.form.confirmEmail')).fill(email);
        await page.getByLabel(fr('registration.form.marketingConsent')).check();
        await page.getByRole('checkbox', { name: /politique de confidentialité/i }).check();
        await submit.click();
        await expect(page.getByRole('heading', { name: fr('registration.success.title') })).toBeVisible();
        expect(await englishOnPage(page)).toEqual([]);
        await keepPicture(page, 'french-registration-done-phone');
      },
      '203.0.113.61',
    );
    const mail = await mailTo(email, fr('server-mail.verification.subject', { provider: server.config.publicConfig.provider.name }));
    expect(mail.text).toContain('/verify-email?token=');
  });

  test('signs up for status alerts in French and gets the confirmation mail in French', async ({ browser }) => {
    // Alerts are for registered clinics and newsletter readers: this address reads the newsletter.
    const email = `alertes.${randomSuffix()}@cliniquedentaire.example.ca`;
    await server.database.db.insert(newsletterSubscriptions).values({
      emailEncrypted: server.keys.encrypt(email),
      emailHash: server.keys.blindIndex(email),
      consentText: 'Envoyez-moi l’infolettre.',
      isActive: true,
      consentAt: new Date(),
      confirmedAt: new Date(),
    });
    await inFrench(browser, 'desktop', async (page) => {
      await page.goto(`${server.url}/`);
      const card = page.getByRole('region', { name: fr('alerts.cta.title') });
      await card.scrollIntoViewIfNeeded();
      await card.getByRole('button', { name: fr('alerts.cta.choose') }).click();
      const dialog = page.getByRole('dialog', { name: fr('alerts.dialog.title') });
      await expect(dialog).toBeVisible();
      expect(await englishOnPage(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByLabel(fr('alerts.form.email')).fill(email);
      await dialog.getByRole('checkbox', { name: 'Weave', exact: true }).check();
      await dialog.getByRole('checkbox', { name: fr('alerts.form.consent') }).check();
      await dialog.getByRole('button', { name: fr('alerts.form.submit') }).click();
      await expect(dialog.getByText(fr('alerts.sent.title'))).toBeVisible();
      await keepPicture(page, 'french-alerts-sent-desktop');
    });
    const mail = await mailTo(email, fr('server-mail.alertConfirm.subject', { provider: server.config.publicConfig.provider.name }));
    expect(mail.text).toContain('/alerts/confirm?token=');
  });

  test('opens an incident in the admin panel in French, with a French title that French readers see and English readers do not', async ({ browser }) => {
    const title = 'Canada Life claims rejected';
    const titleFr = 'Réclamations refusées par Canada Vie';
    await inFrench(browser, 'desktop', async (page) => {
      const admin = await createUser(server, { isAdmin: true });
      await adminContext(server, page.context(), admin.id);
      await page.goto(`${server.url}/admin`);
      await expect(page.getByRole('heading', { name: fr('admin-panel.page.title') })).toBeVisible();
      await page.getByRole('button', { name: fr('admin-incidents.widget.open') }).click();
      const form = page.getByRole('form', { name: fr('admin-incidents.open.formLabel') });
      await expect(form).toBeVisible();
      expect(await englishOnPage(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await form.getByRole('textbox', { name: fr('admin-incidents.open.title'), exact: true }).fill(title);
      await form.getByRole('textbox', { name: new RegExp(`^${fr('admin-incidents.open.titleFr')}`) }).fill(titleFr);
      await form.getByRole('checkbox', { name: 'Canada Life', exact: true }).check();
      await form
        .getByRole('textbox', { name: fr('admin-incidents.open.firstUpdate'), exact: true })
        .fill('Canada Life confirms that claims are rejected across Canada.');
      await form.getByRole('button', { name: fr('admin-incidents.open.submit') }).click();
      await expect(form).toHaveCount(0);
      await expect(page.getByText(titleFr).first()).toBeVisible();
      await keepPicture(page, 'french-admin-incident-desktop');
    });

    await inFrench(browser, 'phone', async (page) => {
      await page.goto(`${server.url}/`);
      await expect(page.getByText(titleFr).first()).toBeVisible();
      // The update was written in English only: shown as such, marked for a French reader.
      await expect(page.locator('[lang="en"]', { hasText: 'Canada Life confirms' }).first()).toBeAttached();
      await expect(page.getByText(fr('common.englishOnly')).first()).toBeAttached();
    });
    await withPage(browser, 'phone', async (page) => {
      await page.goto(`${server.url}/`);
      await expect(page.getByText(title).first()).toBeVisible();
      await expect(page.getByText(titleFr)).toHaveCount(0);
    });
  });
});
