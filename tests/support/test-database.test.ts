import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { services } from '#server/db/schema.js';
import { templateLoads } from './pglite-pool.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

/*
 * The test databases a worker hands from one file to the next (pglite-pool.ts,
 * postgres-pool.ts): the next file must find the template's state, whatever the last one did.
 */

const rowsOf = async (database: TestDatabase, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const serviceCount = async (database: TestDatabase) => await database.db.$count(services);

async function cycle<T>(use: (database: TestDatabase) => Promise<T>): Promise<T> {
  const database = await openTestDatabase();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

describe(`test databases handed from file to file (${inject('dbEngine')})`, () => {
  it('come back empty, without a new copy of the template', async () => {
    const first = await cycle(async (database) => {
      await database.db.insert(services).values({ name: 'Left behind', type: 'insurance' });
      expect(await serviceCount(database)).toBe(1);
      return database.connectionUrl;
    });
    const loads = templateLoads();
    const again = await cycle(async (database) => {
      expect(await serviceCount(database)).toBe(0);
      return database.connectionUrl;
    });
    if (inject('dbEngine') === 'pglite') expect(templateLoads()).toBe(loads);
    else expect(again).toBe(first);
  });

  it("come back without the last session's settings", async () => {
    await cycle(async (database) => {
      await database.db.execute(sql`set statement_timeout = 4321`);
    });
    await cycle(async (database) => expect(await rowsOf(database, sql`show statement_timeout`)).toEqual([{ statement_timeout: '0' }]));
  });

  it("come back without the last session's temporary tables", async () => {
    await cycle(async (database) => {
      await database.db.execute(sql`create temporary table scratch (n int)`);
    });
    await cycle(async (database) => expect(await rowsOf(database, sql`select to_regclass('pg_temp.scratch') as found`)).toEqual([{ found: null }]));
  });

  it('are not handed on once a test changed the schema', async () => {
    await cycle(async (database) => {
      await database.db.execute(sql`create table public.added_by_a_test (n int)`);
      await database.db.execute(sql`alter table services add column added_by_a_test int`);
    });
    await cycle(async (database) => {
      expect(await rowsOf(database, sql`select to_regclass('public.added_by_a_test') as found`)).toEqual([{ found: null }]);
      expect(await rowsOf(database, sql`select count(*)::int as n from information_schema.columns where column_name = 'added_by_a_test'`)).toEqual([{ n: 0 }]);
    });
  });

  it('are not handed on from a transaction left open', async () => {
    await cycle(async (database) => {
      await database.db.execute(sql`begin`);
      await database.db.insert(services).values({ name: 'Never committed', type: 'insurance' });
    });
    await cycle(async (database) => {
      expect(await serviceCount(database)).toBe(0);
      expect(await rowsOf(database, sql`select txid_current_if_assigned() as open`)).toEqual([{ open: null }]);
    });
  });

  it('are two different databases when two are open at once', async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      await first.db.insert(services).values({ name: 'Only in the first', type: 'insurance' });
      expect(await serviceCount(second)).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
