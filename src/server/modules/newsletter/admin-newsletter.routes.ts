import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminListQuerySchema, type Page } from '#shared/admin/admin.js';
import type { AdminSubscriptionRow } from '#shared/subscribers/newsletter-admin.js';
import type { ModuleDeps } from '../module-deps.ts';
import { listSubscriptions } from './admin-newsletter.service.ts';
import { subscriptionPageAnswers } from './newsletter.schemas.ts';

/** The admin panel's Newsletter Subscriptions widget (behind the admin guard). */
export const adminNewsletterRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/newsletter-subscriptions',
    {
      schema: {
        tags: ['admin'],
        summary: 'One page (5) of newsletter subscriptions, newest first, searched by e-mail or IP',
        querystring: adminListQuerySchema,
        response: subscriptionPageAnswers,
      },
    },
    async (request, reply): Promise<Page<AdminSubscriptionRow>> => {
      reply.header('cache-control', 'no-store');
      return listSubscriptions(deps, request.query);
    },
  );
};
