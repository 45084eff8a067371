import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase, type Database } from '#server/db/open.js';
import { runDataSteps } from '#server/data-steps/index.js';
import { createKeyRing } from '#server/lib/security/crypto.js';
import { dropRunCopies } from './postgres-pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbEngine: 'pglite' | 'postgres';
    pgliteTemplate: string;
    postgresTemplate: string;
    /** Starts the name of every PostgreSQL test database of the run (tests/support/postgres-pool.ts). */
    postgresRunId: string;
  }
}

const DATA_STEPS_DIR = path.join(path.dirname(path.dirname(MIGRATIONS_DIR)), 'data-steps');

/** A fingerprint of the migrations and data steps, so a template is rebuilt only when they change. */
function migrationsFingerprint(): string {
  const hash = createHash('sha1');
  for (const dir of [MIGRATIONS_DIR, DATA_STEPS_DIR]) {
    for (const file of fs.readdirSync(dir).sort()) {
      if (file.endsWith('.sql') || file.endsWith('.ts')) hash.update(fs.readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** The template is what a new install has: migrated, and its data steps run (they find no data). */
async function prepare(database: Database): Promise<void> {
  const keys = createKeyRing({ dataKeys: [{ id: 'template', key: randomBytes(32) }], blindIndexKey: randomBytes(32) });
  await runDataSteps(database.db, keys, { info: () => undefined });
}

const silentLog = { warn: () => undefined };

/** Migrates one database per run; every test file then starts from a copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Runs in the main process, where the project's env is not applied: go by its name.
  const engine = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  project.provide('dbEngine', engine);
  const fingerprint = migrationsFingerprint();

  if (engine === 'pglite') {
    const file = path.join(os.tmpdir(), `clinic-status-pglite-${fingerprint}.tar`);
    if (!fs.existsSync(file)) {
      const client = new PGlite();
      const database = await openDatabase({ engine: 'pglite', dataDir: null, pglite: client });
      await prepare(database);
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
      await database.close();
    }
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
    project.provide('postgresRunId', '');
    return async () => undefined;
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const template = `cs_template_${fingerprint}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount === 0) {
    // Build under a private name and rename when complete, so a killed run never leaves a
    // half-migrated template that later runs would copy.
    const building = `${template}_building_${process.pid}`;
    await admin.query(`drop database if exists "${building}"`);
    await admin.query(`create database "${building}"`);
    const buildingUrl = new URL(url);
    buildingUrl.pathname = `/${building}`;
    const database = await openDatabase({ engine: 'postgres', url: buildingUrl.toString(), poolSize: 1, log: silentLog });
    await prepare(database);
    await database.close();
    try {
      await admin.query(`alter database "${building}" rename to "${template}"`);
    } catch (error) {
      // Another run finished the same template first: use theirs.
      await admin.query(`drop database if exists "${building}"`);
      if (!/already exists/.test(String(error))) throw error;
    }
  }
  await admin.end();
  const runId = randomBytes(4).toString('hex');
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', template);
  project.provide('postgresRunId', runId);
  // The databases the workers kept to hand on, once none is running.
  return () => dropRunCopies(url, runId);
}
