/* The tracking module's public entry: the dashboard's click counting as one plugin. */
export { trackingRoutes as trackingModule } from './tracking.routes.ts';
export type { TrackingDeps as TrackingModuleParts } from './tracking.service.ts';
