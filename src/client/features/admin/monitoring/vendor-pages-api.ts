import { queryOptions } from '@tanstack/react-query';
import { getJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/api/query-keys.ts';
import type { VendorPageComponents, VendorPageSettings, VendorPickableKind } from '#shared/status/vendor-status.js';

/** GET /api/admin/vendor-pages/settings: read once per panel load (the board's settings change only with a restart). */
export const vendorPageSettingsQuery = queryOptions({
  queryKey: [...queryKeys.admin.checks, 'vendor-page-settings'],
  queryFn: ({ signal }) => getJson<VendorPageSettings>('/api/admin/vendor-pages/settings', signal),
  staleTime: Infinity,
});

/** GET /api/admin/vendor-pages/components: the page's components (or resources), read by the server through its vetted fetch. */
export async function fetchVendorComponents(input: { kind: VendorPickableKind; url: string; allowPrivate: boolean }): Promise<VendorPageComponents> {
  const params = new URLSearchParams({ kind: input.kind, url: input.url });
  if (input.allowPrivate) params.set('allowPrivate', 'true');
  return getJson<VendorPageComponents>(`/api/admin/vendor-pages/components?${params.toString()}`);
}
