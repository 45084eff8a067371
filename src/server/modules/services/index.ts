/* The services module's public entry: the polled answers every dashboard reads (the board, its sections, every service), and the provider's list to edit. */
import type { FastifyPluginAsync } from 'fastify';
import { servicesRoutes } from './services.routes.ts';
import { boardRoutes } from './board.routes.ts';
import { adminServicesRoutes } from './admin-services.routes.ts';
import type { ServiceAdminDeps } from './service-admin.service.ts';

/** The polled answer's parts (the directory, the first screen and `polled`), as its route declares them. */
type ServicesRoutesParts = Parameters<typeof servicesRoutes>[1];

export type ServicesModuleParts = ServicesRoutesParts & ServiceAdminDeps;

export const servicesModule: FastifyPluginAsync<ServicesModuleParts> = async (app, parts) => {
  await app.register(servicesRoutes, parts);
  await app.register(boardRoutes, parts);
  await app.register(adminServicesRoutes, parts);
};
