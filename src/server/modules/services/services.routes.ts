import type { FastifyPluginAsync } from 'fastify';
import { matchesEtag } from '../../lib/etag.ts';
import type { ServiceDirectory } from '../status/index.ts';

/**
 * GET /api/services is polled every 30 s by every open dashboard: it answers from memory,
 * and a matching If-None-Match gets a 304 before anything is serialised.
 */
export const servicesRoutes: FastifyPluginAsync<{ directory: ServiceDirectory }> = async (app, { directory }) => {
  app.get('/api/services', { logLevel: 'warn', config: { session: false } }, (request, reply) => {
    const snapshot = directory.view.get();
    reply.header('cache-control', 'no-cache').header('etag', snapshot.etag);
    if (matchesEtag(request.headers['if-none-match'], snapshot.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(snapshot.body);
  });
};
