import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC } from '#server/lib/http/api-security.js';
import { requestContext } from '#server/lib/http/request-context.js';
import { ALERT_MESSAGES } from '#shared/subscribers/alerts.js';
import type { AppParts } from '#server/lib/app-parts.js';
import { manageLinkAnswers, manageLinkBodySchema } from './alert-manage-link.schemas.ts';
import { sendManageLink } from './alert-manage-link.ts';

/** POST /api/alerts/manage-link: the board's way to "Your status alerts" for someone without an alert mail at hand. */
export const alertManageLinkRoutes: FastifyPluginAsync<Pick<AppParts, 'db' | 'keys' | 'clock' | 'config' | 'mailer'>> = async (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/alerts/manage-link',
    {
      schema: {
        tags: ['alerts'],
        operationId: 'sendAlertsManageLink',
        summary: 'Mail the link to "Your status alerts" to an address whose alerts are on; the same answer for every address',
        security: PUBLIC,
        body: manageLinkBodySchema,
        response: manageLinkAnswers,
      },
      // A coarse per-instance cap; the per-address and per-network limits live in the database.
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await sendManageLink(deps, request.body.email, requestContext(request).ip);
      return reply.code(202).send({ message: ALERT_MESSAGES.manageLinkSent });
    },
  );
};
