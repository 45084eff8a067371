import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkInputSchema } from '../../../shared/monitoring.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { deleteCheck, listChecks, putCheck, runCheckNow } from './check-config.service.ts';
import { adminActorOf } from '../admin-auth/index.ts';

const idParams = z.strictObject({ id: z.string().max(64) });

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
    async (request) => putCheck(deps, request.params.id, request.body, adminActorOf(request)),
  );

  api.delete(
    '/api/admin/services/:id/check',
    { schema: { tags, summary: 'Remove a service’s check; its current status stays as its manual status', params: idParams } },
    async (request, reply) => {
      await deleteCheck(deps, request.params.id, adminActorOf(request));
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/admin/services/:id/check/run',
    { schema: { tags, summary: 'Run a service’s check now, record the result and answer it', params: idParams } },
    async (request) => runCheckNow(deps, request.params.id, adminActorOf(request)),
  );
};
