import { assertEngineReady, ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/open.ts';
import { makeDataDirPrivate, PRIVATE_UMASK } from './db/private-data-dir.ts';
import { loadKeyRing } from './lib/security/keys.ts';
import { timeZoneDataProblem } from './lib/time/time-zone-data.ts';
import { createLogger } from './lib/logger.ts';

async function main(): Promise<void> {
  // Keys, the embedded database and mail written to disk are nobody else's business.
  process.umask(PRIVATE_UMASK);
  // Everything the environment and the data directory can get wrong is found before the
  // database is touched, and said in words: one message, exit code 1, no stack trace.
  const config = orRefuseToStart(() => {
    const loaded = loadConfig();
    assertEngineReady(loaded, 'serve');
    return loaded;
  });
  // Every time the server writes is read through this runtime's time-zone rules: an hour-wrong
  // alert mail is worse than none, so stale rules stop the start (lib/time/time-zone-data.ts).
  const timeZoneProblem = timeZoneDataProblem(config.timezone);
  if (timeZoneProblem) refuseToStart(timeZoneProblem);
  const log = createLogger(config);
  const keys = orRefuseToStart(() => loadKeyRing(config, log));
  // Through the admin-auth module's entry, which brings its routes' code: loaded only once the
  // configuration and keys have passed, so that their refusals stay quick.
  const { resolveAdminEntrySuffix } = await import('./modules/admin-auth/index.ts');
  const adminEntrySuffix = orRefuseToStart(() => resolveAdminEntrySuffix(config, log));
  const tightened = makeDataDirPrivate(config.dataDir);
  if (tightened > 0) log.warn(`Made ${tightened} file(s) in ${config.dataDir} readable by this account only (they were open to others).`);

  // The database's modules (drizzle, the drivers) and, after it, the app's load only once the
  // checks above have passed: a refused start answers in half a second here, not 1.3 s.
  const { openDatabase } = await import('./db/open.ts');
  let database: Database;
  try {
    database = config.databaseUrl
      ? await openDatabase({ engine: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, log })
      : await openDatabase({ engine: 'pglite', dataDir: config.dataDir });
  } catch (error) {
    refuseToStart(`The database could not be opened: ${(error as Error).message}`);
  }
  log.info({ engine: database.engine }, 'database ready and migrated');
  if (database.engine === 'pglite') {
    log.warn('Using the embedded PGlite database. Fine for trying the product; set DATABASE_URL to PostgreSQL for anything that matters.');
  }

  const { serve } = await import('./serve.ts');
  await serve({ config, log, keys, adminEntrySuffix, database });
}

/** Runs a start-up step; a problem the operator can fix ends the process with its message alone. */
function orRefuseToStart<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(error.message);
    throw error;
  }
}

function refuseToStart(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
