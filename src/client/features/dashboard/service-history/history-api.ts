import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api.ts';
import type { ServiceHistory } from '#shared/status/history.js';
import { queryKeys } from '#client/api/query-keys.ts';

/** The server computes a history at most once a minute; the open dialog follows it. */
const HISTORY_REFRESH_MS = 60_000;

export const historyQuery = (serviceId: string) =>
  queryOptions({
    queryKey: queryKeys.serviceHistory(serviceId),
    queryFn: ({ signal }) => getJson<ServiceHistory>(`/api/services/${encodeURIComponent(serviceId)}/history`, signal),
    staleTime: HISTORY_REFRESH_MS,
    refetchInterval: HISTORY_REFRESH_MS,
  });

/** GET /api/services/:id/history, while the history dialog is open. */
export function useServiceHistory(serviceId: string) {
  return useQuery(historyQuery(serviceId));
}
