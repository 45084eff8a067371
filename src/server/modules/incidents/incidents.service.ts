import { and, count, eq, ilike, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { incidents, incidentServices, incidentUpdates } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { AppError, notFound } from '#server/lib/errors.js';
import { pageWindow, type Page } from '#shared/admin/admin.js';
import { ADMIN_PAGE_SIZE } from '#shared/constants.js';
import { INCIDENT_MESSAGES, type Incident, type IncidentImpactChoice } from '#shared/status/incidents.js';
import { escapeLike } from '#server/db/escape-like.js';
import { assertServicesExist, auditAdmin, publicNameOf } from './admin-actor.ts';
import { loadIncident, loadIncidents } from './incident-read.ts';
import type { IncidentCreateInput, IncidentListQuery, IncidentPatchInput, IncidentUpdateFrenchInput, IncidentUpdateInput } from './incidents.schemas.ts';
import type { AdminActor } from '#server/lib/admin-actor.js';
import { isUuid } from '#server/lib/security/uuid.js';
import { settleService, type ServiceDirectory, type StatusCause, type Tx } from '../status/index.ts';

export interface IncidentDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  /** Shown as the author of updates by admins without a first name. */
  providerName: string;
  /** The board's services view: an incident's impact moves their status. */
  directory: ServiceDirectory;
}

const impactColumn = (impact: IncidentImpactChoice) => (impact === 'none' ? null : impact);

/**
 * Hands the incident's services to the status owner after their impact changed (or the incident
 * ended), in the transaction of that change: the board, history and alerts see the new status
 * together with the incident.
 */
async function settleAffected(tx: Tx, serviceIds: readonly string[], change: { now: Date; cause: StatusCause; actor: string; incidentId: string }) {
  for (const serviceId of [...serviceIds].sort()) {
    await settleService(tx, serviceId, { now: change.now, cause: change.cause, actor: change.actor, details: { incidentId: change.incidentId } });
  }
}

async function serviceIdsOf(tx: Tx, incidentId: string): Promise<string[]> {
  const rows = await tx.select({ id: incidentServices.serviceId }).from(incidentServices).where(eq(incidentServices.incidentId, incidentId));
  return rows.map((r) => r.id);
}

const actorName = (byName: string | null, deps: IncidentDeps) => byName ?? deps.providerName;

/** A 400 naming the field, as the request schemas answer. */
function invalid(path: string, message: string): AppError {
  return new AppError('validation', message, { issues: [{ path, message }] });
}

/** French for the pinned line goes only beside an English one: a French reader must never see a line an English reader does not. */
function checkFrenchPinned(english: string | null | undefined, french: string | null | undefined): void {
  if (french && !english) throw invalid('whatToDoFr', INCIDENT_MESSAGES.whatToDoFrWithoutEnglish);
}

/**
 * Active incidents all on one page (there are few, and an admin must see every one);
 * resolved ones paged by 5, most recently resolved first, searchable by title.
 */
export async function listAdminIncidents(deps: IncidentDeps, query: IncidentListQuery): Promise<Page<Incident>> {
  const active = query.status === 'active';
  const where = and(
    active ? isNull(incidents.resolvedAt) : isNotNull(incidents.resolvedAt),
    query.search ? ilike(incidents.title, `%${escapeLike(query.search)}%`) : undefined,
  );
  const [counted] = await deps.db.select({ n: count() }).from(incidents).where(where);
  const total = counted?.n ?? 0;
  if (active) {
    const items = await loadIncidents(deps.db, { where, order: 'created', providerName: deps.providerName });
    return { items, total, page: 1, pageSize: Math.max(total, ADMIN_PAGE_SIZE) };
  }
  const { page, offset } = pageWindow(query.page, total);
  const items = await loadIncidents(deps.db, { where, order: 'resolved', limit: ADMIN_PAGE_SIZE, offset, providerName: deps.providerName });
  return { items, total, page, pageSize: ADMIN_PAGE_SIZE };
}

export async function openIncident(deps: IncidentDeps, input: IncidentCreateInput, actor: AdminActor): Promise<Incident> {
  await assertServicesExist(deps.db, input.serviceIds);
  const now = deps.clock.now();
  const byName = await publicNameOf(deps, actor.userId);
  const whatToDo = input.whatToDo || null;
  const whatToDoFr = input.whatToDoFr ?? null;
  checkFrenchPinned(whatToDo, whatToDoFr);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(incidents)
      .values({
        title: input.title,
        titleFr: input.titleFr ?? null,
        status: input.status,
        createdAt: now,
        updatedAt: now,
        createdBy: actor.userId,
        whatToDo,
        whatToDoFr,
      })
      .returning({ id: incidents.id });
    const incidentId = row!.id;
    const impact = impactColumn(input.impact);
    await tx.insert(incidentServices).values(input.serviceIds.map((serviceId) => ({ incidentId, serviceId, impact })));
    await tx.insert(incidentUpdates).values({
      incidentId,
      status: input.status,
      message: input.message,
      messageFr: input.messageFr ?? null,
      createdAt: now,
      createdBy: actor.userId,
      createdByName: byName,
      impact: input.impact,
      whatToDo,
      whatToDoFr,
      notify: input.notify,
    });
    if (impact) await settleAffected(tx, input.serviceIds, { now, cause: 'incident', actor: actorName(byName, deps), incidentId });
    await auditAdmin(tx, deps, actor, {
      action: 'incident.open',
      target: `incident:${incidentId}`,
      details: {
        title: input.title,
        ...(input.titleFr ? { titleFr: input.titleFr } : {}),
        status: input.status,
        serviceIds: input.serviceIds,
        impact: input.impact,
        notify: input.notify,
      },
    });
    return incidentId;
  });
  await deps.directory.view.invalidate();
  return (await loadIncident(deps.db, id, deps.providerName))!;
}

/** A timestamped update; `resolved` closes the incident for good (a new incident is opened if it comes back). */
export async function postIncidentUpdate(deps: IncidentDeps, id: string, input: IncidentUpdateInput, actor: AdminActor): Promise<Incident> {
  if (!isUuid(id)) throw notFound(INCIDENT_MESSAGES.notFound);
  const now = deps.clock.now();
  const byName = await publicNameOf(deps, actor.userId);
  await deps.db.transaction(async (tx) => {
    // Locked so two admins resolving at once cannot both post after the resolution.
    const [current] = await tx
      .select({ resolvedAt: incidents.resolvedAt, updatedAt: incidents.updatedAt, whatToDo: incidents.whatToDo })
      .from(incidents)
      .where(eq(incidents.id, id))
      .for('update');
    if (!current) throw notFound(INCIDENT_MESSAGES.notFound);
    if (current.resolvedAt) throw new AppError('conflict', INCIDENT_MESSAGES.alreadyResolved);
    // Updates are ordered by time: one posted in the same millisecond as the last still comes after it.
    const at = new Date(Math.max(now.getTime(), current.updatedAt.getTime() + 1));
    const resolved = input.status === 'resolved';
    const whatToDo = input.whatToDo === undefined ? undefined : (input.whatToDo ?? '');
    // A new English line takes the French sent with it (none when none is sent); French alone goes beside the line pinned now.
    const whatToDoFr = whatToDo === undefined ? input.whatToDoFr : (input.whatToDoFr ?? null);
    checkFrenchPinned(whatToDo ?? current.whatToDo, whatToDoFr);
    await tx.insert(incidentUpdates).values({
      incidentId: id,
      status: input.status,
      message: input.message,
      messageFr: input.messageFr ?? null,
      createdAt: at,
      createdBy: actor.userId,
      createdByName: byName,
      impact: input.impact ?? null,
      whatToDo: whatToDo ?? null,
      whatToDoFr: whatToDoFr ?? null,
      notify: input.notify,
    });
    await tx
      .update(incidents)
      .set({
        status: input.status,
        updatedAt: at,
        ...(resolved ? { resolvedAt: at } : {}),
        ...(whatToDo === undefined ? {} : { whatToDo: whatToDo || null }),
        ...(whatToDoFr === undefined ? {} : { whatToDoFr }),
      })
      .where(eq(incidents.id, id));
    if (input.impact !== undefined)
      await tx
        .update(incidentServices)
        .set({ impact: impactColumn(input.impact) })
        .where(eq(incidentServices.incidentId, id));
    if (resolved || input.impact !== undefined) {
      await settleAffected(tx, await serviceIdsOf(tx, id), {
        now: at,
        cause: resolved ? 'incident-resolved' : 'incident',
        actor: actorName(byName, deps),
        incidentId: id,
      });
    }
    await auditAdmin(tx, deps, actor, {
      action: resolved ? 'incident.resolve' : 'incident.update',
      target: `incident:${id}`,
      details: { status: input.status, ...(input.impact ? { impact: input.impact } : {}), notify: input.notify },
    });
  });
  await deps.directory.view.invalidate();
  return (await loadIncident(deps.db, id, deps.providerName))!;
}

/** Fixes a title (or its French), the affected services or the pinned line's French; the timeline stays as it was. */
export async function editIncident(deps: IncidentDeps, id: string, input: IncidentPatchInput, actor: AdminActor): Promise<Incident> {
  if (!isUuid(id)) throw notFound(INCIDENT_MESSAGES.notFound);
  if (input.serviceIds) await assertServicesExist(deps.db, input.serviceIds);
  const now = deps.clock.now();
  const byName = await publicNameOf(deps, actor.userId);
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ whatToDo: incidents.whatToDo }).from(incidents).where(eq(incidents.id, id)).for('update');
    if (!current) throw notFound(INCIDENT_MESSAGES.notFound);
    checkFrenchPinned(current.whatToDo, input.whatToDoFr);
    const [row] = await tx
      .update(incidents)
      .set({
        updatedAt: now,
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.titleFr === undefined ? {} : { titleFr: input.titleFr }),
        ...(input.whatToDoFr === undefined ? {} : { whatToDoFr: input.whatToDoFr }),
      })
      .where(eq(incidents.id, id))
      .returning({ id: incidents.id, resolvedAt: incidents.resolvedAt });
    if (!row) throw notFound(INCIDENT_MESSAGES.notFound);
    const before = await tx.select().from(incidentServices).where(eq(incidentServices.incidentId, id));
    if (input.serviceIds) {
      // Services added keep the impact the incident already has (the first listed one's), unless a new one is given.
      const kept = before[0]?.impact ?? null;
      await tx.delete(incidentServices).where(eq(incidentServices.incidentId, id));
      await tx.insert(incidentServices).values(input.serviceIds.map((serviceId) => ({ incidentId: id, serviceId, impact: kept })));
    }
    if (input.impact !== undefined)
      await tx
        .update(incidentServices)
        .set({ impact: impactColumn(input.impact) })
        .where(eq(incidentServices.incidentId, id));
    if (!row.resolvedAt) {
      const touched = new Set([...before.map((b) => b.serviceId), ...(input.serviceIds ?? [])]);
      await settleAffected(tx, [...touched], { now, cause: 'incident', actor: actorName(byName, deps), incidentId: id });
    }
    await auditAdmin(tx, deps, actor, { action: 'incident.edit', target: `incident:${id}`, details: { ...input } });
  });
  await deps.directory.view.invalidate();
  return (await loadIncident(deps.db, id, deps.providerName))!;
}

/** Adds, changes or removes (null) the French of an update already posted; the English and the time stay as they were. */
export async function translateIncidentUpdate(
  deps: IncidentDeps,
  id: string,
  updateId: string,
  input: IncidentUpdateFrenchInput,
  actor: AdminActor,
): Promise<Incident> {
  if (!isUuid(id)) throw notFound(INCIDENT_MESSAGES.notFound);
  if (!isUuid(updateId)) throw notFound(INCIDENT_MESSAGES.updateNotFound);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(incidentUpdates)
      .set({ messageFr: input.messageFr })
      .where(and(eq(incidentUpdates.id, updateId), eq(incidentUpdates.incidentId, id)))
      .returning({ id: incidentUpdates.id });
    if (!row) throw notFound(INCIDENT_MESSAGES.updateNotFound);
    await auditAdmin(tx, deps, actor, {
      action: 'incident.update.translate',
      target: `incident:${id}`,
      details: { updateId, messageFr: input.messageFr === null ? 'removed' : 'set' },
    });
  });
  return (await loadIncident(deps.db, id, deps.providerName))!;
}

/** For incidents opened by mistake: the incident and its timeline go; the audit log keeps the title. */
export async function deleteIncident(deps: IncidentDeps, id: string, actor: AdminActor): Promise<void> {
  if (!isUuid(id)) throw notFound(INCIDENT_MESSAGES.notFound);
  const now = deps.clock.now();
  const byName = await publicNameOf(deps, actor.userId);
  await deps.db.transaction(async (tx) => {
    const affected = await serviceIdsOf(tx, id);
    const [deleted] = await tx.delete(incidents).where(eq(incidents.id, id)).returning({ title: incidents.title, status: incidents.status });
    if (!deleted) throw notFound(INCIDENT_MESSAGES.notFound);
    await settleAffected(tx, affected, { now, cause: 'incident-resolved', actor: actorName(byName, deps), incidentId: id });
    await auditAdmin(tx, deps, actor, { action: 'incident.delete', target: `incident:${id}`, details: { title: deleted.title, status: deleted.status } });
  });
  await deps.directory.view.invalidate();
}
