import type { ModuleDeps } from '../../module-deps.ts';

/** What "Your clinic" reads: the clinic rows, the whitelist in memory, the heartbeat's settings (config). */
export type ClinicViewDeps = Pick<ModuleDeps, 'db' | 'keys' | 'clock' | 'config' | 'whitelist'>;
