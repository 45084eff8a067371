import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/support/test-app.ts';
import { seedDefaultServices } from './db/seed.ts';
import { services } from './db/schema.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '#shared/status/first-screen.js';
import type { ClinicViewResponse } from '#shared/onboarding/clinic-view.js';
import type { BoardAnswer } from '#shared/status/board.js';
import { memoryMailer, registeredClinic } from '#tests/support/clinic-access.ts';

/* The dashboard's HTML carries its first screen, from memory, per caller (docs/product/board.md). */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-first-screen-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>Clinic status</title><!--app-config--></head><body><div id="root"></div></body></html>',
);
const mail = memoryMailer();
const testApp = useTestApp({ clientDir, mailer: mail.mailer });
beforeAll(async () => {
  await seedDefaultServices(testApp().db);
  await testApp().app.directory.view.invalidate();
});

const ELEMENT = new RegExp(`<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`);

async function page(url: string, ip = '198.51.100.1', headers: Record<string, string> = {}) {
  const response = await testApp().request({ method: 'GET', url, ip, headers });
  const embedded = ELEMENT.exec(response.body)?.[1];
  return { response, data: embedded === undefined ? undefined : (JSON.parse(embedded) as Record<string, unknown>) };
}

async function api(url: string, ip = '198.51.100.1') {
  return (await testApp().request({ method: 'GET', url, ip })).json<unknown>();
}

describe('the first screen in the page', () => {
  // The board carries its own answer, sized by what it shows; the wall display every service (docs/product/board.md).
  const lists = { '/': '/api/board', '/display': '/api/services' };
  for (const [url, list] of Object.entries(lists)) {
    it(`${url} carries exactly what the polled routes answer this caller, the services as ${list}`, async () => {
      const { response, data } = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body.indexOf(FIRST_SCREEN_ELEMENT_ID)).toBeLessThan(response.body.indexOf('</head>'));
      expect(Object.keys(data!).sort()).toEqual(
        ['/api/clinic/access-status', '/api/clinic/mine', '/api/incidents', '/api/maintenance', '/api/notices', list].sort(),
      );
      for (const [path, answer] of Object.entries(data!)) expect(answer, path).toEqual(await api(path));
    });
  }

  it('varies by caller where the content does, and says so to caches', async () => {
    await testApp().app.whitelist.add({ ipAddress: '203.0.113.9' });
    const clinic = await page('/', '203.0.113.9');
    const visitor = await page('/', '198.51.100.2');
    expect(clinic.data!['/api/clinic/access-status']).toEqual({ hasAccess: true, clinicRegistered: false });
    expect(visitor.data!['/api/clinic/access-status']).toEqual({ hasAccess: false, clinicRegistered: false });
    expect(clinic.response.headers.etag).not.toBe(visitor.response.headers.etag);
    expect(visitor.response.headers['cache-control']).toBe('private, no-cache');
  });

  it("carries a registered clinic's own view on its network (its strip is drawn with the page), the same as /api/clinic/mine answers there", async () => {
    const clinic = await registeredClinic(testApp(), mail);
    const { data } = await page('/', clinic.ip);
    const mine = data!['/api/clinic/mine'] as ClinicViewResponse;
    expect(mine.clinic?.recognisedBy).toBeDefined();
    expect(mine).toEqual(await api('/api/clinic/mine', clinic.ip));
    expect((await page('/', '198.51.100.3')).data!['/api/clinic/mine']).toEqual({ clinic: null });
  });

  it('answers 304 to a reload while nothing changed, and the new status once it has', async () => {
    const first = await page('/');
    const etag = first.response.headers.etag as string;
    expect((await page('/', undefined, { 'if-none-match': etag })).response.statusCode).toBe(304);

    const [manulife] = await testApp().db.select().from(services).where(eq(services.name, 'Manulife'));
    await testApp().db.update(services).set({ status: 'offline', manualStatus: 'offline' }).where(eq(services.id, manulife!.id));
    await testApp().app.directory.view.invalidate();
    const after = await page('/', undefined, { 'if-none-match': etag });
    expect(after.response.statusCode).toBe(200);
    const board = after.data!['/api/board'] as BoardAnswer;
    expect(board.complete).toBe(true);
    expect(board.services.find((s) => s.name === 'Manulife')?.status).toBe('offline');
  });

  it('cannot be closed early by a name that contains "</script>"', async () => {
    const [sunLife] = await testApp().db.select().from(services).where(eq(services.name, 'Sun Life'));
    await testApp().db.update(services).set({ name: 'Sun Life </script><script>alert(1)</script>' }).where(eq(services.id, sunLife!.id));
    await testApp().app.directory.view.invalidate();
    const { response, data } = await page('/');
    expect(response.body).not.toContain('<script>alert(1)');
    expect((data!['/api/board'] as BoardAnswer).services.some((s) => s.name === 'Sun Life </script><script>alert(1)</script>')).toBe(true);
  });

  it('is only in the board and the display, not in other pages', async () => {
    for (const url of ['/contact', '/privacy-policy', '/no-such-page']) {
      expect((await page(url)).data, url).toBeUndefined();
    }
  });
});
