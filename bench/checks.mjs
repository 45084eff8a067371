// The checks case (`npm run bench -- checks`): built instances on one PostgreSQL database running
// BENCH_CHECKS HTTP checks (2,000 by default) at BENCH_CHECK_INTERVAL seconds (60) against a local
// target in a process of its own, for a warm-up of one interval and then BENCH_CHECKS_SECONDS (120)
// measured. BENCH_CHECKS_INSTANCES (1) instances share the checks (every instance claims
// due checks). Reports checks done against checks promised, the app's and PostgreSQL's CPU per
// check, the largest scheduler lag seen, and how many checks were over a minute late at the end.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApp } from './processes.mjs';

const METRICS_TOKEN = 'checks-bench-metrics-token-0123456789abcdef';
const SAMPLE_EVERY_MS = 5_000;
/** Checks done against checks promised, at least, and the app's CPU per check, at most (docs/performance.md). */
export const CHECKS_TARGETS = { keptShare: 0.995, cpuMsPerCheck: 1 };

const ticks = () => Number(process.env.CLK_TCK ?? 100);

/** CPU seconds used so far by the processes whose command name is `name` (all of them), from /proc. */
function cpuOfCommand(name) {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      if (stat.slice(open + 1, close) !== name) continue;
      const fields = stat.slice(close + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticks();
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** CPU seconds used so far by one process, from /proc. */
function cpuOfPid(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticks();
}

async function metric(url, name) {
  try {
    const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line ? Number(line.split(' ')[1]) : null;
  } catch {
    return null;
  }
}

/** An HTTP target in a process of its own, so its CPU is neither the app's nor the bench's. */
function startTarget() {
  const source = `const http = require('node:http');
    const server = http.createServer((_q, r) => r.end('ok'));
    server.keepAliveTimeout = 65_000;
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-target-')), 'target.cjs');
  fs.writeFileSync(file, source);
  const child = fork(file, [], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  return new Promise((resolve) => child.once('message', (port) => resolve({ port, stop: () => child.kill() })));
}

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
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      for (const instance of instances) maxLag = Math.max(maxLag, (await metric(instance.url, 'statusboard_scheduler_lag_seconds')) ?? 0);
    }
    const appCpu = instances.reduce((sum, instance, i) => sum + cpuOfPid(instance.child.pid) - (appCpu0[i] ?? 0), 0);
    const pgCpu = cpuOfCommand('postgres') - pgCpu0;
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
  const pass = result.kept >= CHECKS_TARGETS.keptShare && result.appMsPerCheck <= CHECKS_TARGETS.cpuMsPerCheck;
  console.log(`  ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}
