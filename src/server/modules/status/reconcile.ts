import { and, gt, lte, eq } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { maintenanceServices, maintenanceWindows } from '#server/db/schema.js';
import { decideStatus, isStale, vendorSays, type VendorInput } from './precedence.ts';
import { expireOverrides } from './overrides.ts';
import { settleService } from './settle.ts';
import type { StatusCause } from './status-changes.ts';
import { loadAllServiceStates } from './status-inputs.ts';

export interface ReconcileReport {
  overridesExpired: number;
  statusChanges: number;
  /** Changes whenever what the board shows moves with time alone (maintenance begins or ends, a check goes quiet). */
  fingerprint: string;
}

const RECENT_MS = 24 * 60 * 60_000;

/**
 * The scheduler's pass over status sources that change with time: overrides whose end time
 * passed, maintenance windows that began or ended, and any service whose stored status is not
 * what precedence.ts decides now. Runs on one instance at a time (the scheduler's leader).
 */
export async function reconcileStatuses(db: Db, now: Date): Promise<ReconcileReport> {
  const overrides = await expireOverrides(db, now);
  const states = await loadAllServiceStates(db, now);
  const endedRecently = new Set(
    (
      await db
        .select({ serviceId: maintenanceServices.serviceId })
        .from(maintenanceServices)
        .innerJoin(maintenanceWindows, eq(maintenanceWindows.id, maintenanceServices.windowId))
        .where(and(lte(maintenanceWindows.endsAt, now), gt(maintenanceWindows.endsAt, new Date(now.getTime() - RECENT_MS))))
    ).map((r) => r.serviceId),
  );
  let statusChanges = overrides.changed;
  for (const state of states) {
    const decision = decideStatus(state.inputs, now);
    if (decision.status === state.row.status) continue;
    const cause: StatusCause =
      endedRecently.has(state.row.id) && !state.maintenance
        ? 'maintenance-end'
        : decision.source === 'check'
          ? 'check'
          : decision.source === 'incident'
            ? 'incident'
            : decision.source === 'vendor'
              ? 'vendor'
              : 'manual';
    const settled = await db.transaction((tx) => settleService(tx, state.row.id, { now, cause, actor: null }));
    if (settled?.changed) statusChanges += 1;
  }
  const fingerprint = states
    .map((s) => `${s.row.id}:${s.maintenance?.windowId ?? ''}:${isStale(s.inputs.check, now) ? 'stale' : ''}:${vendorKey(s.inputs.vendor, now)}`)
    .filter((entry) => !entry.endsWith(':::'))
    .sort()
    .join(',');
  return { overridesExpired: overrides.expired, statusChanges, fingerprint };
}

/** What the board shows of the vendor's page that moves with time alone: going unknown, a maintenance window starting. */
function vendorKey(vendor: VendorInput | null, now: Date): string {
  if (!vendor) return '';
  const says = vendorSays(vendor, now);
  return says.unknown ?? (says.status === 'warning' && vendor.state === 'online' ? 'maintenance' : '');
}
