import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { createKeyRing, generateKeyMaterialSpec, normaliseEmail, parseBlindIndexKey, parseDataKeys } from '#server/lib/security/crypto.js';
import { shippedMigrationCount } from '#server/db/open.js';
import { startBuiltServer, STARTUP_TIMEOUT_MS, type BuiltServer } from './support/built-server.ts';
import { expect, test } from './support/fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.ts';

/*
 * Nothing acknowledged is lost when an instance dies. Two built instances start together on a
 * fresh PostgreSQL database (one migrates, the other waits for it), then serve a load of writes
 * (registrations, clicks, admin changes) from clients that spread their requests over both,
 * while the scheduler leader writes check results. The leader is killed with SIGKILL in the
 * middle: every write that got a 2xx answer must be in the database, the clients' retries
 * against the survivor must succeed, and the survivor must take the scheduler within the
 * documented time (one scheduler tick, 5 s).
 */

const BASE_URL = process.env.TEST_DATABASE_URL;
const PUBLIC_URL = 'http://status.failover.test';
const METRICS_TOKEN = 'failover-spec-metrics-token-0123456789';
/** The documented failover bound: a survivor tries for the leadership every tick (monitor.ts TICK_MS). */
const FAILOVER_BOUND_MS = 5_000;
const WRITERS = 8;
const REGISTRATIONS_PER_WRITER = 8;
const MAX_WRITES = 240;

interface Answer {
  status: number;
  body: string;
}

function send(url: string, options: { from: string; method?: string; headers?: Record<string, string>; body?: unknown }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.from,
        agent: false,
        headers: { ...(body ? { 'content-type': 'application/json', origin: PUBLIC_URL } : {}), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

async function metricOf(server: BuiltServer, name: string): Promise<number | null> {
  try {
    const answer = await send(`${server.url}/metrics`, { from: '127.0.0.1', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(answer.body);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Asks `probe` every 50 ms until it answers something; `what` names it if time runs out. */
async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs: number): Promise<T> {
  let value: T | null | undefined | false;
  await expect(async () => {
    value = await probe();
    if (!value) throw new Error(`${what}: not within ${timeoutMs} ms`);
  }).toPass({ timeout: timeoutMs, intervals: [50] });
  return value as T;
}

test.describe('two instances on PostgreSQL, one killed under load', () => {
  test.skip(!BASE_URL, 'set TEST_DATABASE_URL to a PostgreSQL server to run it');
  let scratch: ScratchDatabase | undefined;
  const material = generateKeyMaterialSpec();
  const keys = createKeyRing({ dataKeys: parseDataKeys(material.dataKeys), blindIndexKey: parseBlindIndexKey(material.blindIndexKey) });
  let client: pg.Client;
  let target: http.Server;
  const instances: BuiltServer[] = [];
  let adminCookie = '';
  let serviceId = '';

  test.beforeAll(async () => {
    test.setTimeout(2 * STARTUP_TIMEOUT_MS);
    scratch = await createScratchDatabase(BASE_URL!, 'failover');
    const url = scratch.url;

    target = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetPort = (target.address() as { port: number }).port;

    // Both start at once on the unmigrated database.
    const start = () =>
      startBuiltServer({
        env: {
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: '5',
          DATA_ENCRYPTION_KEYS: material.dataKeys,
          BLIND_INDEX_KEY: material.blindIndexKey,
          ADMIN_ENTRY_SUFFIX: 'failover-spec-entry',
          PUBLIC_URL,
          METRICS_TOKEN,
          MONITOR_ALLOW_PRIVATE: 'true',
          SEED_SAMPLE_SERVICES: 'false',
          LOG_LEVEL: 'warn',
        },
      });
    const started = await Promise.allSettled([start(), start()]);
    for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;

    client = new pg.Client({ connectionString: url });
    await client.connect();
    const user = await client.query<{ id: string }>('insert into users (email_encrypted, email_hash, is_admin) values ($1, $2, true) returning id', [
      keys.encrypt('it.desk@provider.example.ca'),
      keys.blindIndex('it.desk@provider.example.ca'),
    ]);
    const token = randomBytes(16).toString('base64url');
    await client.query(`insert into admin_sessions (user_id, session_token, expires_at) values ($1, $2, now() + interval '1 hour')`, [
      user.rows[0]!.id,
      keys.hashSecret(token),
    ]);
    adminCookie = `admin_sid=${token}`;
    const service = await client.query<{ id: string }>(`insert into services (name, type) values ('Failover carrier', 'insurance') returning id`);
    serviceId = service.rows[0]!.id;
    await client.query(`insert into service_checks (service_id, type, target, interval_seconds) values ($1, 'http', $2, 30)`, [
      serviceId,
      `http://127.0.0.1:${targetPort}/health`,
    ]);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await Promise.all(instances.map((server) => server.stop().catch(() => server.kill('SIGKILL'))));
    for (const server of instances) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await client?.end().catch(() => undefined);
    await new Promise((resolve) => target?.close(resolve));
    await scratch?.drop();
  });

  test('migrated once though both started together', async () => {
    const shipped = shippedMigrationCount();
    const { rows } = await client.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(rows[0]).toEqual({ n: shipped, distinct: shipped });
  });

  test('keeps every acknowledged write when the leader dies under load; the survivor takes the scheduler and the retries', async () => {
    test.setTimeout(90_000);
    const leaderIndex = await until(
      'a scheduler leader',
      async () => {
        const flags = await Promise.all(instances.map((server) => metricOf(server, 'statusboard_scheduler_leader')));
        const index = flags.indexOf(1);
        return index >= 0 ? { index } : null;
      },
      15_000,
    ).then((found) => found.index);
    const leader = instances[leaderIndex]!;
    const survivor = instances[1 - leaderIndex]!;
    await until('a first check result', async () => (await client.query('select 1 from check_results where service_id = $1', [serviceId])).rowCount, 15_000);

    const acknowledged = { clicks: new Set<string>(), whitelist: new Set<string>(), registrations: new Set<string>() };
    const counts = { attempts: 0, retried: 0, retriedOk: 0, unexpected: [] as string[] };
    let stop = false;
    let killedAt = 0;

    async function write(writer: number, sequence: number): Promise<void> {
      // A source address of its own per write (Linux routes all of 127/8 to lo): per-address limits stay out of the way.
      const from = `127.${writer + 10}.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
      const kind = sequence % 3 === 0 && sequence / 3 < REGISTRATIONS_PER_WRITER ? 'registrations' : sequence % 3 === 1 ? 'whitelist' : 'clicks';
      const key = `w${writer}-s${sequence}-${randomBytes(3).toString('hex')}`;
      const request =
        kind === 'clicks'
          ? { method: 'POST', path: '/api/track/dashboard-click', body: { cardType: 'service', cardId: 'failover', cardName: key } }
          : kind === 'whitelist'
            ? {
                method: 'POST',
                path: '/api/admin/whitelist',
                body: { ipAddress: `10.${writer + 1}.${sequence >> 8}.${sequence & 255}` },
                cookie: adminCookie,
              }
            : {
                method: 'POST',
                path: '/api/clinic-registrations',
                body: {
                  clinicName: `Failover Dental ${key}`,
                  contactPersonName: 'Dana Failover',
                  email: `${key}@clinic.example.ca`,
                  phone: '(403) 555-0100',
                  marketingOptIn: true,
                },
              };
      const remember = () => {
        if (kind === 'clicks') acknowledged.clicks.add(key);
        else if (kind === 'whitelist') acknowledged.whitelist.add((request.body as { ipAddress: string }).ipAddress);
        else acknowledged.registrations.add(keys.blindIndex(normaliseEmail((request.body as { email: string }).email)));
      };
      // Like nginx: in turn over both instances, and once more on the other when one fails.
      const order = (writer + sequence) % 2 === 0 ? [leader, survivor] : [survivor, leader];
      for (const [attempt, server] of order.entries()) {
        counts.attempts += 1;
        if (attempt > 0) counts.retried += 1;
        try {
          const answer = await send(`${server.url}${request.path}`, {
            from,
            method: request.method,
            body: request.body,
            headers: request.cookie ? { cookie: request.cookie } : {},
          });
          if (answer.status >= 200 && answer.status < 300) {
            remember();
            if (attempt > 0) counts.retriedOk += 1;
          } else if (!(attempt > 0 && answer.status === 409)) {
            // A 409 on a retry means the first attempt was stored before its answer was lost.
            counts.unexpected.push(`${request.path} ${answer.status} ${answer.body}`);
          }
          return;
        } catch (error) {
          if (server !== leader || !killedAt) counts.unexpected.push(`${request.path}: ${(error as Error).message}`);
        }
      }
    }

    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let sequence = 0; !stop && sequence < MAX_WRITES; sequence++) await write(writer, sequence);
    });
    const written = () => acknowledged.clicks.size + acknowledged.whitelist.size + acknowledged.registrations.size;
    // The leader dies in the middle of the load: once writes are going through both instances.
    await expect.poll(written, { message: 'writes acknowledged before the kill', intervals: [20] }).toBeGreaterThanOrEqual(60);
    killedAt = Date.now();
    leader.kill('SIGKILL');
    const failover = await until(
      'the survivor leading',
      async () => ((await metricOf(survivor, 'statusboard_scheduler_leader')) === 1 ? Date.now() - killedAt : null),
      FAILOVER_BOUND_MS + 5_000,
    );
    // The load goes on against the survivor, retries included, before it stops.
    const atFailover = written();
    await expect
      .poll(() => written() - atFailover >= 60 && counts.retriedOk > 0, { message: 'writes acknowledged and retried after the failover', intervals: [20] })
      .toBe(true);
    stop = true;
    await Promise.all(writers);

    // The survivor runs the checks now: make the check due and see its result land.
    const due = await client.query<{ now: Date }>('update service_checks set next_run_at = now() where service_id = $1 returning now() as now', [serviceId]);
    await until(
      'a check result written by the survivor',
      async () => (await client.query('select 1 from check_results where service_id = $1 and checked_at >= $2', [serviceId, due.rows[0]!.now])).rowCount,
      FAILOVER_BOUND_MS + 5_000,
    );

    const found = {
      clicks: new Set(
        (await client.query<{ card_name: string }>('select card_name from dashboard_clicks where card_name = any($1)', [[...acknowledged.clicks]])).rows.map(
          (r) => r.card_name,
        ),
      ),
      whitelist: new Set(
        (await client.query<{ ip_address: string }>('select ip_address from ip_whitelist where ip_address = any($1)', [[...acknowledged.whitelist]])).rows.map(
          (r) => r.ip_address,
        ),
      ),
      registrations: new Set(
        (
          await client.query<{ email_hash: string }>('select email_hash from clinic_registrations where email_hash = any($1)', [
            [...acknowledged.registrations],
          ])
        ).rows.map((r) => r.email_hash),
      ),
    };
    const report = {
      acknowledged: { clicks: acknowledged.clicks.size, whitelist: acknowledged.whitelist.size, registrations: acknowledged.registrations.size },
      found: { clicks: found.clicks.size, whitelist: found.whitelist.size, registrations: found.registrations.size },
      attempts: counts.attempts,
      retried: counts.retried,
      retriedOk: counts.retriedOk,
      failoverMs: failover,
    };
    console.log(`[failover] ${JSON.stringify(report)}`);

    expect(counts.unexpected).toEqual([]);
    expect(report.found).toEqual(report.acknowledged);
    expect(report.acknowledged.clicks + report.acknowledged.whitelist + report.acknowledged.registrations).toBeGreaterThan(100);
    expect(counts.retried).toBeGreaterThan(0);
    expect(failover).toBeLessThanOrEqual(FAILOVER_BOUND_MS + 1000);
    expect((await send(`${survivor.url}/readyz`, { from: '127.0.0.1' })).status).toBe(200);
  });
});
