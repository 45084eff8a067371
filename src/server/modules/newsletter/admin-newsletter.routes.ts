import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminListQuerySchema, type Page } from '#shared/admin/admin.js';
import type { AdminSubscriptionRow } from '#shared/subscribers/newsletter-admin.js';
import type { AppParts } from '#server/lib/app-parts.js';
import { listSubscriptions } from './admin-newsletter.service.ts';
import { subscriptionPageAnswers } from './newsletter.schemas.ts';

/** The admin panel's Newsletter Subscriptions widget (behind the admin guard). */
export const adminNewsletterRoutes: FastifyPluginAsync<Pick<AppParts, 'db' | 'keys'>> = async (app, deps) => {
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
    async (request): Promise<Page<AdminSubscriptionRow>> => {
      return listSubscriptions(deps, request.query);
    },
  );
};
