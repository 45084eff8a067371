import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterSubscribeSchema } from '#shared/validation.js';
import { NEWSLETTER_MESSAGES } from '#shared/subscribers/newsletter.js';
import { AppError } from '#server/lib/errors.js';
import { requestContext } from '#server/lib/http/request-context.js';
import { requestLocale } from '#server/lib/i18n/request-locale.js';
import { confirmNewsletter, subscribe, unsubscribeNewsletter, type NewsletterDeps } from './newsletter.service.ts';
import {
  newsletterConfirmBodySchema,
  newsletterMessageAnswers,
  newsletterUnsubscribeBodySchema,
  newsletterUnsubscribeQuerySchema,
} from './newsletter.schemas.ts';

const tags = ['newsletter'];

/** Newsletter sign-up with double opt-in, its confirm link, and the one-click unsubscribe (RFC 8058). */
export const newsletterRoutes: FastifyPluginAsync<NewsletterDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags,
        summary: 'Sign up for the newsletter: mails a confirmation link (double opt-in); the same answer for every address',
        body: newsletterSubscribeSchema,
        response: newsletterMessageAnswers,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await subscribe(deps, { email: request.body.email, ip: requestContext(request).ip, locale: requestLocale(request) });
      return reply.code(200).send({ message: NEWSLETTER_MESSAGES.sent });
    },
  );

  api.post(
    '/api/newsletter/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm a newsletter sign-up with the token from its e-mail',
        body: newsletterConfirmBodySchema,
        response: newsletterMessageAnswers,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request) => {
      await confirmNewsletter(deps, request.body.token, requestContext(request).ip);
      return { message: NEWSLETTER_MESSAGES.confirmed };
    },
  );

  await app.register(unsubscribeRoute, deps);
};

/** Its own plugin: only this route reads forms (RFC 8058 one-click posts `List-Unsubscribe=One-Click`). */
const unsubscribeRoute: FastifyPluginAsync<NewsletterDeps> = async (app, deps) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Stop the newsletter: token in the JSON body, or in the query for RFC 8058 one-click posts',
        querystring: newsletterUnsubscribeQuerySchema,
        // Not strict: a mail provider that adds a field must still unsubscribe its reader (CASL).
        body: newsletterUnsubscribeBodySchema,
        response: newsletterMessageAnswers,
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const found = request.body?.token ?? request.query.token;
      if (!found) throw new AppError('bad_request', NEWSLETTER_MESSAGES.unsubscribeInvalid);
      await unsubscribeNewsletter(deps, found, requestContext(request).ip);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  );
};
