// The container image's steps without Docker (no engine runs on CI): `node scripts/production-tree.mjs`.
//   1. installs production dependencies only, from the lock, into a clean directory, with the
//      command deploy/Dockerfile runs (`npm ci --omit=dev --ignore-scripts`),
//   2. copies the built output beside them (dist/, or E2E_DIST_DIR: build first),
//   3. starts `node dist/server/main.js` there on a fresh PostgreSQL database (created on
//      TEST_DATABASE_URL's server, dropped afterwards), as the image's unprivileged process would,
//   4. waits for GET /readyz to answer ready, checks /healthz, then stops it with SIGTERM and
//      expects a clean exit.
// Exits 0 when every step passed; otherwise prints which one failed and the server's output.
// Plain Node ESM on purpose: it runs what was built, not the sources.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.E2E_DIST_DIR ?? path.join(root, 'dist'));
const baseUrl = process.env.TEST_DATABASE_URL;
const READY_TIMEOUT_MS = 60_000;
/** Packages only the build and the tests use: their presence would mean devDependencies leaked in. */
const DEVELOPMENT_ONLY = ['vite', 'vitest', 'typescript', 'typescript7', 'eslint', 'playwright-core', '@playwright/test', 'drizzle-kit'];

const step = (message) => console.log(`[production tree] ${message}`);
function fail(message) {
  throw new Error(message);
}

if (!baseUrl) {
  console.error('[production tree] Set TEST_DATABASE_URL to a PostgreSQL server (the check creates and drops its own database).');
  process.exit(2);
}
if (!fs.existsSync(path.join(dist, 'server', 'main.js'))) {
  console.error(`[production tree] ${path.join(dist, 'server', 'main.js')} does not exist: run npm run build first.`);
  process.exit(2);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-production-'));
const databaseName = `cs_test_production_${randomBytes(6).toString('hex')}`;
let server;
let output = '';

try {
  const started = Date.now();
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(root, file), path.join(dir, file));
  step(`npm ci --omit=dev --ignore-scripts in ${dir}`);
  const install = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (install.status !== 0) fail(`npm ci --omit=dev failed (exit ${install.status}):\n${install.stdout}\n${install.stderr}`);
  const leaked = DEVELOPMENT_ONLY.filter((name) => fs.existsSync(path.join(dir, 'node_modules', name)));
  if (leaked.length > 0) fail(`development packages in the production tree: ${leaked.join(', ')}`);
  step(`installed ${fs.readdirSync(path.join(dir, 'node_modules')).length} top-level packages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  fs.cpSync(dist, path.join(dir, 'dist'), { recursive: true });

  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;

  const port = await freePort();
  const dataKey = randomBytes(32).toString('base64');
  server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: dir,
    // Only what the image sets and an operator would: nothing of this shell leaks in.
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      LOG_PRETTY: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(),
      DATA_ENCRYPTION_KEYS: `k1:${dataKey}`,
      BLIND_INDEX_KEY: randomBytes(32).toString('base64'),
      ADMIN_ENTRY_SUFFIX: randomBytes(12).toString('hex'),
      MONITOR_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  server.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on('close', (code, signal) => resolve({ code, signal })));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let readiness;
  while (!readiness) {
    if (server.exitCode !== null) fail(`the server exited (code ${server.exitCode}) before it was ready`);
    if (Date.now() > deadline) fail(`GET /readyz did not answer ready within ${READY_TIMEOUT_MS / 1000} s`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
      const body = await response.json();
      if (response.status === 200 && body.status === 'ready') readiness = body;
    } catch {
      // not listening yet
    }
    if (!readiness) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  step(`GET /readyz: ${JSON.stringify(readiness)}`);
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  if (health.status !== 200) fail(`GET /healthz answered ${health.status}`);
  // The board is drawn on the server by dist/ssr/, which must carry its own React: no devDependency is here.
  const board = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  if (!/<div id="root">.*<h1[^>]*>Service Status<\/h1>/s.test(board)) fail('GET / was not drawn on the server (no "Service Status" heading inside #root)');
  step('GET /: the board drawn on the server');

  server.kill('SIGTERM');
  const exit = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 15_000))]);
  if (!exit) fail('the server did not exit within 15 s of SIGTERM');
  if (exit.code !== 0) fail(`the server exited with code ${exit.code} (signal ${exit.signal}) on SIGTERM`);
  step(`ready on PostgreSQL from production dependencies only; stopped cleanly. ${((Date.now() - started) / 1000).toFixed(1)} s in all.`);
} catch (error) {
  process.exitCode = 1;
  console.error(`[production tree] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  if (output) console.error(`[production tree] server output:\n${output}`);
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin
    .connect()
    .then(() => admin.query(`drop database if exists "${databaseName}" with (force)`))
    .catch(() => undefined)
    .finally(() => admin.end().catch(() => undefined));
  fs.rmSync(dir, { recursive: true, force: true });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
