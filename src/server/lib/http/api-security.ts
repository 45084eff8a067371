import { COOKIE_NAMES } from '#shared/sign-in/cookies.js';

/** One OpenAPI security requirement: the schemes that must all be presented together. */
type SecurityRequirement = { readonly [scheme: string]: readonly string[] };

/**
 * The OpenAPI security schemes: the cookies that carry a signed-in person and an admin. A route
 * says which it needs in `schema.security` with one of the lists below; a route that names none
 * is documented as public, or as needing the admin session when the admin guard covers it.
 */
export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: COOKIE_NAMES.session, description: 'A signed-in user (e-mail code or OpenID Connect).' },
  adminSession: { type: 'apiKey', in: 'cookie', name: COOKIE_NAMES.adminSession, description: 'An admin session (8 hours).' },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for scrapers calling from outside METRICS_ALLOW.' },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
const needs = (scheme: SchemeName): SecurityRequirement => ({ [scheme]: [] });
/** An empty requirement: the call also works without any of them. */
const orNothing: SecurityRequirement = {};

/** Anyone may call it. */
export const PUBLIC: readonly SecurityRequirement[] = [];
/** Only a signed-in user (a 401 otherwise). */
export const SIGNED_IN: readonly SecurityRequirement[] = [needs('session')];
/** Anyone; a signed-in user gets their own answer. */
export const SIGNED_IN_OPTIONAL: readonly SecurityRequirement[] = [needs('session'), orNothing];
/** Only an admin session. */
export const ADMIN: readonly SecurityRequirement[] = [needs('adminSession')];
/** Anyone; the answer says whether an admin session came with the call. */
export const ADMIN_OPTIONAL: readonly SecurityRequirement[] = [needs('adminSession'), orNothing];
/** The metrics token, or nothing from an address the operator allowed. */
export const METRICS_SCRAPER: readonly SecurityRequirement[] = [needs('metricsToken'), orNothing];
