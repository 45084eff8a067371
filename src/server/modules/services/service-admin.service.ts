import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { services } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isClaimsNetwork, type ServiceStatus, type ServiceType } from '../../../shared/services.ts';
import { SERVICE_MESSAGES, type AdminService, type ServiceCreateInput, type ServiceUpdateInput } from '../../../shared/service-admin.ts';
import { applyServiceStatus, type ServiceDirectory } from './services.service.ts';

export interface ServiceAdminDeps {
  db: Db;
  clock: Clock;
  directory: ServiceDirectory;
}

/** Who acted in the admin panel, for the audit log. */
export interface ServiceActor {
  userId: string;
  email: string | null;
  ip: string | null;
}

type ServiceRow = typeof services.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAdminService(row: ServiceRow): AdminService {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    location: row.location,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminServices(db: Db): Promise<AdminService[]> {
  const rows = await db.select().from(services).orderBy(asc(services.sortOrder), asc(services.name));
  return rows.map(toAdminService);
}

/** PUT /api/admin/services/:id/status: the manual override (SPEC.md section 4). */
export async function overrideServiceStatus(deps: ServiceAdminDeps, id: string, status: ServiceStatus, actor: ServiceActor): Promise<AdminService> {
  const { row, previous } = await applyServiceStatus(deps, id, status);
  await deps.directory.view.invalidate();
  await audit(deps, actor, 'service.status', row.id, { name: row.name, from: previous, to: status });
  return toAdminService(row);
}

export async function createService(deps: ServiceAdminDeps, input: ServiceCreateInput, actor: ServiceActor): Promise<AdminService> {
  checkClaimsNetworkType(input.name, input.type);
  await ensureNameFree(deps.db, input.name);
  const [row] = await deps.db
    .insert(services)
    .values({
      name: input.name,
      type: input.type,
      location: input.location ?? null,
      sortOrder: sql`(SELECT coalesce(max(${services.sortOrder}), -1) + 1 FROM ${services})`,
      createdAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    })
    .onConflictDoNothing({ target: services.name })
    .returning();
  if (!row) throw conflict(SERVICE_MESSAGES.nameTaken(input.name));
  await deps.directory.view.invalidate();
  await audit(deps, actor, 'service.create', row.id, { name: row.name, type: row.type, location: row.location });
  return toAdminService(row);
}

export async function updateService(deps: ServiceAdminDeps, id: string, input: ServiceUpdateInput, actor: ServiceActor): Promise<AdminService> {
  const current = await findService(deps.db, id);
  const next = { name: input.name ?? current.name, type: input.type ?? current.type, location: input.location === undefined ? current.location : input.location };
  if (isClaimsNetwork(current) && (next.name !== current.name || next.type !== current.type)) throw conflict(SERVICE_MESSAGES.claimsNetworkFixed);
  checkClaimsNetworkType(next.name, next.type);
  if (next.name.toLowerCase() !== current.name.toLowerCase()) await ensureNameFree(deps.db, next.name, id);

  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['name', 'type', 'location'] as const) {
    if (next[key] !== current[key]) changes[key] = { from: current[key], to: next[key] };
  }
  if (Object.keys(changes).length === 0) return toAdminService(current);

  let row: ServiceRow | undefined;
  try {
    [row] = await deps.db.update(services).set({ ...next, updatedAt: deps.clock.now() }).where(eq(services.id, id)).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVICE_MESSAGES.nameTaken(next.name));
    throw error;
  }
  if (!row) throw notFound(SERVICE_MESSAGES.notFound);
  await deps.directory.view.invalidate();
  await audit(deps, actor, 'service.update', id, { name: row.name, changes });
  return toAdminService(row);
}

export async function deleteService(deps: ServiceAdminDeps, id: string, actor: ServiceActor): Promise<void> {
  const current = await findService(deps.db, id);
  if (isClaimsNetwork(current)) throw conflict(SERVICE_MESSAGES.claimsNetworkKept);
  const removed = await deps.db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  if (removed.length === 0) throw notFound(SERVICE_MESSAGES.notFound);
  await deps.directory.view.invalidate();
  await audit(deps, actor, 'service.delete', id, { name: current.name, type: current.type });
}

async function findService(db: Db, id: string): Promise<ServiceRow> {
  const [row] = UUID.test(id) ? await db.select().from(services).where(eq(services.id, id)) : [];
  if (!row) throw notFound(SERVICE_MESSAGES.notFound);
  return row;
}

/** Names are unique whatever their case: "telus" next to "TELUS" would confuse every clinic. */
async function ensureNameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  const sameName = sql`lower(${services.name}) = lower(${name})`;
  const [clash] = await db
    .select({ name: services.name })
    .from(services)
    .where(exceptId ? and(sameName, ne(services.id, exceptId)) : sameName)
    .limit(1);
  if (clash) throw conflict(SERVICE_MESSAGES.nameTaken(clash.name));
}

/** The dashboard reads the aggregate among the insurers; under another type it would vanish. */
function checkClaimsNetworkType(name: string, type: ServiceType): void {
  if (isClaimsNetwork({ name }) && type !== 'insurance') throw conflict(SERVICE_MESSAGES.claimsNetworkType);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function audit(deps: ServiceAdminDeps, actor: ServiceActor, action: string, id: string, details: Record<string, unknown>) {
  return recordAudit(deps.db, {
    actorUserId: actor.userId,
    actor: actor.email ?? `user:${actor.userId}`,
    action,
    target: `service:${id}`,
    ipAddress: actor.ip,
    details,
    at: deps.clock.now(),
  });
}
