import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api.ts';
import type { PublicIncidents, PublicMaintenance } from '#shared/status/incidents.js';
import { queryKeys } from '#client/api/query-keys.ts';

/** Incidents change less often than statuses; once a minute is soon enough, and unchanged polls are 304s. */
export const INCIDENTS_POLL_MS = 60_000;

export const publicIncidentsQuery = queryOptions({
  queryKey: queryKeys.incidents,
  queryFn: ({ signal }) => getJson<PublicIncidents>('/api/incidents', signal),
  refetchInterval: INCIDENTS_POLL_MS,
  refetchIntervalInBackground: true,
});

export const publicMaintenanceQuery = queryOptions({
  queryKey: queryKeys.maintenance,
  queryFn: ({ signal }) => getJson<PublicMaintenance>('/api/maintenance', signal),
  refetchInterval: INCIDENTS_POLL_MS,
  refetchIntervalInBackground: true,
});

export function usePublicIncidents() {
  return useQuery(publicIncidentsQuery);
}

export function usePublicMaintenance() {
  return useQuery(publicMaintenanceQuery);
}
