import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api.ts';
import { POLL } from '#shared/constants.js';
import type { AccessStatusResponse } from '#shared/onboarding/clinic-access.js';
import { queryKeys } from './query-keys.ts';

// A type-only import: clinic-access.ts holds zod schemas too, and the dashboard must not download zod.
export type AccessStatus = AccessStatusResponse;

const readAccessStatus = getQueryFn<AccessStatus>('/api/clinic/access-status', { on401: 'throw' });

/** GET /api/clinic/access-status, polled every 60 s: is this network a registered clinic? */
export const accessStatusQuery = queryOptions({
  queryKey: queryKeys.accessStatus,
  queryFn: async (context): Promise<AccessStatus> => (await readAccessStatus(context)) ?? { hasAccess: false, clinicRegistered: false },
  refetchInterval: POLL.accessStatusMs,
});

export function useAccessStatus() {
  return useQuery(accessStatusQuery);
}
