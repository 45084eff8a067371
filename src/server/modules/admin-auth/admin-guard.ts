import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { AppError } from '#server/lib/errors.js';
import type { AdminActor } from '#server/lib/admin-actor.js';
import { requestContext } from '#server/lib/http/request-context.js';
import { ADMIN_AUTH_MESSAGES } from '#shared/sign-in/admin-auth.js';
import { isAdminApiPath, OPEN_ADMIN_ROUTES } from '#server/lib/http/admin-api-paths.js';
import { noStoreUnlessSet } from '#server/lib/http/no-store.js';
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
 * The one admin guard (ADR 6). It hooks route registration itself, so
 * every /api/admin/* route registered after it, in any plugin, gets the session loaded and,
 * unless it is one of OPEN_ADMIN_ROUTES, refuses with 401 before the body is even parsed. Their
 * answers, refusals included, are kept by no browser or proxy unless a route sets its own
 * cache-control. Register it before any module.
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
    const guard = OPEN_ADMIN_ROUTES.has(route.url) ? [loadAdminSession] : [loadAdminSession, requireAdminSession];
    // New arrays: Fastify copies these options for the automatic HEAD route.
    route.onRequest = [...guard, ...asArray(route.onRequest)];
    route.onSend = [noStoreUnlessSet, ...asArray(route.onSend)];
  });
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/** Who is acting on a guarded admin route, for the audit log; the guard has already refused anyone else. */
export function adminActorOf(request: FastifyRequest): AdminActor {
  const session = request.adminSession;
  if (!session) throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.adminRequired);
  return { userId: session.userId, email: session.email, ip: requestContext(request).ip };
}
