import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '#server/lib/audit.js';
import { requestContext } from '#server/lib/http/request-context.js';
import { SIGNED_IN_OPTIONAL } from '#server/lib/http/api-security.js';
import { noStoreByDefault } from '#server/lib/http/no-store.js';
import { endSession } from './session.ts';
import { SIGN_IN_NEXT_PARAM, signInReturnPath, type AuthUser } from '#shared/sign-in/sign-in.js';
import type { AuthDeps } from './auth-deps.ts';
import { emailSignInRoutes } from './email-sign-in.routes.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { endAdminSessionsOf } from './users.service.ts';
import { authMessageAnswers, currentUserAnswers, redirectAnswers, signOutByLinkAnswers } from './auth.schemas.ts';

/**
 * Who is signed in, signing out, and GET /api/login: OpenID Connect when OIDC_* is set,
 * otherwise the built-in e-mail code page.
 */
export const authRoutes: FastifyPluginAsync<AuthDeps> = async (app, deps) => {
  // Who is signed in, and the steps of signing in and out: never kept by a browser or a proxy.
  noStoreByDefault(app);
  app.get(
    '/api/auth/user',
    { schema: { summary: 'The signed-in user, or null', security: SIGNED_IN_OPTIONAL, response: currentUserAnswers } },
    async (request, reply) => {
      // "A user or none" (docs/product/accounts.md): signed out is an answer, not an error, so a visitor's
      // console stays clean.
      if (!request.user) return reply.type('application/json; charset=utf-8').send('null');
      const { id, email, firstName, lastName, profileImageUrl, isAdmin } = request.user;
      const user: AuthUser = { id, email, firstName, lastName, profileImageUrl, isAdmin };
      return user;
    },
  );

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.user;
    await endSession(deps, request, reply);
    if (user) {
      await endAdminSessionsOf(deps.db, user.id);
      await recordAudit(deps.db, deps.keys, {
        actorUserId: user.id,
        actorEmail: user.email,
        action: 'sign-out',
        target: `user:${user.id}`,
        ipAddress: requestContext(request).ip,
        at: deps.clock.now(),
      });
    }
  };

  app.post(
    '/api/logout',
    { schema: { summary: 'Sign out: ends the session, if any, and clears its cookie', security: SIGNED_IN_OPTIONAL, response: authMessageAnswers } },
    async (request, reply) => {
      await signOut(request, reply);
      return reply.code(200).send({ message: 'You are signed out.' });
    },
  );

  // Signing out changes state, so a link (which any site can make a browser follow) must not.
  app.get('/api/logout', { schema: { summary: 'Answers 405: signing out is POST only', response: signOutByLinkAnswers } }, async (_request, reply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send({ message: 'Sign out with the Sign out button on the dashboard (POST /api/logout); a link cannot sign you out.' }),
  );

  if (deps.config.oidc) {
    await app.register(oidcRoutes, { ...deps, config: { ...deps.config, oidc: deps.config.oidc } });
  } else {
    app.get('/api/login', { schema: { summary: 'Goes to the sign-in page (e-mail code)', response: redirectAnswers } }, (request, reply) => {
      const next = signInReturnPath((request.query as Record<string, unknown>)[SIGN_IN_NEXT_PARAM]);
      return reply.redirect(next === '/' ? '/sign-in' : `/sign-in?${SIGN_IN_NEXT_PARAM}=${encodeURIComponent(next)}`);
    });
  }
  await app.register(emailSignInRoutes, deps);
};
