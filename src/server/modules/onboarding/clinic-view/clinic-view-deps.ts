import type { ModuleDeps } from '#server/modules/module-deps.js';

/** What "Your clinic" reads: the clinic rows, the whitelist in memory, the heartbeat's settings (config). */
export type ClinicViewDeps = Pick<ModuleDeps, 'db' | 'keys' | 'clock' | 'config' | 'whitelist'>;
