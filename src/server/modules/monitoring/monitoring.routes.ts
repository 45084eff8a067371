import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkInputSchema } from '#shared/status/monitoring.js';
import { deleteCheck, listChecks, putCheck, runCheckNow, type MonitoringDeps } from './check-config.service.ts';
import { adminActorOf } from '../admin-auth/index.ts';
import { idParams, sendNothing } from '#server/lib/http/answers.js';
import {
  checkListAnswers,
  checkRemovedAnswers,
  checkRunAnswers,
  checkSavedAnswers,
  coverageAnswers,
  reachabilityBatchAnswers,
  reachabilityCheckAnswers,
  vendorLinkRemovedAnswers,
  vendorLinkSavedAnswers,
} from './monitoring.schemas.ts';
import { monitoringCoverage } from './coverage.service.ts';
import { addAllReachabilityChecks, addReachabilityCheck } from './reachability.service.ts';
import { vendorLinkInputSchema } from '#shared/status/vendor-status.js';
import { deleteVendorLink, putVendorLink } from './vendor/vendor-link.service.ts';
import { vendorPagesRoutes } from './vendor/vendor-pages.routes.ts';

/** Automated checks in the admin panel (docs/product/status-rules.md): configure, list with their runtime state, run now; and the link to a vendor's own status page. */
export const monitoringRoutes: FastifyPluginAsync<MonitoringDeps> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/checks',
    { schema: { tags, summary: 'Every service with its automated check (or null), last result, counters and next run', response: checkListAnswers } },
    async () => {
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
        response: checkSavedAnswers,
      },
    },
    async (request) => putCheck(deps, request.params.id, request.body, adminActorOf(request)),
  );

  api.delete(
    '/api/admin/services/:id/check',
    { schema: { tags, summary: 'Remove a service’s check; its current status stays as its manual status', params: idParams, response: checkRemovedAnswers } },
    async (request, reply) => {
      await deleteCheck(deps, request.params.id, adminActorOf(request));
      return sendNothing(reply, 204);
    },
  );

  api.post(
    '/api/admin/services/:id/check/run',
    { schema: { tags, summary: 'Run a service’s check now, record the result and answer it', params: idParams, response: checkRunAnswers } },
    async (request) => runCheckNow(deps, request.params.id, adminActorOf(request)),
  );

  api.get(
    '/api/admin/monitoring/coverage',
    {
      schema: {
        tags,
        summary:
          "How many services are checked automatically (own check, vendor's status page, nothing), which are not, and whether the board can reach the internet",
        response: coverageAnswers,
      },
    },
    async () => {
      return monitoringCoverage(deps.db, deps.clock.now());
    },
  );

  api.post(
    '/api/admin/services/:id/check/reachability',
    {
      schema: {
        tags,
        summary: 'Check a service’s portal address every 5 min (HTTP GET, any 2xx or 3xx is up); 409 when it has a check already',
        params: idParams,
        response: reachabilityCheckAnswers,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return addReachabilityCheck(deps, request.params.id, adminActorOf(request));
    },
  );

  api.post(
    '/api/admin/checks/reachability',
    {
      schema: {
        tags,
        summary: 'Add the portal reachability check to every service that has a portal address and no check; refused portals are listed',
        response: reachabilityBatchAnswers,
      },
    },
    async (request) => addAllReachabilityChecks(deps, adminActorOf(request)),
  );

  api.put(
    '/api/admin/services/:id/vendor-status',
    {
      schema: {
        tags,
        summary: "Link a service to its vendor's own status page (Atlassian Statuspage component, Better Stack page, or RSS/Atom feed)",
        params: idParams,
        body: vendorLinkInputSchema,
        response: vendorLinkSavedAnswers,
      },
    },
    async (request) => putVendorLink(deps, request.params.id, request.body, adminActorOf(request)),
  );

  api.delete(
    '/api/admin/services/:id/vendor-status',
    { schema: { tags, summary: "Unlink a service from its vendor's status page", params: idParams, response: vendorLinkRemovedAnswers } },
    async (request, reply) => {
      await deleteVendorLink(deps, request.params.id, adminActorOf(request));
      return sendNothing(reply, 204);
    },
  );

  await app.register(vendorPagesRoutes, deps);
};
