import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { AppError } from '#server/lib/errors.js';
import type { AdminActor } from '#server/lib/admin-actor.js';
import { requestContext } from '#server/lib/request-context.js';
import { ADMIN_AUTH_MESSAGES } from '#shared/sign-in/admin-auth.js';
import { isAdminApiPath, OPEN_ADMIN_ROUTES } from '#server/lib/admin-api-paths.js';
import { ADMIN_SESSION_COOKIE, clearAdminCookie, findAdminSession, looksLikeToken, type AdminSession, type AdminSessionDeps } from './admin-session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The live admin session, or null. Loaded only on /api/admin/* routes, and only when the
     * request carries the admin cookie: every other request costs no query.
     */
    adminSession: AdminSession | null;
  }
}

/**
 * The one admin guard (DESIGN.md, Security model). It hooks route registration itself, so
 * every /api/admin/* route registered after it, in any plugin, gets the session loaded and,
 * unless it is one of OPEN_ADMIN_ROUTES, refuses with 401 before the body is even parsed.
 * Register it before any module.
 */
export function registerAdminGuard(app: FastifyInstance, deps: AdminSessionDeps): void {
  app.decorateRequest('adminSession', null);

  const loadAdminSession: onRequestHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[ADMIN_SESSION_COOKIE];
    if (token === undefined) return;
    request.adminSession = looksLikeToken(token) ? await findAdminSession(deps, token) : null;
    if (!request.adminSession) clearAdminCookie(deps, reply);
  };

  const requireAdminSession: onRequestHookHandler = async (request: FastifyRequest) => {
    if (!request.adminSession) throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.adminRequired);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isAdminApiPath(route.url)) return;
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    const guard = OPEN_ADMIN_ROUTES.has(route.url) ? [loadAdminSession] : [loadAdminSession, requireAdminSession];
    // A new array: Fastify copies these options for the automatic HEAD route.
    route.onRequest = [...guard, ...own];
  });
}

/** Who is acting on a guarded admin route, for the audit log; the guard has already refused anyone else. */
export function adminActorOf(request: FastifyRequest): AdminActor {
  const session = request.adminSession;
  if (!session) throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.adminRequired);
  return { userId: session.userId, email: session.email, ip: requestContext(request).ip };
}
