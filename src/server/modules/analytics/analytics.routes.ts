import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../module-deps.ts';
import { dashboardAnalytics, marketplaceAnalytics } from './analytics.service.ts';
import { dashboardAnalyticsAnswers, marketplaceAnalyticsAnswers } from './analytics.schemas.ts';

/** Dashboard and marketplace click analytics for the admin panel (behind the admin guard). */
export const analyticsRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/dashboard-analytics',
    { schema: { tags, summary: 'Dashboard clicks: total, per local day, top 10 cards and per card type', response: dashboardAnalyticsAnswers } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardAnalytics(deps);
    },
  );

  api.get(
    '/api/admin/marketplace-analytics',
    { schema: { tags, summary: 'Marketplace clicks: total, unique visitors and daily activity over the last 30 days', response: marketplaceAnalyticsAnswers } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return marketplaceAnalytics(deps);
    },
  );
};
