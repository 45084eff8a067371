// The scale case (`npm run bench -- scale`): the board at national scale. BENCH_SCALE_INSTANCES
// built instances (2) on one fresh PostgreSQL database with BENCH_SCALE_SERVICES services (20,000:
// 2 % insurance, 49 % internet, 49 % voip, so that sections are large), each with an HTTP check
// every BENCH_SCALE_INTERVAL seconds (60) against a local target in a process of its own. After one
// interval of warm-up it measures BENCH_SCALE_SECONDS (three intervals), interval by interval:
// checks done against checks promised, checks overdue at the interval's end, the largest scheduler
// lag, the app's and PostgreSQL's CPU per check, each instance's RSS, and the polled answers' p50
// and p99 under a steady load of BENCH_SCALE_RPS requests a second (30); and once, the sizes of
// the first screen and of the polled answers. Targets are reported as met or missed, with the
// margin; only a crash is an error. See bench/README.md.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuOfPid, metricsText, metricValues, METRICS_TOKEN, startTarget } from './check-load.mjs';
import { startPollLoad, summarisePolls } from './poll-load.mjs';
import { postgresCpu } from './postgres-cpu.mjs';
import { assertAlive, rssMb, startApp } from './processes.mjs';

/** The targets at national scale (bench/README.md, "The scale case"). The first screen's is set for a board of 20,000 services. */
export const SCALE_TARGETS = { keptShare: 0.995, overdueShare: 0.01, firstScreenBrotliKb: 100, pollP99Ms: 50, appCpuMsPerCheck: 1 };

/** The polled answers, weighted as a dashboard asks them (services every 30 s, access every 60 s). */
const POLLED = [
  { path: '/api/services', weight: 2 },
  { path: '/api/board', weight: 2 },
  { path: '/api/clinic/access-status', weight: 1 },
];
const CHECK_RUNS = 'statusboard_check_runs_total';
const LAG = 'statusboard_scheduler_lag_seconds';

export function scaleSettings(env = process.env) {
  const interval = whole(env, 'BENCH_SCALE_INTERVAL', 60);
  return {
    databaseUrl: env.BENCH_SCALE_DATABASE_URL || env.BENCH_SOAK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    services: whole(env, 'BENCH_SCALE_SERVICES', 20_000),
    instances: Math.max(1, whole(env, 'BENCH_SCALE_INSTANCES', 2)),
    interval: Math.max(1, interval),
    seconds: Math.max(1, whole(env, 'BENCH_SCALE_SECONDS', 3 * interval)),
    requestsPerSecond: whole(env, 'BENCH_SCALE_RPS', 30),
    /** How often the database's lag, the sessions' CPU and the instances' RSS are sampled. */
    sampleSeconds: Math.max(1, whole(env, 'BENCH_SCALE_SAMPLE_SECONDS', 5)),
    /** How often each instance's /metrics is read, as Prometheus would (it is large on a large board). */
    metricsSeconds: Math.max(1, whole(env, 'BENCH_SCALE_METRICS_SECONDS', 15)),
  };
}

/** @param {{ root: string; settings: ReturnType<typeof scaleSettings> }} options */
export async function runScaleBench({ root, settings }) {
  const { services: count, instances: instanceCount, interval, seconds } = settings;
  const { generateKeyMaterialSpec } = await import(path.join(root, 'dist/server/lib/security/crypto.js'));
  const material = generateKeyMaterialSpec();
  const databaseName = `cs_bench_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: settings.databaseUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(settings.databaseUrl);
  url.pathname = `/${databaseName}`;
  const target = await startTarget();
  /** @type {Awaited<ReturnType<typeof startApp>>[]} */
  const instances = [];
  const db = new pg.Client({ connectionString: url.toString(), application_name: 'scale-bench' });
  let load;
  try {
    const env = {
      DATABASE_URL: url.toString(),
      DATA_ENCRYPTION_KEYS: material.dataKeys,
      BLIND_INDEX_KEY: material.blindIndexKey,
      ADMIN_ENTRY_SUFFIX: 'scale-bench-entry',
      MONITOR_ALLOW_PRIVATE: 'true',
      METRICS_TOKEN,
      SEED_SAMPLE_SERVICES: 'false',
    };
    console.log(
      `Scale: ${count} services with an HTTP check every ${interval} s (2 % insurance, 49 % internet, 49 % voip) on ${instanceCount} instance(s), PostgreSQL (${databaseName})...`,
    );
    // The first instance migrates the database; the board is filled before the others start.
    instances.push(await startApp(root, { env }));
    await db.connect();
    const seeding = performance.now();
    await seed(db, { count, interval, targetUrl: `http://127.0.0.1:${target.port}/health` });
    console.log(`  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; starting the other instance(s)`);
    const warmUpEnds = Date.now() + interval * 1000;
    for (let i = 1; i < instanceCount; i++) instances.push(await startApp(root, { env }));

    const urls = instances.map((i) => i.url);
    const routes = [];
    const skipped = [];
    for (const route of POLLED) {
      const { status } = await answerBytes(urls[0], route.path, 'identity');
      if (status === 200) routes.push(route);
      else skipped.push({ path: route.path, status });
    }
    for (const s of skipped) console.log(`  ${s.path} answers ${s.status}: left out of the load and the sizes`);
    load = startPollLoad({ urls, routes, perSecond: settings.requestsPerSecond });
    console.log(`  warm-up: one interval (${interval} s), ${settings.requestsPerSecond} polled requests a second throughout; then ${seconds} s measured`);
    await waitUntil(warmUpEnds, instances);

    const sizes = await measureSizes(urls[0], routes);
    printSizes(sizes, count);

    const pgCpu = postgresCpu(db);
    /** @type {any[]} */
    const windows = [];
    const measureEnds = Date.now() + seconds * 1000;
    let startRuns;
    while (Date.now() < measureEnds - 500) {
      const ends = Math.min(measureEnds, Date.now() + interval * 1000);
      const { endRuns, ...window } = await measureWindow({ db, instances, pgCpu, load, ends, settings, index: windows.length + 1, startRuns });
      startRuns = endRuns;
      windows.push(window);
      printWindow(window, count);
    }
    await load.stop();
    const measuredFrom = windows[0]?.from ?? Date.now();
    const polls = summarisePolls(load.samples, measuredFrom, Date.now());
    return {
      settings: { ...settings, databaseUrl: undefined },
      databaseName,
      skipped,
      sizes,
      windows,
      polls,
      targets: judge({ windows, polls, sizes }, count),
    };
  } finally {
    await load?.stop().catch(() => undefined);
    await db.end().catch(() => undefined);
    for (const instance of instances) await instance.stop().catch(() => undefined);
    target.stop();
    await admin.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Fills the board in one statement: services spread over the three types, each with an HTTP check
 * whose first run is spread evenly over the first interval, as a board filled over time would be.
 */
async function seed(db, { count, interval, targetUrl }) {
  await db.query(
    `with planned as (
       select g, case when g % 100 < 2 then 'insurance' when g % 2 = 0 then 'internet' else 'voip' end as type
         from generate_series(1, $1::int) g
     ), made as (
       insert into services (name, type, sort_order)
       select 'Bench clinic ' || lpad(g::text, 6, '0') || ' ' || type, type, g from planned
       returning id, sort_order
     )
     insert into service_checks (service_id, type, target, interval_seconds, next_run_at)
     select id, 'http', $2 || '/' || id, $3::int, now() + make_interval(secs => (sort_order - 1) * $3::double precision / $1::int) from made`,
    [count, targetUrl, interval],
  );
}

/** One measured interval, from now until `ends`. */
async function measureWindow({ db, instances, pgCpu, load, ends, settings, index, startRuns }) {
  // The counters first: on a large board /metrics takes a while to read, and the window starts
  // (and, below, ends) once it has been read, at both edges alike. An interval starts with the
  // reading that ended the one before.
  const runs0 = startRuns ?? (await checkRuns(instances));
  const from = Date.now();
  const fromDb = await dbNow(db);
  const cpu0 = instances.map((i) => cpuOfPid(i.child.pid) ?? 0);
  await pgCpu.start();
  const rss = instances.map((i) => ({ max: rssMb(i.child.pid), end: 0 }));
  let maxDbLag = 0;
  let maxMetricLag = 0;
  let nextMetrics = from;
  while (Date.now() < ends) {
    await sleep(Math.min(settings.sampleSeconds * 1000, ends - Date.now()));
    assertAlive(...instances);
    instances.forEach((instance, i) => {
      const r = rss[i];
      if (r) r.max = Math.max(r.max, rssMb(instance.child.pid));
    });
    maxDbLag = Math.max(maxDbLag, (await backlog(db)).lagSeconds);
    await pgCpu.sample();
    if (Date.now() >= nextMetrics && Date.now() < ends - 1000) {
      nextMetrics = Date.now() + settings.metricsSeconds * 1000;
      for (const instance of instances) maxMetricLag = Math.max(maxMetricLag, (await metricOf(instance.url, LAG)) ?? 0);
    }
  }
  const runs1 = await checkRuns(instances);
  const to = Date.now();
  const toDb = await dbNow(db);
  const appCpu = instances.map((i, n) => (cpuOfPid(i.child.pid) ?? 0) - (cpu0[n] ?? 0));
  const postgres = await pgCpu.read();
  instances.forEach((instance, i) => {
    const r = rss[i];
    if (r) {
      r.end = rssMb(instance.child.pid);
      r.max = Math.max(r.max, r.end);
    }
  });
  const end = await backlog(db);
  maxDbLag = Math.max(maxDbLag, end.lagSeconds);
  maxMetricLag = Math.max(maxMetricLag, ...[...runs0, ...runs1].map((r) => r.lag ?? 0));
  const { rows } = await db.query('select count(*)::int as n from check_results where checked_at >= $1 and checked_at < $2', [fromDb, toDb]);
  const doneByInstance = runs1.map((r, i) => (r.runs === null || runs0[i]?.runs == null ? null : r.runs - runs0[i].runs));
  const done = doneByInstance.every((n) => n !== null) ? doneByInstance.reduce((a, b) => a + b, 0) : null;
  const ran = done ?? rows[0].n;
  const seconds = (to - from) / 1000;
  const appCpuSeconds = appCpu.reduce((a, b) => a + b, 0);
  return {
    index,
    from,
    to,
    seconds,
    promised: (settings.services * seconds) / settings.interval,
    done,
    doneByInstance,
    resultRows: rows[0].n,
    overdueAtEnd: end.overdue,
    waitingAtEnd: end.waiting,
    maxLagSeconds: { metric: maxMetricLag, database: maxDbLag },
    appCpuSeconds: appCpu,
    appMsPerCheck: (appCpuSeconds * 1000) / Math.max(1, ran),
    postgresMsPerCheck: { sessions: (postgres.sessions * 1000) / Math.max(1, ran), machine: (postgres.machine * 1000) / Math.max(1, ran) },
    rssMb: rss,
    polls: summarisePolls(load.samples, from, to),
    // The machine may be shared: its load says how far to trust the timings.
    loadAverage: os.loadavg()[0],
    endRuns: runs1,
  };
}

/**
 * The checks' backlog now: due more than one interval ago ("overdue": a whole run missed), due and
 * not taken ("waiting", any age), and how long the longest waiting has waited (the lag metric's reading).
 */
async function backlog(db) {
  const { rows } = await db.query(
    `select count(*) filter (where next_run_at < now() - make_interval(secs => interval_seconds))::int as overdue,
            count(*) filter (where next_run_at <= now())::int as waiting,
            coalesce(extract(epoch from now() - min(next_run_at) filter (where next_run_at <= now())), 0)::float8 as lag
       from service_checks where enabled`,
  );
  return { overdue: rows[0].overdue, waiting: rows[0].waiting, lagSeconds: rows[0].lag };
}

/** Each instance's checks run so far (the sum of its check-run counters) and its lag metric, from one read of /metrics. */
async function checkRuns(instances) {
  return Promise.all(
    instances.map(async (instance) => {
      const text = await metricsText(instance.url);
      if (text === null) return { runs: null, lag: null, bytes: 0 };
      const runs = metricValues(text, CHECK_RUNS);
      const lag = metricValues(text, LAG);
      return { runs: runs.reduce((a, b) => a + b, 0), lag: lag.length > 0 ? Math.max(...lag) : null, bytes: Buffer.byteLength(text) };
    }),
  );
}

async function metricOf(url, name) {
  const text = await metricsText(url);
  const values = text === null ? [] : metricValues(text, name);
  return values.length > 0 ? Math.max(...values) : null;
}

/** What the first screen and the polled answers weigh on the wire, once, after the warm-up. */
async function measureSizes(url, routes) {
  const first = await answerBytes(url, '/', 'br');
  const answers = [];
  for (const route of routes.filter((r) => r.path !== '/api/clinic/access-status')) {
    const br = await answerBytes(url, route.path, 'br');
    const identity = await answerBytes(url, route.path, 'identity');
    // A small answer goes out uncompressed even to a client that accepts brotli: its bytes are what counts.
    answers.push({ path: route.path, status: br.status, bytes: br.bytes, encoding: br.encoding, identityBytes: identity.bytes, ms: br.ms });
  }
  const metricsStarted = performance.now();
  const metrics = await metricsText(url);
  const metricsMs = performance.now() - metricsStarted;
  return {
    firstScreen: { status: first.status, bytes: first.bytes, encoding: first.encoding, ms: first.ms },
    answers,
    metricsBytes: metrics === null ? null : Buffer.byteLength(metrics),
    metricsMs,
  };
}

/** The bytes of one answer as sent (not decompressed), with its status, content encoding and time to its last byte. */
function answerBytes(url, path, encoding) {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${path}`, { agent: false, headers: { 'accept-encoding': encoding, accept: path === '/' ? 'text/html' : 'application/json' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity', ms: performance.now() - t0 }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Each target met or missed, with the margin (for the backlog and the polled answers, the worst interval or route decides). */
function judge({ windows, polls, sizes }, count) {
  const targets = [];
  const add = (name, value, limit, atMost, unit, note) =>
    targets.push({ name, value, limit, met: atMost ? value <= limit : value >= limit, margin: value - limit, unit, ...(note ? { note } : {}) });
  if (windows.length > 0) {
    // Over the whole measurement: a short interval's edges (a check due as it ends, done just
    // after) would otherwise weigh more than the scheduler's keeping up.
    const done = windows.reduce((sum, w) => sum + (w.done ?? w.resultRows), 0);
    const promised = windows.reduce((sum, w) => sum + w.promised, 0);
    add('checks done of promised', (done / promised) * 100, SCALE_TARGETS.keptShare * 100, false, '%');
    const overdue = Math.max(...windows.map((w) => w.overdueAtEnd)) / count;
    add('checks overdue at an interval’s end (worst)', overdue * 100, SCALE_TARGETS.overdueShare * 100, true, '%');
    const cpuSeconds = windows.reduce((sum, w) => sum + w.appCpuSeconds.reduce((a, b) => a + b, 0), 0);
    add(
      'app CPU per check',
      (cpuSeconds * 1000) / Math.max(1, done),
      SCALE_TARGETS.appCpuMsPerCheck,
      true,
      'ms',
      'includes answering the polled load and the /metrics reads',
    );
  }
  if (sizes.firstScreen.status === 200)
    add(
      'first screen (/) to a client accepting brotli',
      sizes.firstScreen.bytes / 1024,
      SCALE_TARGETS.firstScreenBrotliKb,
      true,
      'KB',
      count === 20_000 ? undefined : `the target is set for 20,000 services; this board has ${count}`,
    );
  if (polls.length > 0) {
    const worst = polls.reduce((a, b) => (b.p99Ms > a.p99Ms ? b : a));
    add(`polled answers p99 (worst route: ${worst.path})`, worst.p99Ms, SCALE_TARGETS.pollP99Ms, true, 'ms');
  }
  return targets;
}

const kb = (bytes) =>
  bytes === null || bytes === undefined ? '?' : bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;

function printSizes(sizes, count) {
  console.log(`\nSizes after the warm-up (${count} services):`);
  const f = sizes.firstScreen;
  console.log(
    `  /: ${kb(f.bytes)} ${f.encoding === 'br' ? 'brotli' : `(sent ${f.encoding})`}${f.status === 200 ? '' : `, status ${f.status}`}, ${Math.round(f.ms)} ms`,
  );
  for (const a of sizes.answers)
    console.log(
      `  ${a.path}: ${kb(a.bytes)} ${a.encoding === 'br' ? 'brotli' : `to a client accepting brotli (sent ${a.encoding})`} (${Math.round(a.ms)} ms), ${kb(a.identityBytes)} identity${a.status === 200 ? '' : `; status ${a.status}`}`,
    );
  console.log(`  /metrics: ${kb(sizes.metricsBytes)} (${Math.round(sizes.metricsMs)} ms)`);
}

function printWindow(w, count) {
  const pct = (v) => `${(v * 100).toFixed(1)} %`;
  const done = w.done ?? w.resultRows;
  console.log(
    `\nInterval ${w.index} (${w.seconds.toFixed(0)} s; the machine's load average at its end: ${w.loadAverage.toFixed(1)} on ${os.cpus().length} cores):`,
  );
  console.log(
    `  checks done ${done} of ${Math.round(w.promised)} promised: ${pct(done / w.promised)}` +
      `${w.doneByInstance.length > 1 ? ` (per instance: ${w.doneByInstance.map((n) => n ?? '?').join(', ')})` : ''}; result rows written ${w.resultRows}`,
  );
  console.log(
    `  at the end: overdue (due more than one interval ago) ${w.overdueAtEnd} (${pct(w.overdueAtEnd / count)}), waiting (due, not taken) ${w.waitingAtEnd}; ` +
      `largest lag ${w.maxLagSeconds.metric.toFixed(1)} s (metric), ${w.maxLagSeconds.database.toFixed(1)} s (database)`,
  );
  console.log(
    `  CPU per check: app ${w.appMsPerCheck.toFixed(2)} ms (${w.appCpuSeconds.map((s) => `${s.toFixed(1)} s`).join(' + ')}), ` +
      `PostgreSQL ${w.postgresMsPerCheck.sessions.toFixed(2)} ms (this database's sessions; every postgres process: ${w.postgresMsPerCheck.machine.toFixed(2)} ms)`,
  );
  console.log(`  RSS: ${w.rssMb.map((r, i) => `instance ${i + 1} ${r.end} MB (max ${r.max})`).join(', ')}`);
  for (const p of w.polls)
    console.log(
      `  ${p.path}: ${p.requests} requests, ${p.errors} errors, ${pct(p.notModifiedShare)} 304, p50 ${p.p50Ms.toFixed(1)} ms, p99 ${p.p99Ms.toFixed(1)} ms, max ${p.maxMs.toFixed(0)} ms`,
    );
}

export function printScale(result) {
  console.log(`\nPolled answers over the ${result.windows.length} measured interval(s):`);
  for (const p of result.polls)
    console.log(
      `  ${p.path}: ${p.requests} requests, ${p.errors} errors, p50 ${p.p50Ms.toFixed(1)} ms, p99 ${p.p99Ms.toFixed(1)} ms, max ${p.maxMs.toFixed(0)} ms`,
    );
  for (const s of result.skipped) console.log(`  ${s.path}: not measured (answered ${s.status})`);
  console.log('\nTargets:');
  for (const t of result.targets) {
    const value = `${t.value.toFixed(2)} ${t.unit}`;
    const margin = `${t.margin >= 0 ? '+' : ''}${t.margin.toFixed(2)} ${t.unit}`;
    console.log(`  ${t.met ? 'met   ' : 'MISSED'} ${t.name}: ${value} (target ${t.limit} ${t.unit}; margin ${margin})${t.note ? `; ${t.note}` : ''}`);
  }
}

async function waitUntil(at, instances) {
  while (Date.now() < at) {
    await sleep(Math.min(5000, at - Date.now()));
    assertAlive(...instances);
  }
}

async function dbNow(db) {
  const { rows } = await db.query('select now() as at');
  return rows[0].at;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

function whole(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}
