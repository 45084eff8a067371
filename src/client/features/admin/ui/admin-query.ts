import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { getJson } from '#client/lib/api.ts';
import { POLL } from '#shared/constants.js';
import type { Page } from '#shared/admin/admin.js';

/** Every admin list refreshes every 30 s (docs/product/admin.md). */
export const ADMIN_POLL = { refetchInterval: POLL.adminListsMs } as const;

/** A whole (unpaged) admin read, polled: GET <path>, cached under `key` (api/query-keys.ts). */
export function adminReadQuery<T>(key: QueryKey, path: string) {
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => getJson<T>(path, signal), ...ADMIN_POLL });
}

/**
 * One page of a server-paginated admin list, polled: GET <path>?search=&page=&<filters>. The query key
 * starts with `key`, so invalidating `key` refetches every page; the previous page stays on
 * screen while the next one loads.
 */
export function adminPageQuery<T>(key: QueryKey, path: string, search: string, page: number, filters: Record<string, string> = {}) {
  const term = search.trim();
  const params = new URLSearchParams({ page: String(page) });
  if (term) params.set('search', term);
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return queryOptions({
    queryKey: [...key, { search: term, page, ...filters }],
    queryFn: ({ signal }) => getJson<Page<T>>(`${path}?${params.toString()}`, signal),
    placeholderData: keepPreviousData,
    ...ADMIN_POLL,
  });
}
