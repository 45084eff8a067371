/* The analytics module's public entry: the admin panel's click analytics as one plugin. */
export { analyticsRoutes as analyticsModule } from './analytics.routes.ts';
