import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from './db/schema.ts';
import { setServiceStatus } from '#tests/support/service-status.ts';
import { adminSessionCookie, createUser, signedInCookie } from '#tests/support/admin-auth.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#tests/support/test-app.ts';

/*
 * The polled answers are written before Fastify sees the request (lib/http/polled.ts). `inject`
 * never reaches that path, so these tests go over a real socket and hold the two to the same
 * bytes: status, every header but the connection's own, and body.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding'];

function overSocket(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function injected(t: TestApp, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await t.app.server.inject({ method: 'GET', url: path, headers, remoteAddress: '127.0.0.1' });
  return { status: response.statusCode, headers: response.headers as Answer['headers'], body: response.rawPayload };
}

const comparable = (answer: Answer) => ({
  status: answer.status,
  headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !CONNECTION_HEADERS.includes(name))),
  body: answer.body.toString('base64'),
});

function listening(env: Record<string, string> = {}): () => { t: TestApp; port: number } {
  let t: TestApp | undefined;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp({ env });
    await t.app.server.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());
  return () => ({ t: t!, port });
}

describe('the polled answers over a real socket', () => {
  const app = listening();

  it.each([
    ['/api/services', {}],
    ['/api/services', { 'accept-encoding': 'gzip' }],
    ['/api/services', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['/api/services', { 'accept-encoding': 'br;q=0, gzip;q=0.5' }],
    ['/api/clinic/access-status', {}],
    ['/api/notices', {}],
  ])('answer %s (%j) byte for byte as the Fastify route does', async (path, headers: Record<string, string>) => {
    const { t, port } = app();
    const answered = t.app.polled.answered;
    const fast = await overSocket(port, path, headers);
    expect(fast.status).toBe(200);
    expect(t.app.polled.answered).toBe(answered + 1);
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
    expect(comparable(fast)).toEqual(comparable(await injected(t, path, headers)));
  });

  // The server is ours (serverFactory), so Fastify's own timeouts never reach it: Node's 5 s
  // keep-alive would close idle connections that nginx (deploy/nginx.conf: upstream keepalive,
  // kept 60 s by default) still reuses, and a write sent on one gets a 502 (never retried).
  it('keep idle connections open longer than nginx keeps its upstream ones (60 s)', async () => {
    const { t, port } = app();
    const answer = await overSocket(port, '/api/services');
    expect(answer.headers['keep-alive']).toBe('timeout=72');
    const fromFastify = await overSocket(port, '/api/services?from=fastify');
    expect(fromFastify.headers['keep-alive']).toBe('timeout=72');
    expect(t.app.server.server.keepAliveTimeout).toBeGreaterThan(60_000);
  });

  it('answer a matching If-None-Match with the same 304 and headers', async () => {
    const { t, port } = app();
    for (const path of ['/api/services', '/api/clinic/access-status']) {
      const etag = String((await overSocket(port, path)).headers.etag);
      const fast = await overSocket(port, path, { 'if-none-match': etag });
      expect(fast.status).toBe(304);
      expect(fast.body.length).toBe(0);
      expect(comparable(fast)).toEqual(comparable(await injected(t, path, { 'if-none-match': etag })));
    }
  });

  it('leave a query string, a trailing slash and HEAD to Fastify, which gives the same answer', async () => {
    const { t, port } = app();
    const plain = comparable(await overSocket(port, '/api/services'));
    const answered = t.app.polled.answered;
    expect(comparable(await overSocket(port, '/api/services?poll=1'))).toEqual(plain);
    expect(comparable(await overSocket(port, '/api/services/'))).toEqual(plain);
    const head = await overSocket(port, '/api/services', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(plain.headers.etag);
    expect(t.app.polled.answered, 'none of these were answered before Fastify').toBe(answered);
  });

  it('follow a change of the services at once: the next poll gets the new list and ETag', async () => {
    const { t, port } = app();
    const [service] = await t.db
      .insert(services)
      .values({ name: `Polled insurer ${randomUUID()}`, type: 'insurance' })
      .returning();
    await t.app.directory.view.invalidate();
    const before = await overSocket(port, '/api/services');
    await setServiceStatus(t, service!.id, 'offline');
    const after = await overSocket(port, '/api/services', { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(comparable(after)).toEqual(comparable(await injected(t, '/api/services')));
  });
});

describe('the signed-in notifications over a real socket', () => {
  const app = listening();

  it('answer from memory once the session and the marks are cached, byte for byte as the route does', async () => {
    const { t, port } = app();
    const user = await createUser(t, { isAdmin: false });
    const cookie = { cookie: await signedInCookie(t, user.id) };
    const first = await overSocket(port, '/api/notifications', cookie); // through the route: loads and caches
    const answered = t.app.polled.answered;
    const second = await overSocket(port, '/api/notifications', cookie); // from memory
    expect(second.status).toBe(200);
    expect(t.app.polled.answered, 'the second poll was answered from memory').toBe(answered + 1);
    expect(comparable(second)).toEqual(comparable(first));
    expect(comparable(second)).toEqual(comparable(await injected(t, '/api/notifications', cookie)));
    const notModified = await overSocket(port, '/api/notifications', { ...cookie, 'if-none-match': String(second.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(comparable(notModified)).toEqual(comparable(await injected(t, '/api/notifications', { ...cookie, 'if-none-match': String(second.headers.etag) })));
  });

  it("show a notification targeted at the caller's network from memory, and not one targeted elsewhere", async () => {
    const { t, port } = app();
    const user = await createUser(t, { isAdmin: false });
    const admin = await createUser(t, { isAdmin: true });
    const headers = { cookie: await adminSessionCookie(t, admin.id) };
    const cookie = { cookie: await signedInCookie(t, user.id) };
    await overSocket(port, '/api/notifications', cookie); // through the route: loads and caches
    const send = async (title: string, targetIp: string) => {
      const body = { title, message: 'For one office.', targetIp, priority: 'normal', isPublic: false };
      const response = await t.request({ method: 'POST', url: '/api/admin/notifications', body, headers });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const here = await send('This office', '127.0.0.1');
    const there = await send('Another office', '198.51.100.0/24');
    try {
      const answered = t.app.polled.answered;
      const polled = await overSocket(port, '/api/notifications', cookie);
      expect(t.app.polled.answered, 'answered from memory').toBe(answered + 1);
      const ids = (JSON.parse(polled.body.toString()) as { id: string }[]).map((n) => n.id);
      expect(ids).toContain(here);
      expect(ids).not.toContain(there);
    } finally {
      for (const id of [here, there]) await t.request({ method: 'DELETE', url: `/api/admin/notifications/${id}`, headers });
    }
  });

  it('leave an unknown or missing session to the route: 401, and the stale cookie cleared', async () => {
    const { port } = app();
    const unknown = await overSocket(port, '/api/notifications', { cookie: `sid=${'A'.repeat(22)}` });
    expect(unknown.status).toBe(401);
    expect(String(unknown.headers['set-cookie'])).toContain('sid=;');
    expect((await overSocket(port, '/api/notifications')).status).toBe(401);
  });

  it('stop answering a session from memory once it is signed out', async () => {
    const { t, port } = app();
    const user = await createUser(t, { isAdmin: false });
    const cookie = { cookie: await signedInCookie(t, user.id) };
    await overSocket(port, '/api/notifications', cookie);
    expect((await overSocket(port, '/api/notifications', cookie)).status).toBe(200);
    const signOut = await t.app.server.inject({ method: 'POST', url: '/api/logout', headers: { ...cookie, origin: TEST_ORIGIN } });
    expect(signOut.statusCode).toBeLessThan(400);
    expect((await overSocket(port, '/api/notifications', cookie)).status).toBe(401);
  });
});

describe('the access status over a real socket behind a trusted proxy (TRUST_PROXY=1)', () => {
  const app = listening({ TRUST_PROXY: '1' });

  it('takes the client from X-Forwarded-For exactly as request.ip does', async () => {
    const { t, port } = app();
    await t.app.whitelist.add({ ipAddress: '198.51.100.41' });
    const forwarded = async (client: string) =>
      JSON.parse((await overSocket(port, '/api/clinic/access-status', { 'x-forwarded-for': client })).body.toString('utf8')) as { hasAccess: boolean };
    expect((await forwarded('198.51.100.41')).hasAccess).toBe(true);
    expect((await forwarded('198.51.100.42')).hasAccess).toBe(false);
    expect((await forwarded('198.51.100.41, 198.51.100.43')).hasAccess).toBe(false);
  });
});
