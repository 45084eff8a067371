import { describe, expect, it, vi } from 'vitest';
import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import pg from 'pg';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { startHttpTarget } from '#tests/support/check-targets.ts';
import { openDatabase } from '#server/db/open.js';
import { checkResults, serviceChecks, services } from '#server/db/schema.js';
import { createServiceDirectory } from '../status/index.ts';
import { createLeaderLock } from './leader-lock.ts';
import { createMonitor } from './monitor.ts';

/*
 * An instance that dies leaves its claims to the others within one interval, and its
 * leadership to one of them. Two instances on one PostgreSQL; the clock is injected and every
 * tick is driven by hand. PGlite is one process: nothing to take over.
 */

const testApp = useTestApp({ env: { MONITOR_ALLOW_PRIVATE: 'true' } });
const silent = { warn: () => undefined };
const CHECKS = 10;
const INTERVAL_SECONDS = 60;

/**
 * Ends, as a crash would, every PostgreSQL session of the instance named `applicationName` and the
 * session holding the advisory lock `lockName` (session-level: only the end of its session frees it).
 */
async function killSessions(url: string, applicationName: string, lockName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // A bigint advisory key shows in pg_locks as its high half in classid and its low half in objid.
    const { rows } = await admin.query<{ pid: number }>(
      `select pg_terminate_backend(pid), pid from pg_stat_activity
        where datname = current_database()
          and (application_name = $1
            or pid in (select pid from pg_locks
                        where locktype = 'advisory' and granted and objsubid = 1
                          and database = (select oid from pg_database where datname = current_database())
                          and classid::bigint = (hashtext($2)::bigint >> 32) & 4294967295
                          and objid::bigint = hashtext($2)::bigint & 4294967295))`,
      [applicationName, lockName],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('an instance that dies mid-claim', () => {
  it('leaves every check it claimed to the survivor within one interval, and the leadership too', async () => {
    const t = testApp();
    const url = t.database.connectionUrl!;
    const target = await startHttpTarget();
    const lockName = unique('monitor:leader');
    const doomedName = unique('doomed-instance');
    const doomedUrl = new URL(url);
    doomedUrl.searchParams.set('application_name', doomedName);
    const doomed = await openDatabase({ engine: 'postgres', url: doomedUrl.toString(), poolSize: 2, log: silent });
    const doomedDirectory = createServiceDirectory({ db: doomed.db, bus: doomed.bus, clock: t.clock, log: silent, refreshMs: 3_600_000 });
    await doomedDirectory.view.start();
    const doomedLock = createLeaderLock({ connectionString: url, name: lockName, log: silent });
    const survivorLock = createLeaderLock({ connectionString: url, name: lockName, log: silent });
    // Enough workers that the doomed instance has a probe in flight for every check it claims.
    const config = { ...t.config, monitor: { ...t.config.monitor, concurrency: CHECKS } };
    const survivor = createMonitor({ db: t.db, clock: t.clock, config, directory: t.app.directory, log: silent });
    const doomedMonitor = createMonitor({ db: doomed.db, clock: t.clock, config, directory: doomedDirectory, log: silent });
    let doomedPass: Promise<unknown> | undefined;
    let doomedClosed = false;
    try {
      const rows = await t.db
        .insert(services)
        .values(Array.from({ length: CHECKS }, () => ({ name: unique('Taken over'), type: 'internet' as const })))
        .returning({ id: services.id });
      const ids = rows.map((r) => r.id);
      await t.db
        .insert(serviceChecks)
        .values(
          ids.map((serviceId) => ({ serviceId, type: 'http' as const, target: target.url, intervalSeconds: INTERVAL_SECONDS, nextRunAt: t.clock.now() })),
        );
      const resultsSince = async (since: Date) =>
        t.db
          .select({ serviceId: checkResults.serviceId, runs: sql<number>`count(*)::int` })
          .from(checkResults)
          .where(and(inArray(checkResults.serviceId, ids), gte(checkResults.checkedAt, since)))
          .groupBy(checkResults.serviceId);

      // The doomed instance leads; both run checks.
      expect(await doomedLock.holds()).toBe(true);
      expect(await survivorLock.holds()).toBe(false);
      const [a, b] = await Promise.all([doomedMonitor.tick({ lead: true }), survivor.tick({ lead: false })]);
      expect(a.checksRun + b.checksRun).toBe(CHECKS);
      expect(target.hits).toBe(CHECKS);

      // One interval on, the doomed instance claims every due check, and its probes never answer.
      t.clock.advance(INTERVAL_SECONDS * 1000);
      const claimedAt = t.clock.now();
      target.behaviour.hang = true;
      doomedPass = doomedMonitor.tick({ lead: true }).catch(() => undefined);
      await vi.waitFor(() => expect(target.hits).toBe(2 * CHECKS), { timeout: 10_000, interval: 20 });

      // It dies: its sessions end without releasing anything, as when its process is killed.
      doomedDirectory.view.stop();
      expect(await killSessions(url, doomedName, lockName)).toBeGreaterThan(0);
      await doomed.close();
      doomedClosed = true;
      target.behaviour.hang = false;
      expect(await resultsSince(claimedAt)).toEqual([]);

      // The survivor takes the leadership at its next tick (once PostgreSQL has ended the session).
      await vi.waitFor(async () => expect(await survivorLock.holds()).toBe(true), { timeout: 10_000, interval: 50 });

      // Within one interval of the claim, the survivor runs every check the dead instance held.
      t.clock.advance(INTERVAL_SECONDS * 1000);
      const report = await survivor.tick({ lead: await survivorLock.holds() });
      expect(report.checksRun).toBeGreaterThanOrEqual(CHECKS);
      expect(target.hits).toBe(3 * CHECKS);
      const taken = await resultsSince(claimedAt);
      expect(taken.map((r) => r.runs)).toEqual(Array.from({ length: CHECKS }, () => 1));
      expect(taken.map((r) => r.serviceId).sort()).toEqual([...ids].sort());
      // Nothing of them is left waiting.
      const waiting = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(serviceChecks)
        .where(and(inArray(serviceChecks.serviceId, ids), lte(serviceChecks.nextRunAt, t.clock.now())));
      expect(waiting[0]?.n).toBe(0);
      await t.db.delete(services).where(inArray(services.id, ids));
    } finally {
      target.behaviour.hang = false;
      await target.close();
      // The dead instance's pass ends once its hung probes are cut; it can no longer write.
      if (!doomedClosed) {
        doomedDirectory.view.stop();
        await doomed.close();
      }
      await doomedPass;
      await doomedLock.release();
      await survivorLock.release();
    }
  });
});
