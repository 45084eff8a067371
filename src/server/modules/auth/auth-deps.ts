import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeyRing } from '../../lib/crypto.ts';
import type { Mailer } from '../../lib/mailer.ts';

/** What the sign-in routes (e-mail code and OpenID Connect) are built from. */
export interface AuthDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  config: Config;
  mailer: Mailer;
}
