import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';

/** GET /healthz: the process is up and its database answers. For load balancers and monitors. */
export const healthRoutes: FastifyPluginAsync<{ db: Db; engine: string; isShuttingDown: () => boolean }> = async (app, deps) => {
  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    if (deps.isShuttingDown()) return reply.code(503).send({ status: 'stopping' });
    try {
      await deps.db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: deps.engine });
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: deps.engine });
    }
  });
};
