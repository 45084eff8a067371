import { inject } from 'vitest';
import { openDatabase, type Database } from '#server/db/open.js';
import { openPooledEmbedded } from './pglite-pool.ts';
import { takePostgresCopy } from './postgres-pool.ts';

const silentLog = { warn: () => undefined };

/**
 * A private database for one test file in the state of the migrated template: made from the
 * template (a PostgreSQL database created from the template database, a PGlite loaded from the
 * template's dump) or handed on, emptied, by an earlier file of the same worker
 * (postgres-pool.ts, pglite-pool.ts).
 */
export type TestDatabase = Database & { connectionUrl?: string };

export async function openTestDatabase(): Promise<TestDatabase> {
  if (inject('dbEngine') === 'postgres') return openPostgresCopy();
  return openPooledEmbedded(inject('pgliteTemplate'));
}

async function openPostgresCopy(): Promise<TestDatabase> {
  const { url, giveBack } = await takePostgresCopy(process.env.TEST_DATABASE_URL!, inject('postgresTemplate'), inject('postgresRunId'));
  const database = await openDatabase({ engine: 'postgres', url, poolSize: 5, log: silentLog }).catch(async (error: unknown) => {
    await giveBack();
    throw error;
  });
  return {
    ...database,
    connectionUrl: url,
    async close() {
      await database.close();
      await giveBack();
    },
  };
}

/** A second, independent connection pool to the same PostgreSQL test database (another "instance"). */
export async function openSecondInstance(database: TestDatabase): Promise<Database> {
  if (!database.connectionUrl) throw new Error('only PostgreSQL test databases can be shared between instances');
  return openDatabase({ engine: 'postgres', url: database.connectionUrl, poolSize: 2, log: silentLog });
}
