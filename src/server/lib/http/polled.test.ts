import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { createPolled, type PolledServer, type PolledSnapshot } from './polled.ts';
import { precompress } from './precompressed.ts';

const SECURITY = { 'x-content-type-options': 'nosniff' };
const snapshot: PolledSnapshot = { etag: '"v1"', body: Buffer.from('{"notices":["é"]}') };

interface Answer {
  status: number;
  rawHeaders: string[];
  body: string;
}

let stopServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stopServer?.();
  stopServer = undefined;
});

/** A polled server on a free port; whatever it leaves goes to a framework stand-in that answers 404. */
async function listening(polled: PolledServer): Promise<(path: string, headers?: Record<string, string>, method?: string) => Promise<Answer>> {
  const server = polled.server((_request, response) => response.writeHead(404, { 'x-answered-by': 'framework' }).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stopServer = () => new Promise((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;
  return (path, headers = {}, method = 'GET') =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end();
    });
}

/** The answer's headers in order, without the connection's own. */
const ownHeaders = (answer: Answer) =>
  answer.rawHeaders
    .flatMap((value, i, all) => (i % 2 === 0 ? [[value.toLowerCase(), all[i + 1]!] as const] : []))
    .filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name));

describe('the polled answers', () => {
  it('answers only a plain GET of a registered path, and leaves everything else to the framework', async () => {
    const polled = createPolled({ securityHeaders: SECURITY, trustProxy: false });
    const snapshotOf = vi.fn(() => snapshot);
    polled.serveWhenInMemory('/api/notices', { headers: { 'cache-control': 'private, no-cache' }, snapshotOf });
    const ask = await listening(polled);
    expect((await ask('/api/notices')).status).toBe(200);
    for (const [method, path] of [
      ['HEAD', '/api/notices'],
      ['POST', '/api/notices'],
      ['GET', '/api/notices?x=1'],
      ['GET', '/api/notices/'],
      ['GET', '/api/services'],
    ] as const) {
      expect((await ask(path, {}, method)).status, `${method} ${path}`).toBe(404);
    }
    expect(snapshotOf).toHaveBeenCalledTimes(1);
    expect(polled.answered).toBe(1);
  });

  it('puts the security headers first, then the path’s own, the ETag and the length', async () => {
    const polled = createPolled({ securityHeaders: SECURITY, trustProxy: false });
    polled.serveWhenInMemory('/api/notices', { headers: { 'cache-control': 'private, no-cache' }, snapshotOf: () => snapshot });
    const answer = await (await listening(polled))('/api/notices');
    expect(answer.body).toBe('{"notices":["é"]}');
    expect(ownHeaders(answer)).toEqual([
      ['x-content-type-options', 'nosniff'],
      ['cache-control', 'private, no-cache'],
      ['etag', '"v1"'],
      ['content-type', 'application/json; charset=utf-8'],
      ['content-length', '18'],
    ]);
  });

  it('answers a matching If-None-Match with 304, the same headers and no body', async () => {
    const polled = createPolled({ securityHeaders: SECURITY, trustProxy: false });
    polled.serveWhenInMemory('/api/notices', { headers: { 'cache-control': 'private, no-cache' }, snapshotOf: () => snapshot });
    const answer = await (await listening(polled))('/api/notices', { 'if-none-match': 'W/"v1"' });
    expect(answer.status).toBe(304);
    expect(answer.body).toBe('');
    expect(ownHeaders(answer)).toEqual([
      ['x-content-type-options', 'nosniff'],
      ['cache-control', 'private, no-cache'],
      ['etag', '"v1"'],
    ]);
  });

  it('sends a precompressed body in the encoding asked for, and says it varies by it', async () => {
    const polled = createPolled({ securityHeaders: SECURITY, trustProxy: false });
    const body = precompress(JSON.stringify({ services: 'x'.repeat(4096) }));
    polled.serveWhenInMemory('/api/services', { headers: { 'cache-control': 'no-cache', vary: 'cookie' }, snapshotOf: () => ({ etag: '"s"', body }) });
    const ask = await listening(polled);
    const brotli = ownHeaders(await ask('/api/services', { 'accept-encoding': 'gzip, br' }));
    expect(brotli).toContainEqual(['content-encoding', 'br']);
    expect(brotli).toContainEqual(['vary', 'cookie, accept-encoding']);
    expect(brotli).toContainEqual(['content-length', String(body.br.length)]);
    expect(ownHeaders(await ask('/api/services', { 'accept-encoding': 'br;q=0, gzip' }))).toContainEqual(['content-encoding', 'gzip']);
    const plain = await ask('/api/services');
    expect(ownHeaders(plain).map(([name]) => name)).not.toContain('content-encoding');
    expect(plain.body).toBe(body.identity.toString('utf8'));
  });

  it('leaves the request to the framework when the answer is not in memory, and records nothing for it', async () => {
    const recorded: string[] = [];
    const polled = createPolled({
      securityHeaders: SECURITY,
      trustProxy: false,
      recorders: (method, route) => (status) => recorded.push(`${method} ${route} ${status}`),
    });
    let cached: PolledSnapshot | undefined = undefined;
    polled.serveWhenInMemory('/api/notifications', { headers: { 'cache-control': 'private, no-cache', vary: 'cookie' }, snapshotOf: () => cached });
    const ask = await listening(polled);
    expect((await ask('/api/notifications')).status).toBe(404);
    cached = snapshot;
    expect((await ask('/api/notifications')).status).toBe(200);
    expect((await ask('/api/notifications', { 'if-none-match': '"v1"' })).status).toBe(304);
    expect(recorded).toEqual(['GET /api/notifications 200', 'GET /api/notifications 304']);
  });

  it('gives the caller’s address as Fastify would, through a trusted proxy', async () => {
    const polled = createPolled({ securityHeaders: SECURITY, trustProxy: (address) => address === '127.0.0.1' });
    const seen: string[] = [];
    polled.serveWhenInMemory('/api/clinic/access-status', {
      headers: { 'cache-control': 'no-cache, private' },
      snapshotOf: (_request, clientIp) => (seen.push(clientIp()), snapshot),
    });
    await (
      await listening(polled)
    )('/api/clinic/access-status', { 'x-forwarded-for': '203.0.113.9' });
    expect(seen).toEqual(['203.0.113.9']);
  });

  it('answers nothing once closed, so the framework can refuse requests while the server stops', async () => {
    const polled = createPolled({ securityHeaders: SECURITY, trustProxy: false });
    const snapshotOf = vi.fn(() => snapshot);
    polled.serveWhenInMemory('/api/notices', { headers: {}, snapshotOf });
    const ask = await listening(polled);
    polled.close();
    expect((await ask('/api/notices')).status).toBe(404);
    expect(snapshotOf).not.toHaveBeenCalled();
  });
});

describe('a polled route with a path parameter', () => {
  it('answers each known value from memory, the same through the framework, and any other value as the module says', async () => {
    const polled = createPolled({ securityHeaders: SECURITY, trustProxy: false });
    const app = Fastify({ serverFactory: (handler) => polled.server(handler) });
    const answer = (name: string): PolledSnapshot => ({ etag: `"${name}"`, body: Buffer.from(JSON.stringify([name])) });
    polled.serveEach(
      app,
      '/api/sections/:type',
      {},
      {
        red: { headers: { 'cache-control': 'no-cache' }, snapshotOf: () => answer('red') },
        blue: { headers: { 'cache-control': 'no-cache' }, snapshotOf: () => answer('blue') },
      },
      (request, reply) => reply.code(404).send({ message: `No section ${(request.params as { type: string }).type}` }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    stopServer = () => app.close();
    const { port } = app.server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });

    const early = await get('/api/sections/blue');
    expect(polled.answered).toBe(1);
    expect(await early.json()).toEqual(['blue']);
    expect(early.headers.get('etag')).toBe('"blue"');
    const routed = await get('/api/sections/red?poll=1');
    expect(polled.answered).toBe(1);
    expect(await routed.json()).toEqual(['red']);
    expect((await get('/api/sections/red?poll=1', { 'if-none-match': '"red"' })).status).toBe(304);
    const unknown = await get('/api/sections/green');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No section green' });
  });
});
