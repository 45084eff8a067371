import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { lastOutboxMailTo } from '../support/outbox.ts';
import { codeFromText } from '../support/smtp-capture.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { withPage } from './support/page.ts';

let server: LiveServer;

test.beforeAll(async () => {
  server = await startLiveServer({ clientDir: process.env.E2E_CLIENT_DIR ?? 'dist/client' });
});

test.afterAll(async () => {
  await server?.close();
});

test.describe('/sign-in (built-in e-mail code sign-in)', () => {
  test('Log In leads here; an e-mailed code signs the person in and brings them home', async ({ page, problems }) => {
    await page.goto(`${server.url}/api/login`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await expect(page.locator('h1')).toHaveText(['Sign in']);
    expect(await axeViolations(page)).toEqual([]);

    const email = page.getByLabel('Work e-mail address');
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Send sign-in code' }).click();
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(1);

    const address = `dana.${randomSuffix()}@bowriverdental.example.ca`;
    await email.fill(address);
    await page.getByRole('button', { name: 'Send sign-in code' }).click();
    const codeField = page.getByLabel('6-digit code');
    await expect(codeField).toBeVisible();
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);

    const mail = await lastOutboxMailTo(server.config.mail.outboxDir, address);
    const code = codeFromText(mail!.text);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('That code is not correct. You have 4 tries left.')).toHaveCount(1);
    await expect(codeField).toHaveValue('');

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    const me = await page.request.get(`${server.url}/api/auth/user`);
    await expect(me).toBeOK();
    expect((await me.json()).email).toBe(address);
    expect(problems.pageErrors).toEqual([]);
  });

  test('explains an organisation sign-in that did not complete and offers to try again', async ({ browser }) => {
    await withPage(browser, 'phone', async (page) => {
      await page.goto(`${server.url}/sign-in?error=oidc`, { waitUntil: 'networkidle' });
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(/did not complete/);
      await expect(alert.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/api/login');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
