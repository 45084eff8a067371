import type { FastifyPluginAsync } from 'fastify';
import { requestContext } from '../../lib/request-context.ts';
import { sessionCookieOptions, startSession } from '../../plugins/session.ts';
import type { SignInErrorCode } from '../../../shared/sign-in.ts';
import type { AuthDeps } from './auth.routes.ts';
import { createOidcSignIn, OIDC_FLOW_COOKIE, OIDC_FLOW_MINUTES, OidcSignInError, type OidcDeps } from './oidc.service.ts';

const CALLBACK_PATH = '/api/callback';
const failed = (code: SignInErrorCode) => `/sign-in?error=${code}`;

/** GET /api/login starts the OpenID Connect flow; GET /api/callback finishes it. */
export const oidcRoutes: FastifyPluginAsync<AuthDeps & { config: OidcDeps['config'] }> = async (app, deps) => {
  const oidc = createOidcSignIn(deps);
  const flowCookie = { ...sessionCookieOptions(deps.config, OIDC_FLOW_MINUTES * 60), path: CALLBACK_PATH };

  app.get('/api/login', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.user) return reply.redirect('/');
    try {
      const { url, flowToken } = await oidc.begin();
      return reply.setCookie(OIDC_FLOW_COOKIE, flowToken, flowCookie).redirect(url);
    } catch (error) {
      request.log.error({ err: error }, 'could not reach the OpenID Connect provider');
      return reply.redirect(failed('unavailable'));
    }
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store').clearCookie(OIDC_FLOW_COOKIE, { path: CALLBACK_PATH });
    try {
      const user = await oidc.finish(request.url, request.cookies[OIDC_FLOW_COOKIE], requestContext(request).ip);
      await startSession(deps, reply, user.id);
      return reply.redirect('/');
    } catch (error) {
      if (!(error instanceof OidcSignInError)) throw error;
      request.log.warn({ err: error.cause ?? error }, error.message);
      return reply.redirect(failed('oidc'));
    }
  });
};
