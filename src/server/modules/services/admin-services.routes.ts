import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serviceUpdateSchema } from '#shared/status/service-admin.js';
import { serviceCreateSchema } from '#shared/status/monitoring.js';
import { serviceOverrideSchema } from '#shared/status/monitoring.js';
import {
  clearServiceOverride,
  createService,
  deleteService,
  listAdminServices,
  overrideServiceStatus,
  updateService,
  type ServiceAdminDeps,
} from './service-admin.service.ts';
import { adminActorOf } from '../admin-auth/index.ts';
import { idParams, sendNothing } from '#server/lib/http/answers.js';
import { adminServiceAnswers, adminServiceCreatedAnswers, adminServiceListAnswers, adminServiceRemovedAnswers } from './services.schemas.ts';
import { serviceImportRoutes } from './service-import.routes.ts';

/** Manual Status Override (with optional end time) and the provider's list of services. Every change reaches /api/services at once. */
export const adminServicesRoutes: FastifyPluginAsync<ServiceAdminDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  await app.register(serviceImportRoutes, deps);

  api.get('/api/admin/services', { schema: { tags, summary: 'Every service, in dashboard order', response: adminServiceListAnswers } }, async () => {
    return listAdminServices(deps);
  });

  api.put(
    '/api/admin/services/:id/status',
    {
      schema: {
        tags,
        summary: 'Set a service online, warning or offline by hand; wins over its check until cleared or until `until` passes',
        params: idParams,
        body: serviceOverrideSchema,
        response: adminServiceAnswers,
      },
    },
    async (request) => overrideServiceStatus(deps, request.params.id, request.body, adminActorOf(request)),
  );

  api.delete(
    '/api/admin/services/:id/override',
    {
      schema: {
        tags,
        summary: 'Clear a manual override: the service goes back to its check, or keeps its status without one',
        params: idParams,
        response: adminServiceAnswers,
      },
    },
    async (request) => clearServiceOverride(deps, request.params.id, adminActorOf(request)),
  );

  api.post(
    '/api/admin/services',
    {
      schema: {
        tags,
        summary: 'Add a service to the dashboard, with its automated check when `check` is given (both or neither: a refused check adds nothing)',
        body: serviceCreateSchema,
        response: adminServiceCreatedAnswers,
      },
    },
    async (request, reply) => reply.code(201).send(await createService(deps, request.body, adminActorOf(request))),
  );

  api.patch(
    '/api/admin/services/:id',
    {
      schema: { tags, summary: 'Rename a service or change its type or location', params: idParams, body: serviceUpdateSchema, response: adminServiceAnswers },
    },
    async (request) => updateService(deps, request.params.id, request.body, adminActorOf(request)),
  );

  api.delete(
    '/api/admin/services/:id',
    { schema: { tags, summary: 'Remove a service from the dashboard', params: idParams, response: adminServiceRemovedAnswers } },
    async (request, reply) => {
      await deleteService(deps, request.params.id, adminActorOf(request));
      return sendNothing(reply, 204);
    },
  );
};
