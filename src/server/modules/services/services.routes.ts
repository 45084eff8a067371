import type { FastifyPluginAsync } from 'fastify';
import type { Polled } from '#server/lib/http/polled.js';
import { precompressedCache } from '#server/lib/http/precompressed.js';
import type { FirstScreen } from '#server/lib/http/first-screen.js';
import { servicesAnswers, type ServiceDirectory, type ServicesSnapshot } from '../status/index.ts';

/**
 * GET /api/services is polled every 30 s by every open dashboard: it answers from memory, a
 * matching If-None-Match gets a 304, and the body goes out in brotli or gzip, compressed once per
 * snapshot (ADR 2, ADR 24).
 */
export const servicesRoutes: FastifyPluginAsync<{ directory: ServiceDirectory; firstScreen: FirstScreen; polled: Polled }> = async (
  app,
  { directory, firstScreen, polled },
) => {
  const bodiesOf = precompressedCache<ServicesSnapshot>((snapshot) => snapshot.body, 5);

  firstScreen.provide('/api/services', () => {
    const snapshot = directory.view.get();
    return { etag: snapshot.etag, body: () => snapshot.body.toString('utf8') };
  });
  polled.serve(
    app,
    '/api/services',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: { summary: 'Every service on the board with its status, in dashboard order', response: servicesAnswers },
    },
    {
      headers: { 'cache-control': 'no-cache', vary: 'accept-encoding' },
      snapshotOf: () => {
        const snapshot = directory.view.get();
        return { etag: snapshot.etag, body: bodiesOf(snapshot) };
      },
    },
  );
};
