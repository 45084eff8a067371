import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminSessions, users } from '#server/db/schema.js';
import { userEmailColumns } from '#server/modules/auth/users.service.js';
import { ADMIN_SESSION_HOURS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { COUPON_MESSAGES, REGISTRATION_MESSAGES } from '#shared/onboarding/registration.js';
import { CLINIC_ACCESS_MESSAGES } from '#shared/onboarding/clinic-access.js';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { readOutbox, type OutboxMail } from '../support/outbox.ts';
import { codeFromText } from '../support/smtp-capture.ts';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { withPage } from './support/page.ts';

/*
 * Clinic registration end to end: /register, the e-mailed verification link, the team's
 * approval, the access code, network activation, and the dashboard's registration dialog.
 * The server trusts 127.0.0.1 as a proxy, so each browser context picks its clinic's network
 * address with X-Forwarded-For.
 */

let server: LiveServer;
let adminCookie: string;

const INVITATION = 'Register your clinic: one year free with a coupon';
const BADGE = 'Registered clinic network';
const ACCESS_CODE_PATTERN = /\b[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b/;

test.beforeAll(async () => {
  server = await startLiveServer({
    clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client'),
    env: { TRUST_PROXY: '127.0.0.1' },
  });
  adminCookie = await createAdminSession();
});

test.afterAll(async () => {
  await server?.close();
});

/** An admin user and session made directly in the database, as tests/support/admin-auth.ts does for inject(). */
async function createAdminSession(): Promise<string> {
  const db = server.database.db;
  const [user] = await db
    .insert(users)
    .values({ ...userEmailColumns(server.keys, `admin.${randomSuffix()}@provider.example.ca`), isAdmin: true })
    .returning({ id: users.id });
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_HOURS * 3600_000);
  await db.insert(adminSessions).values({ userId: user!.id, sessionToken: server.keys.hashSecret(token), expiresAt });
  return `admin_sid=${token}`;
}

async function approve(registrationId: string): Promise<void> {
  const response = await fetch(`${server.url}/api/admin/clinic-registrations/${registrationId}/approve`, {
    method: 'POST',
    headers: { cookie: adminCookie, origin: server.url },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The newest mail to `address` whose subject matches, waiting for the outbox to have it. */
async function mailTo(address: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readOutbox(server.config.mail.outboxDir, address);
        found = mails.filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject)).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${address} with a subject matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The verification link's path and query: the mail's origin is PUBLIC_URL, not this test server. */
async function verificationPath(address: string): Promise<string> {
  const mail = await mailTo(address, /Confirm your e-mail/);
  const match = /\/verify-email\?token=[\w-]+/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![0];
}

async function accessCodeFor(address: string): Promise<string> {
  const mail = await mailTo(address, /approved/);
  const match = ACCESS_CODE_PATTERN.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![0];
}

/** A registration made, verified and approved through the API, from network `ip`; answers its access code. */
async function approvedClinic(ip: string, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': ip };
  const body = { clinicName: 'Elbow River Dental', contactPersonName: 'Sam Ito', email, phone: '(403) 555-0177', marketingOptIn: true };
  const submitted = await fetch(`${server.url}/api/clinic-registrations`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(submitted.status, await submitted.clone().text()).toBe(201);
  const token = new URL(await verificationPath(email), server.url).searchParams.get('token');
  const verified = await fetch(`${server.url}/api/clinic-registrations/verify-email`, { method: 'POST', headers, body: JSON.stringify({ token }) });
  expect(verified.status).toBe(200);
  await approve(((await submitted.json()) as { id: string }).id);
  return accessCodeFor(email);
}

function fromNetwork(ip: string) {
  return { extraHTTPHeaders: { 'x-forwarded-for': ip } };
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Status' })).toBeVisible();
}

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.locator('.toast-root[data-state="open"]', { hasText: description });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
}

const focusedAttribute = (page: Page, name: string) => page.evaluate((attribute) => document.activeElement?.getAttribute(attribute), name);

test.describe('/register', () => {
  test('registers a clinic: inline validation, verification link, approval, then the network has access', async ({ browser }) => {
    const ip = '203.0.113.10';
    const email = `front.desk.${randomSuffix()}@bowvalleydental.example.ca`;
    await withPage(
      browser,
      'desktop',
      async (page, problems) => {
        await openDashboard(page);
        await expect(page.getByRole('heading', { name: INVITATION })).toBeVisible();
        await page.getByRole('link', { name: 'Register your clinic' }).click();
        await expect(page).toHaveURL(`${server.url}/register`);
        await expect(page.locator('h1')).toHaveText(['Register Your Clinic']);
        const about = page.getByRole('complementary', { name: 'About registration' });
        const steps = about.getByRole('listitem');
        for (const [i, step] of ['Submit this form', 'Verify your e-mail', 'Our team reviews it', 'Receive your access code'].entries()) {
          await expect(steps.nth(i)).toContainText(step);
        }
        await expect(about.getByRole('heading', { name: 'One-year free trial' })).toHaveCount(1);
        expect(await axeViolations(page)).toEqual([]);

        const submit = page.getByRole('button', { name: 'Submit registration' });
        await submit.click();
        for (const message of [MESSAGES.clinicName, MESSAGES.contactPersonName, MESSAGES.pagePhone, MESSAGES.marketingOptIn, MESSAGES.privacyPolicy]) {
          await expect(page.getByText(message, { exact: true })).toHaveCount(1);
        }
        await expect(page.getByText(MESSAGES.email, { exact: true })).toHaveCount(2);
        const clinicName = page.getByLabel('Clinic name');
        await expect(clinicName).toHaveAttribute('aria-invalid', 'true');
        const describedBy = (await clinicName.getAttribute('aria-describedby'))!;
        await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(MESSAGES.clinicName);
        await expect.poll(() => focusedAttribute(page, 'name')).toBe('clinicName');
        expect(await axeViolations(page)).toEqual([]);

        await clinicName.fill('Bow Valley Dental');
        await page.getByLabel('Contact person').fill('Dana Chen');
        const phone = page.getByLabel('Phone');
        await phone.pressSequentially('4035550123');
        await expect(phone).toHaveValue('(403) 555-0123');
        await page.getByLabel('E-mail address', { exact: true }).fill(email);
        await page.getByLabel('Confirm e-mail address').fill(`other.${email}`);
        await page.getByLabel(/I consent to receive marketing/).check();
        await page.getByLabel(/I have read and accept the Privacy Policy/).check();
        await submit.click();
        await expect(page.getByText(MESSAGES.emailsDiffer, { exact: true })).toHaveCount(1);
        await expect(page.getByLabel('Confirm e-mail address')).toHaveAttribute('aria-invalid', 'true');

        // A coupon the server does not know: its reason shows under the coupon field.
        await page.getByLabel('Confirm e-mail address').fill(email);
        await page.getByLabel(/Coupon code/).fill('nosuchcode');
        await submit.click();
        await expect(page.getByText(COUPON_MESSAGES.unknown, { exact: true })).toHaveCount(1);
        await expect(page.getByLabel(/Coupon code/)).toHaveAttribute('aria-invalid', 'true');
        await expectToast(page, 'Registration Failed', 'Something went wrong. Please try again.');

        await page.getByLabel(/Coupon code/).fill('');
        const [request, response] = await Promise.all([
          page.waitForRequest((r) => r.url().endsWith('/api/clinic-registrations') && r.method() === 'POST'),
          page.waitForResponse((r) => r.url().endsWith('/api/clinic-registrations') && r.status() === 201),
          submit.click(),
        ]);
        const sent = request.postDataJSON() as Record<string, unknown>;
        expect(Object.keys(sent).sort()).toEqual(['clinicName', 'contactPersonName', 'email', 'marketingOptIn', 'phone']);
        expect(sent).toMatchObject({ clinicName: 'Bow Valley Dental', phone: '(403) 555-0123', marketingOptIn: true });
        const { id } = (await response.json()) as { id: string };

        await expect(page.getByRole('heading', { name: 'Registration submitted' })).toBeVisible();
        await expectToast(page, 'Registration Submitted', 'Please check your email for verification instructions.');
        expect(await axeViolations(page)).toEqual([]);

        const link = await verificationPath(email);
        await page.goto(`${server.url}${link}`);
        await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
        await expect(page.getByText(REGISTRATION_MESSAGES.verified)).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(['Verify Your E-mail']);
        expect(await axeViolations(page)).toEqual([]);

        // Opened again, the link says the address is already verified and what happens next.
        await page.goto(`${server.url}${link}`);
        await expect(page.getByText(REGISTRATION_MESSAGES.alreadyVerified)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);

        await approve(id);
        expect(await accessCodeFor(email)).toMatch(ACCESS_CODE_PATTERN);
        await page.goto(`${server.url}${link}`);
        await expect(page.getByText(REGISTRATION_MESSAGES.verifiedAndApproved)).toBeVisible();

        await openDashboard(page);
        await expect(page.getByText(BADGE)).toBeVisible();
        await expect(page.getByRole('heading', { name: INVITATION })).toHaveCount(0);
        await expect(page.getByRole('button', { name: "Complete your clinic's registration" })).toHaveCount(0);
        expect(problems.pageErrors).toEqual([]);
      },
      fromNetwork(ip),
    );
  });

  test('explains a verification link without a token', async ({ browser }) => {
    await withPage(browser, 'phone', async (page) => {
      await page.goto(`${server.url}/verify-email`);
      await expect(page.getByRole('heading', { name: 'We could not verify your e-mail' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

test.describe('Activate this network', () => {
  test('gives a new network of an approved clinic access with its access code', async ({ browser }) => {
    const email = `office.${randomSuffix()}@elbowriverdental.example.ca`;
    const accessCode = await approvedClinic('198.51.100.7', email);
    await withPage(
      browser,
      'phone',
      async (page, problems) => {
        await openDashboard(page);
        await expect(page.getByRole('heading', { name: INVITATION })).toBeVisible();
        await expect(page.getByText(BADGE)).toHaveCount(0);
        await page.getByRole('button', { name: 'Activate this network' }).click();
        const dialog = page.getByRole('dialog', { name: 'Activate this network' });
        await expect(dialog).toBeVisible();
        const field = dialog.getByLabel('Access code');
        await expect.poll(() => focusedAttribute(page, 'placeholder')).toBe('XXXX-XXXX-XXXX');
        expect(await axeViolations(page)).toEqual([]);

        await dialog.getByRole('button', { name: 'Activate network' }).click();
        await expect(dialog.getByText(CLINIC_ACCESS_MESSAGES.clinicAccessCodeRequired)).toHaveCount(1);
        await field.fill('ZZZZ-ZZZZ-ZZZZ');
        await dialog.getByRole('button', { name: 'Activate network' }).click();
        await expect(dialog.getByText(CLINIC_ACCESS_MESSAGES.invalidClinicAccessCode)).toHaveCount(1);

        await field.fill('');
        await field.pressSequentially(accessCode.replace(/-/g, '').toLowerCase());
        await expect(field).toHaveValue(accessCode);
        await dialog.getByRole('button', { name: 'Activate network' }).click();
        await expect(dialog).toHaveCount(0);
        await expectToast(page, 'Network Activated', CLINIC_ACCESS_MESSAGES.activated);
        await expect(page.getByText(BADGE)).toBeVisible();
        await expect(page.getByRole('heading', { name: INVITATION })).toHaveCount(0);
        expect(problems.pageErrors).toEqual([]);
      },
      fromNetwork('198.51.100.99'),
    );
  });
});

test.describe("the dashboard's registration dialog", () => {
  async function registerInDialog(page: Page, email: string, finish: 'wait' | 'button'): Promise<void> {
    await openDashboard(page);
    const open = page.getByRole('button', { name: "Complete your clinic's registration" });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Register Your Clinic' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const send = dialog.getByRole('button', { name: 'Send Verification Code' });
    await send.click();
    for (const message of [MESSAGES.clinicName, MESSAGES.email, MESSAGES.phoneShort, MESSAGES.agreesToCommunications]) {
      await expect(dialog.getByText(message, { exact: true })).toHaveCount(1);
    }
    await dialog.getByLabel('Clinic name').fill('Crowfoot Family Dental');
    await dialog.getByLabel('E-mail address').fill(email);
    const phone = dialog.getByLabel('Phone');
    // No area code starts with 0: formatted as typed, refused by the pattern.
    await phone.pressSequentially('0235550123');
    await expect(phone).toHaveValue('(023) 555-0123');
    await dialog.getByLabel(/I agree to receive communications/).check();
    await send.click();
    await expect(dialog.getByText(MESSAGES.phonePattern, { exact: true })).toHaveCount(1);
    await phone.fill('');
    await phone.pressSequentially('+1 587 555 0142');
    await expect(phone).toHaveValue('+1 (587) 555-0142');
    await send.click();

    const verify = page.getByRole('dialog', { name: 'Verify Your E-mail' });
    await expect(verify).toBeVisible();
    await expectToast(page, 'Verification Code Sent', 'Check your e-mail for a 6-digit code');
    await expect(verify.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);

    const codeField = verify.getByLabel('Verification code');
    await codeField.fill('123');
    await verify.getByRole('button', { name: 'Register Clinic' }).click();
    await expect(verify.getByText(MESSAGES.verificationCodeLength, { exact: true })).toHaveCount(1);
    const code = codeFromText((await mailTo(email, /./)).text);
    await codeField.fill(code);
    const success = page.getByRole('dialog', { name: 'Registration Complete' });
    if (finish === 'button') {
      // Hold the page's clock so the 2 s auto-callback cannot win the race against the click:
      // time moves only in small steps we make, never 2 s in all.
      // (Half a second ahead: pausing at a moment the page's clock has already passed fails.)
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
      await verify.getByRole('button', { name: 'Register Clinic' }).click();
      let advanced = 0;
      for (const deadline = Date.now() + 20_000; !(await success.isVisible()) && Date.now() < deadline && advanced < 1500; advanced += 5) {
        await page.clock.runFor(5);
      }
      await page.clock.runFor(20);
    } else {
      await verify.getByRole('button', { name: 'Register Clinic' }).click();
    }
    await expect(success).toBeVisible();
    await expectToast(page, 'Registration Successful', 'Clinic registered, welcome');
    const proceed = success.getByRole('button', { name: 'Continue to Dashboard' });
    await expect(proceed).toBeFocused();
    if (finish === 'button') {
      await proceed.click();
      await page.clock.runFor(50);
      await expect(success).toHaveCount(0, { timeout: 5000 });
      await page.clock.resume();
    } else {
      expect(await axeViolations(page)).toEqual([]);
      // The success callback fires on its own after 2 s: the dialog closes and the board updates.
      await expect(success).toHaveCount(0, { timeout: 5000 });
    }
    await expect(page.getByText(BADGE)).toBeVisible();
    await expect(open).toHaveCount(0);
  }

  test('registers a whitelisted network: details, e-mailed code, success, then the callback after 2 s', async ({ browser }) => {
    const ip = '192.0.2.30';
    await server.app.whitelist.add({ ipAddress: ip, description: 'e2e' });
    await withPage(
      browser,
      'desktop',
      async (page, problems) => {
        await openDashboard(page);
        await expect(page.getByRole('heading', { name: INVITATION })).toHaveCount(0);
        await registerInDialog(page, `manager.${randomSuffix()}@crowfootdental.example.ca`, 'wait');
        expect(problems.pageErrors).toEqual([]);
      },
      fromNetwork(ip),
    );
  });

  test("'Continue to Dashboard' fires the callback at once, on a phone", async ({ browser }) => {
    const ip = '192.0.2.31';
    await server.app.whitelist.add({ ipAddress: ip, description: 'e2e' });
    await withPage(
      browser,
      'phone',
      async (page, problems) => {
        await page.clock.install();
        await registerInDialog(page, `desk.${randomSuffix()}@crowfootdental.example.ca`, 'button');
        expect(problems.pageErrors).toEqual([]);
      },
      fromNetwork(ip),
    );
  });
});
