import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { incidents, incidentServices, incidentUpdates, services } from '#server/db/schema.js';
import type { Incident, IncidentStatus } from '#shared/status/incidents.js';

/**
 * Incidents in their public shape, with services and updates (newest first), in three
 * queries whatever the number of incidents.
 */
export async function loadIncidents(
  db: Db,
  options: { where?: SQL | undefined; order: 'created' | 'resolved'; limit?: number; offset?: number; providerName: string },
): Promise<Incident[]> {
  const base = db
    .select()
    .from(incidents)
    .where(options.where)
    .orderBy(...(options.order === 'resolved' ? [desc(incidents.resolvedAt)] : []), desc(incidents.createdAt), desc(incidents.id));
  const rows = options.limit === undefined ? await base : await base.limit(options.limit).offset(options.offset ?? 0);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, updates] = await Promise.all([
    db
      .select({ incidentId: incidentServices.incidentId, id: services.id, name: services.name, impact: incidentServices.impact })
      .from(incidentServices)
      .innerJoin(services, eq(services.id, incidentServices.serviceId))
      .where(inArray(incidentServices.incidentId, ids))
      .orderBy(asc(services.sortOrder), asc(services.name)),
    db.select().from(incidentUpdates).where(inArray(incidentUpdates.incidentId, ids)).orderBy(desc(incidentUpdates.createdAt), desc(incidentUpdates.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    ...(row.titleFr ? { titleFr: row.titleFr } : {}),
    status: row.status as IncidentStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    services: links.filter((l) => l.incidentId === row.id).map(({ id, name, impact }) => ({ id, name, impact })),
    whatToDo: row.whatToDo || null,
    ...(row.whatToDo && row.whatToDoFr ? { whatToDoFr: row.whatToDoFr } : {}),
    updates: updates
      .filter((u) => u.incidentId === row.id)
      .map((u) => ({
        id: u.id,
        status: u.status as IncidentStatus,
        message: u.message,
        ...(u.messageFr ? { messageFr: u.messageFr } : {}),
        createdAt: u.createdAt.toISOString(),
        by: u.createdByName ?? options.providerName,
        ...(u.impact ? { impact: u.impact } : {}),
        ...(u.whatToDo !== null ? { whatToDo: u.whatToDo } : {}),
        ...(u.whatToDoFr ? { whatToDoFr: u.whatToDoFr } : {}),
        ...(u.notify ? { notify: true } : {}),
      })),
  }));
}

export async function loadIncident(db: Db, id: string, providerName: string): Promise<Incident | undefined> {
  const [incident] = await loadIncidents(db, { where: eq(incidents.id, id), order: 'created', providerName });
  return incident;
}
