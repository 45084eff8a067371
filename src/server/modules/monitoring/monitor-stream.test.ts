import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { checkResults, serviceChecks, services, statusChanges } from '#server/db/schema.js';
import type { CheckRow } from './check-results.ts';
import { recordCheckResults } from './check-results.ts';
import type { ProbeResult } from './checks/types.ts';
import { createMonitor } from './monitor.ts';

/*
 * The streamed scheduler and its batched writes, with probes that stand in for targets (they
 * answer when the test says) and the ManualClock. Engine-neutral: runs on PGlite and PostgreSQL.
 */

const testApp = useTestApp();
const silent = { warn: () => undefined };
const created: string[] = [];
afterEach(async () => {
  // Cascades to checks, results and status changes: later tests' ticks see none of these.
  const ids = created.splice(0);
  if (ids.length > 0) await testApp().db.delete(services).where(inArray(services.id, ids));
});

async function checkedServices(count: number, check: Partial<typeof serviceChecks.$inferInsert> = {}): Promise<string[]> {
  const t = testApp();
  const rows = await t.db
    .insert(services)
    .values(Array.from({ length: count }, () => ({ name: unique('Streamed').slice(0, 60), type: 'insurance' as const })))
    .returning({ id: services.id });
  const ids = rows.map((r) => r.id);
  created.push(...ids);
  await t.db.insert(serviceChecks).values(
    ids.map((serviceId) => ({
      serviceId,
      type: 'http' as const,
      target: `https://${serviceId}.example.ca/health`,
      intervalSeconds: 30,
      failuresToOffline: 1,
      successesToOnline: 1,
      nextRunAt: t.clock.now(),
      ...check,
    })),
  );
  return ids;
}

const up: ProbeResult = { ok: true, latencyMs: 12 };
const down: ProbeResult = { ok: false, latencyMs: 30, error: 'HTTP 503; expected 200-399' };

function monitorWith(probe: (check: CheckRow) => Promise<ProbeResult>, options: { concurrency?: number; maxResults?: number; maxWaitMs?: number } = {}) {
  const t = testApp();
  return createMonitor({
    db: t.db,
    clock: t.clock,
    config: { ...t.config, monitor: { ...t.config.monitor, concurrency: options.concurrency ?? t.config.monitor.concurrency } },
    directory: t.app.directory,
    log: silent,
    probe,
    writeBatch: { maxResults: options.maxResults ?? 100, maxWaitMs: options.maxWaitMs ?? 250 },
  });
}

const resultsOf = (ids: string[]) =>
  testApp()
    .db.select({ serviceId: checkResults.serviceId, ok: checkResults.ok })
    .from(checkResults)
    .where(inArray(checkResults.serviceId, ids))
    .orderBy(asc(checkResults.checkedAt));
const changesOf = (ids: string[]) =>
  testApp()
    .db.select({ serviceId: statusChanges.serviceId, to: statusChanges.toStatus, cause: statusChanges.cause })
    .from(statusChanges)
    .where(inArray(statusChanges.serviceId, ids));

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('results written in batches', () => {
  it('records every result of a pass, in batches smaller than the pass, with each check’s counters and “last checked”', async () => {
    const t = testApp();
    const ids = await checkedServices(25);
    const failing = new Set(ids.slice(0, 5));
    const m = monitorWith(async (check) => (failing.has(check.serviceId) ? down : up), { maxResults: 7 });

    const report = await m.tick();
    expect(report.checksRun).toBe(25);
    expect(report.invalidated).toBe(true);
    const results = await resultsOf(ids);
    expect(results).toHaveLength(25);
    expect(
      results
        .filter((r) => !r.ok)
        .map((r) => r.serviceId)
        .sort(),
    ).toEqual([...failing].sort());

    const rows = await t.db
      .select({ id: services.id, status: services.status, checkStatus: services.checkStatus, lastChecked: services.lastChecked, check: serviceChecks })
      .from(services)
      .innerJoin(serviceChecks, eq(serviceChecks.serviceId, services.id))
      .where(inArray(services.id, ids));
    for (const row of rows) {
      const fails = failing.has(row.id);
      expect(row).toMatchObject({ status: fails ? 'offline' : 'online', checkStatus: fails ? 'offline' : 'online', lastChecked: t.clock.now() });
      expect(row.check).toMatchObject({
        consecutiveFailures: fails ? 1 : 0,
        consecutiveSuccesses: fails ? 0 : 1,
        lastRunAt: t.clock.now(),
        lastLatencyMs: fails ? 30 : 12,
        lastError: fails ? 'HTTP 503; expected 200-399' : null,
      });
    }
  });

  it('writes a status change only for the services whose check concluded something new', async () => {
    const t = testApp();
    const ids = await checkedServices(12);
    let failing = new Set<string>();
    const m = monitorWith(async (check) => (failing.has(check.serviceId) ? down : up), { maxResults: 5 });
    await m.tick();
    // A service is online until told otherwise: the first results, all up, moved nothing.
    expect(await changesOf(ids)).toEqual([]);
    const [before] = await t.db.select({ updatedAt: services.updatedAt }).from(services).where(eq(services.id, ids[1]!));

    failing = new Set([ids[0]!]);
    t.clock.advance(30_000);
    const report = await m.tick();
    expect(report).toMatchObject({ checksRun: 12, statusChanges: 1 });
    expect(await changesOf(ids)).toEqual([{ serviceId: ids[0], to: 'offline', cause: 'check' }]);
    // A service whose result moved nothing keeps its row as it was, but for "last checked".
    const [after] = await t.db.select({ updatedAt: services.updatedAt, lastChecked: services.lastChecked }).from(services).where(eq(services.id, ids[1]!));
    expect(after).toEqual({ updatedAt: before!.updatedAt, lastChecked: t.clock.now() });

    // Still failing: the result is kept, no new change.
    t.clock.advance(30_000);
    expect((await m.tick()).statusChanges).toBe(0);
    expect((await resultsOf([ids[0]!])).map((r) => r.ok)).toEqual([true, false, false]);
  });

  it('records a batch where one service is gone and one appears twice, each in its order', async () => {
    const t = testApp();
    const [kept, gone] = await checkedServices(2, { failuresToOffline: 2 });
    await t.db.delete(services).where(eq(services.id, gone!));
    const at = t.clock.now();
    const later = new Date(at.getTime() + 1000);
    const answers = await recordCheckResults(t.db, [
      { serviceId: kept!, probe: down, at },
      { serviceId: gone!, probe: down, at },
      { serviceId: kept!, probe: down, at: later },
    ]);
    expect(answers.map((a) => a && { checkStatus: a.checkStatus, failures: a.check.consecutiveFailures })).toEqual([
      { checkStatus: 'offline', failures: 1 },
      null,
      { checkStatus: 'offline', failures: 2 },
    ]);
    const [row] = await t.db
      .select({ lastRunAt: serviceChecks.lastRunAt, failures: serviceChecks.consecutiveFailures })
      .from(serviceChecks)
      .where(eq(serviceChecks.serviceId, kept!));
    expect(row).toEqual({ lastRunAt: later, failures: 2 });
    expect(await resultsOf([kept!, gone!])).toHaveLength(2);
  });

  it('keeps a held failure without counting it', async () => {
    const t = testApp();
    const [id] = await checkedServices(1);
    const offline: ProbeResult = { ok: false, latencyMs: null, error: 'Connection refused (ECONNREFUSED)', network: true };
    await recordCheckResults(t.db, [{ serviceId: id!, probe: up, at: t.clock.now() }]);
    const [held] = await recordCheckResults(t.db, [{ serviceId: id!, probe: offline, at: new Date(t.clock.nowMs() + 1000), hold: true }]);
    expect(held).toMatchObject({ held: true, changed: false, checkStatus: 'online', serviceStatus: 'online' });
    const [row] = await t.db
      .select({ failures: serviceChecks.consecutiveFailures, lastError: serviceChecks.lastError, lastChecked: services.lastChecked })
      .from(serviceChecks)
      .innerJoin(services, eq(services.id, serviceChecks.serviceId))
      .where(eq(serviceChecks.serviceId, id!));
    expect(row).toEqual({ failures: 0, lastError: 'Connection refused (ECONNREFUSED)', lastChecked: t.clock.now() });
    expect((await resultsOf([id!])).map((r) => r.ok)).toEqual([true, false]);
  });
});

describe('checks streamed through the workers', () => {
  it('a target that does not answer holds only its own worker: the others run and are recorded meanwhile', async () => {
    const t = testApp();
    const ids = await checkedServices(20);
    const [slowId] = ids;
    const slow = deferred<ProbeResult>();
    const probed: string[] = [];
    const m = monitorWith(
      (check) => {
        probed.push(check.serviceId);
        return check.serviceId === slowId ? slow.promise : Promise.resolve(up);
      },
      { concurrency: 2, maxWaitMs: 0 },
    );

    const pass = m.tick();
    // With two workers, one of them stuck, the other runs all 19 and they reach the database.
    await vi.waitFor(async () => expect(await resultsOf(ids)).toHaveLength(19), { timeout: 30_000, interval: 20 });
    expect(probed).toHaveLength(20);
    expect(await resultsOf([slowId!])).toEqual([]);

    slow.resolve(down);
    const report = await pass;
    expect(report.checksRun).toBe(20);
    expect(await resultsOf([slowId!])).toEqual([{ serviceId: slowId, ok: false }]);
    const [row] = await t.db.select({ status: services.status }).from(services).where(eq(services.id, slowId!));
    expect(row?.status).toBe('offline');
  });

  it('takes the checks the longest waiting first', async () => {
    const t = testApp();
    const ids = await checkedServices(40);
    const oldest = ids.slice(30);
    await t.db
      .update(serviceChecks)
      .set({ nextRunAt: new Date(t.clock.nowMs() - 60_000) })
      .where(inArray(serviceChecks.serviceId, oldest));
    const order: string[] = [];
    const m = monitorWith(
      async (check) => {
        order.push(check.serviceId);
        return up;
      },
      { concurrency: 1 },
    );
    await m.tick();
    expect(order.slice(0, oldest.length).sort()).toEqual([...oldest].sort());
    expect(order).toHaveLength(40);
    const due = await t.db
      .select({ id: serviceChecks.serviceId })
      .from(serviceChecks)
      .where(and(inArray(serviceChecks.serviceId, ids), eq(serviceChecks.nextRunAt, t.clock.now())));
    expect(due).toEqual([]);
  });
});
