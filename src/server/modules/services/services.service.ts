import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { services } from '../../db/schema.ts';
import type { ChangeBus } from '../../db/change-bus.ts';
import { createCachedView, type CachedView } from '../../lib/cached-view.ts';
import { etagOf } from '../../lib/etag.ts';
import { notFound } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Service, ServiceStatus } from '../../../shared/services.ts';
import { SERVICE_MESSAGES } from '../../../shared/service-admin.ts';

export interface ServicesSnapshot {
  services: Service[];
  /** The JSON answer of GET /api/services, serialised and encoded once per change. */
  body: Buffer;
  etag: string;
}

export const SERVICES_CHANNEL = 'services';

export async function loadServicesSnapshot(db: Db): Promise<ServicesSnapshot> {
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      type: services.type,
      status: services.status,
      location: services.location,
      lastChecked: services.lastChecked,
    })
    .from(services)
    .orderBy(asc(services.sortOrder), asc(services.name));
  const list: Service[] = rows.map((r) => ({ ...r, lastChecked: r.lastChecked?.toISOString() ?? null }));
  const json = JSON.stringify(list);
  return { services: list, body: Buffer.from(json), etag: etagOf(json) };
}

export interface ServiceDirectory {
  view: CachedView<ServicesSnapshot>;
  setStatus(id: string, status: ServiceStatus): Promise<Service>;
}

export function createServiceDirectory(deps: {
  db: Db;
  bus: ChangeBus;
  clock: Clock;
  log: { warn(obj: unknown, msg?: string): void };
  refreshMs?: number;
}): ServiceDirectory {
  const view = createCachedView({
    channel: SERVICES_CHANNEL,
    bus: deps.bus,
    load: () => loadServicesSnapshot(deps.db),
    refreshMs: deps.refreshMs ?? 30_000,
    log: deps.log,
  });
  return {
    view,
    async setStatus(id, status) {
      const { row } = await applyServiceStatus(deps, id, status);
      await view.invalidate();
      return toService(row);
    },
  };
}

type ServiceRow = typeof services.$inferSelect;

export function toService(row: ServiceRow): Service {
  return { id: row.id, name: row.name, type: row.type, status: row.status, location: row.location, lastChecked: row.lastChecked?.toISOString() ?? null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sets a service's status by hand and answers the row with the status it had before. The
 * row is locked for the read-and-write, so two admins' overrides cannot both see the same
 * "before". lastChecked stays for automatic checks: a manual override is not a check.
 * The caller invalidates the directory.
 */
export async function applyServiceStatus(
  deps: { db: Db; clock: Clock },
  id: string,
  status: ServiceStatus,
): Promise<{ row: ServiceRow; previous: ServiceStatus }> {
  if (!UUID.test(id)) throw notFound(SERVICE_MESSAGES.notFound);
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: services.status }).from(services).where(eq(services.id, id)).for('update');
    if (!current) throw notFound(SERVICE_MESSAGES.notFound);
    const [row] = await tx.update(services).set({ status, updatedAt: deps.clock.now() }).where(eq(services.id, id)).returning();
    return { row: row!, previous: current.status };
  });
}
