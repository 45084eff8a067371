import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '#server/lib/http/request-context.js';
import { SIGNED_IN_OPTIONAL } from '#server/lib/http/api-security.js';
import { noStoreByDefault } from '#server/lib/http/no-store.js';
import { etagOf } from '#server/lib/http/etag.js';
import type { ClinicViewResponse } from '#shared/onboarding/clinic-view.js';
import type { ClinicCaller } from './clinic-identity.ts';
import type { ClinicViewDeps } from './clinic-view-deps.ts';
import { clinicPicksSchema, clinicViewAnswers } from './clinic-view.schemas.ts';
import { readClinicView, saveClinicPicks } from './clinic-view.service.ts';

function callerOf(request: FastifyRequest): ClinicCaller {
  return { ip: requestContext(request).ip, user: request.user ? { id: request.user.id, email: request.user.email } : null };
}

/** "Your clinic": the dashboard's strip for a registered clinic, and the services it watches there. */
export const clinicViewRoutes: FastifyPluginAsync<ClinicViewDeps> = async (app, deps) => {
  // Private to the clinic: never cached, and different per network and per person.
  noStoreByDefault(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The board's page draws the strip from the same answer. A dashboard on the clinic's network is
  // "seen now" at every request: the key leaves that moment out (the page is kept a minute at most).
  deps.firstScreen.provide('/api/clinic/mine', async (request) => {
    const answer: ClinicViewResponse = { clinic: await readClinicView(deps, callerOf(request)) };
    const body = JSON.stringify(answer);
    const stable = answer.clinic?.connection.onNetworkNow ? { ...answer.clinic, connection: { ...answer.clinic.connection, lastSeen: null } } : answer.clinic;
    return { etag: etagOf(JSON.stringify(stable)), body: () => body };
  });

  api.get(
    '/api/clinic/mine',
    {
      schema: { summary: "The caller's registered clinic (by network or linked account), or null", security: SIGNED_IN_OPTIONAL, response: clinicViewAnswers },
    },
    async (request): Promise<ClinicViewResponse> => {
      return { clinic: await readClinicView(deps, callerOf(request)) };
    },
  );

  api.put(
    '/api/clinic/mine/services',
    {
      schema: { summary: 'Choose the services shown in "Your clinic"', security: SIGNED_IN_OPTIONAL, body: clinicPicksSchema, response: clinicViewAnswers },
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request): Promise<ClinicViewResponse> => {
      return { clinic: await saveClinicPicks(deps, callerOf(request), request.body.serviceIds) };
    },
  );
};
