/* The auth module's public entry: who a user is, as other modules may ask. */
export { firstNameOf, userEmailOf } from './users.service.ts';
export { cachedSessionUser } from './session.ts';
