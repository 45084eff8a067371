import type { FastifyPluginAsync } from 'fastify';
import type { AppParts } from '#server/lib/app-parts.js';
import type { Readiness } from './readiness.ts';
import { healthAnswers, readinessAnswers } from './health.schemas.ts';
import { timeZoneDataReport } from '#server/lib/time/time-zone-data.js';

export type HealthRoutesParts = Pick<AppParts, 'database' | 'config'> & {
  readiness: Readiness;
  /** True once the app has begun to stop (the answers turn 503). */
  isShuttingDown: () => boolean;
};

/**
 * GET /healthz (liveness: the process answers; from memory, never the database) and GET /readyz
 * (readiness: whether this instance can serve now, from the readiness ping kept in memory). For
 * load balancers, orchestrators and monitors.
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesParts> = async (app, deps) => {
  const engine = deps.database.engine;
  const timeZoneData = timeZoneDataReport(deps.config.timezone);
  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { summary: 'Liveness: the process answers (never asks the database)', response: healthAnswers } },
    async (_request, reply) => {
      if (deps.isShuttingDown()) return reply.code(503).send({ status: 'stopping', database: engine });
      return reply.send({ status: 'ok', database: engine });
    },
  );

  app.get(
    '/readyz',
    { logLevel: 'warn', schema: { summary: 'Readiness: whether this instance can serve now, and why not', response: readinessAnswers } },
    async (_request, reply) => {
      const state = deps.readiness.state();
      return reply.code(state.ready ? 200 : 503).send({
        status: state.ready ? 'ready' : 'not ready',
        database: engine,
        databaseAnsweredAt: state.databaseAnsweredAt,
        timeZoneData,
        reasons: state.reasons,
      });
    },
  );
};
