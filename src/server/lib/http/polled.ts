import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import { matchesEtag } from './etag.ts';
import { chooseEncoding, varyWithEncoding, type Encoding, type Precompressed } from './precompressed.ts';
import type { TrustProxyFunction } from './trust-proxy.ts';
import type { RouteRecorder } from './request-metrics.ts';

/**
 * What a polled path answers now. A module keeps one body per change (a new snapshot of the
 * services, a new list of notices) and gives the same body object again until the next change:
 * the headers are made once per body, so an unchanged answer costs a lookup.
 */
export interface PolledSnapshot {
  etag: string;
  /** A Precompressed body goes out in the encoding the request accepts (and says it varies by it). */
  body: Buffer | Precompressed;
}

/** One polled path: its own headers, the same for every answer, and the caller's snapshot. */
export interface PolledPath<S = PolledSnapshot> {
  /** cache-control and vary; etag, content-type, content-length and content-encoding are added. */
  headers: Readonly<Record<string, string>>;
  /** `clientIp` reads the caller's address as Fastify's request.ip would, when asked. */
  snapshotOf(request: IncomingMessage, clientIp: () => string): S;
}

/**
 * The polled answers (ADR 24): the few paths every open dashboard asks for every 30 to 60 s, whose
 * answers are already in memory. A plain GET of one of these paths is answered before Fastify
 * routes it; modules say only what the answer is, and this module alone writes headers.
 */
export interface Polled {
  /**
   * Answers GET `path` from memory, and registers the Fastify route that answers everything else
   * there (HEAD, a query string, a trailing slash, `inject` in tests, the API document) with the
   * same answer.
   */
  serve(app: FastifyInstance, path: string, options: RouteShorthandOptions, answer: PolledPath): void;
  /**
   * serve() for a route with one path parameter whose values are known in advance
   * (`/api/board/sections/:type`): each value's path is answered as serve() answers its own, and
   * the Fastify route gives any other value to `unknown` (a 404 that says what exists).
   */
  serveEach(
    app: FastifyInstance,
    route: string,
    options: RouteShorthandOptions,
    answers: Readonly<Record<string, PolledPath>>,
    unknown: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
  ): void;
  /**
   * Answers GET `path` from memory when `snapshotOf` has the answer there (a signed-in caller
   * whose session and marks are cached); otherwise the module's own Fastify route answers.
   */
  serveWhenInMemory(path: string, answer: PolledPath<PolledSnapshot | undefined>): void;
}

export interface PolledServer extends Polled {
  /** Fastify's HTTP server (its serverFactory), which sees every request first. */
  server(handler: (request: IncomingMessage, response: ServerResponse) => void): Server;
  /** From now on every request goes to Fastify, which answers 503 while the server closes. */
  close(): void;
  /** How many requests were answered before Fastify (for tests). */
  readonly answered: number;
}

/** How long an idle keep-alive connection stays open; deploy/nginx.conf keeps its upstream ones less. */
export const IDLE_KEEP_ALIVE_MS = 72_000;

export function createPolled(options: {
  /** The headers every answer carries (plugins/security.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  /** TRUST_PROXY, as Fastify was given it, so that the caller's address is the same either way. */
  trustProxy: TrustProxyFunction | false;
  /** The metrics' recorder of one route's answers. */
  recorders?: (method: string, route: string) => RouteRecorder;
}): PolledServer {
  const routes = new Map<
    string,
    { snapshotOf: PolledPath<PolledSnapshot | undefined>['snapshotOf']; write: SnapshotWriter; record: RouteRecorder | undefined }
  >();
  const add = (path: string, answer: PolledPath<PolledSnapshot | undefined>): SnapshotWriter => {
    const write = snapshotWriter(options.securityHeaders, answer.headers);
    routes.set(path, { snapshotOf: answer.snapshotOf, write, record: options.recorders?.('GET', path) });
    return write;
  };
  const clientIp = clientAddress(options.trustProxy);
  let open = true;
  let answered = 0;

  function dispatch(request: IncomingMessage, response: ServerResponse): boolean {
    if (!open || request.method !== 'GET') return false;
    const route = routes.get(request.url ?? '');
    if (!route) return false;
    const started = performance.now();
    const snapshot = route.snapshotOf(request, () => clientIp(request));
    if (!snapshot) return false;
    route.write(request, response, snapshot);
    answered += 1;
    route.record?.(response.statusCode, (performance.now() - started) / 1000);
    return true;
  }

  return {
    serve(app, path, routeOptions, answer) {
      const write = add(path, answer);
      app.get(path, routeOptions, (request, reply) => {
        reply.hijack();
        write(
          request.raw,
          reply.raw,
          answer.snapshotOf(request.raw, () => request.ip),
        );
      });
    },
    serveEach(app, route, routeOptions, answers, unknown) {
      const parameter = /:(\w+)/.exec(route)?.[1];
      if (!parameter) throw new Error(`polled: ${route} has no path parameter`);
      const writers = new Map(Object.entries(answers).map(([value, answer]) => [value, { answer, write: add(route.replace(`:${parameter}`, value), answer) }]));
      app.get(route, routeOptions, (request, reply) => {
        const served = writers.get((request.params as Record<string, string>)[parameter] ?? '');
        if (!served) return unknown(request, reply);
        reply.hijack();
        served.write(
          request.raw,
          reply.raw,
          served.answer.snapshotOf(request.raw, () => request.ip),
        );
        return reply;
      });
    },
    serveWhenInMemory(path, answer) {
      add(path, answer);
    },
    server(handler) {
      // Fastify applies none of its own server settings to a server it is given: idle keep-alive
      // connections stay open 72 s (Fastify's default) rather than Node's 5 s, longer than nginx
      // keeps its upstream ones (60 s), so that nginx never sends a request on a closing one.
      const server = createServer((request, response) => dispatch(request, response) || handler(request, response));
      server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
      return server;
    },
    close() {
      open = false;
    },
    get answered() {
      return answered;
    },
  };
}

/** The caller's address exactly as Fastify's request.ip gives it, for the same TRUST_PROXY setting. */
function clientAddress(trust: TrustProxyFunction | false): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket.remoteAddress ?? '';
  return (request) => proxyAddr(request, trust);
}

/** One body's header lists, as writeHead takes them: made once per body. */
interface Ready {
  notModified: string[];
  full: Record<Encoding, { headers: string[]; body: Buffer }>;
  precompressed: boolean;
}

type SnapshotWriter = (request: IncomingMessage, response: ServerResponse, snapshot: PolledSnapshot) => void;

/**
 * Writes a path's answers: 304 with no body when the caller holds the snapshot's ETag, else 200
 * with the body in the encoding asked for. The security headers come first, then the path's own.
 */
export function snapshotWriter(securityHeaders: Readonly<Record<string, string>>, pathHeaders: Readonly<Record<string, string>>): SnapshotWriter {
  const made = new WeakMap<object, Ready>();
  const list = (headers: Record<string, string | number>) =>
    Object.entries({ ...securityHeaders, ...headers }).flatMap(([name, value]) => [name, String(value)]);

  function readyFor({ etag, body }: PolledSnapshot): Ready {
    const precompressed = !Buffer.isBuffer(body);
    const bodies: Precompressed = Buffer.isBuffer(body) ? { identity: body, gzip: body, br: body } : body;
    const own = { ...pathHeaders, etag, ...(precompressed ? { vary: varyWithEncoding(pathHeaders.vary) } : {}) };
    const full = (encoding: Encoding) => {
      const bytes = bodies[encoding];
      const encoded = encoding !== 'identity' && bytes !== bodies.identity;
      return {
        headers: list({
          ...own,
          'content-type': 'application/json; charset=utf-8',
          ...(encoded ? { 'content-encoding': encoding } : {}),
          'content-length': bytes.length,
        }),
        body: bytes,
      };
    };
    return { notModified: list(own), full: { br: full('br'), gzip: full('gzip'), identity: full('identity') }, precompressed };
  }

  return (request, response, snapshot) => {
    let ready = made.get(snapshot.body);
    if (!ready) {
      ready = readyFor(snapshot);
      made.set(snapshot.body, ready);
    }
    if (matchesEtag(request.headers['if-none-match'], snapshot.etag)) {
      response.writeHead(304, ready.notModified);
      response.end();
      return;
    }
    const full = ready.full[ready.precompressed ? chooseEncoding(request.headers['accept-encoding']) : 'identity'];
    response.writeHead(200, full.headers);
    response.end(full.body);
  };
}
