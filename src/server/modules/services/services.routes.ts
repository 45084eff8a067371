import type { FastifyPluginAsync } from 'fastify';
import type { Polled } from '#server/lib/http/polled.js';
import { compressedAnswers } from '#server/lib/http/precompressed.js';
import type { FirstScreen } from '#server/lib/http/first-screen.js';
import { servicesAnswers, type ServiceDirectory, type ServicesSnapshot } from '../status/index.ts';

/**
 * GET /api/services is polled every 30 s by the wall display and read by the alerts form and
 * tools: it answers from memory, a matching If-None-Match gets a 304, and the body goes out in
 * brotli or gzip, compressed once per snapshot (ADR 2, ADR 24), off the event loop when large.
 * Its body is made only when asked for: the dashboard polls GET /api/board (board.routes.ts).
 */
export const servicesRoutes: FastifyPluginAsync<{ directory: ServiceDirectory; firstScreen: FirstScreen; polled: Polled }> = async (
  app,
  { directory, firstScreen, polled },
) => {
  const answerOf = compressedAnswers((snapshot: ServicesSnapshot) => ({ etag: snapshot.etag, body: snapshot.body }), {
    brotliQuality: 5,
    onError: (error) => app.log.warn({ err: error }, 'could not compress the services answer; it is sent uncompressed'),
  });

  // The wall display shows every service; the board's first screen carries GET /api/board instead.
  firstScreen.provide(
    '/api/services',
    () => {
      const snapshot = directory.view.get();
      return { etag: snapshot.etag, body: () => snapshot.json };
    },
    { pages: ['/display'] },
  );
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
      snapshotOf: (request) => answerOf(directory.view.get(), request),
    },
  );
};
