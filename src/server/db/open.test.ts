import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEmbeddedDatabase, openDatabase, shippedMigrationCount, type Database } from './open.ts';
import { openSecondInstance, openTestDatabase } from '#tests/support/test-database.ts';
import { rowsOf } from '../data-steps/plain-columns.ts';

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('closing a PostgreSQL database', () => {
  // pg's pool.end() resolves once its clients are told to end, before their sessions are gone: a
  // database dropped "with (force)" at that moment terminated them, the pool emitted the error,
  // and a pool with no listener threw it (an unhandled error that failed CI once).
  it('has ended every session of its pool when close() returns', async () => {
    const database = await openTestDatabase();
    try {
      for (let round = 0; round < 25; round++) {
        const instance = await openSecondInstance(database);
        const answers = await Promise.all([0, 1].map(() => instance.db.execute(sql`select pg_backend_pid() as pid from pg_sleep(0.005)`)));
        const pids = answers.map((answer) => rowsOf<{ pid: number }>(answer)[0]!.pid);
        expect(new Set(pids).size).toBe(2);
        await instance.close();
        const left = await database.db.execute(sql`select pid from pg_stat_activity where pid in (${sql.join(pids, sql`, `)})`);
        expect(rowsOf(left), `round ${round}`).toEqual([]);
      }
    } finally {
      await database.close();
    }
  });
});

// A first start on the embedded engine: the database is created and migrated by a child process
// (whose memory goes back to the system when it ends), then opened as every later start opens it.
describe.runIf(inject('dbEngine') === 'pglite')('a new embedded database', () => {
  const made: string[] = [];
  const opened: Database[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close().catch(() => undefined);
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const emptyDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-create-'));
    made.push(dir);
    return dir;
  };

  it('is created and migrated on the first open of an empty data directory, and found again by the next', async () => {
    const dataDir = emptyDir();
    const first = await openDatabase({ engine: 'pglite', dataDir });
    await first.db.execute(sql`create table first_start_check (note text)`);
    await first.db.execute(sql`insert into first_start_check values ('kept')`);
    await first.close();

    const second = await openDatabase({ engine: 'pglite', dataDir });
    opened.push(second);
    expect(rowsOf(await second.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`))).toEqual([{ count: shippedMigrationCount() }]);
    expect(rowsOf(await second.db.execute(sql`select note from first_start_check`))).toEqual([{ note: 'kept' }]);
    // 32 MB of shared buffers, not PGlite's 128 MB: about 100 MB less resident (ADR 1).
    expect(rowsOf(await second.db.execute(sql`show shared_buffers`))).toEqual([{ shared_buffers: '32MB' }]);
  });

  it('is refused, with a reason, where no directory can be made', async () => {
    const file = path.join(emptyDir(), 'a-file');
    fs.writeFileSync(file, 'not a directory');
    await expect(createEmbeddedDatabase(path.join(file, 'pglite'))).rejects.toThrow(/not a directory/);
  });
});
