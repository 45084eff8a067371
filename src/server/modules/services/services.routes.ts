import type { FastifyPluginAsync } from 'fastify';
import { matchesEtag } from '../../lib/etag.ts';
import { precompressedCache, sendPrecompressed } from '../../lib/precompressed.ts';
import type { FirstScreen } from '../../lib/first-screen.ts';
import type { ServiceDirectory, ServicesSnapshot } from '../status/index.ts';

/**
 * GET /api/services is polled every 30 s by every open dashboard: it answers from memory,
 * a matching If-None-Match gets a 304 before anything is serialised, and the body goes out in
 * brotli or gzip, compressed once per snapshot.
 */
export const servicesRoutes: FastifyPluginAsync<{ directory: ServiceDirectory; firstScreen: FirstScreen }> = async (app, { directory, firstScreen }) => {
  const encoded = precompressedCache((snapshot: ServicesSnapshot) => snapshot.body, 5);
  firstScreen.provide('/api/services', () => {
    const snapshot = directory.view.get();
    return { etag: snapshot.etag, body: () => snapshot.body.toString('utf8') };
  });
  app.get('/api/services', { logLevel: 'warn', config: { session: false } }, (request, reply) => {
    const snapshot = directory.view.get();
    reply.header('cache-control', 'no-cache').header('etag', snapshot.etag).header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], snapshot.etag)) {
      return reply.code(304).send();
    }
    return sendPrecompressed(request, reply.type('application/json; charset=utf-8'), encoded(snapshot));
  });
};
