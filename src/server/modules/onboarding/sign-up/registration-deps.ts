import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/open.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { KeyRing } from '../../../lib/crypto.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { Whitelist } from '../network-access/whitelist.service.ts';
import { auditFieldsOf, type AdminActor } from '../../../lib/admin-actor.ts';

export interface RegistrationDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'publicConfig' | 'timezone'>;
  /** Reloaded after an approval so the clinic's network has access at once. */
  whitelist: Pick<Whitelist, 'view'>;
}

export function auditActor(actor: AdminActor) {
  return auditFieldsOf(actor);
}
