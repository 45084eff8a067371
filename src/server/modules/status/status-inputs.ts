import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/open.js';
import {
  incidents,
  incidentServices,
  maintenanceServices,
  maintenanceWindows,
  serviceChecks,
  services,
  vendorStatusLinks,
  type VendorStatusLinkRow,
} from '#server/db/schema.js';
import type { ServiceIncident } from '#shared/status/services.js';
import { isUuid } from '#server/lib/security/uuid.js';
import type { CheckInput, StatusInputs, VendorInput } from './precedence.ts';
import type { Tx } from './status-changes.ts';

export type ServiceRow = typeof services.$inferSelect;

/** A service row with every input of its status (precedence.ts). */
export interface ServiceState {
  row: ServiceRow;
  inputs: StatusInputs;
  maintenance: { windowId: string; title: string; titleFr: string | null; until: Date } | null;
  /** The link to the vendor's own status page, with its last reading. */
  vendor: VendorStatusLinkRow | null;
}

type Reader = Db | Tx;

function inputsOf(
  row: ServiceRow,
  check: CheckInput | null,
  incidentList: readonly ServiceIncident[],
  maintenance: { title: string; until: Date } | null,
  vendor: VendorInput | null,
): StatusInputs {
  return {
    current: row.status,
    manual: row.manualStatus,
    override: row.overrideStatus ? { status: row.overrideStatus, until: row.overrideUntil } : null,
    incidents: incidentList,
    maintenance,
    check,
    vendor,
  };
}

/** A vendor link as precedence.ts weighs it. */
export function vendorInputOf(
  link: Pick<VendorStatusLinkRow, 'state' | 'readAt' | 'createdAt' | 'problem' | 'failures' | 'maintenanceStartsAt' | 'maintenanceEndsAt'> | null,
): VendorInput | null {
  if (!link) return null;
  return {
    state: link.state,
    readAt: link.readAt,
    linkedAt: link.createdAt,
    problem: link.problem,
    failures: link.failures,
    maintenance: link.maintenanceStartsAt ? { startsAt: link.maintenanceStartsAt, endsAt: link.maintenanceEndsAt } : null,
  };
}

/** Which services to read the inputs of: these ids, a range of ids (a page, after one id up to another), or all (null). */
type ServiceScope = readonly string[] | { after: string | undefined; upTo: string } | null;

/** Enabled checks, active incident impacts and covering maintenance windows of some services. */
async function sourcesOf(db: Reader, scope: ServiceScope, now: Date) {
  // A page is a range of ids, not a list: a query with 2,000 parameters costs more to build than to run.
  const only = (column: AnyPgColumn) =>
    scope === null
      ? undefined
      : 'upTo' in scope
        ? and(scope.after === undefined ? undefined : gt(column, scope.after), lte(column, scope.upTo))
        : inArray(column, [...scope]);
  const [checks, impacts, windows, vendors] = await Promise.all([
    db
      .select({
        serviceId: serviceChecks.serviceId,
        lastRunAt: serviceChecks.lastRunAt,
        intervalSeconds: serviceChecks.intervalSeconds,
        updatedAt: serviceChecks.updatedAt,
      })
      .from(serviceChecks)
      .where(and(eq(serviceChecks.enabled, true), only(serviceChecks.serviceId))),
    db
      .select({ serviceId: incidentServices.serviceId, id: incidents.id, title: incidents.title, titleFr: incidents.titleFr, impact: incidentServices.impact })
      .from(incidentServices)
      .innerJoin(incidents, eq(incidents.id, incidentServices.incidentId))
      .where(and(isNull(incidents.resolvedAt), isNotNull(incidentServices.impact), only(incidentServices.serviceId)))
      .orderBy(incidents.createdAt),
    db
      .select({
        serviceId: maintenanceServices.serviceId,
        windowId: maintenanceWindows.id,
        title: maintenanceWindows.title,
        titleFr: maintenanceWindows.titleFr,
        until: maintenanceWindows.endsAt,
      })
      .from(maintenanceServices)
      .innerJoin(maintenanceWindows, eq(maintenanceWindows.id, maintenanceServices.windowId))
      .where(and(lte(maintenanceWindows.startsAt, now), gt(maintenanceWindows.endsAt, now), only(maintenanceServices.serviceId))),
    db.select().from(vendorStatusLinks).where(only(vendorStatusLinks.serviceId)),
  ]);
  const incidentsBy = new Map<string, ServiceIncident[]>();
  for (const { serviceId, id, title, titleFr, impact } of impacts) {
    incidentsBy.set(serviceId, [...(incidentsBy.get(serviceId) ?? []), { id, title, ...(titleFr ? { titleFr } : {}), impact: impact! }]);
  }
  const maintenanceBy = new Map<string, { windowId: string; title: string; titleFr: string | null; until: Date }>();
  for (const { serviceId, ...window } of windows) {
    const known = maintenanceBy.get(serviceId);
    // Several windows at once: the one ending last is the one to announce.
    if (!known || window.until > known.until) maintenanceBy.set(serviceId, window);
  }
  const checksBy = new Map(checks.map((c) => [c.serviceId, c]));
  const vendorsBy = new Map(vendors.map((v) => [v.serviceId, v]));
  return { checksBy, incidentsBy, maintenanceBy, vendorsBy };
}

function stateOf(row: ServiceRow, sources: Awaited<ReturnType<typeof sourcesOf>>): ServiceState {
  const check = sources.checksBy.get(row.id);
  const maintenance = sources.maintenanceBy.get(row.id) ?? null;
  const checkInput: CheckInput | null = check
    ? { status: row.checkStatus, lastRunAt: check.lastRunAt, intervalSeconds: check.intervalSeconds, configuredAt: check.updatedAt }
    : null;
  const vendor = sources.vendorsBy.get(row.id) ?? null;
  return { row, maintenance, vendor, inputs: inputsOf(row, checkInput, sources.incidentsBy.get(row.id) ?? [], maintenance, vendorInputOf(vendor)) };
}

/**
 * Locks the service row (FOR UPDATE) for the rest of the transaction, so overrides from two
 * admins, a check result, an incident and the scheduler's expiry pass one at a time, and reads
 * every input of its status. Null when it is gone.
 */
export async function lockServiceState(tx: Tx, serviceId: string, now: Date): Promise<ServiceState | null> {
  if (!isUuid(serviceId)) return null;
  const [row] = await tx.select().from(services).where(eq(services.id, serviceId)).for('update');
  if (!row) return null;
  return stateOf(row, await sourcesOf(tx, [serviceId], now));
}

/**
 * lockServiceState for many services at once (a batch of check results): the rows locked in id
 * order, so two batches never wait on each other crosswise, and the inputs read in five queries
 * for all of them. Services that are gone are missing from the answer.
 */
export async function lockServiceStates(tx: Tx, serviceIds: readonly string[], now: Date): Promise<Map<string, ServiceState>> {
  const ids = [...new Set(serviceIds.filter(isUuid))].sort();
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(services).where(inArray(services.id, ids)).orderBy(asc(services.id)).for('update');
  if (rows.length === 0) return new Map();
  const sources = await sourcesOf(
    tx,
    rows.map((row) => row.id),
    now,
  );
  return new Map(rows.map((row) => [row.id, stateOf(row, sources)]));
}

/** Some services with their inputs, unlocked (the scheduler's reconciliation of the few that move with time). */
export async function loadServiceStates(db: Reader, serviceIds: readonly string[], now: Date): Promise<ServiceState[]> {
  const ids = [...new Set(serviceIds.filter(isUuid))];
  if (ids.length === 0) return [];
  const [rows, sources] = await Promise.all([db.select().from(services).where(inArray(services.id, ids)), sourcesOf(db, ids, now)]);
  return rows.map((row) => stateOf(row, sources));
}

/**
 * Services read per query when reading them all: each page's rows are mapped on the event loop in a
 * few milliseconds, and what waits (polls) is answered between pages. One query for 20,000 rows
 * held the loop some 150 ms.
 */
export const SERVICES_PAGE = 2_000;

/** Every service with its inputs, a page at a time (five queries a page): the board and the scheduler's reconciliation read this. */
export async function loadAllServiceStates(db: Reader, now: Date, order: (rows: ServiceRow[]) => ServiceRow[] = (r) => r): Promise<ServiceState[]> {
  const rows: ServiceRow[] = [];
  const states = new Map<string, ServiceState>();
  let after: string | undefined;
  for (;;) {
    const page = await db
      .select()
      .from(services)
      .where(after === undefined ? undefined : gt(services.id, after))
      .orderBy(asc(services.id))
      .limit(SERVICES_PAGE);
    if (page.length === 0) break;
    const upTo = page[page.length - 1]!.id;
    const sources = await sourcesOf(db, { after, upTo }, now);
    for (const row of page) states.set(row.id, stateOf(row, sources));
    rows.push(...page);
    if (page.length < SERVICES_PAGE) break;
    after = upTo;
  }
  return order(rows).map((row) => states.get(row.id)!);
}
