import type { FastifyPluginAsync } from 'fastify';
import { requestContext } from '#server/lib/http/request-context.js';
import { requestLocale } from '#server/lib/i18n/request-locale.js';
import { sessionCookieOptions, startSession } from './session.ts';
import { SIGN_IN_NEXT_PARAM, signInReturnPath, type SignInErrorCode } from '#shared/sign-in/sign-in.js';
import type { AuthDeps } from './auth-deps.ts';
import { createOidcSignIn, OIDC_FLOW_COOKIE, OIDC_FLOW_MINUTES, OidcSignInError, type OidcDeps } from './oidc.service.ts';
import { COOKIE_NAMES } from '#shared/sign-in/cookies.js';
import { redirectAnswers } from './auth.schemas.ts';

const CALLBACK_PATH = '/api/callback';
/** Where the browser goes once signed in (a local path), kept across the provider's round trip. */
const RETURN_COOKIE = COOKIE_NAMES.signInReturn;
const failed = (code: SignInErrorCode) => `/sign-in?error=${code}`;

/** GET /api/login starts the OpenID Connect flow; GET /api/callback finishes it. */
export const oidcRoutes: FastifyPluginAsync<AuthDeps & { config: OidcDeps['config'] }> = async (app, deps) => {
  const oidc = createOidcSignIn(deps);
  const flowCookie = { ...sessionCookieOptions(deps.config, OIDC_FLOW_MINUTES * 60), path: CALLBACK_PATH };

  app.get('/api/login', { schema: { summary: 'Starts signing in with the OpenID Connect provider', response: redirectAnswers } }, async (request, reply) => {
    const next = signInReturnPath((request.query as Record<string, unknown>)[SIGN_IN_NEXT_PARAM]);
    if (request.user) return reply.redirect(next);
    try {
      const { url, flowToken } = await oidc.begin();
      reply.setCookie(COOKIE_NAMES.oidcFlow, flowToken, flowCookie);
      if (next !== '/') reply.setCookie(COOKIE_NAMES.signInReturn, next, flowCookie);
      return reply.redirect(url);
    } catch (error) {
      request.log.error({ err: error }, 'could not reach the OpenID Connect provider');
      return reply.redirect(failed('unavailable'));
    }
  });

  app.get(
    CALLBACK_PATH,
    { schema: { summary: 'Where the OpenID Connect provider sends the browser back', response: redirectAnswers } },
    async (request, reply) => {
      reply.clearCookie(OIDC_FLOW_COOKIE, { path: CALLBACK_PATH }).clearCookie(RETURN_COOKIE, { path: CALLBACK_PATH });
      try {
        const user = await oidc.finish(request.url, request.cookies[OIDC_FLOW_COOKIE], requestContext(request).ip, requestLocale(request));
        await startSession(deps, reply, user.id);
        return reply.redirect(signInReturnPath(request.cookies[RETURN_COOKIE]));
      } catch (error) {
        if (!(error instanceof OidcSignInError)) throw error;
        request.log.warn({ err: error.cause ?? error }, error.message);
        return reply.redirect(failed(error.code));
      }
    },
  );
};
