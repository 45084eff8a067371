import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminListQuerySchema, type Page } from '#shared/admin/admin.js';
import type { AdminAlertSubscriptionRow, AdminAlertSummary } from '#shared/subscribers/alerts.js';
import type { AppParts } from '#server/lib/app-parts.js';
import { alertSummary, listAlertSubscriptions } from './admin-alerts.service.ts';
import { alertSubscriptionPageAnswers, alertSummaryAnswers, channelDeliveryPageAnswers } from './alerts.schemas.ts';
import { listChannelDeliveries } from './channels/admin-deliveries.service.ts';

/** The admin panel's Status Alert Subscribers widget (behind the admin guard); read-only. */
export const adminAlertsRoutes: FastifyPluginAsync<Pick<AppParts, 'db' | 'keys'>> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/alert-subscriptions',
    {
      schema: {
        tags: ['admin'],
        summary: 'One page (5) of status alert subscriptions, newest first, searched by e-mail or source',
        querystring: adminListQuerySchema,
        response: alertSubscriptionPageAnswers,
      },
    },
    async (request): Promise<Page<AdminAlertSubscriptionRow>> => {
      return listAlertSubscriptions(deps, request.query);
    },
  );

  api.get(
    '/api/admin/alert-subscriptions/summary',
    { schema: { tags: ['admin'], summary: 'Status alert subscriptions by state, and active subscribers per service', response: alertSummaryAnswers } },
    async (): Promise<AdminAlertSummary> => {
      return alertSummary(deps);
    },
  );

  api.get(
    '/api/admin/alert-deliveries',
    {
      schema: {
        tags: ['admin'],
        summary: 'The alert channels’ delivery log, newest first: what went to which channel, how many tries, the last answer',
        querystring: adminListQuerySchema,
        response: channelDeliveryPageAnswers,
      },
    },
    async (request) => {
      return listChannelDeliveries(deps, request.query);
    },
  );
};
