import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { createLocalChangeBus, createPostgresChangeBus, type ChangeBus } from './change-bus.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db: what a change and its audit row are written in together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  bus: ChangeBus;
  /**
   * Runs `task` only if no other instance holds the named lock right now (PostgreSQL
   * advisory lock); answers false when another instance has it. Embedded: always runs.
   */
  withExclusiveLock<T>(name: string, task: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /**
   * Embedded: a consistent copy of the whole database (a gzipped tar of its data directory),
   * taken between transactions while it keeps serving. PostgreSQL: absent (use pg_dump).
   */
  dump?: () => Promise<Blob>;
  /** PostgreSQL: the pool's connections now, by state (for metrics). Embedded: absent. */
  poolUse?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * The embedded engine's start-up parameters: PGlite's own, with 32 MB of shared buffers instead
 * of its 128 MB (ADR 1). Pages beyond them are read through the engine's file system from the
 * operating system's cache, which cost nothing measurable here: on a 247 MB database holding two
 * years of hourly rollups and a week of raw checks for 30 services, the history view took 22 to
 * 26 ms a service with either, and the process kept 333 to 342 MB instead of 426 to 451 MB.
 */
export const EMBEDDED_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How many migrations this version ships (drizzle's journal beside the SQL files). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

export type OpenOptions =
  { engine: 'pglite'; dataDir: string | null; pglite?: PGlite; lock?: boolean } | { engine: 'postgres'; url: string; poolSize?: number; log: Logger };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.engine === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: Extract<OpenOptions, { engine: 'pglite' }>): Promise<Database> {
  const release = options.dataDir && options.lock !== false ? acquireDataDirLock(options.dataDir) : () => undefined;
  try {
    const dir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
    if (!options.pglite && dir !== undefined && !fs.existsSync(path.join(dir, 'PG_VERSION'))) await createEmbeddedDatabase(dir);
    const client = options.pglite ?? new PGlite(dir, { startParams: [...EMBEDDED_START_PARAMS] });
    await client.waitReady;
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const bus = createLocalChangeBus();
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      bus,
      async withExclusiveLock(_name, task) {
        return { ran: true, value: await task() };
      },
      // Inside a transaction of its own, which holds the engine's transaction lock, no other
      // transaction is half done in the copy; the checkpoint first means a restore opens without
      // replaying much of the write-ahead log.
      dump: () =>
        client.transaction(async (tx) => {
          await tx.exec('CHECKPOINT');
          return client.dumpDataDir('gzip');
        }),
      async close() {
        await bus.close();
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Creates and migrates a new embedded database in `dir`, in a child process. The engine that
 * creates a database keeps several hundred MB more resident for its whole life than one that
 * opens an existing database (the app idled at 815 to 865 MB after a first start, 380 MB after a
 * restart), and neither closing it nor a worker thread gave all of that back (480 to 520 MB); a
 * process that ends does, so the first start holds what every later start holds.
 */
export async function createEmbeddedDatabase(dir: string): Promise<void> {
  const built = import.meta.url.endsWith('.js');
  const entry = fileURLToPath(new URL(built ? './create-embedded.js' : './create-embedded.ts', import.meta.url));
  // From source (tests, `npm run dev`) the child loads TypeScript through tsx.
  const child = fork(entry, [dir, MIGRATIONS_DIR], { execArgv: built ? [] : ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let failed: string | undefined;
  let stderr = '';
  child.on('message', (message: { failed?: string }) => (failed = message.failed ?? failed));
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2000)));
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  if (code === 0) return;
  const ended = signal ? `stopped by ${signal}` : `exit code ${code}`;
  throw new Error(`could not create the embedded database in ${dir}: ${failed ?? (stderr.trim() || ended)}`);
}

async function openPostgres(options: Extract<OpenOptions, { engine: 'postgres' }>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  pool.on('error', (error) => options.log.warn({ err: error }, 'idle PostgreSQL client error'));
  const sessions = openSessions(pool);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  // Several instances may start at once: one migrates, the others wait for it.
  const migrationClient = await pool.connect();
  try {
    await migrationClient.query('select pg_advisory_lock(hashtext($1))', ['migrations']);
    // Migrate on the connection that holds the lock: a pool of one would otherwise wait on itself.
    await migratePg(drizzlePg({ client: migrationClient, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await migrationClient.query('select pg_advisory_unlock(hashtext($1))', ['migrations']).catch(() => undefined);
    migrationClient.release();
  }
  const bus = createPostgresChangeBus(pool, options.url, options.log);
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    bus,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withExclusiveLock(name, task) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [name]);
        if (!rows[0]?.locked) return { ran: false };
        try {
          return { ran: true, value: await task() };
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await bus.close();
      await pool.end();
      await sessions.ended();
    },
  };
}

/**
 * The pool's connections still open. pg's `pool.end()` resolves once it has told its clients to
 * end, before their sessions are gone; a database closed that way could still be dropped under
 * them, or a shutdown could leave sessions behind. `ended()` waits for the last one.
 */
export function openSessions(pool: pg.Pool): { ended(): Promise<void> } {
  const open = new Set<pg.PoolClient>();
  const waiting: (() => void)[] = [];
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) for (const done of waiting.splice(0)) done();
  });
  return {
    ended: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}
