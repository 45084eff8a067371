import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppParts } from '#server/lib/app-parts.js';
import { dashboardAnalytics, marketplaceAnalytics } from './analytics.service.ts';
import { dashboardAnalyticsAnswers, marketplaceAnalyticsAnswers } from './analytics.schemas.ts';

/** Dashboard and marketplace click analytics for the admin panel (behind the admin guard). */
export const analyticsRoutes: FastifyPluginAsync<Pick<AppParts, 'db' | 'config' | 'clock'>> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/dashboard-analytics',
    { schema: { tags, summary: 'Dashboard clicks: total, per local day, top 10 cards and per card type', response: dashboardAnalyticsAnswers } },
    async () => {
      return dashboardAnalytics(deps);
    },
  );

  api.get(
    '/api/admin/marketplace-analytics',
    { schema: { tags, summary: 'Marketplace clicks: total, unique visitors and daily activity over the last 30 days', response: marketplaceAnalyticsAnswers } },
    async () => {
      return marketplaceAnalytics(deps);
    },
  );
};
