/*
 * The admin-auth module's public entry: the admin guard and the acting admin of a request behind
 * it; admin sign-in as one plugin; the admin pages and their secret entry path; and the access
 * code's hash for the command line.
 */
export { adminActorOf, registerAdminGuard } from './admin-guard.ts';
export { adminAuthRoutes as adminAuthModule } from './admin-auth.routes.ts';
export type { AdminAuthDeps as AdminAuthModuleParts } from './admin-auth-deps.ts';
export { resolveAdminEntrySuffix } from './admin-entry.ts';
export { adminSpaPages } from './admin-pages.ts';
export { hashAdminAccessCode, MIN_ADMIN_ACCESS_CODE_LENGTH } from './access-code/admin-access-code-hash.ts';
