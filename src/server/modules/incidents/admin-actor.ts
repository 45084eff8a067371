import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/open.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { services } from '#server/db/schema.js';
import { firstNameOf } from '../auth/index.ts';
import { recordAudit } from '#server/lib/audit.js';
import type { Clock } from '#server/lib/time/clock.js';
import { AppError } from '#server/lib/errors.js';
import { INCIDENT_MESSAGES } from '#shared/status/incidents.js';
import { auditFieldsOf, type AdminActor } from '#server/lib/admin-actor.js';

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
