import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import { IpMatcher } from '#server/lib/http/ip.js';
import { AppError } from '#server/lib/errors.js';
import type { AppParts } from '#server/lib/app-parts.js';
import type { Metrics } from '#server/lib/metrics.js';
import { metricsAnswers } from './metrics.schemas.ts';
import { METRICS_SCRAPER } from '#server/lib/http/api-security.js';

export type MetricsRoutesParts = Pick<AppParts, 'config'> & { metrics: Metrics };

export const METRICS_OFF_MESSAGE = 'Metrics are turned off on this instance: set METRICS_ALLOW or METRICS_TOKEN to turn them on.';
export const METRICS_REFUSED_MESSAGE =
  'Metrics are not available from your address. Send the metrics token as a bearer token, or ask for your address to be added to METRICS_ALLOW.';
export const METRICS_BAD_TOKEN_MESSAGE = 'The metrics token is not valid.';

const METRICS_PATH = '/metrics';

/**
 * The router forgives a trailing slash and decodes escapes, but a proxy that blocks the public
 * from /metrics matches the spelling it sees: /metrics/ or /%6detrics would slip past it to here.
 * So any spelling but the exact one is an unknown page, as if the route were not there.
 */
const onlyAtExactPath: onRequestHookHandler = (request, reply, done) => {
  if (request.raw.url?.split('?', 1)[0] !== METRICS_PATH) return reply.callNotFound();
  done();
};

/**
 * GET /metrics in Prometheus's text format. Not public: it answers only callers whose address
 * (as TRUST_PROXY makes it) is in METRICS_ALLOW, or who send METRICS_TOKEN as a bearer token.
 * With neither configured it is off.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesParts> = async (app, deps) => {
  const { allow, token } = deps.config.metrics;
  const allowed = new IpMatcher(allow);
  const expected = token ? Buffer.from(token) : undefined;

  app.get(
    METRICS_PATH,
    {
      logLevel: 'warn',
      onRequest: onlyAtExactPath,
      schema: { summary: 'Prometheus metrics, for callers in METRICS_ALLOW or with the metrics token', security: METRICS_SCRAPER, response: metricsAnswers },
    },
    async (request, reply) => {
      if (!expected && allowed.size === 0) throw new AppError('forbidden', METRICS_OFF_MESSAGE);
      const presented = bearerOf(request.headers.authorization);
      if (presented !== undefined) {
        if (!expected || !sameSecret(Buffer.from(presented), expected)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new AppError('unauthorized', METRICS_BAD_TOKEN_MESSAGE);
        }
      } else if (!allowed.matches(request.ip)) {
        throw new AppError('forbidden', METRICS_REFUSED_MESSAGE);
      }
      const text = await deps.metrics.render();
      return reply.header('content-type', deps.metrics.contentType).send(text);
    },
  );
};

function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function sameSecret(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
