import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api.ts';
import { POLL } from '#shared/constants.js';
import type { Service } from '#shared/status/services.js';
import { queryKeys } from './query-keys.ts';

const readServices = getQueryFn<Service[]>('/api/services', { on401: 'throw' });

/** GET /api/services, polled every 30 s (docs/product/board.md). */
export const servicesQuery = queryOptions({
  queryKey: queryKeys.services,
  queryFn: async (context): Promise<Service[]> => (await readServices(context)) ?? [],
  refetchInterval: POLL.servicesMs,
  // Front desks keep the board in a background tab all day; it must still be current when they look.
  refetchIntervalInBackground: true,
});

export function useServices() {
  return useQuery(servicesQuery);
}
