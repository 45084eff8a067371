import { afterEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { maintenanceServices, maintenanceWindows, serviceChecks, services, statusChanges, vendorStatusLinks } from '#server/db/schema.js';
import { reconcileStatuses } from './reconcile.ts';

/*
 * The leader's reconciliation reading only the services that move with time (full: false) comes
 * to what a full reading does: the same status changes, the same fingerprint.
 */

const testApp = useTestApp();
const created: string[] = [];
afterEach(async () => {
  const ids = created.splice(0);
  if (ids.length > 0) await testApp().db.delete(services).where(inArray(services.id, ids));
  await testApp().db.delete(maintenanceWindows);
});

async function service(values: Partial<typeof services.$inferInsert> = {}): Promise<string> {
  const [row] = await testApp()
    .db.insert(services)
    .values({ name: unique('Timed').slice(0, 60), type: 'insurance', ...values })
    .returning({ id: services.id });
  created.push(row!.id);
  return row!.id;
}

describe('reconciling only what moves with time', () => {
  it('settles a maintenance window that ended, a vendor page gone stale and marks a quiet check, as a full pass would', async () => {
    const t = testApp();
    const now = t.clock.now();
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    // Its window ended a minute ago: the status its check gives (offline) takes over again.
    const afterMaintenance = await service({ status: 'online', checkStatus: 'offline' });
    await t.db
      .insert(serviceChecks)
      .values({ serviceId: afterMaintenance, type: 'http', target: 'https://a.example.ca/', lastRunAt: now, nextRunAt: minutes(1) });
    const [window] = await t.db
      .insert(maintenanceWindows)
      .values({ title: 'Upgrade', startsAt: minutes(-30), endsAt: minutes(-1) })
      .returning();
    await t.db.insert(maintenanceServices).values({ windowId: window!.id, serviceId: afterMaintenance });
    // The vendor said offline ten minutes ago and has not been read since: unknown, the last status kept.
    const vendorStale = await service({ status: 'offline' });
    await t.db.insert(vendorStatusLinks).values({
      serviceId: vendorStale,
      kind: 'statuspage',
      pageUrl: 'https://status.example.ca/',
      state: 'offline',
      readAt: minutes(-10),
      createdAt: minutes(-60),
    });
    // A check that has not run for ten intervals: the board marks it stale.
    const quiet = await service({ checkStatus: 'online' });
    await t.db
      .insert(serviceChecks)
      .values({ serviceId: quiet, type: 'http', target: 'https://q.example.ca/', intervalSeconds: 60, lastRunAt: minutes(-10), nextRunAt: minutes(-9) });
    // Nothing about it moves with time, and it is left alone.
    const plain = await service();

    const targeted = await reconcileStatuses(t.db, now, { full: false });
    const rows = await t.db
      .select({ id: statusChanges.serviceId, to: statusChanges.toStatus, cause: statusChanges.cause })
      .from(statusChanges)
      .where(inArray(statusChanges.serviceId, created));
    expect(rows).toEqual([{ id: afterMaintenance, to: 'offline', cause: 'maintenance-end' }]);
    expect(targeted.statusChanges).toBe(1);
    expect(targeted.fingerprint).toContain(`${quiet}::stale:`);
    expect(targeted.fingerprint).toContain(`${vendorStale}:::stale`);
    expect(targeted.fingerprint).not.toContain(plain);

    const full = await reconcileStatuses(t.db, now);
    expect(full).toEqual({ ...targeted, statusChanges: 0 });
    const [after] = await t.db.select({ status: services.status }).from(services).where(eq(services.id, afterMaintenance));
    expect(after?.status).toBe('offline');
  });
});
