import { eq } from 'drizzle-orm';
import { services, statusChanges } from '#server/db/schema.js';
import type { ServiceStatus } from '#shared/status/services.js';

/**
 * Why services.status changed (the status_changes contract shared with history and alerts).
 * `manual` is an admin setting the status of a service without a check; `incident` an incident
 * opened or updated with an impact; `incident-resolved` the impact handed back; `vendor` a
 * reading of the vendor's own status page (or its going stale).
 */
export const STATUS_CAUSES = [
  'check',
  'override',
  'override-cleared',
  'override-expired',
  'manual',
  'maintenance-start',
  'maintenance-end',
  'incident',
  'incident-resolved',
  'vendor',
] as const;
export type StatusCause = (typeof STATUS_CAUSES)[number];

import type { Tx } from '#server/db/open.js';

export type { Tx };

export interface StatusChange {
  serviceId: string;
  from: ServiceStatus;
  to: ServiceStatus;
  cause: StatusCause;
  /** The admin's name for manual causes; null for the monitor's own. */
  actor: string | null;
  at: Date;
  details?: Record<string, unknown> | null;
}

/**
 * The one way services.status changes: the new status and its status_changes row are written
 * together, in the caller's transaction (with the service row locked), so history and alerts
 * never miss or invent a change. Nothing is written when the status stays. The caller
 * invalidates the directory after commit; answers whether the status changed.
 */
export async function changeServiceStatus(tx: Tx, change: StatusChange): Promise<boolean> {
  if (change.from === change.to) return false;
  await tx.update(services).set({ status: change.to, updatedAt: change.at }).where(eq(services.id, change.serviceId));
  await tx.insert(statusChanges).values({
    serviceId: change.serviceId,
    fromStatus: change.from,
    toStatus: change.to,
    cause: change.cause,
    actor: change.actor,
    details: change.details ?? null,
    at: change.at,
  });
  return true;
}
