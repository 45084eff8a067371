// The soak case (`npm run bench -- soak`): two built instances on one PostgreSQL database behind
// nginx, as deploy/compose.yaml runs them, with automated checks running, and 2,000 simulated
// clinics polling as the dashboard does (services every 30 s, access status every 60 s, one in
// ten signed in and polling notifications every 30 s, each with If-None-Match), sped up so that
// the whole load reaches BENCH_SOAK_RPS (2,000 requests a second by default) for
// BENCH_SOAK_SECONDS (600). Each clinic comes from its own loopback address (Linux routes all of
// 127/8 to lo), so nginx and the app see 2,000 different clients.
// Reports errors (must be 0), p50/p99 per route, the rate reached, scheduler lag, and each
// instance's RSS after the warm-up and at the end (must be flat).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, rssMb, startApp } from './processes.mjs';

const REAL_PERIOD_SECONDS = { services: 30, access: 60, notifications: 30 };
const SIGNED_IN_SHARE = 0.1;
const CHECKS = 40;
const WARMUP_SECONDS = 30;
const SAMPLE_EVERY_MS = 10_000;
/** "Flat": the end RSS within this much of the RSS after the warm-up. */
const RSS_GROWTH_LIMIT = 0.15;
const NGINX_SOURCE = '127.0.0.2';
const METRICS_TOKEN = 'soak-bench-metrics-token-0123456789abcdef';

/** @param {{ root: string; databaseUrl: string; seconds: number; rps: number; clinics: number }} options */
export async function runSoak({ root, databaseUrl, seconds, rps, clinics }) {
  const { createKeyRing, generateKeyMaterialSpec, parseBlindIndexKey, parseDataKeys } = await import(path.join(root, 'dist/server/lib/security/crypto.js'));
  const material = generateKeyMaterialSpec();
  const keys = createKeyRing({ dataKeys: parseDataKeys(material.dataKeys), blindIndexKey: parseBlindIndexKey(material.blindIndexKey) });
  const databaseName = `cs_bench_soak_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${databaseName}`;
  const target = http.createServer((_request, response) => response.end('ok'));
  await new Promise((resolve) => target.listen(0, '127.0.0.1', () => resolve(undefined)));
  /** @type {any[]} */
  const instances = [];
  let nginx;
  try {
    const publicPort = await freePort();
    const env = {
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '10',
      DATA_ENCRYPTION_KEYS: material.dataKeys,
      BLIND_INDEX_KEY: material.blindIndexKey,
      ADMIN_ENTRY_SUFFIX: 'soak-bench-entry',
      PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
      TRUST_PROXY: NGINX_SOURCE,
      MONITOR_ALLOW_PRIVATE: 'true',
      METRICS_TOKEN,
    };
    console.log(`Soak: two instances on PostgreSQL (${databaseName}) behind nginx...`);
    instances.push(...(await Promise.all([startApp(root, { env }), startApp(root, { env })])));

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const targetPort = /** @type {import('node:net').AddressInfo} */ (target.address()).port;
    for (let i = 0; i < CHECKS; i++) {
      const { rows } = await db.query(`insert into services (name, type) values ($1, 'insurance') returning id`, [`Soak carrier ${i + 1}`]);
      await db.query(`insert into service_checks (service_id, type, target, interval_seconds) values ($1, 'http', $2, 30)`, [
        rows[0].id,
        `http://127.0.0.1:${targetPort}/health/${i}`,
      ]);
    }
    const population = Array.from({ length: clinics }, (_, i) => ({ index: i, address: clinicAddress(i), etags: new Map(), cookie: '' }));
    // Half the clinics are registered (their network whitelisted): their polls are heartbeats.
    for (const clinic of population.filter((c) => c.index % 2 === 0)) {
      await db.query('insert into ip_whitelist (ip_address) values ($1)', [clinic.address]);
    }
    const signedIn = population.filter((c) => c.index % Math.round(1 / SIGNED_IN_SHARE) === 0);
    for (const clinic of signedIn) {
      const token = randomBytes(24).toString('base64url');
      const email = `soak.${clinic.index}@clinic.example.ca`;
      const { rows } = await db.query('insert into users (email_encrypted, email_hash) values ($1, $2) returning id', [
        keys.encrypt(email),
        keys.blindIndex(email),
      ]);
      await db.query(`insert into sessions (sid, sess, expire) values ($1, $2, now() + interval '1 day')`, [keys.hashSecret(token), { userId: rows[0].id }]);
      clinic.cookie = `sid=${token}`;
    }
    await db.end();

    nginx = await startSoakNginx(
      publicPort,
      instances.map((instance) => new URL(instance.url).port),
    );
    const base = `http://127.0.0.1:${publicPort}`;
    const realRps = clinics / REAL_PERIOD_SECONDS.services + clinics / REAL_PERIOD_SECONDS.access + signedIn.length / REAL_PERIOD_SECONDS.notifications;
    const speed = rps / realRps;
    const period = {
      services: REAL_PERIOD_SECONDS.services / speed,
      access: REAL_PERIOD_SECONDS.access / speed,
      notifications: REAL_PERIOD_SECONDS.notifications / speed,
    };
    const streams = [
      stream('/api/services', population, period.services),
      stream('/api/clinic/access-status', population, period.access),
      stream('/api/notifications', signedIn, period.notifications),
    ];
    console.log(
      `${clinics} clinics (${signedIn.length} signed in), real load ${realRps.toFixed(0)} req/s sped up ${speed.toFixed(1)}x to ${rps} req/s: ` +
        `services every ${period.services.toFixed(2)} s, access status every ${period.access.toFixed(2)} s, notifications every ${period.notifications.toFixed(2)} s per clinic. ` +
        `${WARMUP_SECONDS} s warm-up, then ${seconds} s measured.`,
    );

    const agents = new Map(population.map((c) => [c.index, new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: c.address })]));
    /** @type {Map<string, { count: number; errors: number; statuses: Map<number, number>; latencies: number[] }>} */
    const stats = new Map(streams.map((s) => [s.path, { count: 0, errors: 0, statuses: new Map(), latencies: [] }]));
    const errorSamples = [];
    let measuring = false;
    let inFlight = 0;

    const fire = (s, clinic) => {
      const started = performance.now();
      /** @type {Record<string, string>} */
      const headers = {};
      const etag = clinic.etags.get(s.path);
      if (etag) headers['if-none-match'] = etag;
      if (s.path === '/api/notifications') headers.cookie = clinic.cookie;
      inFlight += 1;
      const done = (status, error) => {
        inFlight -= 1;
        if (!measuring) return;
        const route = stats.get(s.path);
        if (!route) return;
        route.count += 1;
        route.latencies.push(performance.now() - started);
        route.statuses.set(status, (route.statuses.get(status) ?? 0) + 1);
        if (error || (status !== 200 && status !== 304)) {
          route.errors += 1;
          if (errorSamples.length < 10) errorSamples.push(`${s.path} ${status} ${error ?? ''}`);
        }
      };
      const request = http.get(`${base}${s.path}`, { agent: agents.get(clinic.index), headers }, (response) => {
        if (response.headers.etag) clinic.etags.set(s.path, response.headers.etag);
        response.resume();
        response.on('end', () => done(response.statusCode ?? 0));
        response.on('error', (error) => done(0, error.message));
      });
      request.setTimeout(10_000, () => request.destroy(new Error('timed out after 10 s')));
      request.on('error', (error) => done(0, error.message));
    };

    // Open loop: requests go out on schedule whether or not earlier ones have been answered.
    const startedAt = performance.now();
    const ticker = setInterval(() => {
      const elapsed = (performance.now() - startedAt) / 1000;
      for (const s of streams) {
        const due = Math.floor((elapsed * s.clinics.length) / s.period);
        while (s.issued < due) {
          fire(s, s.clinics[s.issued % s.clinics.length]);
          s.issued += 1;
        }
      }
    }, 5);

    await sleep(WARMUP_SECONDS * 1000);
    measuring = true;
    const measureStart = performance.now();
    const issuedAtStart = streams.reduce((sum, s) => sum + s.issued, 0);
    const samples = [];
    const sample = async () => {
      const rss = instances.map((instance) => rssMb(instance.child.pid));
      const lag = Math.max(...(await Promise.all(instances.map((instance) => metric(instance.url, 'statusboard_scheduler_lag_seconds')))).map((v) => v ?? 0));
      const leaders = (await Promise.all(instances.map((instance) => metric(instance.url, 'statusboard_scheduler_leader'))))
        .map((value) => value ?? 0)
        .reduce((sum, value) => sum + value, 0);
      const at = Math.round((performance.now() - measureStart) / 1000);
      samples.push({ at, rss, lag, leaders, inFlight });
      process.stdout.write(
        `  ${String(at).padStart(4)} s  RSS ${rss.map((r) => `${r} MB`).join(' / ')}  scheduler lag ${lag.toFixed(1)} s  in flight ${inFlight}\n`,
      );
    };
    await sample();
    const sampler = setInterval(() => void sample(), SAMPLE_EVERY_MS);
    await sleep(seconds * 1000);
    clearInterval(sampler);
    const measuredSeconds = (performance.now() - measureStart) / 1000;
    const issued = streams.reduce((sum, s) => sum + s.issued, 0) - issuedAtStart;
    clearInterval(ticker);
    await sample();
    await sleep(2000); // let the last answers arrive
    measuring = false;
    for (const agent of agents.values()) agent.destroy();

    const routes = [...stats].map(([route, s]) => {
      const sorted = Float64Array.from(s.latencies).sort();
      return {
        route,
        requests: s.count,
        errors: s.errors,
        statuses: Object.fromEntries(s.statuses),
        p50Ms: quantile(sorted, 0.5),
        p99Ms: quantile(sorted, 0.99),
        maxMs: sorted.length ? sorted[sorted.length - 1] : 0,
      };
    });
    const first = samples[0];
    const last = samples[samples.length - 1];
    const growth = first.rss.map((start, i) => (last.rss[i] - start) / start);
    const errors = routes.reduce((sum, r) => sum + r.errors, 0);
    const answered = routes.reduce((sum, r) => sum + r.requests, 0);
    const result = {
      clinics,
      signedIn: signedIn.length,
      seconds: Math.round(measuredSeconds),
      targetRps: rps,
      issuedRps: Math.round(issued / measuredSeconds),
      answeredRps: Math.round(answered / measuredSeconds),
      errors,
      errorSamples,
      routes,
      rssMb: { start: first.rss, end: last.rss, growth: growth.map((g) => Number(g.toFixed(3))) },
      schedulerLagMaxSeconds: Math.max(...samples.map((s) => s.lag)),
      leadersAlways1: samples.every((s) => s.leaders === 1),
      samples,
    };
    result.pass = errors === 0 && result.issuedRps >= rps * 0.98 && growth.every((g) => g <= RSS_GROWTH_LIMIT) && result.leadersAlways1;
    return result;
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    target.close();
    await admin.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

export function printSoak(result) {
  console.log(`\nSoak: ${result.clinics} clinics (${result.signedIn} signed in), ${result.seconds} s measured`);
  console.log(`  rate: ${result.issuedRps} req/s sent, ${result.answeredRps} answered (target ${result.targetRps})`);
  console.log(`  errors: ${result.errors}${result.errorSamples.length ? ` (${result.errorSamples.join('; ')})` : ''}`);
  console.log('  route                         requests    p50 ms   p99 ms   max ms  statuses');
  for (const r of result.routes) {
    console.log(
      `  ${r.route.padEnd(28)} ${String(r.requests).padStart(9)} ${r.p50Ms.toFixed(1).padStart(9)} ${r.p99Ms.toFixed(1).padStart(8)} ${r.maxMs.toFixed(0).padStart(8)}  ${JSON.stringify(r.statuses)}`,
    );
  }
  console.log(
    `  RSS per instance: ${result.rssMb.start.map((s, i) => `${s} -> ${result.rssMb.end[i]} MB (${(result.rssMb.growth[i] * 100).toFixed(1)} %)`).join(', ')}`,
  );
  console.log(`  scheduler: lag at most ${result.schedulerLagMaxSeconds.toFixed(1)} s; exactly one leader at every sample: ${result.leadersAlways1}`);
  console.log(`  ${result.pass ? 'PASS' : 'FAIL'} (0 errors, the target rate, RSS growth at most ${RSS_GROWTH_LIMIT * 100} %, one leader)`);
}

function stream(routePath, clinics, period) {
  return { path: routePath, clinics, period, issued: 0 };
}

function clinicAddress(index) {
  return `127.${20 + (index >> 8)}.${index & 255}.1`;
}

function quantile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function metric(base, name) {
  try {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` }, signal: AbortSignal.timeout(5000) });
    const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(await response.text());
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** nginx as deploy/nginx.conf sets it up, in the foreground with its own temp paths. */
async function startSoakNginx(port, upstreamPorts) {
  const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
  if (!fs.existsSync(nginxPath)) throw new Error(`nginx is not installed at ${nginxPath}: apt-get install -y nginx`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-soak-nginx-'));
  fs.chmodSync(dir, 0o755);
  const temp = (name) => path.join(dir, name);
  fs.writeFileSync(
    temp('nginx.conf'),
    `daemon off;
worker_processes 1;
worker_rlimit_nofile 16384;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  keepalive_timeout 75s;
  keepalive_requests 100000;
  upstream clinic_status {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location / {
      proxy_pass http://clinic_status;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_bind ${NGINX_SOURCE};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`,
  );
  const child = spawn(nginxPath, ['-p', `${dir}/`, '-c', temp('nginx.conf'), '-e', temp('error.log')], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${fs.readFileSync(temp('error.log'), 'utf8')}`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start listening');
      await sleep(50);
    }
  }
  return {
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
