import { ConfigError, loadConfig, type Config } from './config.ts';
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

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  // Keys, the embedded database and mail written to disk are nobody else's business.
  process.umask(PRIVATE_UMASK);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const log = createLogger(config);
  const tightened = makeDataDirPrivate(config.dataDir);
  if (tightened > 0) log.warn(`Made ${tightened} file(s) in ${config.dataDir} readable by this account only (they were open to others).`);

  let database: Database;
  try {
    database = config.databaseUrl
      ? await openDatabase({ engine: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, log })
      : await openDatabase({ engine: 'pglite', dataDir: config.dataDir });
  } catch (error) {
    log.fatal({ err: error }, (error as Error).message);
    process.exit(1);
  }
  log.info({ engine: database.engine }, 'database ready and migrated');
  if (database.engine === 'pglite') {
    log.warn('Using the embedded PGlite database. Fine for trying the product; set DATABASE_URL to PostgreSQL for anything that matters.');
  }

  const keys = loadKeyRing(config, log);
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
  const app = await buildApp({ config, database, keys, clock: systemClock, logger: log, mailer });
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
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
