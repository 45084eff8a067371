import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../module-deps.ts';

/** STUB: replaced by the module's real routes. */
export const heartbeatRoutes: FastifyPluginAsync<ModuleDeps> = async () => {};
