/**
 * A child process's whole job: create and migrate a new embedded database in the directory it is
 * given (argv), then close it and exit. It runs apart from the app (createEmbeddedDatabase in
 * open.ts): the engine that creates a database keeps hundreds of MB more resident than one that
 * opens an existing database, and a process gives all of its memory back when it ends.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

// Without the app (it died or stopped), nothing may go on writing in its data directory.
const orphaned = () => process.exit(1);
process.on('disconnect', orphaned);

const [dir, migrationsFolder] = process.argv.slice(2) as [string, string];
try {
  const client = new PGlite(dir);
  try {
    await client.waitReady;
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.close();
  }
} catch (error) {
  process.send?.({ failed: error instanceof Error ? error.message : String(error) });
  process.exitCode = 1;
}
// Done: let go of the app's channel, so that this process can end.
process.off('disconnect', orphaned);
process.disconnect?.();
