import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminListQuerySchema, type Page } from '#shared/admin/admin.js';
import { CLINIC_ACCESS_MESSAGES, type MessageResponse, type RegisteredClinicRow } from '#shared/onboarding/clinic-access.js';
import type { ClinicsDeps } from './clinics-deps.ts';
import { deleteRegisteredClinic, listRegisteredClinics } from './registered-clinics.service.ts';
import { adminActorOf } from '#server/modules/admin-auth/index.js';
import { idParams } from '#server/lib/http/answers.js';
import { clinicMessageAnswers, registeredClinicPageAnswers } from './clinics.schemas.ts';

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
        response: registeredClinicPageAnswers,
      },
    },
    async (request): Promise<Page<RegisteredClinicRow>> => {
      return listRegisteredClinics(deps, request.query);
    },
  );

  api.delete(
    '/api/admin/registered-clinics/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a registered clinic: it must register again and its whitelist entries go',
        params: idParams,
        response: clinicMessageAnswers,
      },
    },
    async (request): Promise<MessageResponse> => {
      await deleteRegisteredClinic(deps, request.params.id, adminActorOf(request));
      return { message: CLINIC_ACCESS_MESSAGES.clinicDeleted };
    },
  );
};
