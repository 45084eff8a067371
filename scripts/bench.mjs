// npm run bench: builds, starts the built app and a bare node:http baseline that replays the
// app's exact answers, loads each in turn with wrk, and reports what one core answers against
// what the clinics ask (the baseline's figure beside it, for reference) and the bundle size; then times the admin analytics on PostgreSQL with a million clicks.
// `npm run bench -- analytics` runs only the analytics case; `npm run bench -- soak` only the
// soak (two instances behind nginx on PostgreSQL, 10 minutes); `npm run bench -- feeds` only the
// vendor feed reader on adversarial feeds (no build); `npm run bench -- checks` only the checks
// running on PostgreSQL (done against promised, CPU per check); `npm run bench -- scale` only the
// national-scale case (thousands of checks on two instances, polled answers, first-screen size). See bench/README.md.
// Exit 0 even on FAIL (a report); 1 if anything broke.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertAlive, cpuSnapshot, idleRss, installCleanup, startApp, startBaseline } from '../bench/processes.mjs';
import { benchEngines } from '../bench/engines.mjs';
import { diff, record, recordRoute, routeKey } from '../bench/record.mjs';
import { assertWrk, interleaved, loadOnce, pinServer, summarise } from '../bench/run-case.mjs';
import { printBundle, printTable } from '../bench/report.mjs';
import { signedInCookie } from '../bench/sign-in.mjs';
import { printAnalyticsTable, runAnalyticsBench } from '../bench/analytics.mjs';
import { printSoak, runSoak } from '../bench/soak.mjs';
import { printChecks, runChecksBench } from '../bench/checks.mjs';
import { printScale, runScaleBench, scaleSettings } from '../bench/scale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// What the board must carry: a dashboard's full polling schedule for 2,000 clinics comes to about
// 210 requests a second (docs/performance.md). One core answering ten times that on each polled
// path leaves room for every practice in a province and for the machine's bad days.
const NEED_PER_SECOND = 210;
const TARGET_HEADROOM = 10;
// The app idle on PostgreSQL under 150 MB of RSS (the embedded database's is reported).
const RSS_TARGET_MB = 150;
const ROUNDS = intEnv('BENCH_ROUNDS', 3);
// HTML, JS and CSS of the first load of / at most 150 KB gzip (ADR 25).
const BUNDLE_TARGET_KB = 150;
// Above this share of a core used by other processes during a run, the req/s figures are suspect.
const BUSY_PERCENT = 25;
const settings = {
  connections: intEnv('BENCH_CONNECTIONS', 50),
  duration: intEnv('BENCH_DURATION', 10),
  warmup: intEnv('BENCH_WARMUP', 2),
  // Each side's measured seconds come in this many runs, the two sides taking turns (bench/README.md).
  slices: intEnv('BENCH_SLICES', 5),
};
if (settings.slices < 1 || settings.duration % settings.slices !== 0)
  throw new Error(`BENCH_DURATION (${settings.duration}) must be a whole multiple of BENCH_SLICES (${settings.slices}): wrk runs whole seconds`);
const analyticsSettings = {
  databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/cs_bench_analytics',
  dashboardRows: intEnv('BENCH_ANALYTICS_DASHBOARD_ROWS', 1_000_000),
  marketplaceRows: intEnv('BENCH_ANALYTICS_MARKETPLACE_ROWS', 100_000),
  requests: intEnv('BENCH_ANALYTICS_REQUESTS', 200),
  warmup: intEnv('BENCH_ANALYTICS_WARMUP', 20),
};
// The soak case, two instances behind nginx on PostgreSQL (bench/soak.mjs).
const soakSettings = {
  databaseUrl: process.env.BENCH_SOAK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  seconds: intEnv('BENCH_SOAK_SECONDS', 600),
  rps: intEnv('BENCH_SOAK_RPS', 2000),
  clinics: intEnv('BENCH_SOAK_CLINICS', 2000),
};
const only = process.argv[2];
// Runs the app from src/ through tsx, without building: for working on the analytics case only.
const fromSource = process.env.BENCH_FROM_SOURCE === '1';
// A signed-in browser sends its session cookie with every poll. The bench's token is well formed
// but unknown: the server does the same session look-up as for a real one (bench/README.md).
const SESSION_COOKIE = `sid=${'A'.repeat(22)}`;
/** Stands for the cookie of a user the bench signs in once the app runs (bench/sign-in.mjs). */
const SIGNED_IN = Symbol('signed-in session');
/** @type {{ name: string; path: string; conditional: boolean; cookie?: string | symbol; expectStatus: number }[]} */
const CASES = [
  { name: 'GET /api/services', path: '/api/services', conditional: false, expectStatus: 200 },
  { name: 'GET /api/services If-None-Match', path: '/api/services', conditional: true, expectStatus: 304 },
  { name: 'GET /api/clinic/access-status', path: '/api/clinic/access-status', conditional: false, expectStatus: 200 },
  { name: 'GET /api/services INM + sid cookie', path: '/api/services', conditional: true, cookie: SESSION_COOKIE, expectStatus: 304 },
  // Signed-in dashboards poll their notifications: a real session, answered from memory.
  { name: 'GET /api/notifications (signed in)', path: '/api/notifications', conditional: false, cookie: SIGNED_IN, expectStatus: 200 },
  { name: 'GET /api/notifications INM (signed in)', path: '/api/notifications', conditional: true, cookie: SIGNED_IN, expectStatus: 304 },
];

installCleanup();
try {
  process.exitCode = await main();
} catch (error) {
  console.error(`\nbench broke: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
}

async function main() {
  if (only === 'adds') return (await import('../bench/service-adds.mjs')).addsBench(root);
  if (only !== undefined && !['analytics', 'page', 'http', 'soak', 'feeds', 'checks', 'embedded-checks', 'scale'].includes(only))
    throw new Error(`unknown bench "${only}": use npm run bench, or npm run bench -- http, analytics, page, soak, feeds, checks or scale`);
  if (only === 'feeds') return feedsCase();
  if (fromSource && only !== 'analytics') throw new Error('BENCH_FROM_SOURCE=1 is only for npm run bench -- analytics');
  // Always build: dist/ is shared with other tasks and may come from another state of src/.
  // Importing build.mjs runs the build (it has no import guard) and gives us initialDownload.
  /** @type {typeof import('./build.mjs').initialDownload | null} */
  let initialDownload = null;
  if (!fromSource) {
    console.log('Building (node scripts/build.mjs)...');
    ({ initialDownload } = await import('./build.mjs'));
  }
  if (only === 'analytics') return analyticsOnly();
  if (only === 'page') return pageCase();
  if (only === 'soak') return soakOnly();
  if (only === 'checks') return checksOnly();
  if (only === 'embedded-checks') return embeddedChecksOnly();
  if (only === 'scale') return scaleOnly();
  if (!initialDownload) throw new Error('the build did not run');
  const { initialAssets, gzipBytes } = initialDownload(path.join(root, 'dist/client'));
  const bundle = {
    gzipBytes,
    kb: gzipBytes / 1024,
    files: initialAssets.length,
    targetKb: BUNDLE_TARGET_KB,
    pass: gzipBytes / 1024 <= BUNDLE_TARGET_KB,
    assets: initialAssets,
  };

  assertWrk();
  /** @type {{ engine: string; idleRssMb: number; cases: any[] }[]} */
  const engines = [];
  for (const engine of await benchEngines(root)) {
    try {
      engines.push(await httpCases(engine));
    } finally {
      await engine.drop();
    }
  }
  const results = engines.flatMap((e) => e.cases);

  for (const e of engines) {
    console.log(`\nOn ${e.engine}:`);
    printTable(e.cases, { needPerSecond: NEED_PER_SECOND, headroom: TARGET_HEADROOM });
  }
  const memory = engines.map((e) => ({
    engine: e.engine,
    idleRssMb: e.idleRssMb,
    ...(e.engine === 'PostgreSQL' ? { targetMb: RSS_TARGET_MB, pass: e.idleRssMb < RSS_TARGET_MB } : {}),
  }));
  console.log('');
  for (const m of memory)
    console.log(`idle RSS on ${m.engine}: ${m.idleRssMb} MB${m.targetMb ? `; target < ${m.targetMb} MB: ${m.pass ? 'PASS' : 'FAIL'}` : ''}`);
  if (only === 'http') {
    writeResults('http-latest.json', { settings, cases: results, memory });
    return results.some((r) => r.broken) ? 1 : 0;
  }
  console.log('');
  printBundle(bundle);
  const busiest = Math.max(...results.flatMap((r) => [r.app.otherCpuPercent ?? 0, r.baseline.otherCpuPercent ?? 0]));
  if (busiest > BUSY_PERCENT) {
    console.log(
      `\nCAUTION: "?" marks cases where other work used over ${BUSY_PERCENT}% of a core (up to ${Math.round(busiest)}%): their req/s, ratio and headroom are unreliable, CPU us/req less so. Rerun on a quiet machine.`,
    );
  }

  // The analytics case needs PostgreSQL; without one it is reported as skipped, not broken.
  console.log('\nAnalytics on PostgreSQL:');
  let analytics;
  try {
    analytics = await runAnalyticsBench({ root, ...analyticsSettings });
    console.log('');
    printAnalyticsTable(analytics);
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    analytics = { skipped: `PostgreSQL not reachable at ${analyticsSettings.databaseUrl}: ${error instanceof Error ? error.message : error}` };
    console.log(`  SKIPPED: ${analytics.skipped} (set BENCH_DATABASE_URL)`);
  }

  pageCase();
  const out = writeResults('latest.json', { settings, cases: results, memory, bundle, analytics });
  const broken = results.filter((r) => r.broken);
  for (const r of broken) console.error(`BROKEN: ${r.name}: unexpected statuses, errors or timeouts (see ${out})`);
  return broken.length > 0 ? 1 : 0;
}

/**
 * The hot-path cases against the built app on one engine. Each round starts a fresh app (its idle
 * RSS read in the first) and, per case, a fresh baseline: two processes running the very same
 * code came out up to 15 % apart here for their whole lives (where V8 placed and how it optimised
 * things), so one pair of processes would measure their luck; the ratio is the median over rounds.
 * @param {{ label: string; env: Record<string, string> }} engine
 */
async function httpCases(engine) {
  const { connections, duration, warmup, slices } = settings;
  console.log(
    `\nOn ${engine.label}: ${connections} connections, ${warmup} s warm-up (discarded) + ${duration} s measured per side in ${slices} runs of ${duration / slices} s, app and baseline taking turns, one at a time, ${ROUNDS} rounds, fresh processes each round.`,
  );
  let idleRssMb = 0;
  /** @type {Map<string, { app: any; baseline: any; ratio: number; routes: any; case: any }[]>} */
  const byCase = new Map(CASES.map((c) => [c.name, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    const app = await startApp(root, { env: engine.env });
    if (round === 1) {
      idleRssMb = await idleRss(app);
      console.log(`  idle RSS of the app on ${engine.label}: ${idleRssMb} MB`);
    }
    const { cases, routes } = await recordCases(app);
    pinServer(app.child.pid);
    for (const c of cases) {
      // A fresh baseline for each case, which sees only that case's requests: a node:http server
      // that first answered the other cases (the fairness check, other paths and cookies) came
      // out 20 to 45 % slower for the rest of its life, V8 having optimised it for a mix.
      const baseline = await startBaseline(routes);
      pinServer(baseline.child.pid);
      // Each side's measured seconds come in slices, the two taking turns (A B, B A, ...; who
      // opens alternates by round), so that the machine speeding up or slowing down during the
      // case weighs on both alike; each side's first slice has the warm-up before it.
      /** @type {Record<'app' | 'baseline', any[]>} */
      const runs = { app: [], baseline: [] };
      /** @type {['app' | 'baseline', 'app' | 'baseline']} */
      const sides = round % 2 === 0 ? ['baseline', 'app'] : ['app', 'baseline'];
      process.stdout.write(`  ${c.name} (${round}/${ROUNDS})... `);
      for (const label of interleaved(settings.slices, sides)) {
        assertAlive(app, baseline);
        const server = label === 'app' ? app : baseline;
        // The other server is frozen meanwhile: the app's background work (checks, purge,
        // heartbeat) would otherwise run on the same core as the baseline being measured.
        const other = server === app ? baseline : app;
        other.child.kill('SIGSTOP');
        const run = await loadOnce({
          url: server.url + c.path,
          headers: requestHeaders(c, routes),
          connections,
          duration: duration / settings.slices,
          warmup: runs[label].length === 0 ? warmup : 0,
          cpu: () => cpuSnapshot(server.child),
        }).finally(() => other.child.kill('SIGCONT'));
        runs[label].push(run);
      }
      const measured = { app: summarise(runs.app), baseline: summarise(runs.baseline) };
      const busy = Math.max(measured.app.otherCpuPercent ?? 0, measured.baseline.otherCpuPercent ?? 0);
      console.log(
        `app ${Math.round(measured.app.requestsPerSec)}, baseline ${Math.round(measured.baseline.requestsPerSec)} req/s: ` +
          `${(measured.app.requestsPerSec / measured.baseline.requestsPerSec).toFixed(2)}${measured.app.otherCpuPercent === null ? '' : ` (other work on the machine: up to ${Math.round(busy)}% of a core)`}`,
      );
      byCase
        .get(c.name)
        ?.push({ app: measured.app, baseline: measured.baseline, ratio: measured.app.requestsPerSec / measured.baseline.requestsPerSec, routes, case: c });
      assertAlive(app, baseline);
      await baseline.stop();
    }
    await app.stop();
  }
  const results = [...byCase.values()].map((rounds) => {
    const middle = /** @type {(typeof rounds)[number]} */ ([...rounds].sort((x, y) => x.ratio - y.ratio)[Math.floor(rounds.length / 2)]);
    const all = rounds.flatMap((r) => [r.app, r.baseline]);
    const c = middle.case;
    return {
      engine: engine.label,
      name: c.name,
      path: c.path,
      requestHeaders: requestHeaders(c, middle.routes),
      expectStatus: c.expectStatus,
      app: middle.app,
      baseline: middle.baseline,
      ratio: middle.ratio,
      ratios: rounds.map((r) => r.ratio),
      needPerSecond: NEED_PER_SECOND,
      headroom: middle.app.requestsPerSec / NEED_PER_SECOND,
      pass: middle.app.requestsPerSec >= NEED_PER_SECOND * TARGET_HEADROOM,
      noisy: all.some((m) => (m.otherCpuPercent ?? 0) > BUSY_PERCENT),
      broken: all.some((m) => m.unexpectedStatus > 0 || m.errors > 0 || m.timeouts > 0 || m.totalRequests === 0),
    };
  });
  return { engine: engine.label, idleRssMb, cases: results };
}

/**
 * Signs the bench user in on a fresh app, records the app's answer for every case and checks
 * that a baseline replaying them puts the same bytes on the wire.
 */
async function recordCases(app) {
  const signedIn = await signedInCookie(app, 'bench.user@clinic.example.ca');
  const cases = CASES.map((c) => (c.cookie === SIGNED_IN ? { ...c, cookie: signedIn } : c));
  /** @type {Record<string, any>} */
  const routes = {};
  for (const c of cases) routes[routeKey(c.path, c.cookie)] ??= await recordRoute(app.url, c.path, c.cookie ? { cookie: c.cookie } : {});
  const checker = await startBaseline(routes);
  try {
    for (const c of cases) {
      const headers = requestHeaders(c, routes);
      const problems = diff(await record(app.url + c.path, headers), await record(checker.url + c.path, headers));
      if (problems.length > 0) throw new Error(`baseline does not replay the app for ${c.name}: ${problems.join('; ')}`);
    }
  } finally {
    await checker.stop();
  }
  return { cases, routes };
}

/** Times the vendor feed reader on adversarial feeds (bench/feeds.ts); it reads src/ through tsx, so nothing is built. */
function feedsCase() {
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/feeds.ts')], { cwd: root, stdio: 'inherit' });
  return 0;
}

/**
 * The page case (bench/page.ts): the built dashboard in Chromium on a throttled phone, our own
 * probe then Lighthouse's mobile profile (bench/lighthouse.ts), quiet day and incident day. It
 * runs the server in-process through tsx (it sets up the incident day with the test helpers).
 */
function pageCase() {
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'bench/page.ts'), path.join(root, 'dist/client')], { cwd: root, stdio: 'inherit' });
  return 0;
}

async function analyticsOnly() {
  console.log(`\nAnalytics on PostgreSQL${fromSource ? ' (app run from src/ through tsx)' : ''}:`);
  const analytics = await runAnalyticsBench({ root, ...analyticsSettings, fromSource });
  console.log('');
  printAnalyticsTable(analytics);
  writeResults('analytics-latest.json', { analytics });
  return 0;
}

/** The checks case (bench/checks.mjs): checks done against promised, and CPU per check, on PostgreSQL (the soak's database server). */
/** The embedded case (bench/embedded-checks.mjs): checks running on PGlite, and the polled answers' p99 meanwhile. */
async function embeddedChecksOnly() {
  const { embeddedSettings, printEmbeddedChecks, runEmbeddedChecksBench } = await import('../bench/embedded-checks.mjs');
  const embedded = await runEmbeddedChecksBench({ root, settings: embeddedSettings() });
  printEmbeddedChecks(embedded);
  writeResults('embedded-checks-latest.json', { embedded });
  return 0;
}

async function checksOnly() {
  const checks = await runChecksBench({ root, databaseUrl: soakSettings.databaseUrl });
  printChecks(checks);
  writeResults('checks-latest.json', { checks });
  return 0;
}

/** The scale case (bench/scale.mjs): N checks on several instances, the polled answers and the first screen's size. */
async function scaleOnly() {
  const scale = await runScaleBench({ root, settings: scaleSettings() });
  printScale(scale);
  writeResults('scale-latest.json', { scale });
  return 0;
}

async function soakOnly() {
  const soak = await runSoak({ root, ...soakSettings });
  printSoak(soak);
  writeResults('soak-latest.json', { soak });
  return 0;
}

function writeResults(file, figures) {
  const out = path.join(root, 'bench/results', file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), commit: gitCommit(), machine: machine(), ...figures }, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(root, out)}`);
  return path.relative(root, out);
}

function isUnreachable(error) {
  return ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', '28P01', '28000', '3D000'].includes(error?.code);
}

function requestHeaders(c, routes) {
  return {
    ...(c.conditional ? { 'if-none-match': routes[routeKey(c.path, c.cookie)].etag } : {}),
    ...(c.cookie ? { cookie: c.cookie } : {}),
  };
}

function intEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function machine() {
  return { node: process.version, platform: `${os.platform()} ${os.arch()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null };
}
