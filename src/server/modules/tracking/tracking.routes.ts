import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardClickSchema } from '#shared/validation.js';
import { requestContext } from '#server/lib/http/request-context.js';
import { recordDashboardClick, type TrackingDeps } from './tracking.service.ts';
import { clickRecordedAnswers } from './tracking.schemas.ts';

export const trackingRoutes: FastifyPluginAsync<TrackingDeps> = async (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/track/dashboard-click',
    {
      schema: { summary: 'Count a click on a dashboard card, for the admin analytics', body: dashboardClickSchema, response: clickRecordedAnswers },
      // Analytics are only worth something if one browser cannot flood them.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await recordDashboardClick(deps, request.body, requestContext(request));
      return reply.code(201).send({ recorded: true });
    },
  );
};
