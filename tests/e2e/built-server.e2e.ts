import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import type { Service } from '#shared/status/services.js';
import { BUILT_DIST_DIR, makeDataDir, spawnBuiltServer, startBuiltServer, STARTUP_TIMEOUT_MS, type BuiltServer } from './support/built-server.ts';
import { freePort } from './support/free-port.ts';
import { count, inArray } from 'drizzle-orm';
import { openDatabase } from '#server/db/open.js';
import { dashboardClicks } from '#server/db/schema.js';
import { expect, test } from './support/fixtures.ts';

/** What / may download before it is whole, in either language (ADR 26 raised ADR 25's 150 KB to 165 KB for the second language, ADR 27 to 170 KB for large boards). */
const FIRST_DOWNLOAD_BUDGET_KB = 170;

/*
 * The production artefact as an operator runs it: `node dist/server/main.js` in its own
 * process, configured only through the environment, on a fresh embedded database.
 * (Under scripts/e2e.mjs, a private copy of dist/: see support/built-server.ts.)
 */

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it came over the wire (not decompressed). */
  body: Buffer;
  text: string;
}

/** A plain HTTP GET that leaves the body as sent, so content encodings can be checked. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') });
      });
      response.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

/** For tests that start a server: its start-up allowance plus time for the checks. */
const WITH_STARTUP = STARTUP_TIMEOUT_MS + 30_000;

const APP_CONFIG_ELEMENT = '<script id="app-config" type="application/json">';
const METRICS_TOKEN = 'built-server-metrics-token-0123456789';

// The steps of one server's life on one data directory, run in the order written, and the rest
// skipped once one fails: it serves, is backed up, refuses a second process, stops, restarts
// with what it seeded, and takes over a lock left by a process now gone.
test.describe('the built server (node dist/server/main.js)', () => {
  test.describe.configure({ mode: 'serial' });
  let dataDir: string;
  let server: BuiltServer;
  let seededServiceNames: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(WITH_STARTUP);
    dataDir = makeDataDir();
    server = await startBuiltServer({ dataDir, env: { METRICS_TOKEN } });
  });

  test.afterAll(async () => {
    server?.kill('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('logs that it is ready and serves /healthz', async () => {
    const health = await get(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ status: 'ok', database: 'pglite' });
    // /healthz answers as soon as the server listens, a moment before the line is logged.
    await expect.poll(() => server.output(), { timeout: 5000, intervals: [50] }).toContain('Clinic status board ready');
  });

  test('counts the polled answers it writes before the framework, by route, in /metrics', async () => {
    for (let i = 0; i < 3; i++) expect((await get(`${server.url}/api/services`)).status).toBe(200);
    const metrics = await get(`${server.url}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(metrics.status).toBe(200);
    const served = /^statusboard_http_requests_total\{method="GET",route="\/api\/services",status_code="200"\} (\d+)$/m.exec(metrics.text);
    expect(Number(served?.[1])).toBeGreaterThanOrEqual(3);
    expect(metrics.text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect((await get(`${server.url}/metrics`)).status).toBe(403);
  });

  test('keeps its data directory owner-only: the database files, keys, admin entry suffix and outbox', async () => {
    const loose: string[] = [];
    const visit = (entry: string) => {
      const stat = fs.lstatSync(entry);
      if ((stat.mode & 0o077) !== 0) loose.push(`${path.relative(dataDir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    };
    visit(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'keys.json'))).toBe(true);
    expect(loose).toEqual([]);
  });

  test("serves the page at / uncached, drawn on the server from the caller's first screen, with the public configuration embedded", async () => {
    const response = await get(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.text).toMatch(/<script id="first-screen" type="application\/json" data-rendered-at="[^"]+Z">/);
    // The renderer built into dist/ssr/ drew the board: its heading is in the HTML, before any script.
    expect(response.text).toMatch(/<div id="root">.*<h1[^>]*>Service Status<\/h1>/s);
    expect(response.text).toContain(APP_CONFIG_ELEMENT);
    const json = response.text.split(APP_CONFIG_ELEMENT)[1]!.split('</script>')[0]!;
    expect(JSON.parse(json)).toHaveProperty('provider.name');
  });

  test('serves hashed assets with immutable caching, pre-compressed with brotli and gzip', async () => {
    const index = await get(`${server.url}/`);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index.text)?.[1];
    expect(asset, 'index.html references a hashed script under /assets/').toBeDefined();

    const plain = await get(`${server.url}${asset}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.headers['cache-control']).toContain('max-age=31536000');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(fs.readFileSync(path.join(BUILT_DIST_DIR, 'client', asset!)))).toBe(true);

    const brotli = await get(`${server.url}${asset}`, { 'accept-encoding': 'br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);

    const gzip = await get(`${server.url}${asset}`, { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  for (const [language, acceptLanguage] of [
    ['English', 'en-CA,en;q=0.9'],
    ['French', 'fr-CA,fr;q=0.9'],
  ] as const) {
    test(`keeps the first download of / in ${language} (the served page with its styles and data, and every script it loads up front, its messages included) within ${FIRST_DOWNLOAD_BUDGET_KB} KB gzip (ADR 25, 26)`, async () => {
      const page = await get(`${server.url}/`, { 'accept-encoding': 'gzip', 'accept-language': acceptLanguage });
      expect(page.headers['content-encoding']).toBe('gzip');
      const html = zlib.gunzipSync(page.body).toString('utf8');
      const scripts = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
      expect(scripts.some((script) => script.includes(`catalogue-${acceptLanguage.slice(0, 5)}`))).toBe(true);
      let bytes = page.body.length;
      for (const script of scripts) {
        const response = await get(`${server.url}${script}`, { 'accept-encoding': 'gzip' });
        bytes += response.body.length;
      }
      expect(bytes / 1024, `first download of / in ${language}, KB (gzip): ${(bytes / 1024).toFixed(1)}`).toBeLessThanOrEqual(FIRST_DOWNLOAD_BUDGET_KB);
    });
  }

  test('draws the first screen with the messages it fetches up front: none it names is kept for later (ADR 26)', () => {
    const check = spawnSync(process.execPath, ['scripts/first-screen-messages.mjs', '--check', '--dir', path.join(BUILT_DIST_DIR, 'client')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
  });

  test('serves no source maps and names none in its scripts, though they are built for operators', async () => {
    const index = await get(`${server.url}/`);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index.text)![1]!;
    expect(fs.existsSync(path.join(BUILT_DIST_DIR, 'client', `${asset}.map`))).toBe(true);
    expect((await get(`${server.url}${asset}`)).text).not.toContain('sourceMappingURL');
    for (const url of [`${asset}.map`, `${asset}.map?x=1`]) {
      const response = await get(`${server.url}${url}`);
      expect(response.status, url).toBe(404);
      expect(response.text).not.toContain('"sources"');
    }
  });

  test('answers an unknown page with the app (its 404 page) and HTTP status 404', async () => {
    const response = await get(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain(APP_CONFIG_ELEMENT);
  });

  test('answers an unknown API path with 404 JSON', async () => {
    const response = await get(`${server.url}/api/unknown`);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.text)).toEqual({ message: expect.any(String) });
  });

  test('has seeded the default services', async () => {
    const response = await get(`${server.url}/api/services`);
    expect(response.status).toBe(200);
    const services = JSON.parse(response.text) as Service[];
    const names = services.map((s) => s.name);
    expect(names).toContain(CLAIMS_NETWORK_SERVICE_NAME);
    expect(services.filter((s) => s.type === 'insurance' && s.name !== CLAIMS_NETWORK_SERVICE_NAME).length).toBeGreaterThanOrEqual(12);
    expect(new Set(names).size).toBe(names.length);
    seededServiceNames = names;
  });

  test('backs up while serving (npm run backup), and a restore into a fresh data directory serves the same data', async () => {
    test.setTimeout(WITH_STARTUP);
    const cli = (dir: string, ...args: string[]) =>
      spawnSync(process.execPath, [path.join(BUILT_DIST_DIR, 'server/cli/admin.js'), ...args], {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', DATA_DIR: dir, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
        timeout: 120_000,
      });
    const backup = cli(dataDir, 'backup');
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stderr).toContain(`The server (pid ${server.pid}) holds the database; asking it for a backup.`);
    const file = /Backed up the embedded database to (\S+\.tar\.gz) /.exec(backup.stdout)?.[1];
    expect(file, backup.stdout).toBeDefined();
    expect(backup.stdout).toContain(`Back up ${path.join(dataDir, 'keys.json')} too`);
    expect((await get(`${server.url}/healthz`)).status).toBe(200);

    const fresh = makeDataDir();
    try {
      const restore = cli(fresh, 'restore', file!);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`Put the keys.json this backup was made with into ${fresh}`);
      expect(cli(fresh, 'restore', file!).status).toBe(1);
      for (const name of ['keys.json', 'admin-entry-suffix']) fs.copyFileSync(path.join(dataDir, name), path.join(fresh, name));
      const restored = await startBuiltServer({ dataDir: fresh });
      try {
        const original = JSON.parse((await get(`${server.url}/api/services`)).text) as Service[];
        const copy = JSON.parse((await get(`${restored.url}/api/services`)).text) as Service[];
        expect(copy.map((s) => [s.id, s.name])).toEqual(original.map((s) => [s.id, s.name]));
        expect(restored.output()).not.toContain('seeded the default services');
      } finally {
        await restored.stop();
      }
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });

  test('refuses to start a second process on the same data directory', async () => {
    test.setTimeout(90_000);
    const second = spawnBuiltServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const exit = await second.exited(60_000);
    expect(exit.code, second.output()).not.toBe(0);
    expect(exit.code, second.output()).not.toBeNull();
    expect(second.output()).toContain('in use by another process');
    // ...and the first one is unharmed.
    expect((await get(`${server.url}/healthz`)).status).toBe(200);
  });

  test('stops cleanly on SIGTERM within 10 s, releasing the data directory', async () => {
    const started = Date.now();
    const exit = await server.stop(10_000);
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).toContain('stopped cleanly');
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  test('restarts on the same data directory with its data, without seeding twice', async () => {
    test.setTimeout(WITH_STARTUP);
    expect(seededServiceNames.length).toBeGreaterThan(0);
    const again = await startBuiltServer({ dataDir });
    try {
      const services = JSON.parse((await get(`${again.url}/api/services`)).text) as Service[];
      expect(services.map((s) => s.name).sort()).toEqual([...seededServiceNames].sort());
      expect(again.output()).not.toContain('seeded the default services');
    } finally {
      expect((await again.stop()).code).toBe(0);
    }
  });

  test('takes over a lock file left by a process that no longer runs', async () => {
    test.setTimeout(WITH_STARTUP);
    // A pid that is certainly not running: a process that has already exited.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), String(gone));
    const again = await startBuiltServer({ dataDir });
    expect((await get(`${again.url}/healthz`)).status).toBe(200);
    expect((await again.stop()).code).toBe(0);
  });
});

// Each test on a data directory of its own: they may run in either worker.
test.describe('the built server with a bad environment', () => {
  test.describe.configure({ mode: 'parallel' });
  test.beforeEach(() => test.setTimeout(90_000));

  for (const [name, value] of [
    ['PORT', 'abc'],
    ['TIMEZONE', 'Mars/Base'],
    ['PUBLIC_URL', 'status.example.ca'],
    ['TRUST_PROXY', 'true'],
  ] as const) {
    test(`refuses to start when ${name}=${value}, naming the variable`, async () => {
      const dataDir = makeDataDir();
      try {
        const proc = spawnBuiltServer({ DATA_DIR: dataDir, PORT: String(await freePort()), [name]: value });
        const exit = await proc.exited(60_000);
        expect(exit.code, proc.output()).toBe(1);
        expect(proc.output()).toContain('Invalid configuration');
        expect(proc.output()).not.toMatch(/^\s+at /m);
        expect(proc.output()).toContain(`${name}:`);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }

  /**
   * Runs the built server with `env` until it exits by itself (each of these must be refused:
   * exit code 1, no stack trace); answers its output. A data directory it makes is removed.
   */
  async function refusedStart(env: Record<string, string>, ownDataDir?: string) {
    const dataDir = ownDataDir ?? makeDataDir();
    try {
      const proc = spawnBuiltServer({ DATA_DIR: dataDir, PORT: String(await freePort()), MONITOR_ENABLED: 'false', ...env });
      const exit = await proc.exited(60_000);
      expect(exit.code, proc.output()).toBe(1);
      expect(proc.output()).not.toMatch(/^\s+at /m);
      return proc.output();
    } finally {
      if (!ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  /** Nothing listens here: a start that reached the database would fail on it with ECONNREFUSED. */
  const UNREACHABLE_DATABASE = 'postgres://postgres@127.0.0.1:9/never';

  test('names the keys and the admin entry PostgreSQL needs, all at once, before connecting to it', async () => {
    const output = await refusedStart({ DATABASE_URL: UNREACHABLE_DATABASE });
    expect(output).toMatch(/DATA_ENCRYPTION_KEYS, BLIND_INDEX_KEY: required with DATABASE_URL.*npm run keys -- generate/);
    expect(output).toMatch(/ADMIN_ENTRY_SUFFIX: required with DATABASE_URL.*openssl rand -hex 12/);
    expect(output).not.toMatch(/ECONNREFUSED/);
  });

  test('names a damaged keys file and says to restore it, leaving the file as it was and creating no database', async () => {
    const dataDir = makeDataDir();
    const keysFile = path.join(dataDir, 'keys.json');
    try {
      fs.writeFileSync(keysFile, '{"dataKeys": "trunc');
      const output = await refusedStart({}, dataDir);
      expect(output).toContain(keysFile);
      expect(output).toMatch(/Restore this file from your backup/);
      expect(fs.readFileSync(keysFile, 'utf8')).toBe('{"dataKeys": "trunc');
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('says in one line when the database cannot be reached', async () => {
    const key = Buffer.alloc(32, 3).toString('base64');
    const output = await refusedStart({
      DATABASE_URL: UNREACHABLE_DATABASE,
      DATA_ENCRYPTION_KEYS: `k1:${key}`,
      BLIND_INDEX_KEY: key,
      ADMIN_ENTRY_SUFFIX: 'an-operator-choice',
    });
    expect(output).toMatch(/^The database could not be opened: .+/m);
  });
});

test.describe('the embedded database killed during writes', () => {
  test('opens again after SIGKILL in the middle of a stream of writes, with the writes it acknowledged', async () => {
    test.setTimeout(2 * WITH_STARTUP);
    const dataDir = makeDataDir();
    try {
      const first = await startBuiltServer({ dataDir, env: { MONITOR_ENABLED: 'false' } });
      const acknowledged: string[] = [];
      let stop = false;
      const writers = Array.from({ length: 4 }, async (_, writer) => {
        for (let sequence = 0; !stop; sequence++) {
          const cardName = `kill-${writer}-${sequence}`;
          try {
            const response = await fetch(`${first.url}/api/track/dashboard-click`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: `http://localhost:${first.port}` },
              body: JSON.stringify({ cardType: 'service', cardId: 'kill', cardName }),
            });
            if (response.status === 201) acknowledged.push(cardName);
            // This address's budget for the minute is spent (120 writes): more would only be refused.
            else if (response.status === 429) return;
          } catch {
            return; // the process is gone
          }
        }
      });
      await expect.poll(() => acknowledged.length, { timeout: 20_000, intervals: [20] }).toBeGreaterThan(40);
      first.kill('SIGKILL');
      stop = true;
      await Promise.all(writers);
      await first.exited();

      const again = await startBuiltServer({ dataDir, env: { MONITOR_ENABLED: 'false' } });
      expect((await get(`${again.url}/api/services`)).status).toBe(200);
      expect((await again.stop()).code).toBe(0);

      // What the embedded engine kept of the acknowledged writes (README: what it does not promise).
      const database = await openDatabase({ engine: 'pglite', dataDir });
      try {
        const [found] = await database.db.select({ n: count() }).from(dashboardClicks).where(inArray(dashboardClicks.cardName, acknowledged));
        console.log(`[embedded kill] acknowledged ${acknowledged.length}, found ${found!.n} after SIGKILL and restart`);
        expect(found!.n).toBe(acknowledged.length);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
