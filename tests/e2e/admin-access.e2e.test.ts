import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { lastOutboxMailTo, readOutbox } from '../support/outbox.ts';
import { codeFromText } from '../support/smtp-capture.ts';
import { hashAdminAccessCode } from '#server/modules/admin-auth/admin-access-code-hash.js';
import { axeViolations, workerBrowser } from './support/browser.ts';
import { withPage } from './support/page.ts';

const ADMIN = `owner.${randomSuffix()}@summitdentalit.example.ca`;
const ENTRY_SUFFIX = `e2e-${randomSuffix()}-entry`;
const ACCESS_CODE = 'correct horse battery staple';

let server: LiveServer;
let browser: Browser;

beforeAll(async () => {
  server = await startLiveServer({
    clientDir: process.env.E2E_CLIENT_DIR ?? 'dist/client',
    env: { ADMIN_EMAILS: ADMIN, ADMIN_ENTRY_SUFFIX: ENTRY_SUFFIX, ADMIN_ACCESS_CODE_HASH: await hashAdminAccessCode(ACCESS_CODE) },
  });
  browser = await workerBrowser();
});

afterAll(async () => {
  await server?.close();
});

/** Signs the page's browser in with the built-in e-mail code, through the same calls the sign-in page makes. */
async function signIn(page: Page, email: string): Promise<void> {
  const start = await page.request.post(`${server.url}/api/auth/email/start`, { data: { email } });
  expect(start.status()).toBe(200);
  const code = codeFromText((await lastOutboxMailTo(server.config.mail.outboxDir, email))!.text);
  const verify = await page.request.post(`${server.url}/api/auth/email/verify`, { data: { email, code } });
  expect(verify.status()).toBe(200);
}

async function phraseFromOutbox(): Promise<string> {
  const mail = await lastOutboxMailTo(server.config.mail.outboxDir, server.config.adminAccess.email);
  const line = mail?.text.split('\n').find((l) => /^[a-z]+( [a-z]+){5}$/.test(l.trim()));
  if (!line) throw new Error('no access phrase in the admin mail');
  return line.trim();
}

describe('signed-in staff and admin access', () => {
  it('a signed-in person sees the bell; the e-mailed phrase opens /admin; logging out closes it', async () => {
    await withPage(browser, 'desktop', async (page, problems) => {
      await page.goto(`${server.url}/`);
      await page.getByRole('link', { name: 'Log In' }).waitFor();
      expect(await page.getByRole('button', { name: /^(\d+\+? )?notifications?$/i }).count()).toBe(0);

      await signIn(page, ADMIN);
      await page.goto(`${server.url}/`);
      await page.getByRole('button', { name: /^(\d+\+? )?notifications?$/i }).waitFor();
      expect(await page.getByRole('link', { name: 'Log In' }).count()).toBe(0);

      await page.goto(`${server.url}/admin`);
      await page.waitForURL(`${server.url}/admin-login`);
      await page.getByRole('button', { name: 'Send Access Code' }).click();
      const field = page.getByLabel('Access phrase');
      await field.waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await field.fill('wrong words here and there again');
      await page.getByRole('button', { name: 'Verify Phrase' }).click();
      await expect.poll(() => field.inputValue()).toBe('');

      await field.fill(await phraseFromOutbox());
      await page.getByRole('button', { name: 'Verify Phrase' }).click();
      await page.waitForURL(`${server.url}/admin`);
      await page.getByRole('heading', { name: 'Admin Control Panel' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect((await (await page.request.get(`${server.url}/api/admin/check`)).json()).hasAdminAccess).toBe(true);

      await page.getByRole('button', { name: /Log out/ }).click();
      await page.getByText('Admin Session Ended', { exact: true }).waitFor();
      await page.waitForURL(`${server.url}/`);
      expect((await (await page.request.get(`${server.url}/api/admin/check`)).json()).hasAdminAccess).toBe(false);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  it('the phrase page asks for an administrator sign-in first and comes back to it (SPEC.md section 6)', async () => {
    await withPage(browser, 'phone', async (page, problems) => {
      const phrasesMailed = async () => (await readOutbox(server.config.mail.outboxDir)).filter((m) => m.subject.includes('admin access phrase')).length;
      const mailed = await phrasesMailed();
      await page.goto(`${server.url}/admin-login`);
      await page.getByText('Admin access is for signed-in administrators.', { exact: false }).waitFor();
      expect(await page.getByRole('button', { name: 'Send Access Code' }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Sign in as an administrator' }).click();
      await page.waitForURL(`${server.url}/sign-in?next=%2Fadmin-login`);

      await page.getByLabel('Work e-mail address').fill(ADMIN);
      await page.getByRole('button', { name: 'Send sign-in code' }).click();
      const codeField = page.getByLabel('6-digit code');
      await codeField.waitFor();
      const code = codeFromText((await lastOutboxMailTo(server.config.mail.outboxDir, ADMIN))!.text);
      await codeField.fill(code);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${server.url}/admin-login`);
      await page.getByRole('button', { name: 'Send Access Code' }).waitFor();
      // Nothing went to the admin mailbox while nobody was signed in.
      expect(await phrasesMailed()).toBe(mailed);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  it('a signed-in person without admin rights is told so on the phrase page', async () => {
    await withPage(browser, 'desktop', async (page) => {
      await signIn(page, `staff.${randomSuffix()}@clinic.example.ca`);
      await page.goto(`${server.url}/admin-login`);
      await page.getByRole('alert').filter({ hasText: 'Your account does not have admin rights.' }).waitFor();
      expect(await page.getByRole('button', { name: 'Send Access Code' }).count()).toBe(0);
    });
  });

  it('the private entry path asks a signed-in admin for the access code and opens /admin', async () => {
    await withPage(browser, 'phone', async (page) => {
      await signIn(page, ADMIN);
      const response = await page.goto(`${server.url}/secure-admin-${ENTRY_SUFFIX}`);
      expect(response?.status()).toBe(200);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Admin access code').fill(ACCESS_CODE);
      await page.getByRole('button', { name: 'Access Admin' }).click();
      await page.waitForURL(`${server.url}/admin`);
      await page.getByRole('heading', { name: 'Admin Control Panel' }).waitFor();
    });
  });

  it('anyone else at the private entry path is told Access Denied; a wrong suffix is a 404', async () => {
    await withPage(browser, 'desktop', async (page) => {
      await page.goto(`${server.url}/secure-admin-${ENTRY_SUFFIX}`);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText("You don't have permission to access this page.").waitFor();
      const wrong = await page.goto(`${server.url}/secure-admin-not-the-right-one`);
      expect(wrong?.status()).toBe(404);
    });
  });
});
