import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { requestContext } from '../../lib/request-context.ts';
import { ADMIN_AUTH_MESSAGES } from '../../../shared/admin-auth.ts';
import { adminListQuerySchema, type Page } from '../../../shared/admin.ts';
import { CLINIC_ACCESS_MESSAGES, type MessageResponse, type RegisteredClinicRow } from '../../../shared/clinic-access.ts';
import type { ClinicsDeps } from './clinics-deps.ts';
import { deleteRegisteredClinic, listRegisteredClinics } from './registered-clinics.service.ts';

/** The admin guard (plugins/admin-guard.ts) has already refused requests without a session. */
function adminOf(request: FastifyRequest) {
  if (!request.adminSession) throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.adminRequired);
  return request.adminSession;
}

/** The admin panel's Registered Clinics widget. */
export const adminClinicsRoutes: FastifyPluginAsync<ClinicsDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/registered-clinics',
    {
      schema: {
        tags: ['admin'],
        summary: 'One page (5) of registered clinics, newest first, searched by clinic name, e-mail or IP',
        querystring: adminListQuerySchema,
      },
    },
    async (request, reply): Promise<Page<RegisteredClinicRow>> => {
      reply.header('cache-control', 'no-store');
      return listRegisteredClinics(deps, request.query);
    },
  );

  api.delete(
    '/api/admin/registered-clinics/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a registered clinic: it must register again and its whitelist entries go',
        params: z.object({ id: z.string() }),
      },
    },
    async (request): Promise<MessageResponse> => {
      const admin = adminOf(request);
      await deleteRegisteredClinic(deps, request.params.id, { userId: admin.userId, email: admin.email, ip: requestContext(request).ip });
      return { message: CLINIC_ACCESS_MESSAGES.clinicDeleted };
    },
  );
};
