import type { Config } from '#server/config.js';
import type { Db } from '#server/db/open.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import type { Mailer } from '#server/lib/mail/mailer.js';

/** What the sign-in routes (e-mail code and OpenID Connect) are built from. */
export interface AuthDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  config: Config;
  mailer: Mailer;
}
