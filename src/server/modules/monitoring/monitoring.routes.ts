import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { requestContext } from '../../lib/request-context.ts';
import { ADMIN_AUTH_MESSAGES } from '../../../shared/admin-auth.ts';
import { checkInputSchema } from '../../../shared/monitoring.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { deleteCheck, listChecks, putCheck, runCheckNow, type MonitoringActor } from './check-config.service.ts';

const idParams = z.strictObject({ id: z.string().max(64) });

/** The admin guard already refused requests without a session; this names who acted. */
function actorOf(request: FastifyRequest): MonitoringActor {
  const session = request.adminSession;
  if (!session) throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.adminRequired);
  return { userId: session.userId, email: session.email, ip: requestContext(request).ip };
}

/** Automated checks in the admin panel (issue 6): configure, list with their runtime state, run now. */
export const monitoringRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/checks',
    { schema: { tags, summary: 'Every service with its automated check (or null), last result, counters and next run' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listChecks(deps);
    },
  );

  api.put(
    '/api/admin/services/:id/check',
    {
      schema: {
        tags,
        summary: 'Create or replace a service’s automated check (http, tcp or dns; interval at least 30 s)',
        params: idParams,
        body: checkInputSchema,
      },
    },
    async (request) => putCheck(deps, request.params.id, request.body, actorOf(request)),
  );

  api.delete(
    '/api/admin/services/:id/check',
    { schema: { tags, summary: 'Remove a service’s check; its current status stays as its manual status', params: idParams } },
    async (request, reply) => {
      await deleteCheck(deps, request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/admin/services/:id/check/run',
    { schema: { tags, summary: 'Run a service’s check now, record the result and answer it', params: idParams } },
    async (request) => runCheckNow(deps, request.params.id, actorOf(request)),
  );
};
