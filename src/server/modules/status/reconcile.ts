import { and, gt, lte, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { maintenanceServices, maintenanceWindows, serviceChecks, vendorStatusLinks } from '#server/db/schema.js';
import { decideStatus, isStale, STALE_AFTER_INTERVALS, vendorSays, type VendorInput } from './precedence.ts';
import { expireOverrides } from './overrides.ts';
import { settleService } from './settle.ts';
import type { StatusCause } from './status-changes.ts';
import { loadAllServiceStates, loadServiceStates } from './status-inputs.ts';

export interface ReconcileReport {
  overridesExpired: number;
  statusChanges: number;
  /** Changes whenever what the board shows moves with time alone (maintenance begins or ends, a check goes quiet). */
  fingerprint: string;
}

const RECENT_MS = 24 * 60 * 60_000;
const TARGETED_AT_MOST = 2000;

/**
 * The scheduler's pass over status sources that change with time: overrides whose end time
 * passed, maintenance windows that began or ended, and any service whose stored status is not
 * what precedence.ts decides now. Runs on one instance at a time (the scheduler's leader).
 *
 * `full: false` reads only the services whose status or board can move with time alone: those in
 * a maintenance window begun and not ended a day ago, those linked to a vendor's page, and those
 * whose check has gone quiet (expired overrides are settled by expireOverrides). Every other
 * service's status was settled by whoever wrote its inputs, and its fingerprint entry is empty,
 * so the answer is the same as a full pass's, for a fraction of the reading on a large board.
 * A full pass now and then still mends anything else.
 */
export async function reconcileStatuses(db: Db, now: Date, { full = true }: { full?: boolean } = {}): Promise<ReconcileReport> {
  const overrides = await expireOverrides(db, now);
  const moving = full ? null : await movingWithTime(db, now);
  // Many moving at once (the scheduler was down, checks went quiet): one full read is cheaper than a long list of ids.
  const states = moving && moving.length <= TARGETED_AT_MOST ? await loadServiceStates(db, moving, now) : await loadAllServiceStates(db, now);
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

/** The services whose status or board can move with time alone (see reconcileStatuses). */
async function movingWithTime(db: Db, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const [windows, vendors, quiet] = await Promise.all([
    db
      .selectDistinct({ id: maintenanceServices.serviceId })
      .from(maintenanceServices)
      .innerJoin(maintenanceWindows, eq(maintenanceWindows.id, maintenanceServices.windowId))
      .where(and(lte(maintenanceWindows.startsAt, now), gt(maintenanceWindows.endsAt, new Date(now.getTime() - RECENT_MS)))),
    db.select({ id: vendorStatusLinks.serviceId }).from(vendorStatusLinks),
    db
      .select({ id: serviceChecks.serviceId })
      .from(serviceChecks)
      .where(
        and(
          eq(serviceChecks.enabled, true),
          sql`coalesce(${serviceChecks.lastRunAt}, ${serviceChecks.updatedAt}) + make_interval(secs => ${STALE_AFTER_INTERVALS} * ${serviceChecks.intervalSeconds}) < ${at}::timestamptz`,
        ),
      ),
  ]);
  return [...new Set([...windows, ...vendors, ...quiet].map((row) => row.id))];
}

/** What the board shows of the vendor's page that moves with time alone: going unknown, a maintenance window starting. */
function vendorKey(vendor: VendorInput | null, now: Date): string {
  if (!vendor) return '';
  const says = vendorSays(vendor, now);
  return says.unknown ?? (says.status === 'warning' && vendor.state === 'online' ? 'maintenance' : '');
}
