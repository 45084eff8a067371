/*
 * Clinic onboarding, one module for one story of SPEC.md: a clinic signs up (sign-up/: the
 * /register page, e-mail verification, the provider's review and the clinic access code), or
 * registers from the dashboard's dialog and activates a network (clinics/); its network gets
 * access (network-access/: the IP whitelist and the access status every dashboard polls); and
 * the provider sees which clinics have gone quiet (heartbeat/). Its public entry: the
 * long-lived parts the rest of the server is given.
 */
export { createWhitelist, type Whitelist } from './network-access/whitelist.service.ts';
export { createClinicHeartbeat, type ClinicHeartbeat } from './network-access/clinic-heartbeat.ts';
