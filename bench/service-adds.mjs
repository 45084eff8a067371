// The adds case (`npm run bench -- adds`): how long adding a service takes on a small board and on
// a large one. One app (from src/, through tsx: no build) on a fresh PostgreSQL database; services
// seeded by SQL to BENCH_ADDS_SMALL (20) then BENCH_ADDS_LARGE (20,000); at each size
// BENCH_ADDS_COUNT (50) services added one after the other through POST /api/admin/services, as
// the admin panel now does (the answer goes into its lists), and, for comparison, as it did before
// (each add followed by a fetch of the admin services and checks lists). Timings on a shared
// machine are indicative; the ratio large/small is what to read.
import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';
import { startApp } from './processes.mjs';

const settings = {
  databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  small: Number(process.env.BENCH_ADDS_SMALL ?? 20),
  large: Number(process.env.BENCH_ADDS_LARGE ?? 20_000),
  adds: Number(process.env.BENCH_ADDS_COUNT ?? 50),
};

/** An admin session made in the database the way a sign-in makes one (keys as the app derives them). */
async function adminCookie(db, blindIndexKey) {
  const token = randomBytes(16).toString('base64url');
  const secretKey = createHmac('sha256', Buffer.from(blindIndexKey, 'base64')).update('one-time-secrets').digest();
  const hashed = createHmac('sha256', secretKey).update(token).digest('base64url');
  const { rows } = await db.query('insert into users (is_admin) values (true) returning id');
  await db.query(`insert into admin_sessions (user_id, session_token, expires_at) values ($1, $2, now() + interval '8 hours')`, [rows[0].id, hashed]);
  return `admin_sid=${token}`;
}

/** Services up to `total` on the board, each named so no add clashes with them. */
async function seedTo(db, total) {
  const { rows } = await db.query('select count(*)::int as n from services');
  const missing = total - rows[0].n;
  if (missing > 0) {
    await db.query(
      `insert into services (name, type, sort_order) select 'Seeded service ' || g, (array['insurance','internet','voip'])[1 + g % 3], g
       from generate_series($1::int, $2::int) g`,
      [rows[0].n + 1, rows[0].n + missing],
    );
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/** `count` adds one after the other; `withReload` fetches both admin lists after each, as the panel used to. */
async function timeAdds(app, cookie, label, count, withReload) {
  const headers = { cookie, 'content-type': 'application/json', origin: app.url };
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${app.url}/api/admin/services`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `${label} ${i} ${randomBytes(3).toString('hex')}`, type: 'internet' }),
    });
    if (response.status !== 201) throw new Error(`add answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    if (withReload) {
      for (const path of ['/api/admin/services', '/api/admin/checks']) await (await fetch(`${app.url}${path}`, { headers: { cookie } })).arrayBuffer();
    }
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { totalMs: times.reduce((a, b) => a + b, 0), medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

export async function runAddsBench(root) {
  const blindIndexKey = randomBytes(32).toString('base64');
  const dataKey = `k${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex')}:${randomBytes(32).toString('base64')}`;
  const databaseName = `cs_bench_adds_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: settings.databaseUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(settings.databaseUrl);
  url.pathname = `/${databaseName}`;
  let app;
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    app = await startApp(root, {
      fromSource: true,
      env: {
        DATABASE_URL: url.toString(),
        DATA_ENCRYPTION_KEYS: dataKey,
        BLIND_INDEX_KEY: blindIndexKey,
        ADMIN_ENTRY_SUFFIX: 'adds-bench-entry',
        SEED_SAMPLE_SERVICES: 'false',
      },
    });
    await db.connect();
    const cookie = await adminCookie(db, blindIndexKey);
    const results = [];
    for (const size of [settings.small, settings.large]) {
      await seedTo(db, size);
      await timeAdds(app, cookie, `Warm-up ${size}`, 5, false);
      const now = await timeAdds(app, cookie, `Now ${size}`, settings.adds, false);
      const before = await timeAdds(app, cookie, `Before ${size}`, settings.adds, true);
      results.push({ size, now, before });
    }
    return { adds: settings.adds, results };
  } finally {
    await db.end().catch(() => undefined);
    await app?.stop().catch(() => undefined);
    await admin.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

export function printAdds({ adds, results }) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`\n${adds} services added one after the other through POST /api/admin/services (PostgreSQL, app from src/):`);
  for (const { size, now, before } of results) {
    console.log(`  at ${size} services: ${ms(now.totalMs)} in all, ${ms(now.medianMs)} an add (p95 ${ms(now.p95Ms)})`);
    console.log(`    with the panel's former reload of both lists after each add: ${ms(before.totalMs)} in all, ${ms(before.medianMs)} an add`);
  }
  const [small, large] = results;
  if (small && large) console.log(`  an add at ${large.size} against ${small.size}: x${(large.now.medianMs / small.now.medianMs).toFixed(2)} (median)`);
}

export async function addsBench(root) {
  printAdds(await runAddsBench(root));
  return 0;
}
