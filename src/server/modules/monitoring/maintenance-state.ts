import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { maintenanceServices, maintenanceWindows, serviceChecks, services } from '../../db/schema.ts';

/** The maintenance window covering each service at `now` (the one ending last when several do). */
export async function activeMaintenance(db: Db, now: Date): Promise<Map<string, { windowId: string; title: string; until: Date }>> {
  const rows = await db
    .select({ serviceId: maintenanceServices.serviceId, windowId: maintenanceWindows.id, title: maintenanceWindows.title, until: maintenanceWindows.endsAt })
    .from(maintenanceServices)
    .innerJoin(maintenanceWindows, eq(maintenanceWindows.id, maintenanceServices.windowId))
    .where(and(lte(maintenanceWindows.startsAt, now), gt(maintenanceWindows.endsAt, now)));
  const active = new Map<string, { windowId: string; title: string; until: Date }>();
  for (const row of rows) {
    const known = active.get(row.serviceId);
    if (!known || row.until > known.until) active.set(row.serviceId, row);
  }
  return active;
}

/**
 * Monitored services whose status differs from their check's conclusion with nothing to
 * explain it (no override, no maintenance): a maintenance window just ended, during which the
 * status stayed frozen. Each answer says whether a window of the service ended by `now`.
 */
export async function unsettledServices(db: Db, now: Date, inMaintenance: ReadonlySet<string>): Promise<{ id: string; afterMaintenance: boolean }[]> {
  const at = now.toISOString();
  const rows = await db
    .select({
      id: services.id,
      afterMaintenance: sql<boolean>`exists (
        select 1 from ${maintenanceServices} ms join ${maintenanceWindows} w on w.id = ms.window_id
        where ms.service_id = ${services.id} and w.ends_at <= ${at}::timestamptz)`,
    })
    .from(services)
    .innerJoin(serviceChecks, eq(serviceChecks.serviceId, services.id))
    .where(
      and(
        eq(serviceChecks.enabled, true),
        sql`${services.checkStatus} is not null and ${services.status} <> ${services.checkStatus}`,
        sql`(${services.overrideStatus} is null or ${services.overrideUntil} <= ${at}::timestamptz)`,
      ),
    );
  return rows.filter((row) => !inMaintenance.has(row.id));
}
