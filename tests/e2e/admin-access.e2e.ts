import type { Page } from '@playwright/test';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { lastOutboxMailTo, readOutbox } from '../support/outbox.ts';
import { codeFromText } from '../support/smtp-capture.ts';
import { hashAdminAccessCode } from '#server/modules/admin-auth/access-code/admin-access-code-hash.js';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { withPage } from './support/page.ts';

const ADMIN = `owner.${randomSuffix()}@summitdentalit.example.ca`;
const ENTRY_SUFFIX = `e2e-${randomSuffix()}-entry`;
const ACCESS_CODE = 'correct horse battery staple';

let server: LiveServer;

test.beforeAll(async () => {
  server = await startLiveServer({
    clientDir: process.env.E2E_CLIENT_DIR ?? 'dist/client',
    env: { ADMIN_EMAILS: ADMIN, ADMIN_ENTRY_SUFFIX: ENTRY_SUFFIX, ADMIN_ACCESS_CODE_HASH: await hashAdminAccessCode(ACCESS_CODE) },
  });
});

test.afterAll(async () => {
  await server?.close();
});

/** Signs the page's browser in with the built-in e-mail code, through the same calls the sign-in page makes. */
async function signIn(page: Page, email: string): Promise<void> {
  await expect(await page.request.post(`${server.url}/api/auth/email/start`, { data: { email } })).toBeOK();
  const code = codeFromText((await lastOutboxMailTo(server.config.mail.outboxDir, email))!.text);
  await expect(await page.request.post(`${server.url}/api/auth/email/verify`, { data: { email, code } })).toBeOK();
}

/** The access phrase in the newest mail to the admin mailbox, once it is there. */
async function phraseFromOutbox(): Promise<string> {
  let phrase: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await lastOutboxMailTo(server.config.mail.outboxDir, server.config.adminAccess.email);
        phrase = mail?.text
          .split('\n')
          .find((l) => /^[a-z]+( [a-z]+){5}$/.test(l.trim()))
          ?.trim();
        return phrase;
      },
      { message: 'an access phrase in the admin mail' },
    )
    .toBeDefined();
  return phrase!;
}

const bell = (page: Page) => page.getByRole('button', { name: /^(\d+\+? )?notifications?$/i });
const adminCheck = async (page: Page) =>
  ((await (await page.request.get(`${server.url}/api/admin/check`)).json()) as { hasAdminAccess: boolean }).hasAdminAccess;

test.describe('signed-in staff and admin access', () => {
  test('a signed-in person sees the bell; the e-mailed phrase opens /admin; logging out closes it', async ({ page, problems }) => {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(bell(page)).toHaveCount(0);

    await signIn(page, ADMIN);
    await page.goto(`${server.url}/`);
    await expect(bell(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);

    await page.goto(`${server.url}/admin`);
    await expect(page).toHaveURL(`${server.url}/admin-login`);
    await page.getByRole('button', { name: 'Send Access Code' }).click();
    const field = page.getByLabel('Access phrase');
    await expect(field).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await field.fill('wrong words here and there again');
    await page.getByRole('button', { name: 'Verify Phrase' }).click();
    await expect(field).toHaveValue('');

    await field.fill(await phraseFromOutbox());
    await page.getByRole('button', { name: 'Verify Phrase' }).click();
    await expect(page).toHaveURL(`${server.url}/admin`);
    await expect(page.getByRole('heading', { name: 'Admin Control Panel' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await adminCheck(page)).toBe(true);

    await page.getByRole('button', { name: /Log out/ }).click();
    await expect(page.getByText('Admin Session Ended', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/`);
    expect(await adminCheck(page)).toBe(false);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the phrase page asks for an administrator sign-in first and comes back to it', async ({ browser }) => {
    await withPage(browser, 'phone', async (page, problems) => {
      const phrasesMailed = async () => (await readOutbox(server.config.mail.outboxDir)).filter((m) => m.subject.includes('admin access phrase')).length;
      const mailed = await phrasesMailed();
      await page.goto(`${server.url}/admin-login`);
      await expect(page.getByText('Admin access is for signed-in administrators.', { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Access Code' })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Sign in as an administrator' }).click();
      await expect(page).toHaveURL(`${server.url}/sign-in?next=%2Fadmin-login`);

      await page.getByLabel('Work e-mail address').fill(ADMIN);
      await page.getByRole('button', { name: 'Send sign-in code' }).click();
      const codeField = page.getByLabel('6-digit code');
      await expect(codeField).toBeVisible();
      const code = codeFromText((await lastOutboxMailTo(server.config.mail.outboxDir, ADMIN))!.text);
      await codeField.fill(code);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(`${server.url}/admin-login`);
      await expect(page.getByRole('button', { name: 'Send Access Code' })).toBeVisible();
      // Nothing went to the admin mailbox while nobody was signed in.
      expect(await phrasesMailed()).toBe(mailed);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  test('a signed-in person without admin rights is told so on the phrase page', async ({ page }) => {
    await signIn(page, `staff.${randomSuffix()}@clinic.example.ca`);
    await page.goto(`${server.url}/admin-login`);
    await expect(page.getByRole('alert').filter({ hasText: 'Your account does not have admin rights.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Access Code' })).toHaveCount(0);
  });

  test('the private entry path asks a signed-in admin for the access code and opens /admin', async ({ browser }) => {
    await withPage(browser, 'phone', async (page) => {
      await signIn(page, ADMIN);
      const response = await page.goto(`${server.url}/secure-admin-${ENTRY_SUFFIX}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Admin access code').fill(ACCESS_CODE);
      await page.getByRole('button', { name: 'Access Admin' }).click();
      await expect(page).toHaveURL(`${server.url}/admin`);
      await expect(page.getByRole('heading', { name: 'Admin Control Panel' })).toBeVisible();
    });
  });

  test('anyone else at the private entry path is told Access Denied; a wrong suffix is a 404', async ({ page }) => {
    await page.goto(`${server.url}/secure-admin-${ENTRY_SUFFIX}`);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    const wrong = await page.goto(`${server.url}/secure-admin-not-the-right-one`);
    expect(wrong?.status()).toBe(404);
  });
});
