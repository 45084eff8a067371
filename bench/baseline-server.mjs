// The reference point: a bare node:http server answering the very bytes and headers the app
// answered (recorded by the orchestrator), so the ratio measures the framework's overhead only.
// Run with fork(): it receives { routes } over IPC and replies { port } once listening.
import http from 'node:http';
import { routeKey } from './record.mjs';

process.once('message', ({ routes }) => {
  const table = new Map(
    Object.entries(routes).map(([key, r]) => [
      key,
      {
        etag: r.etag,
        ok: { status: r.ok.status, headers: r.ok.headers, body: Buffer.from(r.ok.body, 'base64') },
        notModified: r.notModified && { status: r.notModified.status, headers: r.notModified.headers },
      },
    ]),
  );

  const server = http.createServer((req, res) => {
    const route = table.get(routeKey(req.url, req.headers.cookie));
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    const inm = req.headers['if-none-match'];
    if (route.notModified && inm !== undefined && matchesEtag(inm, route.etag)) {
      res.writeHead(route.notModified.status, route.notModified.headers).end();
      return;
    }
    res.writeHead(route.ok.status, route.ok.headers).end(route.ok.body);
  });
  // Same as Fastify's default, so the Keep-Alive response header is byte-identical too.
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    process.send?.({ port });
  });
  process.on('disconnect', () => process.exit(0));
});

// Same semantics as the app's matchesEtag (src/server/lib/http/etag.ts), so both do equal work.
function matchesEtag(ifNoneMatch, etag) {
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch.split(',').some((c) => {
    const v = c.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });
}
