import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Page } from '#shared/admin/admin.js';
import type { Incident, PublicIncidents } from '#shared/status/incidents.js';
import type { AppParts } from '#server/lib/app-parts.js';
import { adminActorOf } from '../admin-auth/index.ts';
import {
  incidentAnswers,
  incidentCreatedAnswers,
  incidentCreateSchema,
  incidentDeletedAnswers,
  incidentIdParams,
  incidentListQuerySchema,
  incidentPageAnswers,
  incidentPatchSchema,
  incidentUpdateFrenchSchema,
  incidentUpdateIdParams,
  incidentUpdateSchema,
  publicIncidentsAnswers,
} from './incidents.schemas.ts';
import {
  deleteIncident,
  editIncident,
  listAdminIncidents,
  openIncident,
  postIncidentUpdate,
  translateIncidentUpdate,
  type IncidentDeps,
} from './incidents.service.ts';
import { maintenanceRoutes, type MaintenanceRoutesParts } from './maintenance.routes.ts';
import { memoAnswer, recentIncidents } from './public-answers.ts';
import { sendAnswer } from './send-answer.ts';
import { sendNothing } from '#server/lib/http/answers.js';

export type IncidentRoutesParts = MaintenanceRoutesParts & Pick<AppParts, 'config'>;

/** Incidents: the admin panel's management and the dashboard's public list; maintenance windows beside them. */
export const incidentsRoutes: FastifyPluginAsync<IncidentRoutesParts> = async (app, deps) => {
  const view = deps.statusView;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const incidentDeps: IncidentDeps = {
    db: deps.db,
    keys: deps.keys,
    clock: deps.clock,
    providerName: deps.config.publicConfig.provider.name,
    directory: deps.directory,
  };

  const publicIncidents = memoAnswer((answer: PublicIncidents) => JSON.stringify(answer));
  const incidentsAnswer = () => {
    const snapshot = view.get();
    const recent = recentIncidents(snapshot, deps.clock.nowMs());
    return publicIncidents(`${snapshot.version}:${recent.length}`, { active: snapshot.active, recent });
  };
  deps.firstScreen.provide('/api/incidents', () => {
    const answer = incidentsAnswer();
    return { etag: answer.etag, body: () => answer.body };
  });
  api.get(
    '/api/incidents',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: {
        tags: ['status'],
        summary: 'Active incidents and those resolved in the last 14 days, each with its timeline (newest first)',
        response: publicIncidentsAnswers,
      },
    },
    (request, reply) => sendAnswer(request, reply, incidentsAnswer()),
  );

  api.get(
    '/api/admin/incidents',
    {
      schema: {
        tags: ['admin'],
        summary: 'Active incidents (all) or resolved ones (5 a page, most recently resolved first), searchable by title',
        querystring: incidentListQuerySchema,
        response: incidentPageAnswers,
      },
    },
    async (request): Promise<Page<Incident>> => {
      return listAdminIncidents(incidentDeps, request.query);
    },
  );

  api.post(
    '/api/admin/incidents',
    {
      schema: {
        tags: ['admin'],
        summary: 'Open an incident on one or more services, with its first update',
        body: incidentCreateSchema,
        response: incidentCreatedAnswers,
      },
    },
    async (request, reply) => {
      const incident = await openIncident(incidentDeps, request.body, adminActorOf(request));
      await view.invalidate();
      return reply.code(201).send(incident);
    },
  );

  api.post(
    '/api/admin/incidents/:id/updates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Post a timestamped update; status resolved closes the incident (409 once it is resolved)',
        params: incidentIdParams,
        body: incidentUpdateSchema,
        response: incidentCreatedAnswers,
      },
    },
    async (request, reply) => {
      const incident = await postIncidentUpdate(incidentDeps, request.params.id, request.body, adminActorOf(request));
      await view.invalidate();
      return reply.code(201).send(incident);
    },
  );

  api.patch(
    '/api/admin/incidents/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change an incident's title (or its French), its affected services, or the French of its pinned line",
        params: incidentIdParams,
        body: incidentPatchSchema,
        response: incidentAnswers,
      },
    },
    async (request) => {
      const incident = await editIncident(incidentDeps, request.params.id, request.body, adminActorOf(request));
      await view.invalidate();
      return incident;
    },
  );

  api.patch(
    '/api/admin/incidents/:id/updates/:updateId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add, change or remove (null) the French of an update already posted',
        params: incidentUpdateIdParams,
        body: incidentUpdateFrenchSchema,
        response: incidentAnswers,
      },
    },
    async (request) => {
      const incident = await translateIncidentUpdate(incidentDeps, request.params.id, request.params.updateId, request.body, adminActorOf(request));
      await view.invalidate();
      return incident;
    },
  );

  api.delete(
    '/api/admin/incidents/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an incident opened by mistake, with its timeline',
        params: incidentIdParams,
        response: incidentDeletedAnswers,
      },
    },
    async (request, reply) => {
      await deleteIncident(incidentDeps, request.params.id, adminActorOf(request));
      await view.invalidate();
      return sendNothing(reply, 204);
    },
  );

  await app.register(maintenanceRoutes, deps);
};
