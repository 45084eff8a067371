import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/open.ts';
import { makeDataDirPrivate } from './db/private-data-dir.ts';
import { seedDefaultServices } from './db/seed.ts';
import { runDataSteps } from './data-steps/index.ts';
import { seedDefaultGuidance } from './db/seed-guidance.ts';
import { buildApp } from './app.ts';
import { systemClock } from './lib/time/clock.ts';
import type { KeyRing } from './lib/security/crypto.ts';
import { createMailer } from './lib/mail/mailer.ts';
import { answerBackupRequests } from './db/backup.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** What main.ts has checked and opened before the app's own modules are loaded. */
export interface Prepared {
  config: Config;
  log: Logger;
  keys: KeyRing;
  adminEntrySuffix: string;
  database: Database;
}

/**
 * The server's life once its configuration, keys and database are known good: data steps and
 * seeds, the app built and listening, a graceful stop on SIGTERM/SIGINT and, on the embedded
 * engine, backups on SIGUSR2 (`npm run backup`).
 */
export async function serve({ config, log, keys, adminEntrySuffix, database }: Prepared): Promise<void> {
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
