import { apiRequest } from '#client/lib/api.ts';
import { adminReadQuery } from '../ui/admin-query.ts';
import type { ServiceStatus, ServiceType } from '#shared/status/services.js';
import type { AdminService } from '#shared/status/service-admin.js';
import type { MonitoredAdminService } from '#shared/status/monitoring.js';
import { queryKeys } from '#client/api/query-keys.ts';

const ADMIN_SERVICES_PATH = '/api/admin/services';

/** GET /api/admin/services, polled every 30 s: each service with its check state and override. */
export const adminServicesQuery = adminReadQuery<MonitoredAdminService[]>(queryKeys.admin.services, ADMIN_SERVICES_PATH);

/** After any change: the admin list, the checks list (status, override) and the dashboard's own list. */
export const SERVICE_QUERY_KEYS = [queryKeys.admin.services, queryKeys.admin.checks, queryKeys.services];

const json = async <T>(response: Response) => (await response.json()) as T;
const servicePath = (id: string) => `${ADMIN_SERVICES_PATH}/${encodeURIComponent(id)}`;

/** PUT .../status; `until` (ISO) ends the override by itself. */
export async function setServiceStatus(input: { id: string; status: ServiceStatus; until?: string | null }): Promise<MonitoredAdminService> {
  return json(await apiRequest('PUT', `${servicePath(input.id)}/status`, { status: input.status, ...(input.until ? { until: input.until } : {}) }));
}

/** DELETE .../override: back to the check, or the status stays for a service without one. */
export async function clearServiceOverride(service: Pick<AdminService, 'id'>): Promise<MonitoredAdminService> {
  return json(await apiRequest('DELETE', `${servicePath(service.id)}/override`));
}

export interface ServiceFields {
  name: string;
  type: ServiceType;
  location: string;
}

export async function addService(fields: ServiceFields): Promise<AdminService> {
  return json(await apiRequest('POST', ADMIN_SERVICES_PATH, { name: fields.name.trim(), type: fields.type, location: fields.location.trim() || null }));
}

/** What clinics see on the card when the service has problems: advice for when it is down and when it has issues; blank clears each. */
export interface ServiceHelpFields {
  guidance: string;
  guidanceIssues: string;
  /** The same advice in French (optional; blank: none). */
  guidanceFr: string;
  guidanceIssuesFr: string;
  phone: string;
  portalUrl: string;
}

export type ServiceChanges = Partial<ServiceFields & ServiceHelpFields>;

/** PATCH with only what changed; blank text fields are sent as null (cleared). */
export async function updateService(input: { id: string; changes: ServiceChanges }): Promise<AdminService> {
  const body = Object.fromEntries(
    Object.entries(input.changes).map(([field, value]) => [field, field === 'name' || field === 'type' ? value : (value as string).trim() || null]),
  );
  return json(await apiRequest('PATCH', servicePath(input.id), body));
}

export async function removeService(service: Pick<AdminService, 'id'>): Promise<void> {
  await apiRequest('DELETE', servicePath(service.id));
}

/** Services grouped by type, in the dashboard's section order, each group by name. */
export function groupByType<T extends { type: ServiceType; name: string }>(services: readonly T[]): { type: ServiceType; services: T[] }[] {
  const order: ServiceType[] = ['insurance', 'internet', 'voip'];
  return order
    .map((type) => ({ type, services: services.filter((s) => s.type === type).sort((a, b) => a.name.localeCompare(b.name)) }))
    .filter((group) => group.services.length > 0);
}
