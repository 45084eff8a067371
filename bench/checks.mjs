// The checks case (`npm run bench -- checks`): built instances on one PostgreSQL database running
// BENCH_CHECKS HTTP checks (2,000 by default) at BENCH_CHECK_INTERVAL seconds (60) against a local
// target in a process of its own, for a warm-up of one interval and then BENCH_CHECKS_SECONDS (120)
// measured. BENCH_CHECKS_INSTANCES (1) instances share the checks (every instance claims
// due checks). Reports checks done against checks promised, the app's and PostgreSQL's CPU per
// check, the largest scheduler lag seen, and how many checks were over a minute late at the end.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { cpuOfCommand, cpuOfPid, metricsText, metricValues, METRICS_TOKEN, startTarget } from './check-load.mjs';
import { startApp } from './processes.mjs';

/** Checks done against checks promised, at least, and the app's CPU per check, at most (docs/performance.md). */
export const CHECKS_TARGETS = { keptShare: 0.995, cpuMsPerCheck: 1 };

const SAMPLE_EVERY_MS = 5_000;

/** @param {{ root: string; databaseUrl: string }} options */
export async function runChecksBench({ root, databaseUrl }) {
  const count = Number(process.env.BENCH_CHECKS ?? 2000);
  const interval = Number(process.env.BENCH_CHECK_INTERVAL ?? 60);
  const seconds = Number(process.env.BENCH_CHECKS_SECONDS ?? 120);
  const instanceCount = Number(process.env.BENCH_CHECKS_INSTANCES ?? 1);
  const { generateKeyMaterialSpec } = await import(path.join(root, 'dist/server/lib/security/crypto.js'));
  const material = generateKeyMaterialSpec();
  const databaseName = `cs_bench_checks_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${databaseName}`;
  const target = await startTarget();
  const instances = [];
  try {
    const env = {
      DATABASE_URL: url.toString(),
      DATA_ENCRYPTION_KEYS: material.dataKeys,
      BLIND_INDEX_KEY: material.blindIndexKey,
      ADMIN_ENTRY_SUFFIX: 'checks-bench-entry',
      MONITOR_ALLOW_PRIVATE: 'true',
      METRICS_TOKEN,
      SEED_SAMPLE_SERVICES: 'false',
      // BENCH_CHECKS_PROFILE=<dir>: each instance writes a V8 CPU profile there when it stops.
      ...(process.env.BENCH_CHECKS_PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_CHECKS_PROFILE)}` } : {}),
    };
    console.log(`Checks: ${count} HTTP checks every ${interval} s on ${instanceCount} instance(s), PostgreSQL (${databaseName})...`);
    instances.push(await startApp(root, { env }));
    for (let i = 1; i < instanceCount; i++) instances.push(await startApp(root, { env }));

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    // Spread over the first interval, as a board filled over time would be.
    await db.query(
      `with made as (
         insert into services (name, type) select 'Bench clinic ' || g, 'internet' from generate_series(1, $1::int) g returning id, name
       )
       insert into service_checks (service_id, type, target, interval_seconds, next_run_at)
       select id, 'http', $2 || '/' || id, $3::int, now() + make_interval(secs => (row_number() over ()) % $3::int) from made`,
      [count, `http://127.0.0.1:${target.port}/health`, interval],
    );
    console.log(`Warm-up: one interval (${interval} s), then ${seconds} s measured.`);
    await new Promise((resolve) => setTimeout(resolve, interval * 1000));

    const { rows: startRows } = await db.query('select now() as at, count(*)::int as n from check_results');
    const appCpu0 = instances.map((i) => cpuOfPid(i.child.pid));
    const pgCpu0 = cpuOfCommand('postgres');
    let maxLag = 0;
    const deadline = Date.now() + seconds * 1000;
    // BENCH_CHECKS_TRACE=1 prints every sample: results written since the last one, checks due and not taken, the lag.
    const trace = process.env.BENCH_CHECKS_TRACE === '1';
    let lastCount = Number(startRows[0].n);
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      // The lag as statusboard_scheduler_lag_seconds defines it (the age of the longest waiting due
      // check), read from the database: a scrape of /metrics renders a series per service, which
      // at this many services costs the app more than the checks (its cost is measured below, once).
      const { rows } = await db.query(
        `select coalesce(extract(epoch from now() - min(next_run_at)), 0)::float8 as lag, count(*)::int as due from service_checks where enabled and next_run_at <= now()`,
      );
      maxLag = Math.max(maxLag, rows[0].lag);
      if (trace) {
        const { rows: counted } = await db.query('select count(*)::int as n from check_results');
        console.log(
          `  +${Math.round((Date.now() - deadline) / 1000 + seconds)} s: ${counted[0].n - lastCount} results, ${rows[0].due} due, lag ${rows[0].lag.toFixed(1)} s`,
        );
        lastCount = counted[0].n;
      }
    }
    const appCpu = instances.reduce((sum, instance, i) => sum + cpuOfPid(instance.child.pid) - (appCpu0[i] ?? 0), 0);
    const pgCpu = cpuOfCommand('postgres') - pgCpu0;
    // One scrape of the first instance, as Prometheus makes every 15 to 60 s: its cost and size, and the lag it exports.
    const scrapeCpu0 = cpuOfPid(instances[0].child.pid) ?? 0;
    const scraped = await metricsText(instances[0].url);
    const scrape = {
      appMs: ((cpuOfPid(instances[0].child.pid) ?? scrapeCpu0) - scrapeCpu0) * 1000,
      kb: (scraped?.length ?? 0) / 1024,
      lagSeconds: scraped === null ? null : Math.max(0, ...metricValues(scraped, 'statusboard_scheduler_lag_seconds')),
    };
    const { rows: doneRows } = await db.query('select count(*)::int as n from check_results where checked_at > $1', [startRows[0].at]);
    const { rows: lateRows } = await db.query(`select count(*)::int as n from service_checks where enabled and next_run_at <= now() - interval '60 seconds'`);
    await db.end();
    const done = doneRows[0].n;
    const promised = (count * seconds) / interval;
    return {
      count,
      interval,
      seconds,
      instances: instanceCount,
      done,
      promised,
      kept: done / promised,
      appMsPerCheck: (appCpu * 1000) / Math.max(1, done),
      postgresMsPerCheck: (pgCpu * 1000) / Math.max(1, done),
      maxLagSeconds: maxLag,
      lateAtEnd: lateRows[0].n,
      scrape,
    };
  } finally {
    for (const instance of instances) await instance.stop().catch(() => undefined);
    target.stop();
    await admin.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

export function printChecks(result) {
  const pct = (v) => `${(v * 100).toFixed(1)} %`;
  console.log(`\n${result.count} checks every ${result.interval} s, ${result.instances} instance(s), ${result.seconds} s measured:`);
  console.log(`  done ${result.done} of ${Math.round(result.promised)} promised: ${pct(result.kept)} (target at least ${pct(CHECKS_TARGETS.keptShare)})`);
  console.log(
    `  CPU per check: app ${result.appMsPerCheck.toFixed(2)} ms (target at most ${CHECKS_TARGETS.cpuMsPerCheck} ms), PostgreSQL ${result.postgresMsPerCheck.toFixed(2)} ms`,
  );
  console.log(`  largest scheduler lag seen: ${result.maxLagSeconds.toFixed(1)} s; over a minute late at the end: ${result.lateAtEnd}`);
  if (result.scrape)
    console.log(
      `  one /metrics scrape (not in the CPU above): ${result.scrape.appMs.toFixed(0)} ms of the app's CPU, ${result.scrape.kb.toFixed(0)} KB; lag it exports ${result.scrape.lagSeconds?.toFixed(1) ?? '?'} s`,
    );
  const pass = result.kept >= CHECKS_TARGETS.keptShare && result.appMsPerCheck <= CHECKS_TARGETS.cpuMsPerCheck;
  console.log(`  ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}
