import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeyRing } from '../../lib/crypto.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { Whitelist } from '../access/whitelist.service.ts';

export interface RegistrationDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'publicConfig' | 'timezone'>;
  /** Reloaded after an approval so the clinic's network has access at once. */
  whitelist: Pick<Whitelist, 'view'>;
}

/** Who reviewed: the admin of the session, and from where. */
export interface ReviewActor {
  userId: string;
  email: string | null;
  ip: string | null;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function auditActor(actor: ReviewActor) {
  return { actorUserId: actor.userId, actor: actor.email ?? `user:${actor.userId}`, ipAddress: actor.ip };
}
