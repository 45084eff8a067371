import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { lastOutboxMailTo } from '../support/outbox.ts';
import { codeFromText } from '../support/smtp-capture.ts';
import { axeViolations, workerBrowser } from './support/browser.ts';
import { withPage } from './support/page.ts';

let server: LiveServer;
let browser: Browser;

beforeAll(async () => {
  server = await startLiveServer({ clientDir: process.env.E2E_CLIENT_DIR ?? 'dist/client' });
  browser = await workerBrowser();
});

afterAll(async () => {
  await server?.close();
});

describe('/sign-in (built-in e-mail code sign-in)', () => {
  it('Log In leads here; an e-mailed code signs the person in and brings them home', async () => {
    await withPage(browser, 'desktop', async (page, problems) => {
      await page.goto(`${server.url}/api/login`, { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).toBe('/sign-in');
      await expect.poll(() => page.locator('h1').allTextContents()).toEqual(['Sign in']);
      expect(await axeViolations(page)).toEqual([]);

      const email = page.getByLabel('Work e-mail address');
      await email.fill('not-an-address');
      await page.getByRole('button', { name: 'Send sign-in code' }).click();
      await expect.poll(() => page.getByText('Please enter a valid email address').count()).toBe(1);

      const address = `dana.${randomSuffix()}@bowriverdental.example.ca`;
      await email.fill(address);
      await page.getByRole('button', { name: 'Send sign-in code' }).click();
      const codeField = page.getByLabel('6-digit code');
      await codeField.waitFor();
      expect(await codeField.getAttribute('inputmode')).toBe('numeric');
      expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await page.getByRole('button', { name: /Resend code in \d+ s/ }).isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      const mail = await lastOutboxMailTo(server.config.mail.outboxDir, address);
      const code = codeFromText(mail!.text);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await codeField.fill(wrong);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(() => page.getByText('That code is not correct. You have 4 tries left.').count()).toBe(1);
      expect(await codeField.inputValue()).toBe('');

      await codeField.fill(code);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${server.url}/`);
      const me = await page.request.get(`${server.url}/api/auth/user`);
      expect(me.status()).toBe(200);
      expect((await me.json()).email).toBe(address);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  it('explains an organisation sign-in that did not complete and offers to try again', async () => {
    await withPage(browser, 'phone', async (page) => {
      await page.goto(`${server.url}/sign-in?error=oidc`, { waitUntil: 'networkidle' });
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.textContent()).toMatch(/did not complete/);
      expect(await alert.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/api/login');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
