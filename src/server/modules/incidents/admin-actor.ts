import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open.ts';
import type { KeyRing } from '../../lib/crypto.ts';
import { services } from '../../db/schema.ts';
import { firstNameOf } from '../auth/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { INCIDENT_MESSAGES } from '../../../shared/status/incidents.ts';
import { auditFieldsOf, type AdminActor } from '../../lib/admin-actor.ts';

/** The name the public sees on an update: the admin's first name, or null (the provider's name is shown then). */
export function publicNameOf(deps: { db: Db; keys: KeyRing }, userId: string): Promise<string | null> {
  return firstNameOf(deps, userId);
}

/** The audit row of an admin's change, in the transaction of that change. */
export function auditAdmin(
  tx: Tx,
  deps: { keys: KeyRing; clock: Clock },
  actor: AdminActor,
  entry: { action: string; target: string; details: Record<string, unknown> },
): Promise<void> {
  return recordAudit(tx, deps.keys, { ...auditFieldsOf(actor), ...entry, at: deps.clock.now() });
}

/** Refuses a list naming a service that does not exist (deleted meanwhile, or never was). */
export async function assertServicesExist(db: Db, ids: readonly string[]): Promise<void> {
  const found = await db
    .select({ id: services.id })
    .from(services)
    .where(inArray(services.id, [...ids]));
  if (found.length !== ids.length) {
    throw new AppError('validation', INCIDENT_MESSAGES.servicesUnknown, { issues: [{ path: 'serviceIds', message: INCIDENT_MESSAGES.servicesUnknown }] });
  }
}
