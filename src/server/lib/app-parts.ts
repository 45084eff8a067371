import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/open.ts';
import type { Clock } from './time/clock.ts';
import type { KeyRing } from './security/crypto.ts';
import type { Mailer } from './mail/mailer.ts';

/**
 * The parts most modules read, all made from the configuration, the database and lib/ by the
 * composition root (app.ts). A plugin or service names the ones it reads with Pick<AppParts, ...>;
 * parts a module makes (the service directory, the whitelist...) are typed by that module's entry.
 */
export interface AppParts {
  db: Db;
  database: Database;
  keys: KeyRing;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
