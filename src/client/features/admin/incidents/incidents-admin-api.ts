import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, getJson } from '#client/lib/api.ts';
import { ADMIN_POLL, adminReadQuery } from '../ui/admin-query.ts';
import type { AdminService } from '#shared/status/service-admin.js';
import type { Page } from '#shared/admin/admin.js';
import type { Incident, IncidentImpactChoice, IncidentStatus, Maintenance, OpenIncidentStatus } from '#shared/status/incidents.js';
import { queryKeys } from '#client/api/query-keys.ts';

const ADMIN_INCIDENTS_PATH = '/api/admin/incidents';
const ADMIN_MAINTENANCE_PATH = '/api/admin/maintenance';

/** The services to choose from: the admin list (its query key is shared with the services widgets). */
export const pickableServicesQuery = adminReadQuery<AdminService[]>(queryKeys.admin.services, '/api/admin/services');

/** Every active incident (one page), polled. */
export const activeIncidentsQuery = adminReadQuery<Page<Incident>>(queryKeys.admin.activeIncidents, `${ADMIN_INCIDENTS_PATH}?status=active`);

const RESOLVED_PATH = `${ADMIN_INCIDENTS_PATH}?status=resolved`;

/** One page of resolved incidents, polled; the previous page stays while the next loads. */
export function resolvedIncidentsQuery(page: number) {
  return queryOptions({
    queryKey: [...queryKeys.admin.resolvedIncidents, { page }],
    queryFn: ({ signal }) => getJson<Page<Incident>>(`${RESOLVED_PATH}&page=${page}`, signal),
    placeholderData: keepPreviousData,
    ...ADMIN_POLL,
  });
}

export const maintenanceQuery = adminReadQuery<Maintenance[]>(queryKeys.admin.maintenance, ADMIN_MAINTENANCE_PATH);

/** After an incident change: both admin lists and the dashboard's own (an admin may have it open too). */
export const INCIDENT_KEYS = [queryKeys.admin.incidents, queryKeys.incidents];
export const MAINTENANCE_KEYS = [queryKeys.admin.maintenance, queryKeys.maintenance, queryKeys.services];

const json = async <T>(response: Response) => (await response.json()) as T;
const incidentPath = (id: string) => `${ADMIN_INCIDENTS_PATH}/${encodeURIComponent(id)}`;

export interface IncidentOpenBody {
  title: string;
  /** The French of the title, the first update and the pinned line: each omitted when blank. */
  titleFr?: string;
  messageFr?: string;
  whatToDoFr?: string;
  serviceIds: string[];
  status: OpenIncidentStatus;
  message: string;
  impact: IncidentImpactChoice;
  /** Omitted when blank: nothing is pinned. */
  whatToDo?: string;
  notify: boolean;
}

export async function openIncident(body: IncidentOpenBody): Promise<Incident> {
  return json(await apiRequest('POST', ADMIN_INCIDENTS_PATH, body));
}

export interface IncidentUpdateBody {
  status: IncidentStatus;
  message: string;
  /** Omitted when blank: no French. */
  messageFr?: string;
  /** With a new whatToDo, its French (omitted: none); alone, the French of the line pinned now ('' removes it). */
  whatToDoFr?: string;
  /** Omitted: the impact stays as it is. */
  impact?: IncidentImpactChoice;
  /** Omitted: the pinned line stays; '' unpins it. */
  whatToDo?: string;
  notify: boolean;
}

export async function postIncidentUpdate({ id, ...body }: IncidentUpdateBody & { id: string }): Promise<Incident> {
  return json(await apiRequest('POST', `${incidentPath(id)}/updates`, body));
}

/** PATCH the French of an incident's title and pinned line ('' removes each; omitted: unchanged). */
export async function translateIncident({ id, ...body }: { id: string; titleFr?: string; whatToDoFr?: string }): Promise<Incident> {
  return json(await apiRequest('PATCH', incidentPath(id), body));
}

/** PATCH the French of an update already posted ('' removes it). */
export async function translateIncidentUpdate(input: { incidentId: string; updateId: string; messageFr: string }): Promise<Incident> {
  return json(
    await apiRequest('PATCH', `${incidentPath(input.incidentId)}/updates/${encodeURIComponent(input.updateId)}`, { messageFr: input.messageFr.trim() || null }),
  );
}

export async function deleteIncident(incident: Pick<Incident, 'id'>): Promise<void> {
  await apiRequest('DELETE', incidentPath(incident.id));
}

export interface MaintenanceBody {
  title: string;
  description: string | null;
  /** Omitted when blank: no French. */
  titleFr?: string;
  descriptionFr?: string;
  serviceIds: string[];
  startsAt: string;
  endsAt: string;
}

export async function scheduleMaintenance(body: MaintenanceBody): Promise<Maintenance> {
  return json(await apiRequest('POST', ADMIN_MAINTENANCE_PATH, body));
}

/** PATCH the French of a window that has not ended (null removes each; omitted: unchanged). */
export async function translateMaintenance({ id, ...body }: { id: string; titleFr: string | null; descriptionFr: string | null }): Promise<Maintenance> {
  return json(await apiRequest('PATCH', `${ADMIN_MAINTENANCE_PATH}/${encodeURIComponent(id)}`, body));
}

export async function cancelMaintenance(window: Pick<Maintenance, 'id'>): Promise<{ outcome: 'deleted' | 'ended' }> {
  return json(await apiRequest('DELETE', `${ADMIN_MAINTENANCE_PATH}/${encodeURIComponent(window.id)}`));
}
