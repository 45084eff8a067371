import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { maintenanceServices, maintenanceWindows, serviceChecks, services } from '../../db/schema.ts';
import type { ServiceStatus } from '../../../shared/services.ts';
import { changeServiceStatus, type StatusCause, type Tx } from './status-changes.ts';
import { effectiveStatus } from './status-rules.ts';
import { isUuid } from '../../lib/uuid.ts';

export type ServiceRow = typeof services.$inferSelect;

/** A service row locked for update, with what its effective status depends on. */
export interface ServiceState {
  row: ServiceRow;
  /** It has an enabled check. */
  monitored: boolean;
  maintenance: { title: string; until: Date } | null;
}

/**
 * Locks the service row (FOR UPDATE) for the rest of the transaction: overrides from two
 * admins, a check result and the monitor's expiry pass one at a time. Null when it is gone.
 */
export async function lockServiceState(tx: Tx, serviceId: string, now: Date): Promise<ServiceState | null> {
  if (!isUuid(serviceId)) return null;
  const [row] = await tx.select().from(services).where(eq(services.id, serviceId)).for('update');
  if (!row) return null;
  const [check] = await tx.select({ enabled: serviceChecks.enabled }).from(serviceChecks).where(eq(serviceChecks.serviceId, serviceId));
  const [window] = await tx
    .select({ title: maintenanceWindows.title, until: maintenanceWindows.endsAt })
    .from(maintenanceServices)
    .innerJoin(maintenanceWindows, eq(maintenanceWindows.id, maintenanceServices.windowId))
    .where(and(eq(maintenanceServices.serviceId, serviceId), lte(maintenanceWindows.startsAt, now), gt(maintenanceWindows.endsAt, now)))
    .orderBy(desc(maintenanceWindows.endsAt))
    .limit(1);
  return { row, monitored: check?.enabled ?? false, maintenance: window ?? null };
}

/**
 * Moves services.status to what the rules say now (status-rules.ts effectiveStatus), through
 * changeServiceStatus. `state.row` must carry any override/check columns the caller just wrote.
 */
export async function settleStatus(
  tx: Tx,
  state: ServiceState,
  change: { now: Date; cause: StatusCause; actor: string | null; details?: Record<string, unknown> },
  target: ServiceStatus = effectiveStatus({ ...state.row, monitored: state.monitored, inMaintenance: state.maintenance !== null }, change.now),
): Promise<{ changed: boolean; status: ServiceStatus }> {
  const changed = await changeServiceStatus(tx, {
    serviceId: state.row.id,
    from: state.row.status,
    to: target,
    cause: change.cause,
    actor: change.actor,
    at: change.now,
    details: change.details ?? null,
  });
  return { changed, status: target };
}
