import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/open.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import type { Config } from '#server/config.js';
import { services } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import type { Clock } from '#server/lib/time/clock.js';
import { conflict, notFound } from '#server/lib/errors.js';
import { isClaimsNetwork, type ServiceType } from '#shared/status/services.js';
import { SERVICE_MESSAGES, type ServiceUpdateInput } from '#shared/status/service-admin.js';
import type { MonitoredAdminService, ServiceCreateInput, ServiceOverrideInput } from '#shared/status/monitoring.js';
import {
  adminOverrideOf,
  clearOverride,
  decideStatus,
  displayNameOf,
  loadAllServiceStates,
  lockServiceState,
  setStatusByHand,
  type ServiceDirectory,
  type ServiceState,
} from '../status/index.ts';
import { auditFieldsOf, type AdminActor } from '#server/lib/admin-actor.js';
import { isUuid } from '#server/lib/security/uuid.js';
import { targetPolicy, validateCheckTarget, writeCheck } from '../monitoring/index.ts';

export interface ServiceAdminDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  directory: ServiceDirectory;
  /** Where checks may go (a service may come with its check). */
  config: Pick<Config, 'publicUrl' | 'port' | 'monitor'>;
}

type ServiceRow = typeof services.$inferSelect;

function toAdminService(state: ServiceState, now: Date): MonitoredAdminService {
  const { row } = state;
  const decision = decideStatus(state.inputs, now);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: decision.status,
    location: row.location,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
    guidance: row.guidance,
    guidanceIssues: row.guidanceIssues,
    ...(row.guidanceFr ? { guidanceFr: row.guidanceFr } : {}),
    ...(row.guidanceIssuesFr ? { guidanceIssuesFr: row.guidanceIssuesFr } : {}),
    phone: row.phone,
    portalUrl: row.portalUrl,
    monitored: state.inputs.check !== null,
    checkStatus: row.checkStatus,
    override: adminOverrideOf(row, now),
    source: decision.source,
    manualStatus: row.manualStatus,
  };
}

const inBoardOrder = (rows: ServiceRow[]) => [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

export async function listAdminServices(deps: { db: Db; clock: Clock }): Promise<MonitoredAdminService[]> {
  const now = deps.clock.now();
  return (await loadAllServiceStates(deps.db, now, inBoardOrder)).map((state) => toAdminService(state, now));
}

async function adminServiceNow(deps: { db: Db; clock: Clock }, id: string): Promise<MonitoredAdminService> {
  const now = deps.clock.now();
  const state = await deps.db.transaction((tx) => lockServiceState(tx, id, now));
  if (!state) throw notFound(SERVICE_MESSAGES.notFound);
  return toAdminService(state, now);
}

/**
 * PUT /api/admin/services/:id/status: the manual override (docs/product/status-rules.md), with an optional
 * end time (see status/overrides.ts for what it means with and without a check).
 */
export async function overrideServiceStatus(
  deps: ServiceAdminDeps,
  id: string,
  input: ServiceOverrideInput,
  actor: AdminActor,
): Promise<MonitoredAdminService> {
  const now = deps.clock.now();
  await setStatusByHand({ db: deps.db, now }, id, input, await overrideActor(deps, actor), (tx, settled) =>
    audit(tx, deps, actor, 'service.status', settled.state.row.id, {
      name: settled.state.row.name,
      from: settled.previous,
      to: input.status,
      ...(input.until ? { until: new Date(input.until).toISOString() } : {}),
    }),
  );
  await deps.directory.view.invalidate();
  return adminServiceNow(deps, id);
}

/** DELETE /api/admin/services/:id/override: the service goes back to whatever decides next. */
export async function clearServiceOverride(deps: ServiceAdminDeps, id: string, actor: AdminActor): Promise<MonitoredAdminService> {
  const settled = await clearOverride({ db: deps.db, now: deps.clock.now() }, id, await overrideActor(deps, actor), (tx, cleared) =>
    audit(tx, deps, actor, 'service.override.clear', cleared.state.row.id, {
      name: cleared.state.row.name,
      from: cleared.previous,
      to: cleared.decision.status,
    }),
  );
  if (settled) await deps.directory.view.invalidate();
  return adminServiceNow(deps, id);
}

async function overrideActor(deps: ServiceAdminDeps, actor: AdminActor) {
  return { userId: actor.userId, name: await displayNameOf(deps, actor.userId, actor.email) };
}

/**
 * POST /api/admin/services: the service, and its check when one is given, in one transaction: a
 * refused check leaves no service behind. It goes at the end of the board (max + 1 in SQL: the app
 * reads no other service), and the answer is the new service alone.
 */
export async function createService(deps: ServiceAdminDeps, input: ServiceCreateInput, actor: AdminActor): Promise<MonitoredAdminService> {
  checkClaimsNetworkType(input.name, input.type);
  if (input.check) validateCheckTarget(input.check.type, input.check.target, targetPolicy(deps.config));
  await ensureNameFree(deps.db, input.name);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(services)
      .values({ ...serviceColumnsOf(input), sortOrder: NEXT_SORT_ORDER, createdAt: deps.clock.now(), updatedAt: deps.clock.now() })
      .onConflictDoNothing({ target: services.name })
      .returning();
    if (!created) throw conflict(SERVICE_MESSAGES.nameTaken(input.name));
    await audit(tx, deps, actor, 'service.create', created.id, { name: created.name, type: created.type, location: created.location });
    if (input.check) await writeCheck(tx, deps, created.id, input.check, actor);
    return created;
  });
  await deps.directory.view.invalidate();
  return adminServiceNow(deps, row.id);
}

/** After every service on the board: an aggregate the database works out; no service row comes to the app. */
export const NEXT_SORT_ORDER = sql<number>`(SELECT coalesce(max(${services.sortOrder}), -1) + 1 FROM ${services})`;

/** A new service's own columns, blanks as null. */
export function serviceColumnsOf(input: Omit<ServiceCreateInput, 'check'>) {
  return {
    name: input.name,
    type: input.type,
    location: input.location ?? null,
    guidance: input.guidance ?? null,
    guidanceIssues: input.guidanceIssues ?? null,
    guidanceFr: input.guidanceFr ?? null,
    guidanceIssuesFr: input.guidanceIssuesFr ?? null,
    phone: input.phone ?? null,
    portalUrl: input.portalUrl ?? null,
  };
}

export async function updateService(deps: ServiceAdminDeps, id: string, input: ServiceUpdateInput, actor: AdminActor): Promise<MonitoredAdminService> {
  const current = await findService(deps.db, id);
  const keep = <K extends 'location' | 'guidance' | 'guidanceIssues' | 'guidanceFr' | 'guidanceIssuesFr' | 'phone' | 'portalUrl'>(key: K) =>
    input[key] === undefined ? current[key] : input[key];
  const next = {
    name: input.name ?? current.name,
    type: input.type ?? current.type,
    location: keep('location'),
    guidance: keep('guidance'),
    guidanceIssues: keep('guidanceIssues'),
    guidanceFr: keep('guidanceFr'),
    guidanceIssuesFr: keep('guidanceIssuesFr'),
    phone: keep('phone'),
    portalUrl: keep('portalUrl'),
  };
  if (isClaimsNetwork(current) && (next.name !== current.name || next.type !== current.type)) throw conflict(SERVICE_MESSAGES.claimsNetworkFixed);
  checkClaimsNetworkType(next.name, next.type);
  if (next.name.toLowerCase() !== current.name.toLowerCase()) await ensureNameFree(deps.db, next.name, id);

  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['name', 'type', 'location', 'guidance', 'guidanceIssues', 'guidanceFr', 'guidanceIssuesFr', 'phone', 'portalUrl'] as const) {
    if (next[key] !== current[key]) changes[key] = { from: current[key], to: next[key] };
  }
  if (Object.keys(changes).length === 0) return adminServiceNow(deps, id);

  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(services)
        .set({ ...next, updatedAt: deps.clock.now() })
        .where(eq(services.id, id))
        .returning();
      if (!row) throw notFound(SERVICE_MESSAGES.notFound);
      await audit(tx, deps, actor, 'service.update', id, { name: row.name, changes });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVICE_MESSAGES.nameTaken(next.name));
    throw error;
  }
  await deps.directory.view.invalidate();
  return adminServiceNow(deps, id);
}

export async function deleteService(deps: ServiceAdminDeps, id: string, actor: AdminActor): Promise<void> {
  const current = await findService(deps.db, id);
  if (isClaimsNetwork(current)) throw conflict(SERVICE_MESSAGES.claimsNetworkKept);
  await deps.db.transaction(async (tx) => {
    const removed = await tx.delete(services).where(eq(services.id, id)).returning({ id: services.id });
    if (removed.length === 0) throw notFound(SERVICE_MESSAGES.notFound);
    await audit(tx, deps, actor, 'service.delete', id, { name: current.name, type: current.type });
  });
  await deps.directory.view.invalidate();
}

async function findService(db: Db, id: string): Promise<ServiceRow> {
  const [row] = isUuid(id) ? await db.select().from(services).where(eq(services.id, id)) : [];
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
export function checkClaimsNetworkType(name: string, type: ServiceType): void {
  if (isClaimsNetwork({ name }) && type !== 'insurance') throw conflict(SERVICE_MESSAGES.claimsNetworkType);
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function audit(tx: Tx, deps: ServiceAdminDeps, actor: AdminActor, action: string, id: string, details: Record<string, unknown>) {
  return recordAudit(tx, deps.keys, { ...auditFieldsOf(actor), action, target: `service:${id}`, details, at: deps.clock.now() });
}
