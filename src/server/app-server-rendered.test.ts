import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/support/test-app.ts';
import { seedDefaultServices } from './db/seed.ts';
import { services } from './db/schema.ts';
import { setStatusByHand } from '#server/modules/status/index.js';

/*
 * The board's pages drawn on the server (ADR 25), with a stand-in for the renderer Vite builds into
 * dist/ssr/: it writes what it was given and counts its renders, so the test sees what the server
 * asks of it and when.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-ssr-'));
const clientDir = path.join(root, 'client');
fs.mkdirSync(clientDir);
fs.mkdirSync(path.join(root, 'ssr'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>Clinic status</title><!--app-config--></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(root, 'ssr', 'entry-server.js'),
  `export function createPageRenderer(config) {
     return async (path, data, renderedAt) => {
       globalThis.__renders = (globalThis.__renders ?? 0) + 1;
       // The board carries GET /api/board, the wall display GET /api/services.
       const names = (data['/api/board'] ? data['/api/board'].services : data['/api/services']).map((s) => s.name + ':' + s.status).join(',');
       if (names.includes('Broken')) throw new Error('cannot draw this');
       return '<main data-path="' + path + '" data-at="' + renderedAt.toISOString() + '" data-zone="' + config.timeZone + '">' + names + '</main>';
     };
   }
`,
);

const testApp = useTestApp({ clientDir });
const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

beforeAll(async () => {
  await seedDefaultServices(testApp().db);
  await testApp().app.directory.view.invalidate();
});

beforeEach(() => {
  // Each test starts a minute on, so no page is kept from the one before.
  testApp().clock.advance(60_000);
});

const get = (url: string, ip = '198.51.100.7') => testApp().request({ method: 'GET', url, ip });

describe('the board drawn on the server', () => {
  for (const url of ['/', '/display']) {
    it(`${url}: the renderer's markup is inside #root, with the moment it was drawn at and a refresh for browsers without scripts`, async () => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const at = testApp().clock.now().toISOString();
      expect(response.body).toContain(`<div id="root"><main data-path="${url}" data-at="${at}" data-zone="America/Edmonton">`);
      expect(response.body).toMatch(/Manulife:[a-z]+/);
      expect(response.body).toContain(`data-rendered-at="${at}"`);
      expect(response.body).toContain('<noscript><meta http-equiv="refresh" content="60"></noscript>');
    });
  }

  it('draws a page once for a storm of requests, again when the status changes, and again a minute later', async () => {
    const before = renders();
    await Promise.all(Array.from({ length: 20 }, () => get('/')));
    expect(renders() - before).toBe(1);
    const again = await get('/');
    expect(renders() - before).toBe(1);
    expect(again.statusCode).toBe(200);

    const [manulife] = await testApp().db.select().from(services).where(eq(services.name, 'Manulife'));
    await setStatusByHand({ db: testApp().db, now: testApp().clock.now() }, manulife!.id, { status: 'offline' }, { userId: null, name: 'Dana' });
    await testApp().app.directory.view.invalidate();
    expect((await get('/')).body).toContain('Manulife:offline');
    expect(renders() - before).toBe(2);

    testApp().clock.advance(60_000);
    await get('/');
    expect(renders() - before).toBe(3);
  });

  it('sends the page to be drawn in the browser when drawing it fails', async () => {
    const [manulife] = await testApp().db.select().from(services).where(eq(services.name, 'Manulife'));
    await testApp().db.update(services).set({ name: 'Broken Manulife' }).where(eq(services.id, manulife!.id));
    await testApp().app.directory.view.invalidate();
    try {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('data-rendered-at');
      expect(response.body).not.toContain('<noscript>');
      expect(response.body).toContain('Broken Manulife');
    } finally {
      await testApp().db.update(services).set({ name: 'Manulife' }).where(eq(services.id, manulife!.id));
      await testApp().app.directory.view.invalidate();
    }
  });
});
