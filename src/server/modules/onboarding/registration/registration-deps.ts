import type { Config } from '#server/config.js';
import type { Db } from '#server/db/open.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import type { Mailer } from '#server/lib/mail/mailer.js';
import type { Whitelist } from '../whitelist/whitelist.service.ts';

export interface RegistrationDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'publicConfig' | 'timezone'>;
  /** Reloaded after an approval so the clinic's network has access at once. */
  whitelist: Pick<Whitelist, 'view'>;
}
