import type { App } from '#server/app.js';
import type { Db } from '#server/db/open.js';
import { setStatusByHand } from '#server/modules/status/index.js';
import type { ServiceStatus } from '#shared/status/services.js';

/** Sets a status as an admin would (no end time, no actor) and reloads this instance's board view. */
export async function setServiceStatus(t: { app: App; db: Db; clock: { now(): Date } }, serviceId: string, status: ServiceStatus): Promise<void> {
  await setStatusByHand({ db: t.db, now: t.clock.now() }, serviceId, { status }, { userId: null, name: null });
  await t.app.directory.view.invalidate();
  // On a large board invalidate() does not wait for the reload (cached-view.ts): the test reads what it set.
  await t.app.directory.view.settled();
}
