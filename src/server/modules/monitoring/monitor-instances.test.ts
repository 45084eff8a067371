import { describe, expect, it, vi } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { openSecondInstance } from '#tests/support/test-database.ts';
import { startHttpTarget } from '#tests/support/check-targets.ts';
import { checkResults, serviceChecks, services } from '#server/db/schema.js';
import { createServiceDirectory } from '../status/index.ts';
import { createLeaderLock } from './leader-lock.ts';
import { createMonitor } from './monitor.ts';

/* One scheduler across instances on one PostgreSQL (ADR 10). PGlite is one process. */

const testApp = useTestApp({ env: { MONITOR_ALLOW_PRIVATE: 'true' } });
const silent = { warn: () => undefined };

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('the monitor on several instances', () => {
  it('runs each due check exactly once when two instances tick at the same moment', async () => {
    const t = testApp();
    const target = await startHttpTarget();
    const other = await openSecondInstance(t.database);
    const otherDirectory = createServiceDirectory({ db: other.db, bus: other.bus, clock: t.clock, log: silent, refreshMs: 3_600_000 });
    await otherDirectory.view.start();
    try {
      const rows = await t.db
        .insert(services)
        .values(Array.from({ length: 6 }, () => ({ name: unique('Shared check'), type: 'insurance' as const })))
        .returning({ id: services.id });
      const ids = rows.map((r) => r.id);
      await t.db
        .insert(serviceChecks)
        .values(ids.map((serviceId) => ({ serviceId, type: 'http' as const, target: target.url, intervalSeconds: 30, nextRunAt: t.clock.now() })));

      const here = createMonitor({ db: t.db, clock: t.clock, config: t.config, directory: t.app.directory, log: silent });
      const there = createMonitor({ db: other.db, clock: t.clock, config: t.config, directory: otherDirectory, log: silent });
      const [a, b] = await Promise.all([here.tick(), there.tick()]);
      expect(a.checksRun + b.checksRun).toBe(6);
      expect(target.hits).toBe(6);

      t.clock.advance(30_000);
      await Promise.all([here.tick(), there.tick(), here.tick()]);
      expect(target.hits).toBe(12);
      const results = await t.db
        .select({ serviceId: checkResults.serviceId, runs: sql<number>`count(*)::int` })
        .from(checkResults)
        .where(inArray(checkResults.serviceId, ids))
        .groupBy(checkResults.serviceId);
      expect(results.map((r) => r.runs)).toEqual([2, 2, 2, 2, 2, 2]);
      await t.db.delete(serviceChecks).where(inArray(serviceChecks.serviceId, ids));
    } finally {
      otherDirectory.view.stop();
      await other.close();
      await target.close();
    }
  });

  it('lets an instance that does not lead run checks, and leaves timed status changes to the leader', async () => {
    const t = testApp();
    const target = await startHttpTarget();
    try {
      const [row] = await t.db
        .insert(services)
        .values({ name: unique('Shared check'), type: 'insurance' })
        .returning({ id: services.id });
      await t.db.insert(serviceChecks).values({ serviceId: row!.id, type: 'http', target: target.url, intervalSeconds: 30, nextRunAt: t.clock.now() });
      // An override that has ended: only a leading pass lifts it.
      await t.db
        .update(services)
        .set({ overrideStatus: 'offline', overrideUntil: new Date(t.clock.nowMs() - 1000) })
        .where(inArray(services.id, [row!.id]));
      const follower = createMonitor({ db: t.db, clock: t.clock, config: t.config, directory: t.app.directory, log: silent });
      const report = await follower.tick({ lead: false });
      expect(report.checksRun).toBeGreaterThanOrEqual(1);
      expect(target.hits).toBe(1);
      expect(report.overridesExpired).toBe(0);
      expect((await follower.tick({ lead: true })).overridesExpired).toBe(1);
      await t.db.delete(serviceChecks).where(inArray(serviceChecks.serviceId, [row!.id]));
    } finally {
      await target.close();
    }
  });

  it('has one leader; when the leader’s connection dies another instance takes over', async () => {
    const url = testApp().database.connectionUrl!;
    const name = unique('monitor');
    const first = createLeaderLock({ connectionString: url, name, log: silent });
    const second = createLeaderLock({ connectionString: url, name, log: silent });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      expect(await first.holds()).toBe(true);
      expect(await second.holds()).toBe(false);
      expect(await first.holds()).toBe(true);

      // The leader's process dies: PostgreSQL ends its session, which frees the lock.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [`monitor-leader:${name}`]);
      await vi.waitFor(async () => expect(await second.holds()).toBe(true), { timeout: 5000, interval: 50 });
      expect(await first.holds()).toBe(false);

      await second.release();
      await vi.waitFor(async () => expect(await first.holds()).toBe(true), { timeout: 5000, interval: 50 });
    } finally {
      await first.release();
      await second.release();
      await admin.end();
    }
  });
});

describe('the monitor on the embedded database', () => {
  it('needs no leader: one process', async () => {
    const t = testApp();
    if (t.database.engine !== 'pglite') return;
    const report = await createMonitor({ db: t.db, clock: t.clock, config: t.config, directory: t.app.directory, log: silent }).tick();
    expect(report.checksRun).toBe(0);
  });
});
