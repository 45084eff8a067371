import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/open.ts';
import type { Clock } from '../lib/clock.ts';
import type { KeyRing } from '../lib/crypto.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { ServiceDirectory } from './status/index.ts';
import type { Whitelist } from './access/whitelist.service.ts';
import type { FirstScreen } from '../lib/first-screen.ts';
import type { Polled } from '../lib/fast-path.ts';

/** Everything a module's routes may need; each route plugin takes the parts it uses. */
export interface ModuleDeps {
  db: Db;
  database: Database;
  keys: KeyRing;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  directory: ServiceDirectory;
  whitelist: Whitelist;
  log: FastifyBaseLogger;
  /** The dashboard page's embedded data: polled public answers add themselves here. */
  firstScreen: FirstScreen;
  /** Where the polled answers are served before the framework (lib/fast-path.ts). */
  polled: Polled;
}
