import type { Config } from '#server/config.js';
import type { Db } from '#server/db/open.js';
import type { Clock } from '#server/lib/clock.js';
import type { KeyRing } from '#server/lib/crypto.js';
import type { Mailer } from '#server/lib/mailer.js';

/** What the sign-in routes (e-mail code and OpenID Connect) are built from. */
export interface AuthDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  config: Config;
  mailer: Mailer;
}
