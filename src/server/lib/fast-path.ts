import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
// The module's binding: the global `performance` is a getter, called on every read.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import { matchesEtag } from './etag.ts';
import type { TrustProxyFunction } from './trust-proxy.ts';
import type { RouteRecorder } from './request-metrics.ts';
import { HeaderBlock } from './header-block.ts';

export { HeaderBlock };

/**
 * Writes a whole answer on the raw response: status, every header (security ones included) and
 * body. On the fast path it may return false, having written nothing, when the answer is not in
 * memory (a session or a user's marks not cached yet): the framework then takes the request.
 */
export type RawAnswer = (request: IncomingMessage, response: ServerResponse) => void | false;

/**
 * The polled answers, served before the framework (issue 13, point 8; ADR 16). Every open
 * dashboard asks for the same few answers every 30 to 60 s, and they are already in memory,
 * serialised and compressed; Fastify's routing, hooks and reply cost more than the answer itself
 * (a bare Fastify route reaches 0.84 of node:http on this machine, ours 0.56). A plain GET of a
 * registered path, with no query string, is answered here by the same function its Fastify route
 * calls; anything else (HEAD, a query string, a trailing slash, other paths) goes to Fastify.
 */
export interface FastPath {
  get(path: string, answer: RawAnswer): void;
  /** True when it answered the request; false leaves it to Fastify. */
  dispatch(request: IncomingMessage, response: ServerResponse): boolean;
  /** From now on every request goes to Fastify, which answers 503 while the server closes. */
  close(): void;
  /** How many requests it has answered itself (for tests and, later, metrics). */
  readonly answered: number;
}

/**
 * Gives the recorder of one route's answers (metrics), made when the route is registered so that
 * an answer records without building a label key; the time is the synchronous write's.
 */
export type AnswerRecorders = (method: string, route: string) => RouteRecorder;

export function createFastPath(recorders?: AnswerRecorders): FastPath {
  const answers = new Map<string, { answer: RawAnswer; record: RouteRecorder | undefined }>();
  let open = true;
  let answered = 0;
  return {
    get(path, answer) {
      answers.set(path, { answer, record: recorders?.('GET', path) });
    },
    dispatch(request, response) {
      if (!open || request.method !== 'GET') return false;
      const route = answers.get(request.url ?? '');
      if (!route) return false;
      const started = performance.now();
      if (route.answer(request, response) === false) return false;
      answered += 1;
      route.record?.(response.statusCode, (performance.now() - started) / 1000);
      return true;
    },
    close() {
      open = false;
    },
    get answered() {
      return answered;
    },
  };
}

/**
 * Fastify's HTTP server, made here so that the fast path sees each request first. Fastify applies
 * none of its own server settings to a server it is given, so the one that matters is set here:
 * idle keep-alive connections stay open 72 s (Fastify's default) rather than Node's 5 s, longer
 * than nginx keeps its upstream connections (60 s, deploy/nginx.conf), so that nginx never sends
 * a request on a connection the app is closing (a write would get a 502, never retried).
 * Node's request and header timeouts (300 s, 60 s) stay.
 */
export function polledServer(fastPath: FastPath, handler: (request: IncomingMessage, response: ServerResponse) => void): Server {
  const server = createServer((request, response) => fastPath.dispatch(request, response) || handler(request, response));
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;
  server.on('connection', settlePeerAddress);
  return server;
}

/**
 * Reads the peer's address as soon as a connection opens, so that every socket of this server
 * has one shape (issue 13, point 8; ADR 16). node:net keeps the address in a property added on
 * first read, and the first read came at different points of a socket's life (before or after
 * its first keep-alive timeout set another property): sockets came in four shapes, and Node's
 * stream code that writes every answer, which also sees the database's sockets, saw five and
 * went megamorphic for the process's life.
 */
function settlePeerAddress(socket: Socket): void {
  void socket.remoteAddress;
}

/** How long an idle keep-alive connection stays open; deploy/nginx.conf keeps its upstream ones less. */
export const IDLE_KEEP_ALIVE_MS = 72_000;

/** The caller's address exactly as Fastify's request.ip gives it, for the same TRUST_PROXY setting. */
export function clientAddress(trust: TrustProxyFunction | false): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket.remoteAddress ?? '';
  return (request) => proxyAddr(request, trust);
}

/** A header block made once: the security headers first, then the answer's own (an own header replaces a base one). */
export function headerBlock(base: Readonly<Record<string, string>>, own: Readonly<Record<string, string | number>>): HeaderBlock {
  return new HeaderBlock(Object.entries({ ...base, ...own }).flatMap(([name, value]) => [name, String(value)]));
}

/** 304 with the `notModified` headers when the caller already holds `etag`; else 200 with `full`. */
export function writeConditional(
  request: IncomingMessage,
  response: ServerResponse,
  etag: string,
  notModified: HeaderBlock,
  full: { headers: HeaderBlock; body: Buffer },
): void {
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    notModified.writeHead(response, 304);
    response.end();
    return;
  }
  full.headers.writeHead(response, 200);
  response.end(full.body);
}

/**
 * The header blocks of JSON answers made elsewhere (one per caller's list, say), made the first
 * time each answer is sent and kept as long as the answer object is.
 */
export function jsonAnswerHeaders(
  securityHeaders: Readonly<Record<string, string>>,
  own: (etag: string) => Readonly<Record<string, string>>,
): (answer: { body: Buffer; etag: string }) => { notModified: HeaderBlock; full: { headers: HeaderBlock; body: Buffer } } {
  const made = new WeakMap<object, { notModified: HeaderBlock; full: { headers: HeaderBlock; body: Buffer } }>();
  return (answer) => {
    let ready = made.get(answer);
    if (!ready) {
      const headers = own(answer.etag);
      ready = {
        notModified: headerBlock(securityHeaders, headers),
        full: {
          headers: headerBlock(securityHeaders, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': answer.body.length }),
          body: answer.body,
        },
      };
      made.set(answer, ready);
    }
    return ready;
  };
}

/** What a route with a polled answer is given. */
export interface Polled {
  fastPath: FastPath;
  securityHeaders: Readonly<Record<string, string>>;
  clientAddress: (request: IncomingMessage) => string;
}

/**
 * Registers one polled answer twice: on the fast path, and as the Fastify route that answers
 * everything the fast path leaves (a query string, HEAD) and that `app.inject` tests and the
 * OpenAPI document see. Both run the same function, so there is one answer to test.
 */
export function servePolled(app: FastifyInstance, polled: Polled, path: string, options: RouteShorthandOptions, answer: RawAnswer): void {
  polled.fastPath.get(path, answer);
  app.get(path, options, (request, reply) => {
    reply.hijack();
    answer(request.raw, reply.raw);
  });
}
