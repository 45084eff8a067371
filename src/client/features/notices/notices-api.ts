import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api.ts';
import { POLL } from '#shared/constants.js';
import type { PublicNotice } from '#shared/notifications/notifications.js';
import { queryKeys } from '#client/api/query-keys.ts';

/** GET /api/notices: the provider's public notices for this network, polled with the services. */
export const publicNoticesQuery = queryOptions({
  queryKey: queryKeys.notices,
  queryFn: ({ signal }) => getJson<PublicNotice[]>('/api/notices', signal),
  refetchInterval: POLL.servicesMs,
  refetchIntervalInBackground: true,
});

export function usePublicNotices() {
  return useQuery(publicNoticesQuery);
}
