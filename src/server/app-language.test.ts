import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/support/test-app.ts';
import { seedDefaultServices } from './db/seed.ts';

/*
 * Pages come in the caller's language: the `lang` cookie when they chose one, else their browser's
 * Accept-Language, else English. The page's lang, title and description follow it, and so does the
 * board drawn on the server (a stand-in renderer writes the language it was asked for).
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-lang-'));
const clientDir = path.join(root, 'client');
fs.mkdirSync(clientDir);
fs.mkdirSync(path.join(root, 'ssr'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html lang="en-CA"><head><meta name="description" content="x" /><title>Clinic Status Board</title><!--app-config--></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(root, 'ssr', 'entry-server.js'),
  `export function createPageRenderer() {
     return async (path, data, renderedAt, locale) => '<main data-locale="' + locale + '">' + path + '</main>';
   }
`,
);

const testApp = useTestApp({ clientDir });

beforeAll(async () => {
  await seedDefaultServices(testApp().db);
  await testApp().app.directory.view.invalidate();
});

beforeEach(() => {
  testApp().clock.advance(60_000);
});

const get = (url: string, headers: Record<string, string> = {}) => testApp().request({ method: 'GET', url, headers, ip: '198.51.100.9' });

describe('pages in the caller’s language', () => {
  it('are English by default, named and described in English', async () => {
    const response = await get('/contact');
    expect(response.body).toContain('<html lang="en-CA"');
    expect(response.body).toContain('<title>Clinic Status Board</title>');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it('follow a browser set to French', async () => {
    const response = await get('/contact', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(response.body).toContain('<html lang="fr-CA"');
    expect(response.body).toContain('<title>Tableau d’état des cliniques</title>');
    expect(response.body).toMatch(/<meta name="description" content="État en direct/);
  });

  it('follow the remembered choice over the browser', async () => {
    const english = await get('/contact', { 'accept-language': 'fr-CA', cookie: 'lang=en-CA' });
    expect(english.body).toContain('<html lang="en-CA"');
    const french = await get('/privacy-policy', { 'accept-language': 'en-CA', cookie: 'lang=fr-CA' });
    expect(french.body).toContain('<html lang="fr-CA"');
  });

  it('ignore a cookie value that is not a language we speak', async () => {
    const response = await get('/contact', { 'accept-language': 'fr', cookie: 'lang=<script>' });
    expect(response.body).toContain('<html lang="fr-CA"');
    expect(response.body).not.toContain('<script>"');
  });

  it('answer an unknown page in the caller’s language too', async () => {
    const response = await get('/no-such-page', { 'accept-language': 'fr-CA' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="fr-CA"');
  });

  for (const url of ['/', '/display']) {
    it(`${url}: the board is drawn on the server in the caller’s language, each language kept apart`, async () => {
      const french = await get(url, { 'accept-language': 'fr-CA' });
      expect(french.body).toContain('<html lang="fr-CA"');
      expect(french.body).toContain(`<main data-locale="fr-CA">${url}</main>`);
      const english = await get(url);
      expect(english.body).toContain('<html lang="en-CA"');
      expect(english.body).toContain(`<main data-locale="en-CA">${url}</main>`);
      expect(english.headers.etag).not.toBe(french.headers.etag);
      expect(french.headers.vary).toMatch(/Accept-Language/);
    });
  }
});
