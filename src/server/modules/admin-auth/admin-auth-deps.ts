import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeyRing } from '../../lib/crypto.ts';
import type { Mailer } from '../../lib/mailer.ts';

/** What the admin sign-in routes are built from. */
export interface AdminAuthDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  mailer: Mailer;
  config: Config;
}
