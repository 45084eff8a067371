import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/open.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { KeyRing } from '../../../lib/crypto.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { Whitelist } from '../network-access/whitelist.service.ts';

/** What the clinic-access services and routes are given (app.ts builds it). */
export interface ClinicsDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicConfig'>;
  whitelist: Whitelist;
}
