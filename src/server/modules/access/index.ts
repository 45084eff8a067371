/* The access module's public entry: the IP whitelist and the clinics' heartbeat, as other modules use them. */
export type { Whitelist } from './whitelist.service.ts';
export type { ClinicHeartbeat } from './clinic-heartbeat.ts';
