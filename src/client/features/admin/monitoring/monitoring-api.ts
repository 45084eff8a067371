import { apiRequest } from '#client/lib/api.ts';
import { adminReadQuery } from '../ui/admin-query.ts';
import type { AdminCheck, AdminCheckEntry, CheckInputFields, CheckRunAnswer, MonitoringCoverage, ReachabilityBatchAnswer } from '#shared/status/monitoring.js';
import type { AdminVendorLink, VendorLinkInput } from '#shared/status/vendor-status.js';
import { queryKeys } from '#client/api/query-keys.ts';

const ADMIN_CHECKS_PATH = '/api/admin/checks';

/** GET /api/admin/checks, polled every 30 s. */
export const adminChecksQuery = adminReadQuery<AdminCheckEntry[]>(queryKeys.admin.checks, ADMIN_CHECKS_PATH);

/**
 * GET /api/admin/monitoring/coverage, polled every 30 s. Its key sits under the checks' key, so
 * every change that refetches the checks refetches the coverage too.
 */
export const monitoringCoverageQuery = adminReadQuery<MonitoringCoverage>([...queryKeys.admin.checks, 'coverage'], '/api/admin/monitoring/coverage');

/** After any change: the checks (and the coverage), the admin's services (monitored, status) and the dashboard's list. */
export const CHECK_QUERY_KEYS = [queryKeys.admin.checks, queryKeys.admin.services, queryKeys.services];

const checkPath = (serviceId: string) => `/api/admin/services/${encodeURIComponent(serviceId)}/check`;

export async function saveCheck(input: { serviceId: string; body: CheckInputFields }): Promise<AdminCheck> {
  return (await apiRequest('PUT', checkPath(input.serviceId), input.body)).json() as Promise<AdminCheck>;
}

export async function removeCheck(serviceId: string): Promise<void> {
  await apiRequest('DELETE', checkPath(serviceId));
}

export async function runCheck(serviceId: string): Promise<CheckRunAnswer> {
  return (await apiRequest('POST', `${checkPath(serviceId)}/run`)).json() as Promise<CheckRunAnswer>;
}

/** The one-click check of the service's portal address. */
export async function addReachabilityCheck(serviceId: string): Promise<AdminCheck> {
  return (await apiRequest('POST', `${checkPath(serviceId)}/reachability`)).json() as Promise<AdminCheck>;
}

/** The same, for every service with a portal address and no check. */
export async function addAllReachabilityChecks(): Promise<ReachabilityBatchAnswer> {
  return (await apiRequest('POST', `${ADMIN_CHECKS_PATH}/reachability`)).json() as Promise<ReachabilityBatchAnswer>;
}

const vendorPath = (serviceId: string) => `/api/admin/services/${encodeURIComponent(serviceId)}/vendor-status`;

export async function saveVendorLink(input: { serviceId: string; body: VendorLinkInput }): Promise<AdminVendorLink> {
  return (await apiRequest('PUT', vendorPath(input.serviceId), input.body)).json() as Promise<AdminVendorLink>;
}

export async function removeVendorLink(serviceId: string): Promise<void> {
  await apiRequest('DELETE', vendorPath(serviceId));
}
