import type { Config } from '#server/config.js';
import type { Db } from '#server/db/open.js';
import type { Clock } from '#server/lib/clock.js';
import type { KeyRing } from '#server/lib/crypto.js';
import type { Mailer } from '#server/lib/mailer.js';
import type { Whitelist } from '../network-access/whitelist.service.ts';
import { auditFieldsOf, type AdminActor } from '#server/lib/admin-actor.js';

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
