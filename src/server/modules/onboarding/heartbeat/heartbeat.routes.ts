import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';
import type { ModuleDeps } from '#server/modules/module-deps.js';
import { readClinicHeartbeat } from './heartbeat.service.ts';
import { heartbeatReportAnswers } from './heartbeat.schemas.ts';

/**
 * The admin panel's Clinic Connectivity widget and silent-clinics banner (one query for both).
 * A read first writes this instance's pending sightings.
 */
export const heartbeatRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/clinic-heartbeat',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every active registered clinic by last seen, flagged when silent during business hours, with any cluster of clinics silent at once',
        response: heartbeatReportAnswers,
      },
    },
    async (_request, reply): Promise<ClinicHeartbeatReport> => {
      reply.header('cache-control', 'no-store');
      return readClinicHeartbeat(deps);
    },
  );
};
