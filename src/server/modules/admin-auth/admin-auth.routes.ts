import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '#server/lib/audit.js';
import { AppError } from '#server/lib/errors.js';
import { requestContext } from '#server/lib/http/request-context.js';
import { requestLocale } from '#server/lib/i18n/request-locale.js';
import { ADMIN_OPTIONAL, SIGNED_IN } from '#server/lib/http/api-security.js';
import {
  adminLoginSchema,
  validatePhraseSchema,
  type AdminCheckResponse,
  ADMIN_AUTH_MESSAGES,
  type AdminSessionInfo,
  type PhraseRequestedResponse,
} from '#shared/sign-in/admin-auth.js';
import { ADMIN_PHRASE_VALIDITY_MINUTES } from '#shared/constants.js';
import type { AdminAuthDeps } from './admin-auth-deps.ts';
import { checkAdminAccessCode } from './access-code/admin-access-code.service.ts';
import { requestAdminPhrase, validateAdminPhrase } from './phrase/admin-phrase.service.ts';
import { adminCookieOptions, endAdminSession, startAdminSession } from './admin-session.service.ts';
import { COOKIE_NAMES } from '#shared/sign-in/cookies.js';
import { adminCheckAnswers, phraseRequestedAnswers, sessionInfoAnswers, sessionStartedAnswers, signedOutAnswers } from './admin-auth.schemas.ts';

/** Holds the nonce that binds a mailed phrase to the browser that asked for it. */
export const PHRASE_NONCE_COOKIE = COOKIE_NAMES.adminPhraseNonce;

/** The admin guard already refused requests without a session; this keeps the handlers honest. */
function sessionOf(request: FastifyRequest) {
  if (!request.adminSession) throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.adminRequired);
  return request.adminSession;
}

// Coarse per-IP caps in front of the database-backed limits, against floods.
const burst = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Admin access: the e-mailed phrase, the access code, the check, the session and logout. */
export const adminAuthRoutes: FastifyPluginAsync<AdminAuthDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/check',
    { schema: { summary: 'Whether the caller has an admin session', security: ADMIN_OPTIONAL, response: adminCheckAnswers } },
    async (request): Promise<AdminCheckResponse> => {
      return { hasAdminAccess: request.adminSession !== null };
    },
  );

  api.post(
    '/api/admin/request-phrase',
    {
      schema: { summary: 'Mail an admin access phrase for this browser (signed-in admins only)', security: SIGNED_IN, response: phraseRequestedAnswers },
      config: burst,
    },
    async (request, reply): Promise<PhraseRequestedResponse> => {
      const { nonce, expiresAt } = await requestAdminPhrase(deps, {
        ip: requestContext(request).ip,
        previousNonce: request.cookies[PHRASE_NONCE_COOKIE],
        signedIn: request.user,
        locale: requestLocale(request),
      });
      reply.setCookie(COOKIE_NAMES.adminPhraseNonce, nonce, adminCookieOptions(deps.config, ADMIN_PHRASE_VALIDITY_MINUTES * 60));
      return {
        message: `We sent an access phrase to the admin address. It is valid for ${ADMIN_PHRASE_VALIDITY_MINUTES} minutes.`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );

  api.post(
    '/api/admin/validate-phrase',
    {
      schema: {
        summary: 'Start an admin session with the mailed access phrase',
        security: SIGNED_IN,
        body: validatePhraseSchema,
        response: sessionStartedAnswers,
      },
      config: burst,
    },
    async (request, reply) => {
      const ip = requestContext(request).ip;
      const admin = await validateAdminPhrase(deps, { phrase: request.body.phrase, nonce: request.cookies[PHRASE_NONCE_COOKIE], ip, signedIn: request.user });
      const session = await startAdminSession(deps, request, reply, { userId: admin.id, email: admin.email, ip });
      reply.clearCookie(PHRASE_NONCE_COOKIE, { ...adminCookieOptions(deps.config, 0), maxAge: undefined });
      return { hasAdminAccess: true, expiresAt: session.expiresAt.toISOString() };
    },
  );

  api.post(
    '/api/admin/login',
    {
      schema: { summary: 'Start an admin session with the admin access code', security: SIGNED_IN, body: adminLoginSchema, response: sessionStartedAnswers },
      config: burst,
    },
    async (request, reply) => {
      const ip = requestContext(request).ip;
      const admin = await checkAdminAccessCode(deps, { adminAccessCode: request.body.accessCode, user: request.user, ip });
      const session = await startAdminSession(deps, request, reply, { userId: admin.id, email: admin.email, ip });
      return { hasAdminAccess: true, expiresAt: session.expiresAt.toISOString() };
    },
  );

  api.get(
    '/api/admin/session',
    { schema: { summary: 'When the admin session ends', response: sessionInfoAnswers } },
    async (request): Promise<AdminSessionInfo> => {
      return { expiresAt: sessionOf(request).expiresAt.toISOString() };
    },
  );

  api.post('/api/admin/logout', { schema: { summary: 'End the admin session', response: signedOutAnswers } }, async (request, reply) => {
    const session = sessionOf(request);
    await endAdminSession(deps, request, reply);
    await recordAudit(deps.db, deps.keys, {
      actorUserId: session.userId,
      actorEmail: session.email,
      action: 'admin.sign-out',
      target: `admin-session:${session.id}`,
      ipAddress: requestContext(request).ip,
      at: deps.clock.now(),
    });
    return { message: 'Admin session ended.' };
  });
};
