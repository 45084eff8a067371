// The embedded case (`npm run bench -- embedded-checks`): the built app on its embedded database
// (PGlite, as `npm start` runs it), BENCH_EMBEDDED_CHECKS HTTP checks (500) every
// BENCH_EMBEDDED_INTERVAL seconds (30) against a local target in a process of its own, and the
// polled answers asked meanwhile as open dashboards ask them (bench/poll-load.mjs: open loop,
// BENCH_EMBEDDED_RPS requests a second (50), keep-alive, If-None-Match from the previous answer).
// Twice: the same services with their checks switched off (the reference), then with them
// running. After a warm-up of one interval it measures BENCH_EMBEDDED_SECONDS (60) and prints,
// per route, p50, p99 and the largest time, the app's CPU and the checks done.
// PASS: p99 of every polled answer under 50 ms with the checks running.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { cpuOfPid, metricsText, metricValues, METRICS_TOKEN, startTarget } from './check-load.mjs';
import { startPollLoad, summarisePolls } from './poll-load.mjs';
import { startApp } from './processes.mjs';

/** p99 of each polled answer with the checks running, at most (ADR 25: the board stays fast on the embedded engine too). */
export const EMBEDDED_TARGETS = { p99Ms: 50 };
/** The routes an open dashboard polls, by how often; /api/board where the app has it (large boards). */
const ROUTES = [
  { path: '/api/services', weight: 2 },
  { path: '/api/clinic/access-status', weight: 1 },
  { path: '/api/board', weight: 2 },
];

export function embeddedSettings() {
  const int = (name, fallback) => {
    const raw = process.env[name];
    const n = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
    return n;
  };
  return {
    checks: int('BENCH_EMBEDDED_CHECKS', 500),
    interval: int('BENCH_EMBEDDED_INTERVAL', 30),
    seconds: int('BENCH_EMBEDDED_SECONDS', 60),
    rps: int('BENCH_EMBEDDED_RPS', 50),
  };
}

/** @param {{ root: string; settings: ReturnType<typeof embeddedSettings> }} options */
export async function runEmbeddedChecksBench({ root, settings }) {
  const target = await startTarget();
  try {
    console.log(
      `Embedded: ${settings.checks} HTTP checks every ${settings.interval} s on PGlite, ${settings.rps} polls a second; ${settings.interval} s warm-up, ${settings.seconds} s measured, checks off then on...`,
    );
    const quiet = await runPhase(root, settings, target.port, false);
    const busy = await runPhase(root, settings, target.port, true);
    return { ...settings, quiet, busy };
  } finally {
    target.stop();
  }
}

async function runPhase(root, settings, targetPort, checksOn) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-embedded-'));
  try {
    await seed(root, dataDir, settings, targetPort, checksOn);
    const app = await startApp(root, {
      env: { DATA_DIR: dataDir, MONITOR_ALLOW_PRIVATE: 'true', SEED_SAMPLE_SERVICES: 'false', METRICS_TOKEN },
    });
    try {
      const routes = [];
      for (const route of ROUTES) if ((await fetch(`${app.url}${route.path}`)).status === 200) routes.push(route);
      const load = startPollLoad({ urls: [app.url], routes, perSecond: settings.rps });
      await sleep(settings.interval * 1000);
      const from = Date.now();
      const cpu0 = cpuOfPid(app.child.pid) ?? 0;
      const runs0 = await checkRuns(app.url);
      await sleep(settings.seconds * 1000);
      const to = Date.now();
      const cpu = (cpuOfPid(app.child.pid) ?? 0) - cpu0;
      const done = (await checkRuns(app.url)) - runs0;
      await load.stop();
      const polls = summarisePolls(load.samples, from, to);
      return { checksOn, done, promised: checksOn ? (settings.checks * settings.seconds) / settings.interval : 0, appCpuShare: cpu / settings.seconds, polls };
    } finally {
      await app.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Makes the embedded database before the app opens it (only one process may have it open): the
 * migrations, then the services and their checks, spread over the first interval.
 */
async function seed(root, dataDir, settings, targetPort, enabled) {
  const { openDatabase } = await import(path.join(root, 'dist/server/db/open.js'));
  const database = await openDatabase({ engine: 'pglite', dataDir });
  try {
    await database.db.execute(sql`with made as (
        insert into services (name, type) select 'Bench clinic ' || g, 'internet' from generate_series(1, ${settings.checks}::int) g returning id
      )
      insert into service_checks (service_id, type, target, interval_seconds, next_run_at, enabled)
      select id, 'http', ${`http://127.0.0.1:${targetPort}/health/`} || id, ${settings.interval}::int,
        now() + make_interval(secs => (row_number() over ()) % ${settings.interval}::int), ${enabled}::boolean from made`);
  } finally {
    await database.close();
  }
}

/** Check runs the app has counted so far (every service and outcome). */
async function checkRuns(url) {
  const text = await metricsText(url);
  return text === null ? 0 : metricValues(text, 'statusboard_check_runs_total').reduce((sum, v) => sum + v, 0);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function printEmbeddedChecks(result) {
  let pass = true;
  for (const phase of [result.quiet, result.busy]) {
    console.log(
      `\n${phase.checksOn ? `${result.checks} checks every ${result.interval} s running` : 'checks off (reference)'}: app CPU ${(phase.appCpuShare * 100).toFixed(0)} % of a core${
        phase.checksOn ? `, checks done ${phase.done} of ${Math.round(phase.promised)} promised` : ''
      }`,
    );
    console.log(
      `  ${'route'.padEnd(28)} ${'requests'.padStart(8)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}`,
    );
    for (const poll of phase.polls) {
      console.log(
        `  ${poll.path.padEnd(28)} ${String(poll.requests).padStart(8)} ${String(poll.errors).padStart(6)} ${poll.p50Ms.toFixed(1).padStart(7)} ${poll.p99Ms.toFixed(1).padStart(7)} ${poll.maxMs.toFixed(1).padStart(7)}`,
      );
      if (phase.checksOn && (poll.p99Ms >= EMBEDDED_TARGETS.p99Ms || poll.errors > 0)) pass = false;
    }
  }
  console.log(`\n  ${pass ? 'PASS' : 'FAIL'} (target: p99 of every polled answer under ${EMBEDDED_TARGETS.p99Ms} ms with the checks running, no errors)`);
  return pass;
}
