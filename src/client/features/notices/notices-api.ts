import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../lib/api.ts';
import { POLL } from '../../../shared/constants.ts';
import type { PublicNotice } from '../../../shared/notifications/notifications.ts';
import { queryKeys } from '../../api/query-keys.ts';

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
