import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Maintenance } from '#shared/status/incidents.js';
import type { AppParts } from '#server/lib/app-parts.js';
import type { FirstScreen } from '#server/lib/http/first-screen.js';
import type { ServiceDirectory } from '../status/index.ts';
import type { StatusView } from './status-view.ts';
import { adminActorOf } from '../admin-auth/index.ts';
import {
  incidentIdParams,
  maintenanceAnswers,
  maintenanceCancelledAnswers,
  maintenanceCreatedAnswers,
  maintenanceCreateSchema,
  maintenanceListAnswers,
  maintenancePatchSchema,
  publicMaintenanceAnswers,
} from './incidents.schemas.ts';
import { cancelMaintenance, editMaintenance, listAdminMaintenance, scheduleMaintenance } from './maintenance.service.ts';
import { maintenanceKey, memoAnswer, visibleMaintenance } from './public-answers.ts';
import { sendAnswer } from './send-answer.ts';

export type MaintenanceRoutesParts = Pick<AppParts, 'db' | 'keys' | 'clock'> & {
  statusView: StatusView;
  directory: ServiceDirectory;
  firstScreen: FirstScreen;
};

/**
 * Scheduled maintenance. Every change reloads the services snapshot too: it shows which
 * services are under maintenance, and the monitor freezes their status meanwhile.
 */
export const maintenanceRoutes: FastifyPluginAsync<MaintenanceRoutesParts> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = deps.statusView;
  const changed = () => Promise.all([view.invalidate(), deps.directory.view.invalidate()]);

  const publicMaintenance = memoAnswer((answer: ReturnType<typeof visibleMaintenance>) => JSON.stringify(answer));
  const maintenanceAnswer = () => {
    const snapshot = view.get();
    const visible = visibleMaintenance(snapshot, deps.clock.nowMs());
    return publicMaintenance(`${snapshot.version}:${maintenanceKey(visible)}`, visible);
  };
  deps.firstScreen.provide('/api/maintenance', () => {
    const answer = maintenanceAnswer();
    return { etag: answer.etag, body: () => answer.body };
  });
  api.get(
    '/api/maintenance',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: { tags: ['status'], summary: 'Maintenance under way and maintenance starting within 14 days, soonest first', response: publicMaintenanceAnswers },
    },
    (request, reply) => sendAnswer(request, reply, maintenanceAnswer()),
  );

  api.get(
    '/api/admin/maintenance',
    {
      schema: {
        tags: ['admin'],
        summary: 'Active and upcoming maintenance (soonest first), then what ended in the last 30 days',
        response: maintenanceListAnswers,
      },
    },
    async (): Promise<Maintenance[]> => {
      return listAdminMaintenance(deps);
    },
  );

  api.post(
    '/api/admin/maintenance',
    {
      schema: {
        tags: ['admin'],
        summary: 'Schedule maintenance on one or more services (ISO times; the end must be ahead)',
        body: maintenanceCreateSchema,
        response: maintenanceCreatedAnswers,
      },
    },
    async (request, reply) => {
      const window = await scheduleMaintenance(deps, request.body, adminActorOf(request));
      await changed();
      return reply.code(201).send(window);
    },
  );

  api.patch(
    '/api/admin/maintenance/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a maintenance window that has not ended',
        params: incidentIdParams,
        body: maintenancePatchSchema,
        response: maintenanceAnswers,
      },
    },
    async (request) => {
      const window = await editMaintenance(deps, request.params.id, request.body, adminActorOf(request));
      await changed();
      return window;
    },
  );

  api.delete(
    '/api/admin/maintenance/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel maintenance: deleted if it has not started, ended now if under way',
        params: incidentIdParams,
        response: maintenanceCancelledAnswers,
      },
    },
    async (request) => {
      const result = await cancelMaintenance(deps, request.params.id, adminActorOf(request));
      await changed();
      return result;
    },
  );
};
