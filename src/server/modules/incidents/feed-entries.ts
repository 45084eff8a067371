import { desc, eq, inArray } from 'drizzle-orm';
import { maintenanceWindowWords } from '#shared/maintenance-window-words.js';
import type { Db } from '#server/db/open.js';
import { incidents, incidentServices, incidentUpdates, maintenanceWindows, services } from '#server/db/schema.js';
import { FEED_ENTRIES, INCIDENT_STATUS_LABEL, type IncidentStatus, type Maintenance } from '#shared/status/incidents.js';
import type { FeedEntry } from './atom.ts';
import { loadMaintenance } from './maintenance.service.ts';

/**
 * When a maintenance window runs, for a feed read any time later: dates with their year, in the
 * provider's time zone ("Tue, Jun 16, 2026, 10:00 to 11:30 p.m. MDT").
 */
export function feedWindowWords(window: Pick<Maintenance, 'startsAt' | 'endsAt'>, timeZone: string): string {
  return maintenanceWindowWords(window, { timeZone }).text;
}

/**
 * The Atom feed's entries: every incident update and every maintenance announcement, newest
 * first, the latest 50 of them together.
 */
export async function loadFeedEntries(db: Db, options: { providerName: string; timeZone: string; now: Date }): Promise<FeedEntry[]> {
  const updates = await db
    .select({
      id: incidentUpdates.id,
      incidentId: incidentUpdates.incidentId,
      status: incidentUpdates.status,
      message: incidentUpdates.message,
      createdAt: incidentUpdates.createdAt,
      by: incidentUpdates.createdByName,
      title: incidents.title,
    })
    .from(incidentUpdates)
    .innerJoin(incidents, eq(incidents.id, incidentUpdates.incidentId))
    .orderBy(desc(incidentUpdates.createdAt), desc(incidentUpdates.id))
    .limit(FEED_ENTRIES);
  const incidentIds = [...new Set(updates.map((u) => u.incidentId))];
  const affected =
    incidentIds.length === 0
      ? []
      : await db
          .select({ incidentId: incidentServices.incidentId, name: services.name })
          .from(incidentServices)
          .innerJoin(services, eq(services.id, incidentServices.serviceId))
          .where(inArray(incidentServices.incidentId, incidentIds))
          .orderBy(services.sortOrder, services.name);

  const latestWindows = await db.select({ id: maintenanceWindows.id }).from(maintenanceWindows).orderBy(desc(maintenanceWindows.createdAt)).limit(FEED_ENTRIES);
  const windows =
    latestWindows.length === 0
      ? []
      : await loadMaintenance(
          db,
          inArray(
            maintenanceWindows.id,
            latestWindows.map((w) => w.id),
          ),
          options.now,
        );

  const entries: FeedEntry[] = [
    ...updates.map((u) => {
      const label = INCIDENT_STATUS_LABEL[u.status as IncidentStatus] ?? u.status;
      const names = affected.filter((a) => a.incidentId === u.incidentId).map((a) => a.name);
      return {
        id: `urn:uuid:${u.id}`,
        title: `${label}: ${u.title}`,
        updated: u.createdAt.toISOString(),
        author: u.by ?? options.providerName,
        content: [`${label}: ${u.message}`, names.length > 0 ? `Affected services: ${names.join(', ')}` : ''].filter(Boolean).join('\n\n'),
        category: 'incident',
      };
    }),
    ...windows.map((w) => maintenanceEntry(w, options.providerName, options.timeZone)),
  ];
  entries.sort((a, b) => b.updated.localeCompare(a.updated) || b.id.localeCompare(a.id));
  return entries.slice(0, FEED_ENTRIES);
}

function maintenanceEntry(window: Maintenance, providerName: string, timeZone: string): FeedEntry {
  const lines = [
    `Scheduled for ${feedWindowWords(window, timeZone)}.`,
    window.services.length > 0 ? `Affected services: ${window.services.map((s) => s.name).join(', ')}` : '',
    window.description ?? '',
  ];
  return {
    id: `urn:uuid:${window.id}`,
    title: `Scheduled maintenance: ${window.title}`,
    updated: window.createdAt,
    author: providerName,
    content: lines.filter(Boolean).join('\n\n'),
    category: 'maintenance',
  };
}
