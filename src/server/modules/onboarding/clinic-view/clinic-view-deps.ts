import type { AppParts } from '#server/lib/app-parts.js';
import type { FirstScreen } from '#server/lib/http/first-screen.js';
import type { Whitelist } from '../whitelist/whitelist.service.ts';

/** What "Your clinic" reads: the clinic rows, the whitelist in memory, the heartbeat's settings (config). */
export type ClinicViewDeps = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config'> & { whitelist: Whitelist; firstScreen: FirstScreen };
