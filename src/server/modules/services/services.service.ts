import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { serviceChecks, services } from '../../db/schema.ts';
import type { ChangeBus } from '../../db/change-bus.ts';
import { createCachedView, type CachedView } from '../../lib/cached-view.ts';
import { etagOf } from '../../lib/etag.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Service, ServiceStatus } from '../../../shared/services.ts';
import { activeMaintenance } from '../monitoring/maintenance-state.ts';
import { setOverride } from '../monitoring/overrides.ts';
import { overrideShown } from '../monitoring/status-rules.ts';

export interface ServicesSnapshot {
  services: Service[];
  /** The JSON answer of GET /api/services, serialised and encoded once per change. */
  body: Buffer;
  etag: string;
}

export const SERVICES_CHANNEL = 'services';

/** Who an override is shown as set by when its admin left no name. */
const DEFAULT_OVERRIDE_BY = 'Support team';

/**
 * Builds GET /api/services once per change (never per request). Overrides and maintenance
 * windows start and end with time, so the monitor's tick invalidates the view when one does;
 * the view's periodic reload is the backstop.
 */
export async function loadServicesSnapshot(db: Db, now: Date, providerName = DEFAULT_OVERRIDE_BY): Promise<ServicesSnapshot> {
  const rows = await db
    .select({ service: services, checkEnabled: serviceChecks.enabled })
    .from(services)
    .leftJoin(serviceChecks, eq(serviceChecks.serviceId, services.id))
    .orderBy(asc(services.sortOrder), asc(services.name));
  const maintenance = await activeMaintenance(db, now);
  const list: Service[] = rows.map(({ service, checkEnabled }) => {
    const monitored = checkEnabled === true;
    const window = maintenance.get(service.id);
    return {
      ...toService(service),
      monitored,
      ...(overrideShown(service, monitored, now)
        ? { override: { by: service.overrideByName ?? providerName, until: service.overrideUntil?.toISOString() ?? null } }
        : {}),
      ...(window ? { maintenance: { title: window.title, until: window.until.toISOString() } } : {}),
    };
  });
  const json = JSON.stringify(list);
  return { services: list, body: Buffer.from(json), etag: etagOf(json) };
}

export interface ServiceDirectory {
  view: CachedView<ServicesSnapshot>;
  /** Sets a status by hand (as PUT /api/admin/services/:id/status without an end time), recorded with no actor. */
  setStatus(id: string, status: ServiceStatus): Promise<Service>;
}

export function createServiceDirectory(deps: {
  db: Db;
  bus: ChangeBus;
  clock: Clock;
  log: { warn(obj: unknown, msg?: string): void };
  refreshMs?: number;
  /** Shown as who set an override when its admin left no name. */
  providerName?: string;
}): ServiceDirectory {
  const view = createCachedView({
    channel: SERVICES_CHANNEL,
    bus: deps.bus,
    load: () => loadServicesSnapshot(deps.db, deps.clock.now(), deps.providerName),
    refreshMs: deps.refreshMs ?? 30_000,
    log: deps.log,
  });
  return {
    view,
    async setStatus(id, status) {
      const { row } = await setOverride({ db: deps.db, now: deps.clock.now() }, id, { status }, { userId: null, name: null });
      await view.invalidate();
      return toService(row);
    },
  };
}

type ServiceRow = typeof services.$inferSelect;

export function toService(row: ServiceRow): Service {
  return { id: row.id, name: row.name, type: row.type, status: row.status, location: row.location, lastChecked: row.lastChecked?.toISOString() ?? null };
}
