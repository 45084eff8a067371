import { apiRequest } from '#client/lib/api.ts';
import { adminReadQuery } from '../ui/admin-query.ts';
import type { AdminWhitelistEntry } from '#shared/onboarding/admin-whitelist.js';
import { queryKeys } from '#client/api/query-keys.ts';

const WHITELIST_PATH = '/api/admin/whitelist';

/** GET /api/admin/whitelist, polled every 30 s. */
export const whitelistQuery = adminReadQuery<AdminWhitelistEntry[]>(queryKeys.admin.whitelist, WHITELIST_PATH);

export async function addWhitelistEntry(input: { ipAddress: string; description: string }): Promise<AdminWhitelistEntry> {
  const response = await apiRequest('POST', WHITELIST_PATH, { ipAddress: input.ipAddress.trim(), description: input.description.trim() || null });
  return (await response.json()) as AdminWhitelistEntry;
}

export async function removeWhitelistEntry(entry: Pick<AdminWhitelistEntry, 'id'>): Promise<void> {
  await apiRequest('DELETE', `${WHITELIST_PATH}/${encodeURIComponent(entry.id)}`);
}
