/* The admin-auth module's public entry: the acting admin of a request behind the admin guard. */
export { adminActorOf } from './admin-guard.ts';
