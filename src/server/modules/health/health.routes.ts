import type { FastifyPluginAsync } from 'fastify';
import { databaseAnswers, type HealthDeps } from './health.service.ts';
import { healthAnswers } from './health.schemas.ts';

/** GET /healthz: the process is up and its database answers. For load balancers and monitors. */
export const healthRoutes: FastifyPluginAsync<HealthDeps> = async (app, deps) => {
  app.get('/healthz', { logLevel: 'warn', schema: { response: healthAnswers } }, async (_request, reply) => {
    if (deps.isShuttingDown()) return reply.code(503).send({ status: 'stopping' });
    if (await databaseAnswers(deps.db)) return reply.header('cache-control', 'no-store').send({ status: 'ok', database: deps.database.engine });
    return reply.code(503).send({ status: 'unavailable', database: deps.database.engine });
  });
};
