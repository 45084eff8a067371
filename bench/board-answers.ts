// The board answers at scale (docs/product/board.md, "Large boards"), run with
// `node --experimental-transform-types bench/board-answers.ts`: a board of BENCH_BOARD_SERVICES
// services (20,000 by default, most with a check, some down) in an embedded database and, when
// BENCH_DATABASE_URL (else postgres://postgres@127.0.0.1:5432/postgres) answers, in a PostgreSQL
// database of its own, dropped afterwards. Prints the time of a services reload (the database's
// part and the snapshot's) and of the bodies made only when asked for, the sizes of the answers
// (as sent: brotli at the polled answers' quality), and the size of `/` and `/display` drawn with
// the built client in dist/ (npm run build) on the embedded database. Medians of five; the machine
// is shared, so the times are indicative.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/open.js';
import { serviceChecks, services, statusChanges } from '#server/db/schema.js';
import { loadServicesSnapshot } from '#server/modules/status/service-directory.js';
import { servicesSnapshot } from '#server/modules/status/services-snapshot.js';
import { precompressOffThread } from '#server/lib/http/precompressed.js';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { createKeyRing } from '#server/lib/security/crypto.js';
import { ManualClock } from '#server/lib/time/clock.js';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import { SERVICE_TYPES } from '#shared/status/services.js';

const COUNT = Number(process.env.BENCH_BOARD_SERVICES ?? 20_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = 5;
const log = { warn: () => undefined };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const brotli = (body: Buffer | string, quality = 5) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;

async function timed<T>(run: () => T | Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}

/** A national board: the claims network, then services of every kind, 85 % checked, about 1 % down and 0.5 % with issues. */
async function seed(database: Database, now: Date): Promise<void> {
  const db = database.db;
  const claimsNetwork = { id: randomUUID(), name: CLAIMS_NETWORK_SERVICE_NAME, type: 'insurance' as const, sortOrder: -1 };
  const others = Array.from({ length: COUNT - 1 }, (_, i) => {
    const status = i % 100 === 7 ? ('offline' as const) : i % 200 === 11 ? ('warning' as const) : ('online' as const);
    return {
      id: randomUUID(),
      name: `Clinic ${String(i).padStart(5, '0')} ${SERVICE_TYPES[i % 3]}`,
      type: SERVICE_TYPES[i % 3]!,
      location: `Site ${i % 400}`,
      status,
      manualStatus: 'online' as const,
      checkStatus: status,
      lastChecked: new Date(now.getTime() - (i % 60) * 1000),
      sortOrder: i,
    };
  });
  const rows = [claimsNetwork, ...others];
  for (let at = 0; at < rows.length; at += 1000) await db.insert(services).values(rows.slice(at, at + 1000));
  const checked = others.filter((_, i) => i % 20 < 17);
  for (let at = 0; at < checked.length; at += 1000) {
    const batch = checked.slice(at, at + 1000);
    await db.insert(serviceChecks).values(
      batch.map((row) => ({
        serviceId: row.id,
        type: 'http' as const,
        target: `https://clinic.example/${row.id}`,
        lastRunAt: row.lastChecked,
        nextRunAt: now,
      })),
    );
    await db
      .insert(statusChanges)
      .values(batch.map((row) => ({ serviceId: row.id, toStatus: row.status, cause: 'check', at: new Date(now.getTime() - 86_400_000) })));
  }
}

async function measure(engine: string, database: Database): Promise<void> {
  const now = new Date();
  await seed(database, now);
  const loads: number[] = [];
  const builds: number[] = [];
  let snapshot = await loadServicesSnapshot(database.db, now);
  for (let run = 0; run < RUNS; run++) {
    const load = await timed(() => loadServicesSnapshot(database.db, now));
    const build = await timed(() => servicesSnapshot(load.value.services));
    loads.push(load.ms);
    builds.push(build.ms);
    snapshot = build.value;
  }
  const fullBody = await timed(() => snapshot.body);
  const largest = SERVICE_TYPES.map((type) => ({ type, total: snapshot.board.answer.sections.find((s) => s.type === type)!.total })).sort(
    (a, b) => b.total - a.total,
  )[0]!;
  const section = await timed(() => snapshot.section(largest.type));
  const compress = await timed(() => precompressOffThread(snapshot.body, 5));

  console.log(`\n${engine}, ${snapshot.services.length} services:`);
  console.log(
    `  reload (database and snapshot), median of ${RUNS}: ${median(loads).toFixed(0)} ms, of which the snapshot (serialise, versions, board answer): ${median(builds).toFixed(0)} ms`,
  );
  console.log(
    `  made only when asked: /api/services body ${fullBody.ms.toFixed(0)} ms, the ${largest.type} section (${largest.total}) ${section.ms.toFixed(0)} ms`,
  );
  console.log(`  compressing /api/services off the event loop (brotli 5 + gzip): ${compress.ms.toFixed(0)} ms`);
  console.log(
    `  /api/board: ${kb(snapshot.board.body.length)}, ${kb(brotli(snapshot.board.body))} brotli (complete: ${snapshot.board.answer.complete}, ${snapshot.board.answer.services.length} services listed)`,
  );
  console.log(`  /api/services: ${kb(snapshot.body.length)}, ${kb(compress.value.br.length)} brotli`);
  console.log(`  /api/board/sections/${largest.type}: ${kb(section.value.body.length)}, ${kb(brotli(section.value.body))} brotli`);
}

async function pageSize(database: Database): Promise<void> {
  // BENCH_CLIENT_DIR: a copy of a build's client/ (beside its ssr/), while dist/ is being rebuilt.
  const clientDir = process.env.BENCH_CLIENT_DIR ?? path.join(import.meta.dirname, '..', 'dist', 'client');
  const keys = createKeyRing({ dataKeys: [{ id: 'bench', key: randomBytes(32) }], blindIndexKey: randomBytes(32) });
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:5000',
    DATA_DIR: path.join(os.tmpdir(), `clinic-status-bench-board-${randomBytes(4).toString('hex')}`),
    LOG_LEVEL: 'silent',
    ADMIN_ENTRY_SUFFIX: 'bench-board-entry',
  });
  const app = await buildApp({ config, database, keys, clock: new ManualClock(new Date()), backgroundJobs: false, rateLimits: false, clientDir });
  await app.start();
  try {
    for (const url of ['/', '/display']) {
      const page = await app.server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const html = zlib.brotliDecompressSync(page.rawPayload).toString('utf8');
      const data = /<script id="first-screen" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      console.log(`  ${url}: ${kb(page.rawPayload.length)} brotli as sent (${kb(html.length)} of HTML, ${kb(data.length)} of it first-screen data)`);
    }
  } finally {
    await app.stop();
  }
}

const embedded = await openDatabase({ engine: 'pglite', dataDir: null });
try {
  await measure('Embedded database (PGlite)', embedded);
  console.log('  pages drawn with the built client (dist/), this database:');
  await pageSize(embedded);
} finally {
  await embedded.close();
}

const admin = new pg.Client({ connectionString: POSTGRES_URL });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (!reachable) console.log(`\nPostgreSQL at ${POSTGRES_URL} did not answer: skipped.`);
else {
  const name = `cs_bench_board_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 5, log });
    try {
      await measure('PostgreSQL', database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database "${name}" with (force)`);
    await admin.end();
  }
}
