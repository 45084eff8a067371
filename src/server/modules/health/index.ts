/*
 * The health module's public entry: liveness, readiness and metrics for the machines that watch
 * the instance, and the readiness ping the composition root keeps running.
 */
import type { FastifyPluginAsync } from 'fastify';
import { noStoreByDefault } from '#server/lib/http/no-store.js';
import { healthRoutes, type HealthRoutesParts } from './health.routes.ts';
import { metricsRoutes, type MetricsRoutesParts } from './metrics.routes.ts';

export { createReadiness, type Readiness } from './readiness.ts';

export type HealthModuleParts = HealthRoutesParts & MetricsRoutesParts;

/** GET /healthz, /readyz and /metrics: what they say holds for this moment only, so no answer is kept. */
export const healthModule: FastifyPluginAsync<HealthModuleParts> = async (app, parts) => {
  noStoreByDefault(app);
  await app.register(healthRoutes, parts);
  await app.register(metricsRoutes, parts);
};
