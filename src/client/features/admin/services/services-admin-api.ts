import type { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import { adminReadQuery } from '../ui/admin-query.ts';
import type { ServiceStatus, ServiceType } from '#shared/status/services.js';
import type { AdminService, ServiceImportAnswer } from '#shared/status/service-admin.js';
import type { AdminCheckEntry, MonitoredAdminService } from '#shared/status/monitoring.js';
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

export async function addService(fields: ServiceFields): Promise<MonitoredAdminService> {
  return json(await apiRequest('POST', ADMIN_SERVICES_PATH, { name: fields.name.trim(), type: fields.type, location: fields.location.trim() || null }));
}

/**
 * After an add: the new service goes into the cached lists as the server answered it, instead of
 * every list being fetched again (at 20,000 services each refetch is megabytes). The lists' own
 * polling brings anything else. The dashboard's list is only marked stale: it refetches when shown.
 */
export const ADDED_SERVICE_STALE_KEYS = [queryKeys.services];

export function rememberAddedService(queryClient: QueryClient, service: MonitoredAdminService): void {
  if (typeof service?.id !== 'string') return;
  queryClient.setQueryData<MonitoredAdminService[]>(queryKeys.admin.services, (list) =>
    list && !list.some((known) => known.id === service.id) ? [...list, service] : list,
  );
  const entry: AdminCheckEntry = {
    service: { id: service.id, name: service.name, type: service.type, status: service.status, override: service.override },
    check: null,
    vendor: null,
  };
  // Only the checks list itself (its exact key): the coverage under the same prefix keeps its own shape and polls.
  queryClient.setQueryData<AdminCheckEntry[]>(queryKeys.admin.checks, (list) =>
    list && !list.some((known) => known.service.id === service.id) ? [...list, entry] : list,
  );
}

export type ImportFormat = 'csv' | 'json';

/** JSON when the text is a JSON object or list, else CSV; a file's own extension says first. */
export function importFormatOf(text: string, fileName?: string): ImportFormat {
  if (fileName && /\.json$/i.test(fileName)) return 'json';
  if (fileName && /\.csv$/i.test(fileName)) return 'csv';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

/** POST /api/admin/services/import with the file as it is; a dry run only checks it. */
export async function importServices(input: { text: string; format: ImportFormat; dryRun: boolean }): Promise<ServiceImportAnswer> {
  const response = await fetch(`${ADMIN_SERVICES_PATH}/import${input.dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': input.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json' },
    body: input.text,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  return json(response);
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
