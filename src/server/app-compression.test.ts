import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/support/test-app.ts';
import { seedDefaultServices } from './db/seed.ts';

/* HTML and the polled JSON go out compressed, from copies made once (ADR 2). */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-compression-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  `<!doctype html><html><head><title>Clinic status</title><!--app-config--></head><body>${'<p>Status board</p>'.repeat(200)}</body></html>`,
);
const testApp = useTestApp({ clientDir });
beforeAll(async () => {
  await seedDefaultServices(testApp().db);
  await testApp().app.directory.view.invalidate();
});

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('compressed answers', () => {
  for (const url of ['/api/services', '/', '/contact', '/no-such-page']) {
    it(`${url}: brotli or gzip as asked, the same bytes once decoded, and Vary: Accept-Encoding`, async () => {
      const t = testApp();
      const plain = await t.app.server.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const original = plain.rawPayload;
      expect(original.length).toBeGreaterThan(1024);

      for (const [accept, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await t.app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(response.statusCode).toBe(plain.statusCode);
        expect(response.headers['content-encoding']).toBe(expected);
        if (expected) expect(response.rawPayload.length).toBeLessThan(original.length / 2);
        expect(decode(response.headers['content-encoding'] as string | undefined, response.rawPayload).equals(original)).toBe(true);
      }
    });
  }

  it('a 304 for the services list stays empty and says it varies by encoding', async () => {
    const t = testApp();
    const first = await t.app.server.inject({ method: 'GET', url: '/api/services', headers: { 'accept-encoding': 'br' } });
    const again = await t.app.server.inject({
      method: 'GET',
      url: '/api/services',
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
  });
});
