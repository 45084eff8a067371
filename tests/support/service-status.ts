import type { App } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/open.ts';
import { setStatusByHand } from '../../src/server/modules/status/index.ts';
import type { ServiceStatus } from '../../src/shared/status/services.ts';

/** Sets a status as an admin would (no end time, no actor) and reloads this instance's board view. */
export async function setServiceStatus(t: { app: App; db: Db; clock: { now(): Date } }, serviceId: string, status: ServiceStatus): Promise<void> {
  await setStatusByHand({ db: t.db, now: t.clock.now() }, serviceId, { status }, { userId: null, name: null });
  await t.app.directory.view.invalidate();
}
