import type { FastifyPluginAsync } from 'fastify';
import { headerBlock, servePolled, writeConditional, type HeaderBlock, type Polled } from '#server/lib/fast-path.js';
import { chooseEncoding, precompress, type Encoding } from '#server/lib/precompressed.js';
import type { FirstScreen } from '#server/lib/first-screen.js';
import { servicesAnswers, type ServiceDirectory, type ServicesSnapshot } from '../status/index.ts';

interface Ready {
  notModified: HeaderBlock;
  full: Record<Encoding, { headers: HeaderBlock; body: Buffer }>;
}

/**
 * GET /api/services is polled every 30 s by every open dashboard: it answers from memory,
 * a matching If-None-Match gets a 304 before anything is serialised, and the body goes out in
 * brotli or gzip, compressed once per snapshot, with its whole header block made then too.
 */
export const servicesRoutes: FastifyPluginAsync<{ directory: ServiceDirectory; firstScreen: FirstScreen; polled: Polled }> = async (
  app,
  { directory, firstScreen, polled },
) => {
  const made = new WeakMap<ServicesSnapshot, Ready>();
  const readyFor = (snapshot: ServicesSnapshot): Ready => {
    let ready = made.get(snapshot);
    if (!ready) {
      const own = { 'cache-control': 'no-cache', etag: snapshot.etag, vary: 'accept-encoding' };
      const bodies = precompress(snapshot.body, 5);
      const full = (encoding: Encoding) => {
        const body = bodies[encoding];
        const encoded = encoding !== 'identity' && body !== bodies.identity;
        const headers = headerBlock(polled.securityHeaders, {
          ...own,
          'content-type': 'application/json; charset=utf-8',
          ...(encoded ? { 'content-encoding': encoding } : {}),
          'content-length': body.length,
        });
        return { headers, body };
      };
      ready = { notModified: headerBlock(polled.securityHeaders, own), full: { br: full('br'), gzip: full('gzip'), identity: full('identity') } };
      made.set(snapshot, ready);
    }
    return ready;
  };

  firstScreen.provide('/api/services', () => {
    const snapshot = directory.view.get();
    return { etag: snapshot.etag, body: () => snapshot.body.toString('utf8') };
  });
  servePolled(
    app,
    polled,
    '/api/services',
    {
      logLevel: 'warn',
      config: { session: false },
      schema: { summary: 'Every service on the board with its status, in dashboard order', response: servicesAnswers },
    },
    (request, response) => {
      const snapshot = directory.view.get();
      const ready = readyFor(snapshot);
      writeConditional(request, response, snapshot.etag, ready.notModified, ready.full[chooseEncoding(request.headers['accept-encoding'])]);
    },
  );
};
