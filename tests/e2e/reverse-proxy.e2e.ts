import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { openDatabase, type Database } from '#server/db/open.js';
import { adminSessions, users } from '#server/db/schema.js';
import { userEmailColumns } from '#server/modules/auth/users.service.js';
import { createKeyRing, generateKeyMaterialSpec, parseBlindIndexKey, parseDataKeys } from '#server/lib/security/crypto.js';
import { startBuiltServer, STARTUP_TIMEOUT_MS, type BuiltServer } from './support/built-server.ts';
import { expect, test } from './support/fixtures.ts';
import { freePort } from './support/free-port.ts';
import { nginxMissingMessage, startNginx, type Nginx } from './support/nginx.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.ts';

/*
 * The built app behind a real reverse proxy: Debian's nginx, configured by the shipped
 * deploy/nginx.conf, in front of two instances on one PostgreSQL database, once per form of
 * TRUST_PROXY. Clients connect from distinct loopback
 * addresses (Linux routes all of 127/8 to lo, and a client may bind any of them) and forge
 * X-Forwarded-For; the app must see the peer address nginx appended, never the forged one.
 * Which address the app saw shows in /api/clinic/access-status once that address is
 * whitelisted. nginx adds X-Upstream (the instance that answered) to every response.
 */

const BASE_URL = process.env.TEST_DATABASE_URL;
const NGINX_SOURCE = '127.0.0.3';
const METRICS_TOKEN = randomBytes(24).toString('base64url');

/**
 * Ways to spell /metrics that a router or a proxy may take for it: a trailing or doubled slash,
 * a percent-escaped letter or slash, dot segments, another case, a query.
 */
const METRICS_SPELLINGS = [
  '/metrics',
  '/metrics?x=1',
  '/metrics/',
  '/metrics//',
  '/metrics/x',
  '/metrics/.',
  '/metrics%2f',
  '/metrics%2F',
  '/%6Detrics',
  '/%6detrics',
  '/%6D%65trics',
  '//metrics',
  '/%2fmetrics',
  '/./metrics',
  '/x/../metrics',
  '/x/..%2fmetrics',
  '/METRICS',
  '/Metrics/',
];

interface Answer {
  status: number;
  upstream: string;
  body: string;
}

/**
 * GET from a chosen source address, with any headers (a forged X-Forwarded-For among them).
 * `path`, when given, is sent exactly as written: the URL parser would resolve its dot segments.
 */
function request(url: string, options: { from: string; method?: string; headers?: Record<string, string>; body?: string; path?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = {
      method: options.method ?? 'GET',
      localAddress: options.from,
      headers: options.headers,
      agent: false,
      ...(options.path ? { path: options.path } : {}),
    };
    const req = http.request(url, sent, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, upstream: String(res.headers['x-upstream'] ?? ''), body }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

async function accessVia(url: string, from: string, forwardedFor?: string): Promise<{ hasAccess: boolean; upstream: string }> {
  const answer = await request(`${url}/api/clinic/access-status`, { from, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  expect(answer.status, answer.body).toBe(200);
  return { hasAccess: (JSON.parse(answer.body) as { hasAccess: boolean }).hasAccess, upstream: answer.upstream };
}

/** The instances answer through nginx in turn; asks until each has answered `rounds` times. */
async function throughEveryInstance(proxyUrl: string, instances: BuiltServer[], from: string, forwardedFor?: string, rounds = 2) {
  const seen = new Map<string, boolean[]>();
  for (let i = 0; i < instances.length * rounds; i++) {
    const { hasAccess, upstream } = await accessVia(proxyUrl, from, forwardedFor);
    seen.set(upstream, [...(seen.get(upstream) ?? []), hasAccess]);
  }
  expect([...seen.keys()].sort()).toEqual(instances.map((s) => `127.0.0.1:${s.port}`).sort());
  return [...seen.values()].flat();
}

/** Retries `check` (other processes, so no clock to drive) until it passes or `timeoutMs` is over. */
async function eventually(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  await expect(check).toPass({ timeout: timeoutMs, intervals: [50] });
}

test.describe('behind nginx, two instances on PostgreSQL', () => {
  test.skip(!BASE_URL, 'set TEST_DATABASE_URL to a PostgreSQL server to run it');
  let scratch: ScratchDatabase | undefined;
  const material = generateKeyMaterialSpec();
  const keys = createKeyRing({ dataKeys: parseDataKeys(material.dataKeys), blindIndexKey: parseBlindIndexKey(material.blindIndexKey) });
  let database: Database | undefined;
  let nginx: Nginx | undefined;
  const instances: BuiltServer[] = [];
  let hops: { url: string; origin: string; servers: BuiltServer[] };
  let cidr: { url: string; origin: string; servers: BuiltServer[] };
  let adminCookie = '';

  const admin = async (server: BuiltServer, origin: string, ipAddress: string) => {
    const answer = await request(`${server.url}/api/admin/whitelist`, {
      from: '127.0.0.1',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie: adminCookie },
      body: JSON.stringify({ ipAddress }),
    });
    expect(answer.status, answer.body).toBe(201);
  };

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_TIMEOUT_MS + 30_000);
    const missing = nginxMissingMessage();
    if (missing) throw new Error(missing);
    scratch = await createScratchDatabase(BASE_URL!, 'proxy');
    const url = scratch.url;
    // Migrates the fresh database, so the instances start on a ready one.
    database = await openDatabase({ engine: 'postgres', url, poolSize: 2, log: { warn: () => undefined } });

    const [user] = await database.db
      .insert(users)
      .values({ ...userEmailColumns(keys, 'it.desk@provider.example.ca'), isAdmin: true })
      .returning({ id: users.id });
    const token = randomBytes(16).toString('base64url');
    await database.db.insert(adminSessions).values({ userId: user!.id, sessionToken: keys.hashSecret(token), expiresAt: new Date(Date.now() + 3600_000) });
    adminCookie = `admin_sid=${token}`;

    // The public origins are names, so that nginx's ports can be picked just before it binds
    // them: a port picked before the instances' seconds-long start could be taken meanwhile.
    const HOPS_ORIGIN = 'http://hops.proxy.test';
    const CIDR_ORIGIN = 'http://cidr.proxy.test';
    const start = (publicUrl: string, trustProxy: string) =>
      startBuiltServer({
        env: {
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: '3',
          DATA_ENCRYPTION_KEYS: material.dataKeys,
          BLIND_INDEX_KEY: material.blindIndexKey,
          ADMIN_ENTRY_SUFFIX: 'proxy-spec-entry',
          PUBLIC_URL: publicUrl,
          TRUST_PROXY: trustProxy,
          MONITOR_ENABLED: 'false',
          SEED_SAMPLE_SERVICES: 'false',
          LOG_LEVEL: 'warn',
          // With the token set, /metrics answers any address that brings it: only the proxy keeps it from the internet.
          METRICS_TOKEN,
        },
      });
    const started = await Promise.allSettled([
      start(HOPS_ORIGIN, '1'),
      start(HOPS_ORIGIN, '1'),
      start(CIDR_ORIGIN, `${NGINX_SOURCE}/32`),
      start(CIDR_ORIGIN, `${NGINX_SOURCE}/32`),
    ]);
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;

    const [hopsPort, cidrPort] = [await freePort(), await freePort()];
    hops = { url: `http://127.0.0.1:${hopsPort}`, origin: HOPS_ORIGIN, servers: instances.slice(0, 2) };
    cidr = { url: `http://127.0.0.1:${cidrPort}`, origin: CIDR_ORIGIN, servers: instances.slice(2, 4) };
    nginx = await startNginx([
      { port: hopsPort, upstreams: hops.servers.map((s) => s.port) },
      { port: cidrPort, upstreams: cidr.servers.map((s) => s.port), bindAddress: NGINX_SOURCE },
    ]);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await nginx?.stop();
    await Promise.all(instances.map((server) => server.stop().catch(() => server.kill('SIGKILL'))));
    for (const server of instances) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await database?.close();
    await scratch?.drop();
  });

  test.describe('TRUST_PROXY=1 (hop count)', () => {
    test('sees the peer nginx appended on every instance, never a forged X-Forwarded-For, and a change made through one instance reaches the other', async () => {
      await admin(hops.servers[0]!, hops.origin, '127.0.0.5');
      // The second instance learns of the change through LISTEN/NOTIFY (its backstop reload is 30 s away).
      await eventually(async () => expect(await throughEveryInstance(hops.url, hops.servers, '127.0.0.5')).not.toContain(false));

      expect(await throughEveryInstance(hops.url, hops.servers, '127.0.0.5', '203.0.113.9')).not.toContain(false);
      expect(await throughEveryInstance(hops.url, hops.servers, '127.0.0.6', '127.0.0.5')).not.toContain(true);
      expect(await throughEveryInstance(hops.url, hops.servers, '127.0.0.6', '127.0.0.5, 127.0.0.5')).not.toContain(true);
      expect(await throughEveryInstance(hops.url, hops.servers, '127.0.0.6')).not.toContain(true);
    });

    test('has the documented hole: a client that reaches an instance directly chooses its address (hence: a CIDR list)', async () => {
      await admin(hops.servers[1]!, hops.origin, '127.0.0.7');
      await eventually(async () => expect((await accessVia(hops.servers[0]!.url, '127.0.0.8', '127.0.0.7')).hasAccess).toBe(true));
    });
  });

  test.describe(`TRUST_PROXY=${NGINX_SOURCE}/32 (nginx's address, with proxy_bind)`, () => {
    test('sees the peer nginx appended on every instance, never a forged X-Forwarded-For, and a change made through one instance reaches the other', async () => {
      await admin(cidr.servers[1]!, cidr.origin, '127.0.0.15');
      await eventually(async () => expect(await throughEveryInstance(cidr.url, cidr.servers, '127.0.0.15')).not.toContain(false));

      expect(await throughEveryInstance(cidr.url, cidr.servers, '127.0.0.15', '203.0.113.9')).not.toContain(false);
      expect(await throughEveryInstance(cidr.url, cidr.servers, '127.0.0.16', '127.0.0.15')).not.toContain(true);
      expect(await throughEveryInstance(cidr.url, cidr.servers, '127.0.0.16', `127.0.0.15, ${NGINX_SOURCE}`)).not.toContain(true);
    });

    test('does not believe a client that connects to an instance directly with a forged X-Forwarded-For', async () => {
      await admin(cidr.servers[0]!, cidr.origin, '127.0.0.17');
      for (const server of cidr.servers) {
        await eventually(async () => expect((await accessVia(server.url, '127.0.0.17')).hasAccess).toBe(true));
        expect((await accessVia(server.url, '127.0.0.18', '127.0.0.17')).hasAccess).toBe(false);
        expect((await accessVia(server.url, '127.0.0.1', '127.0.0.17')).hasAccess).toBe(false);
      }
    });
  });

  test.describe('/metrics', () => {
    const withToken = { authorization: `Bearer ${METRICS_TOKEN}` };

    test('is not reachable through nginx however it is spelled, even with the token: nginx answers itself, never an instance', async () => {
      const reached: string[] = [];
      for (const site of [hops, cidr]) {
        for (const spelling of METRICS_SPELLINGS) {
          for (const method of ['GET', 'HEAD']) {
            const answer = await request(site.url, { from: '127.0.0.9', method, headers: withToken, path: spelling });
            if (![403, 404].includes(answer.status) || answer.upstream !== '' || answer.body.includes('statusboard_')) {
              reached.push(`${method} ${spelling} via ${site.origin}: ${answer.status} from ${answer.upstream || 'nginx'}`);
            }
          }
        }
      }
      expect(reached).toEqual([]);
    });

    test('answers the token on an instance itself at /metrics only: any other spelling is an unknown page there', async () => {
      for (const server of instances) {
        const exact = await request(`${server.url}/metrics`, { from: '127.0.0.1', headers: withToken });
        expect(exact.status, exact.body).toBe(200);
        expect(exact.body).toContain('statusboard_http_requests_total');
        expect((await request(`${server.url}/metrics?x=1`, { from: '127.0.0.1', headers: withToken })).status).toBe(200);
        for (const spelling of METRICS_SPELLINGS.filter((s) => !s.startsWith('/metrics?') && s !== '/metrics')) {
          const answer = await request(server.url, { from: '127.0.0.1', headers: withToken, path: spelling });
          expect(answer.status, spelling).toBe(404);
          expect(answer.body, spelling).not.toContain('statusboard_');
        }
      }
    });
  });
});
