import { asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { maintenanceServices, maintenanceWindows, services } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { AppError, notFound } from '#server/lib/errors.js';
import { INCIDENT_MESSAGES as M, maintenanceState, PAST_MAINTENANCE_DAYS, type Maintenance } from '#shared/status/incidents.js';
import { assertServicesExist, auditAdmin } from './admin-actor.ts';
import type { MaintenanceCreateInput, MaintenancePatchInput } from './incidents.schemas.ts';
import type { AdminActor } from '#server/lib/admin-actor.js';
import { isUuid } from '#server/lib/security/uuid.js';

const DAY_MS = 86_400_000;

type MaintenanceDeps = { db: Db; keys: KeyRing; clock: Clock };

/** Maintenance windows with their services, soonest start first; `state` is judged at `now`. */
export async function loadMaintenance(db: Db, where: SQL | undefined, now: Date): Promise<Maintenance[]> {
  const rows = await db.select().from(maintenanceWindows).where(where).orderBy(asc(maintenanceWindows.startsAt), asc(maintenanceWindows.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ windowId: maintenanceServices.windowId, id: services.id, name: services.name })
    .from(maintenanceServices)
    .innerJoin(services, eq(services.id, maintenanceServices.serviceId))
    .where(
      inArray(
        maintenanceServices.windowId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(services.sortOrder), asc(services.name));
  return rows.map((row) => {
    const window = { startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      ...(row.titleFr ? { titleFr: row.titleFr } : {}),
      ...(row.descriptionFr ? { descriptionFr: row.descriptionFr } : {}),
      ...window,
      services: links.filter((l) => l.windowId === row.id).map(({ id, name }) => ({ id, name })),
      createdAt: row.createdAt.toISOString(),
      state: maintenanceState(window, now.getTime()),
    };
  });
}

/** The admin list: active and upcoming first (soonest first), then those that ended in the last 30 days (latest first). */
export async function listAdminMaintenance(deps: { db: Db; clock: Clock }): Promise<Maintenance[]> {
  const now = deps.clock.now();
  const all = await loadMaintenance(deps.db, gt(maintenanceWindows.endsAt, new Date(now.getTime() - PAST_MAINTENANCE_DAYS * DAY_MS)), now);
  const current = all.filter((w) => w.state !== 'past');
  const past = all.filter((w) => w.state === 'past').sort((a, b) => b.endsAt.localeCompare(a.endsAt));
  return [...current, ...past];
}

function checkTimes(startsAt: Date, endsAt: Date, now: Date): void {
  const fail = (path: string, message: string) => {
    throw new AppError('validation', message, { issues: [{ path, message }] });
  };
  if (endsAt.getTime() <= startsAt.getTime()) fail('endsAt', M.endsBeforeStart);
  if (endsAt.getTime() <= now.getTime()) fail('endsAt', M.endsInPast);
}

async function loadOne(db: Db, id: string, now: Date): Promise<Maintenance> {
  const [window] = await loadMaintenance(db, eq(maintenanceWindows.id, id), now);
  if (!window) throw notFound(M.maintenanceNotFound);
  return window;
}

export async function scheduleMaintenance(deps: MaintenanceDeps, input: MaintenanceCreateInput, actor: AdminActor): Promise<Maintenance> {
  const now = deps.clock.now();
  checkTimes(input.startsAt, input.endsAt, now);
  await assertServicesExist(deps.db, input.serviceIds);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(maintenanceWindows)
      .values({
        title: input.title,
        description: input.description,
        titleFr: input.titleFr ?? null,
        descriptionFr: input.descriptionFr ?? null,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        createdAt: now,
        createdBy: actor.userId,
      })
      .returning({ id: maintenanceWindows.id });
    await tx.insert(maintenanceServices).values(input.serviceIds.map((serviceId) => ({ windowId: row!.id, serviceId })));
    await auditAdmin(tx, deps, actor, {
      action: 'maintenance.schedule',
      target: `maintenance:${row!.id}`,
      details: {
        title: input.title,
        ...(input.titleFr ? { titleFr: input.titleFr } : {}),
        startsAt: input.startsAt.toISOString(),
        endsAt: input.endsAt.toISOString(),
        serviceIds: input.serviceIds,
      },
    });
    return row!.id;
  });
  return loadOne(deps.db, id, now);
}

/** Changes a window that has not ended; its end must stay ahead (an active window may be extended or shortened). */
export async function editMaintenance(deps: MaintenanceDeps, id: string, input: MaintenancePatchInput, actor: AdminActor): Promise<Maintenance> {
  if (!isUuid(id)) throw notFound(M.maintenanceNotFound);
  const now = deps.clock.now();
  if (input.serviceIds) await assertServicesExist(deps.db, input.serviceIds);
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(maintenanceWindows).where(eq(maintenanceWindows.id, id)).for('update');
    if (!current) throw notFound(M.maintenanceNotFound);
    if (current.endsAt.getTime() <= now.getTime()) throw new AppError('conflict', M.maintenanceEnded);
    checkTimes(input.startsAt ?? current.startsAt, input.endsAt ?? current.endsAt, now);
    const { serviceIds, ...fields } = input;
    await tx.update(maintenanceWindows).set(fields).where(eq(maintenanceWindows.id, id));
    if (serviceIds) {
      await tx.delete(maintenanceServices).where(eq(maintenanceServices.windowId, id));
      await tx.insert(maintenanceServices).values(serviceIds.map((serviceId) => ({ windowId: id, serviceId })));
    }
    const details = {
      ...input,
      ...(input.startsAt ? { startsAt: input.startsAt.toISOString() } : {}),
      ...(input.endsAt ? { endsAt: input.endsAt.toISOString() } : {}),
    };
    await auditAdmin(tx, deps, actor, { action: 'maintenance.edit', target: `maintenance:${id}`, details });
  });
  return loadOne(deps.db, id, now);
}

/**
 * Cancels a window: one that has not started is deleted; one under way ends now (so its
 * history stays true); one that has ended cannot be cancelled.
 */
export async function cancelMaintenance(deps: MaintenanceDeps, id: string, actor: AdminActor): Promise<{ outcome: 'deleted' | 'ended' }> {
  if (!isUuid(id)) throw notFound(M.maintenanceNotFound);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(maintenanceWindows).where(eq(maintenanceWindows.id, id)).for('update');
    if (!current) throw notFound(M.maintenanceNotFound);
    if (current.endsAt.getTime() <= now.getTime()) throw new AppError('conflict', M.maintenanceEnded);
    // One that starts now or later is deleted; endsAt must stay after startsAt (a check constraint).
    const starting = current.startsAt.getTime() >= now.getTime();
    if (starting) await tx.delete(maintenanceWindows).where(eq(maintenanceWindows.id, id));
    else await tx.update(maintenanceWindows).set({ endsAt: now }).where(eq(maintenanceWindows.id, id));
    const result = starting ? ('deleted' as const) : ('ended' as const);
    await auditAdmin(tx, deps, actor, { action: 'maintenance.cancel', target: `maintenance:${id}`, details: { title: current.title, outcome: result } });
    return result;
  });
  return { outcome };
}
