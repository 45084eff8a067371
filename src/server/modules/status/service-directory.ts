import { and, desc, eq, gte, isNull, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { incidents, incidentServices, statusChanges } from '#server/db/schema.js';
import type { ChangeBus } from '#server/db/change-bus.js';
import { createCachedView, type CachedView, type ReloadTimers } from '#server/lib/cached-view.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { Service, ServiceVendorReport, StatusSource } from '#shared/status/services.js';
import { VENDOR_UNKNOWN_REASONS } from '#shared/status/vendor-status.js';
import { decideStatus, isStale, isVendorStale } from './precedence.ts';
import { loadAllServiceStates, SERVICES_PAGE, type ServiceRow, type ServiceState } from './status-inputs.ts';
import { ITEMS_PER_SLICE, yieldToLoop } from '#server/lib/yield-to-loop.js';
import { monitorOfflineSince } from './monitor-offline.ts';
import { servicesSnapshot, type ServicesSnapshot } from './services-snapshot.ts';
import type { BoardLimits } from './board-answer.ts';
import { BOARD_COMPLETE_LIMIT } from '#shared/status/board.js';

export type { ServicesSnapshot };

export const SERVICES_CHANNEL = 'services';

import { SET_BY_PROVIDER } from '#shared/status/services.js';

export { SET_BY_PROVIDER };

/** Causes that mean a person chose the status (for "set by the provider 3 h ago"). */
const BY_HAND = new Set(['manual', 'override', 'override-cleared', 'override-expired']);

const inBoardOrder = (rows: ServiceRow[]) => [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

/**
 * The latest status change of each of these services: when the status began, and why. Read a page
 * of services at a time, by ranges of ids (a list of 2,000 ids costs more to build than to run).
 */
async function lastChanges(db: Db, serviceIds: readonly string[]): Promise<Map<string, { at: Date; cause: string }>> {
  const changes = new Map<string, { at: Date; cause: string }>();
  const ids = [...serviceIds].sort();
  for (let start = 0; start < ids.length; start += SERVICES_PAGE) {
    const page = ids.slice(start, start + SERVICES_PAGE);
    const rows = await db
      .selectDistinctOn([statusChanges.serviceId], { serviceId: statusChanges.serviceId, at: statusChanges.at, cause: statusChanges.cause })
      .from(statusChanges)
      .where(and(gte(statusChanges.serviceId, page[0]!), lte(statusChanges.serviceId, page[page.length - 1]!)))
      .orderBy(statusChanges.serviceId, desc(statusChanges.at));
    for (const r of rows) changes.set(r.serviceId, { at: r.at, cause: r.cause });
  }
  return changes;
}

/** The pinned "what to do" line of the active incidents on each service, most recent incident first. */
async function pinnedAdvice(db: Db): Promise<Map<string, { incidentId: string; text: string; textFr: string | null }>> {
  const rows = await db
    .select({ serviceId: incidentServices.serviceId, incidentId: incidents.id, text: incidents.whatToDo, textFr: incidents.whatToDoFr })
    .from(incidentServices)
    .innerJoin(incidents, eq(incidents.id, incidentServices.incidentId))
    .where(and(isNull(incidents.resolvedAt), isNotNull(incidents.whatToDo), sql`${incidents.whatToDo} <> ''`))
    .orderBy(desc(incidents.updatedAt));
  const advice = new Map<string, { incidentId: string; text: string; textFr: string | null }>();
  for (const row of rows)
    if (!advice.has(row.serviceId)) advice.set(row.serviceId, { incidentId: row.incidentId, text: row.text!, textFr: row.textFr || null });
  return advice;
}

function sinceOf(source: StatusSource, state: ServiceState, last: { at: Date; cause: string } | undefined): Date | null {
  if (source === 'override') return state.row.overrideAt;
  if (!last) return null;
  if (source === 'manual') return BY_HAND.has(last.cause) ? last.at : null;
  if (source === 'incident') return last.cause === 'incident' ? last.at : null;
  return last.at;
}

/**
 * Builds GET /api/services once per change (never per request): each service with its status as
 * precedence.ts decides it now, where that status comes from and since when. Overrides,
 * maintenance windows and staleness move with time, so the scheduler invalidates the view when
 * one does; the view's periodic reload is the backstop.
 */
export async function loadServicesSnapshot(db: Db, now: Date, limits?: BoardLimits): Promise<ServicesSnapshot> {
  const [states, advice, monitorOffline] = await Promise.all([loadAllServiceStates(db, now, inBoardOrder), pinnedAdvice(db), monitorOfflineSince(db)]);
  const last = await lastChanges(
    db,
    states.map((state) => state.row.id),
  );
  // A slice at a time, each service serialised as it is made: on a large board the polls are answered in between.
  const list: Service[] = [];
  const parts: string[] = [];
  for (let start = 0; start < states.length; start += ITEMS_PER_SLICE) {
    if (start > 0) await yieldToLoop();
    for (const state of states.slice(start, start + ITEMS_PER_SLICE)) {
      const service = serviceOf(state);
      list.push(service);
      parts.push(JSON.stringify(service));
    }
  }
  return servicesSnapshot(list, limits, parts);

  function serviceOf(state: ServiceState): Service {
    const { row, maintenance } = state;
    const decision = decideStatus(state.inputs, now);
    const since = sinceOf(decision.source, state, last.get(row.id));
    const pinned = advice.get(row.id);
    return {
      ...toService(row),
      status: decision.status,
      source: decision.source,
      since: since?.toISOString() ?? null,
      monitored: state.inputs.check !== null,
      ...(decision.source === 'check' && isStale(state.inputs.check, now) ? { stale: true } : {}),
      ...(decision.source === 'check' && monitorOffline ? { monitorOffline: true } : {}),
      ...(decision.source === 'vendor' && isVendorStale(state.inputs.vendor, now) ? { stale: true } : {}),
      ...(decision.unknown ? { unknown: { reason: VENDOR_UNKNOWN_REASONS[decision.unknown] } } : {}),
      ...(decision.source === 'vendor' && state.vendor ? { vendor: vendorReportOf(state.vendor, now) } : {}),
      ...(decision.incident ? { incident: decision.incident } : {}),
      ...(decision.source === 'override' ? { override: { by: SET_BY_PROVIDER, until: row.overrideUntil?.toISOString() ?? null } } : {}),
      ...(maintenance
        ? {
            maintenance: { title: maintenance.title, ...(maintenance.titleFr ? { titleFr: maintenance.titleFr } : {}), until: maintenance.until.toISOString() },
          }
        : {}),
      ...(pinned ? { whatToDo: pinned.text, ...(pinned.textFr ? { whatToDoFr: pinned.textFr } : {}) } : {}),
      ...guidanceFor(row, decision.status),
      ...(row.phone ? { phone: row.phone } : {}),
      ...(row.portalUrl ? { portalUrl: row.portalUrl } : {}),
    };
  }
}

export interface ServiceDirectory {
  view: CachedView<ServicesSnapshot>;
}

/**
 * How long the services view waits after a reload before the next: twice what the last reload
 * took, at most 2 s. Reloads then take at most a third of the process's time however often
 * changes come (check results on every scheduler pass, other instances' notifications), and the
 * gap follows the board's real cost on this machine and engine: a board of 30 services (a few
 * milliseconds a reload) reloads at once whatever the rate of changes; one of 20,000 (0.6 s a
 * reload on PostgreSQL, 1 s on the embedded database, most of it reading the rows) at most
 * every 2 to 3 s, so a status change still reaches the board within about three seconds.
 */
export function servicesReloadGapMs(lastReloadMs: number): number {
  return Math.min(2_000, 2 * lastReloadMs);
}

/**
 * An admin's change waits for the board to show it while the board is small (a reload takes
 * milliseconds, and the next read sees the change); on a board too large to send whole a reload
 * reads every row, and an add would cost more the larger the board: the answer goes at once and
 * the board follows within the reload gap.
 */
export function waitsForReload(snapshot: ServicesSnapshot): boolean {
  return snapshot.services.length <= BOARD_COMPLETE_LIMIT;
}

export function createServiceDirectory(deps: {
  db: Db;
  bus: ChangeBus;
  clock: Clock;
  log: { warn(obj: unknown, msg?: string): void };
  refreshMs?: number;
  /** The board answer's limits (tests make them small). */
  boardLimits?: BoardLimits;
  /** Timers of the reload gap (tests give their own). */
  timers?: ReloadTimers;
}): ServiceDirectory {
  const view = createCachedView({
    channel: SERVICES_CHANNEL,
    bus: deps.bus,
    load: () => loadServicesSnapshot(deps.db, deps.clock.now(), deps.boardLimits),
    refreshMs: deps.refreshMs ?? 30_000,
    log: deps.log,
    reloadGapMs: servicesReloadGapMs,
    waitsFor: waitsForReload,
    ...(deps.timers ? { timers: deps.timers } : {}),
  });
  return { view };
}

/**
 * The provider's standing advice that fits the status now: the text for issues while the service
 * is degraded, the text for down while it is offline, nothing while it is online. Advice written
 * for one level is never shown at the other (a slow claims network is not a reason to hold claims).
 * The French of that same text goes beside it when the provider wrote one (never without the English).
 */
export function guidanceFor(
  row: Pick<ServiceRow, 'guidance' | 'guidanceIssues' | 'guidanceFr' | 'guidanceIssuesFr'>,
  status: Service['status'],
): { guidance?: string; guidanceFr?: string } {
  const [text, textFr] =
    status === 'offline' ? [row.guidance, row.guidanceFr] : status === 'warning' ? [row.guidanceIssues, row.guidanceIssuesFr] : [null, null];
  if (!text) return {};
  return textFr ? { guidance: text, guidanceFr: textFr } : { guidance: text };
}

function vendorReportOf(link: NonNullable<ServiceState['vendor']>, now: Date): ServiceVendorReport {
  const maintenanceOver = link.maintenanceEndsAt !== null && link.maintenanceEndsAt <= now;
  return {
    readAt: link.readAt?.toISOString() ?? null,
    incident: link.incidentTitle ? { title: link.incidentTitle, url: link.incidentUrl } : null,
    pageUrl: link.pageUrl,
    ...(link.maintenanceTitle && !maintenanceOver
      ? {
          maintenance: {
            title: link.maintenanceTitle,
            startsAt: link.maintenanceStartsAt?.toISOString() ?? null,
            endsAt: link.maintenanceEndsAt?.toISOString() ?? null,
            url: link.maintenanceUrl,
          },
        }
      : {}),
  };
}

export function toService(row: ServiceRow): Service {
  return { id: row.id, name: row.name, type: row.type, status: row.status, location: row.location, lastChecked: row.lastChecked?.toISOString() ?? null };
}
