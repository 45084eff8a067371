import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HISTORY_CACHE_SECONDS, type HistoryCache } from './history-cache.ts';
import { historyAnswers, historyParamsSchema } from './history.schemas.ts';
import { sendConditional } from '#server/lib/http/answers.js';

/** A service's history for the dashboard's detail view: public, like the dashboard itself. */
export const historyRoutes: FastifyPluginAsync<{ historyCache: HistoryCache }> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = deps.historyCache;

  api.get(
    '/api/services/:id/history',
    {
      config: { session: false },
      schema: {
        tags: ['status'],
        summary: "A service's uptime (24 h, 7 d, 30 d, 90 d), 90-day bar, response times and recent status changes",
        params: historyParamsSchema,
        response: historyAnswers,
      },
    },
    async (request, reply) => {
      const answer = await cache.get(request.params.id);
      reply.header('cache-control', `public, max-age=${HISTORY_CACHE_SECONDS}`);
      sendConditional(request, reply, answer);
    },
  );
};
