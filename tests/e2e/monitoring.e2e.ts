import path from 'node:path';
import type { Page } from '@playwright/test';
import { randomSuffix, startLiveServer, type LiveServer } from '../support/live-server.ts';
import { startHttpTarget, type HttpTarget } from '../support/check-targets.ts';
import { ManualClock } from '#server/lib/time/clock.js';
import type { Service } from '#shared/status/services.js';
import { axeViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { withPage } from './support/page.ts';
import { adminContext, createUser } from './support/sessions.ts';

let server: LiveServer;
let target: HttpTarget;
// The server's clock is ours: "30 seconds later" for the scheduler is one call, not a wait.
const clock = new ManualClock(new Date());

test.beforeAll(async () => {
  target = await startHttpTarget();
  server = await startLiveServer({
    clientDir: path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client'),
    clock,
    env: { MONITOR_ALLOW_PRIVATE: 'true' },
    // The spec waits on the scheduler's passes: a short tick keeps that wait short.
    schedulerTickMs: 250,
  });
});

test.afterAll(async () => {
  await server?.close();
  await target?.close();
});

async function adminRequest(page: Page) {
  const admin = await createUser(server, { isAdmin: true });
  await adminContext(server, page.context(), admin.id);
  return page.request;
}

const insurers = async () =>
  ((await (await fetch(`${server.url}/api/services`)).json()) as Service[]).filter((s) => s.type === 'insurance' && s.name !== 'iTrans Service');

test.describe('automated monitoring, history and incidents', () => {
  test('turns a card red by itself when its monitored service stops answering, and keeps the history', async ({ page, problems, browser }) => {
    const [service] = await insurers();
    await withPage(browser, 'desktop', async (admin) => {
      const api = await adminRequest(admin);
      const put = await api.put(`${server.url}/api/admin/services/${service!.id}/check`, {
        data: { type: 'http', target: `${target.url}/health`, intervalSeconds: 30, failuresToOffline: 2, successesToOnline: 1 },
      });
      expect(put.status(), await put.text()).toBe(200);
    });

    await page.clock.install();
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: /^Insurance Providers/ }).click();
    const card = page.getByRole('region', { name: /^Insurance Providers/ }).getByRole('button', { name: new RegExp(`^${service!.name}`) });
    // The first run is due at once; the scheduler ticks every 250 ms of real time here.
    // Until the first (successful) run has been recorded: the history then has a response time.
    await expect
      .poll(
        async () =>
          Boolean((await fetch(`${server.url}/api/services`).then((r) => r.json() as Promise<Service[]>)).find((s) => s.id === service!.id)?.lastChecked),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(card).toContainText('Online');

    await target.close();
    const statusOf = async () => ((await (await fetch(`${server.url}/api/services`)).json()) as Service[]).find((s) => s.id === service!.id)?.status;
    // Each poll moves the server's clock past the next run; two failed runs take it offline.
    await expect
      .poll(
        async () => {
          clock.advance(30_000);
          return statusOf();
        },
        { timeout: 45_000, intervals: [500] },
      )
      .toBe('offline');

    // Nobody touched the admin panel: the dashboard's next poll shows it.
    await page.clock.runFor(30_000);
    await expect(card).toContainText('Offline');

    await page.getByRole('button', { name: `View history for ${service!.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: /Daily status for the last 90 days/ })).toBeVisible();
    await expect(dialog.getByRole('group', { name: /Daily status/ }).getByRole('img')).toHaveCount(90);
    await expect(dialog.getByText(/Automated check/).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard: Tab goes round every control of the dialog (no loop between the bar and the
    // dialog), and closing puts the focus back on the button that opened it.
    const reached = new Set<string>();
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab');
      reached.add(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          return active?.getAttribute('role') === 'dialog' ? 'the dialog itself' : (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim();
        }),
      );
    }
    expect(reached).toContain('Close');
    expect(reached).toContain('7 days');
    expect(reached).toContain('90 days');
    expect(reached).not.toContain('the dialog itself');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`View history for ${service!.name}`);
    expect(problems.pageErrors).toEqual([]);
    await target.reopen();
  });

  test('shows an active incident with its timeline at the top of the dashboard', async ({ page, browser }) => {
    const [, service] = await insurers();
    const title = `Claims delayed ${randomSuffix()}`;
    const api = await adminRequest(page);
    const opened = await api.post(`${server.url}/api/admin/incidents`, {
      data: { title, serviceIds: [service!.id], message: 'Claims to this insurer are taking up to an hour to be accepted.' },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const { id } = (await opened.json()) as { id: string };
    clock.advance(5 * 60_000);
    const update = await api.post(`${server.url}/api/admin/incidents/${id}/updates`, {
      data: { status: 'identified', message: 'The insurer has found the cause and is deploying a fix.' },
    });
    expect(update.status(), await update.text()).toBe(201);

    await withPage(browser, 'phone', async (phone, problems) => {
      await phone.goto(`${server.url}/`);
      await expect(phone.getByRole('heading', { name: title })).toBeVisible();
      await expect(phone.getByText('The insurer has found the cause and is deploying a fix.')).toBeVisible();
      await phone.getByRole('button', { name: /Show earlier updates \(1\)/ }).click();
      await expect(phone.getByText('Claims to this insurer are taking up to an hour to be accepted.')).toBeVisible();
      expect(await axeViolations(phone)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    const summary = (await (await fetch(`${server.url}/api/status/summary`)).json()) as { activeIncidents: { title: string }[] };
    expect(summary.activeIncidents.map((i) => i.title)).toContain(title);
    const feed = await (await fetch(`${server.url}/status.atom`)).text();
    expect(feed).toContain(title);
  });
});
