import type { FastifyPluginAsync } from 'fastify';
import { etagOf, matchesEtag } from '../../lib/etag.ts';
import type { AccessStatusResponse } from '../../../shared/clinic-access.ts';
import type { ClinicHeartbeat } from './clinic-heartbeat.ts';
import type { Whitelist } from './whitelist.service.ts';
import type { FirstScreen } from '../../lib/first-screen.ts';
import type { FastifyRequest } from 'fastify';

function answer(status: AccessStatusResponse) {
  const body = JSON.stringify(status);
  return { body, etag: etagOf(body) };
}

// The only three answers there are, serialised once.
const ANSWERS = {
  none: answer({ hasAccess: false, clinicRegistered: false }),
  network: answer({ hasAccess: true, clinicRegistered: false }),
  clinic: answer({ hasAccess: true, clinicRegistered: true }),
} as const;

/**
 * GET /api/clinic/access-status: polled every 60 s by every open dashboard, so it is answered
 * from the in-memory whitelist and its heartbeat is only noted in memory: no query per request.
 */
export const accessRoutes: FastifyPluginAsync<{ whitelist: Whitelist; heartbeat: ClinicHeartbeat; firstScreen: FirstScreen }> = async (
  app,
  { whitelist, heartbeat, firstScreen },
) => {
  /** The caller's answer; a registered clinic asking is a sign of life (a page load as much as a poll). */
  const answerFor = (request: FastifyRequest) => {
    const entry = whitelist.match(request.ip)?.payload;
    if (entry?.clinicRegistered && entry.clinicAccessId) heartbeat.seen(entry.clinicAccessId);
    return !entry ? ANSWERS.none : entry.clinicRegistered ? ANSWERS.clinic : ANSWERS.network;
  };
  firstScreen.provide('/api/clinic/access-status', (request) => {
    const chosen = answerFor(request);
    return { etag: chosen.etag, body: () => chosen.body };
  });
  app.get('/api/clinic/access-status', { logLevel: 'warn', config: { session: false } }, (request, reply) => {
    const chosen = answerFor(request);
    reply.header('cache-control', 'no-cache, private').header('vary', 'x-forwarded-for').header('etag', chosen.etag);
    if (matchesEtag(request.headers['if-none-match'], chosen.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(chosen.body);
  });
};
