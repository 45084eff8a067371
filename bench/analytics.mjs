// The analytics case: the two admin analytics endpoints on PostgreSQL with 1,000,000 dashboard
// clicks and 100,000 marketplace clicks, timed request by request as an admin's browser polls
// them. Target: p95 under 300 ms each. See bench/README.md.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadAnalyticsData } from './analytics-data.mjs';
import { assertAlive, startApp } from './processes.mjs';

export const ANALYTICS_TARGET_P95_MS = 300;
const ENDPOINTS = [
  { name: 'GET /api/admin/dashboard-analytics', path: '/api/admin/dashboard-analytics', rowsKey: 'dashboardClicks' },
  { name: 'GET /api/admin/marketplace-analytics', path: '/api/admin/marketplace-analytics', rowsKey: 'marketplaceClicks' },
];

/**
 * Recreates the database, starts the app on it (which migrates it), loads the clicks with SQL,
 * signs an admin in the way the app stores sessions, then times each endpoint.
 */
export async function runAnalyticsBench({ root, databaseUrl, dashboardRows, marketplaceRows, requests, warmup, fromSource = false }) {
  await recreateDatabase(databaseUrl);
  const keys = { DATA_ENCRYPTION_KEYS: `bench:${randomBytes(32).toString('base64')}`, BLIND_INDEX_KEY: randomBytes(32).toString('base64') };
  const app = await startApp(root, {
    fromSource,
    env: { DATABASE_URL: databaseUrl, ...keys, ADMIN_ENTRY_SUFFIX: randomBytes(12).toString('hex'), TIMEZONE: 'America/Edmonton' },
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    console.log(`  loading ${dashboardRows.toLocaleString('en-CA')} dashboard and ${marketplaceRows.toLocaleString('en-CA')} marketplace clicks...`);
    const started = performance.now();
    const rows = await loadAnalyticsData(client, {
      dashboard: dashboardRows,
      marketplace: marketplaceRows,
      onProgress: (done) => process.stdout.write(`    ${done.toLocaleString('en-CA')} dashboard clicks\n`),
    });
    const loadSeconds = (performance.now() - started) / 1000;
    console.log(
      `  loaded in ${loadSeconds.toFixed(1)} s (rollups: ${rows.dashboardBuckets} dashboard buckets, ${rows.dashboardCards} cards, ${rows.marketplaceBuckets} marketplace buckets)`,
    );
    const cookie = await adminCookie(client, root, keys, fromSource);

    const results = [];
    for (const endpoint of ENDPOINTS) {
      assertAlive(app);
      process.stdout.write(`  ${endpoint.name}: ${warmup} warm-up + ${requests} timed requests... `);
      const timing = await timeEndpoint(app.url + endpoint.path, cookie, { requests, warmup });
      const expected = rows[endpoint.rowsKey];
      if (timing.totalClicks !== expected) throw new Error(`${endpoint.name} answered totalClicks ${timing.totalClicks}, expected ${expected}`);
      const pass = timing.p95Ms < ANALYTICS_TARGET_P95_MS;
      console.log(`p95 ${timing.p95Ms.toFixed(1)} ms`);
      results.push({ ...endpoint, rows: expected, ...timing, targetP95Ms: ANALYTICS_TARGET_P95_MS, pass });
    }
    assertAlive(app);
    return { databaseUrl: redact(databaseUrl), loadSeconds, rows, requests, warmup, endpoints: results };
  } finally {
    await client.end();
    await app.stop();
  }
}

async function recreateDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name) || name === 'postgres' || name === 'test') {
    throw new Error(`BENCH_DATABASE_URL must name a bench database of its own (letters, digits, _), got "${name}"`);
  }
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** An admin user and session row, the session token hashed with the app's own key ring code. */
async function adminCookie(client, root, keys, fromSource) {
  const module = fromSource ? 'src/server/lib/security/crypto.ts' : 'dist/server/lib/security/crypto.js';
  const crypto = await import(pathToFileURL(path.join(root, module)).href);
  const ring = crypto.createKeyRing({
    dataKeys: crypto.parseDataKeys(keys.DATA_ENCRYPTION_KEYS),
    blindIndexKey: crypto.parseBlindIndexKey(keys.BLIND_INDEX_KEY),
  });
  const token = randomBytes(16).toString('base64url');
  const {
    rows: [user],
  } = await client.query("insert into users (email, is_admin) values ('bench-admin@example.ca', true) returning id");
  await client.query("insert into admin_sessions (user_id, session_token, expires_at) values ($1, $2, now() + interval '8 hours')", [
    user.id,
    ring.hashSecret(token),
  ]);
  return `admin_sid=${token}`;
}

/** Sequential requests on a kept-alive connection: the latency one admin's browser sees. */
async function timeEndpoint(url, cookie, { requests, warmup }) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 200)}`);
    return { ms, body };
  };
  for (let i = 0; i < warmup; i++) await once();
  const times = [];
  let last;
  for (let i = 0; i < requests; i++) {
    last = await once();
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return {
    p50Ms: at(50),
    p95Ms: at(95),
    p99Ms: at(99),
    maxMs: times.at(-1),
    bodyBytes: Buffer.byteLength(last?.body ?? ''),
    totalClicks: JSON.parse(last?.body ?? '{}').totalClicks,
  };
}

export function printAnalyticsTable(result) {
  const head = ['case', 'rows', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'body KB', `p95 < ${ANALYTICS_TARGET_P95_MS}`];
  const rows = result.endpoints.map((e) => [
    e.name,
    e.rows.toLocaleString('en-CA'),
    e.p50Ms.toFixed(1),
    e.p95Ms.toFixed(1),
    e.p99Ms.toFixed(1),
    e.maxMs.toFixed(1),
    (e.bodyBytes / 1024).toFixed(1),
    e.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  console.log(`(${result.requests} sequential requests each after ${result.warmup} warm-up; data loaded in ${result.loadSeconds.toFixed(1)} s)`);
}

function redact(databaseUrl) {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}
