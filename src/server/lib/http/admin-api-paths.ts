/** Which paths the admin guard (modules/admin-auth/admin-guard.ts) covers; the OpenAPI document marks them too. */
export const ADMIN_API_PREFIX = '/api/admin/';

/** The only /api/admin/* routes reachable without an admin session: the ways to get one, and the check. */
export const OPEN_ADMIN_ROUTES: ReadonlySet<string> = new Set([
  '/api/admin/request-phrase',
  '/api/admin/validate-phrase',
  '/api/admin/login',
  '/api/admin/check',
]);

export function isAdminApiPath(url: string): boolean {
  return url === ADMIN_API_PREFIX.slice(0, -1) || url.startsWith(ADMIN_API_PREFIX);
}
