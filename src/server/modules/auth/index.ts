/*
 * The auth module's public entry: who a user is, as other modules may ask; the session (its
 * cache and the plugin that reads it) and the sign-in routes as one plugin, for the composition
 * root; the user columns and the admin flag for data steps and the command line.
 */
export { firstNameOf, profileColumns, setAdminFlag, userEmailColumns, userEmailOf } from './users.service.ts';
export { cachedSessionUser, createUserSessionCache, registerSession } from './session.ts';
export { authRoutes as authModule } from './auth.routes.ts';
export type { AuthDeps as AuthModuleParts } from './auth-deps.ts';
