import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openSecondInstance, openTestDatabase } from '../../../tests/support/test-database.ts';
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
