// First: it tunes the runtime before anything else allocates (runtime-tuning.ts says why).
import './runtime-tuning.ts';
import { assertEngineReady, ConfigError, loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/open.ts';
import { makeDataDirPrivate, PRIVATE_UMASK } from './db/private-data-dir.ts';
import { seedDefaultServices } from './db/seed.ts';
import { runDataSteps } from './data-steps/index.ts';
import { seedDefaultGuidance } from './db/seed-guidance.ts';
import { buildApp } from './app.ts';
import { systemClock } from './lib/clock.ts';
import { loadKeyRing } from './lib/keys.ts';
import { createMailer } from './lib/mailer.ts';
import { createLogger } from './lib/logger.ts';
import { resolveAdminEntrySuffix } from './modules/admin-auth/admin-entry.ts';
import { answerBackupRequests } from './db/backup.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

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
  const log = createLogger(config);
  const keys = orRefuseToStart(() => loadKeyRing(config, log));
  const adminEntrySuffix = orRefuseToStart(() => resolveAdminEntrySuffix(config, log));
  const tightened = makeDataDirPrivate(config.dataDir);
  if (tightened > 0) log.warn(`Made ${tightened} file(s) in ${config.dataDir} readable by this account only (they were open to others).`);

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

  await runDataSteps(database.db, keys, log);
  if (config.seedSampleServices && (await seedDefaultServices(database.db))) {
    log.info('seeded the default services');
  }
  if (config.seedSampleServices && (await seedDefaultGuidance(database.db))) {
    log.info('added default guidance to the services that had none');
  }
  // The embedded engine sets its own files' modes (its file system ignores the umask): the
  // directory stays owner-only, and its files are brought back to 0600 now and on shutdown.
  if (database.engine === 'pglite') makeDataDirPrivate(config.dataDir);

  const mailer = createMailer({ ...config.mail, log });
  if (!config.mail.smtpUrl) log.warn(`No SMTP_URL set: e-mails are written as .eml files to ${config.mail.outboxDir}`);
  const app = await buildApp({ config, database, keys, clock: systemClock, logger: log, mailer, adminEntrySuffix });
  await app.start();
  await app.server.listen({ host: config.host, port: config.port });
  log.info(`Clinic status board ready at ${config.publicUrl}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.stop();
      await database.close();
      if (database.engine === 'pglite') makeDataDirPrivate(config.dataDir);
      log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  // `npm run backup` asks the running server for a consistent copy of the embedded database.
  if (database.dump) {
    let backingUp: Promise<unknown> = Promise.resolve();
    process.on('SIGUSR2', () => {
      backingUp = backingUp.then(() =>
        answerBackupRequests(database, config.dataDir, () => new Date()).then(
          (files) => files.forEach((file) => log.info({ file }, 'wrote a backup of the embedded database')),
          (error: unknown) => log.error({ err: error }, 'backup failed'),
        ),
      );
    });
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
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
