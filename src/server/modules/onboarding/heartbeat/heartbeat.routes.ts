import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ClinicHeartbeatReport } from '#shared/onboarding/heartbeat.js';
import { readClinicHeartbeat, type HeartbeatDeps } from './heartbeat.service.ts';
import { heartbeatReportAnswers } from './heartbeat.schemas.ts';

/**
 * The admin panel's Clinic Connectivity widget and silent-clinics banner (one query for both).
 * A read first writes this instance's pending sightings.
 */
export const heartbeatRoutes: FastifyPluginAsync<HeartbeatDeps> = async (app, deps) => {
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
    async (): Promise<ClinicHeartbeatReport> => {
      return readClinicHeartbeat(deps);
    },
  );
};
