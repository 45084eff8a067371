import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';
import { healthAnswers, readinessAnswers } from './health.schemas.ts';
import { timeZoneDataReport } from '#server/lib/time-zone-data.js';

type HealthDeps = Pick<ModuleDeps, 'database' | 'readiness' | 'isShuttingDown' | 'config'>;

/**
 * GET /healthz (liveness: the process answers; from memory, never the database) and GET /readyz
 * (readiness: whether this instance can serve now, from the readiness ping kept in memory). For
 * load balancers, orchestrators and monitors.
 */
export const healthRoutes: FastifyPluginAsync<HealthDeps> = async (app, deps) => {
  const engine = deps.database.engine;
  const timeZoneData = timeZoneDataReport(deps.config.timezone);
  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { summary: 'Liveness: the process answers (never asks the database)', response: healthAnswers } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (deps.isShuttingDown()) return reply.code(503).send({ status: 'stopping', database: engine });
      return reply.send({ status: 'ok', database: engine });
    },
  );

  app.get(
    '/readyz',
    { logLevel: 'warn', schema: { summary: 'Readiness: whether this instance can serve now, and why not', response: readinessAnswers } },
    async (_request, reply) => {
      const state = deps.readiness.state();
      return reply
        .code(state.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: state.ready ? 'ready' : 'not ready',
          database: engine,
          databaseAnsweredAt: state.databaseAnsweredAt,
          timeZoneData,
          reasons: state.reasons,
        });
    },
  );
};
