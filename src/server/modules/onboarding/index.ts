/*
 * Clinic onboarding, one module for one story (docs/product/clinic-access.md): a clinic signs up (sign-up/: the
 * /register page, e-mail verification, the provider's review and the clinic access code), or
 * registers from the dashboard's dialog and activates a network (clinics/); its network gets
 * access (network-access/: the IP whitelist and the access status every dashboard polls); and
 * the provider sees which clinics have gone quiet (heartbeat/). Its public entry: its routes as
 * one plugin, and the long-lived parts the rest of the server is given.
 */
import type { FastifyPluginAsync } from 'fastify';
import { accessRoutes } from './whitelist/access.routes.ts';
import { adminWhitelistRoutes } from './whitelist/admin-whitelist.routes.ts';
import type { AdminWhitelistDeps } from './whitelist/whitelist.service.ts';
import { clinicsRoutes } from './clinics/clinics.routes.ts';
import { adminClinicsRoutes } from './clinics/admin-clinics.routes.ts';
import type { ClinicsDeps } from './clinics/clinics-deps.ts';
import { clinicViewRoutes } from './clinic-view/clinic-view.routes.ts';
import type { ClinicViewDeps } from './clinic-view/clinic-view-deps.ts';
import { registrationRoutes } from './registration/registrations.routes.ts';
import type { RegistrationDeps } from './registration/registration-deps.ts';
import { heartbeatRoutes } from './heartbeat/heartbeat.routes.ts';
import type { HeartbeatDeps } from './heartbeat/heartbeat.service.ts';

export { createWhitelist, type Whitelist } from './whitelist/whitelist.service.ts';
export { createClinicHeartbeat, type ClinicHeartbeat } from './whitelist/clinic-heartbeat.ts';

/** The access status's parts (the whitelist, the heartbeat, the first screen and `polled`), as its route declares them. */
type AccessRoutesParts = Parameters<typeof accessRoutes>[1];

export type OnboardingModuleParts = AccessRoutesParts & ClinicsDeps & ClinicViewDeps & RegistrationDeps & AdminWhitelistDeps & HeartbeatDeps;

export const onboardingModule: FastifyPluginAsync<OnboardingModuleParts> = async (app, parts) => {
  await app.register(accessRoutes, parts);
  await app.register(clinicsRoutes, parts);
  await app.register(clinicViewRoutes, parts);
  await app.register(adminClinicsRoutes, parts);
  await app.register(registrationRoutes, parts);
  await app.register(adminWhitelistRoutes, parts);
  await app.register(heartbeatRoutes, parts);
};
