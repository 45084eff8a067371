/*
 * The incidents module's public entry: incidents and maintenance (the admin panel's and the
 * dashboard's), the summary and feed for outside readers, and the view they all answer from.
 */
import type { FastifyPluginAsync } from 'fastify';
import { incidentsRoutes, type IncidentRoutesParts } from './incidents.routes.ts';
import { statusFeedRoutes, type StatusFeedRoutesParts } from './status-feed.routes.ts';

export { createStatusView, type StatusView } from './status-view.ts';

export type IncidentsModuleParts = IncidentRoutesParts & StatusFeedRoutesParts;

export const incidentsModule: FastifyPluginAsync<IncidentsModuleParts> = async (app, parts) => {
  await app.register(incidentsRoutes, parts);
  await app.register(statusFeedRoutes, parts);
};
