import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/open.ts';
import { openPooledEmbedded } from './pglite-pool.ts';

const silentLog = { warn: () => undefined };

/**
 * A private database for one test file, a copy of the migrated template: on PostgreSQL a
 * database created from the template database; embedded, a PGlite in the template's state,
 * loaded from the template's dump or handed on, emptied, by an earlier file of the same worker
 * (tests/support/pglite-pool.ts).
 */
export type TestDatabase = Database & { connectionUrl?: string };

export async function openTestDatabase(): Promise<TestDatabase> {
  if (inject('dbEngine') === 'postgres') return openPostgresCopy();
  return openPooledEmbedded(inject('pgliteTemplate'));
}

async function openPostgresCopy(): Promise<TestDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `cs_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(baseUrl, async (admin) => {
    // Two copies of one template at the same moment make PostgreSQL refuse; try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
        return;
      } catch (error) {
        if (attempt > 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 5, log: silentLog });
  return {
    ...database,
    connectionUrl: url.toString(),
    async close() {
      await database.close();
      await withAdmin(baseUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** A second, independent connection pool to the same PostgreSQL test database (another "instance"). */
export async function openSecondInstance(database: TestDatabase): Promise<Database> {
  if (!database.connectionUrl) throw new Error('only PostgreSQL test databases can be shared between instances');
  return openDatabase({ engine: 'postgres', url: database.connectionUrl, poolSize: 2, log: silentLog });
}
