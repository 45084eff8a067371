/**
 * A worker thread's whole job: create and migrate a new embedded database in the directory it is
 * given, then close it. It runs apart from the app (see createEmbeddedDatabase in open.ts): the
 * engine that creates a database keeps hundreds of MB more resident than one that opens an
 * existing database, and a worker's memory goes back to the system when the worker ends.
 */
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const { dir, migrationsFolder } = workerData as { dir: string; migrationsFolder: string };
const client = new PGlite(dir);
try {
  await client.waitReady;
  await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
} finally {
  await client.close();
}
