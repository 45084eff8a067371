import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/errors.js';
import { requestContext } from '#server/lib/http/request-context.js';
import { requestLocale } from '#server/lib/i18n/request-locale.js';
import { startSession } from './session.ts';
import { emailSignInStartSchema, emailSignInVerifySchema, SIGN_IN_CODE_VALID_MINUTES, type AuthUser } from '#shared/sign-in/sign-in.js';
import type { AuthDeps } from './auth-deps.ts';
import { startEmailSignIn, verifyEmailSignIn } from './email-sign-in.service.ts';
import { authMessageAnswers, signedInAnswers } from './auth.schemas.ts';

/** POST /api/auth/email/start and /verify: the built-in sign-in by a 6-digit e-mailed code. */
export const emailSignInRoutes: FastifyPluginAsync<AuthDeps> = async (app, deps) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // With an identity provider configured, it alone decides who may sign in.
  const refuseWhenOidc = () => {
    if (deps.config.oidc) {
      throw new AppError('not_found', 'Sign-in by e-mail code is turned off here. Use Log In to sign in with your organisation account.');
    }
  };

  typed.post(
    '/api/auth/email/start',
    {
      schema: { summary: 'Start signing in by e-mail: mails a 6-digit code', body: emailSignInStartSchema, response: authMessageAnswers },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      refuseWhenOidc();
      await startEmailSignIn(deps, { email: request.body.email, ip: requestContext(request).ip, locale: requestLocale(request) });
      return reply.code(200).send({
        message: `We sent a 6-digit code to ${request.body.email}. It expires in ${SIGN_IN_CODE_VALID_MINUTES} minutes.`,
      });
    },
  );

  typed.post(
    '/api/auth/email/verify',
    {
      schema: { summary: 'Sign in with the mailed code: starts a session and answers the user', body: emailSignInVerifySchema, response: signedInAnswers },
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      refuseWhenOidc();
      const { email, code } = request.body;
      const signedIn = await verifyEmailSignIn(deps, { email, code, ip: requestContext(request).ip, locale: requestLocale(request) });
      const { id, firstName, lastName, profileImageUrl, isAdmin } = await startSession(deps, reply, signedIn.id);
      const user: AuthUser = { id, email: signedIn.email, firstName, lastName, profileImageUrl, isAdmin };
      return reply.code(200).send(user);
    },
  );
};
