import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '#client/lib/api.ts';
import { POLL } from '#shared/constants.js';
import type { ClinicViewResponse } from '#shared/onboarding/clinic-view.js';
import { queryKeys } from '#client/api/query-keys.ts';

/** GET /api/clinic/mine, once a minute: the caller's clinic, or null for every other visitor. */
export const clinicViewQuery = queryOptions({
  queryKey: queryKeys.clinicView,
  queryFn: ({ signal }) => getJson<ClinicViewResponse>('/api/clinic/mine', signal),
  refetchInterval: POLL.clinicViewMs,
  refetchIntervalInBackground: true,
});

export function useClinicView() {
  return useQuery(clinicViewQuery);
}

const NONE: ReadonlySet<string> = new Set();

/** The services the caller's clinic said it uses; empty for every other visitor. */
export function useOwnServiceIds(): ReadonlySet<string> {
  const ids = useClinicView().data?.clinic?.serviceIds;
  return useMemo(() => (ids && ids.length > 0 ? new Set(ids) : NONE), [ids]);
}

/** PUT /api/clinic/mine/services; the answer is the clinic's view as it now is. */
export function useSaveClinicPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (serviceIds: string[]) => (await (await apiRequest('PUT', '/api/clinic/mine/services', { serviceIds })).json()) as ClinicViewResponse,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.clinicView, answer),
  });
}
