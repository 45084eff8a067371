import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { asc, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { useAdminSession } from '#tests/support/admin-auth.ts';
import { startHttpTarget, startTcpTarget } from '#tests/support/check-targets.ts';
import { startDnsServer } from '#tests/support/dns-server.ts';
import { checkResults, maintenanceServices, maintenanceWindows, serviceChecks, services, statusChanges, users } from '#server/db/schema.js';
import type { AdminService } from '#shared/status/service-admin.js';
import type { Service } from '#shared/status/services.js';
import { createMonitor, startMonitor } from './monitor.ts';
import { claimDueChecks, dueChecksWaiting, wakeIn } from './due-checks.ts';
import { createMetrics } from '#server/lib/metrics.js';
import { profileColumns } from '../auth/users.service.ts';

/* The scheduler end to end, with real targets on loopback and the ManualClock. */

const testApp = useTestApp({ env: { MONITOR_ALLOW_PRIVATE: 'true' } });
const admin = useAdminSession(testApp);
const silent = { warn: () => undefined };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  // Checks of finished tests would otherwise run in later ticks.
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => testApp().request({ method, url, body, headers: admin.headers });
const monitor = (config = testApp().config) =>
  createMonitor({ db: testApp().db, clock: testApp().clock, config, directory: testApp().app.directory, log: silent });
const dashboard = async (id: string) => (await testApp().request({ method: 'GET', url: '/api/services' })).json<Service[]>().find((s) => s.id === id);
const changes = (id: string) =>
  testApp()
    .db.select({ from: statusChanges.fromStatus, to: statusChanges.toStatus, cause: statusChanges.cause, actor: statusChanges.actor })
    .from(statusChanges)
    .where(eq(statusChanges.serviceId, id))
    .orderBy(asc(statusChanges.at));

async function monitoredService(check: Record<string, unknown>): Promise<AdminService> {
  const created = await call('POST', '/api/admin/services', { name: unique('Carrier').slice(0, 60), type: 'insurance' });
  const service = created.json<AdminService>();
  const saved = await call('PUT', `/api/admin/services/${service.id}/check`, { intervalSeconds: 30, ...check });
  expect(saved.statusCode, saved.body).toBe(200);
  cleanups.push(() => testApp().db.delete(serviceChecks).where(eq(serviceChecks.serviceId, service.id)));
  return service;
}

/** The next tick, one interval later. */
async function nextTick(m: ReturnType<typeof monitor>, seconds = 30) {
  testApp().clock.advance(seconds * 1000);
  return m.tick();
}

describe('automated checks', () => {
  it('turns a service offline after the retries when its target stops answering, and back online after recovery', async () => {
    const target = await startHttpTarget();
    cleanups.push(() => target.close());
    const service = await monitoredService({ type: 'http', target: `${target.url}/health`, failuresToOffline: 3, successesToOnline: 2 });
    const m = monitor();

    expect((await m.tick()).checksRun).toBeGreaterThanOrEqual(1);
    expect(await dashboard(service.id)).toMatchObject({ status: 'online', monitored: true });
    await target.close();
    await nextTick(m);
    await nextTick(m);
    expect((await dashboard(service.id))?.status).toBe('online');
    await nextTick(m);
    expect(await dashboard(service.id)).toMatchObject({ status: 'offline', lastChecked: testApp().clock.now().toISOString() });

    await target.reopen();
    await nextTick(m);
    expect((await dashboard(service.id))?.status).toBe('offline');
    await nextTick(m);
    expect((await dashboard(service.id))?.status).toBe('online');

    expect(await changes(service.id)).toEqual([
      { from: 'online', to: 'offline', cause: 'check', actor: null },
      { from: 'offline', to: 'online', cause: 'check', actor: null },
    ]);
    const results = await testApp().db.select().from(checkResults).where(eq(checkResults.serviceId, service.id)).orderBy(asc(checkResults.checkedAt));
    expect(results.map((r) => r.ok)).toEqual([true, false, false, false, true, true]);
  });

  it('moves "last checked" on the board after every run, also one that changes no status', async () => {
    const target = await startHttpTarget();
    cleanups.push(() => target.close());
    const service = await monitoredService({ type: 'http', target: `${target.url}/health` });
    const m = monitor();
    await m.tick();
    expect(await dashboard(service.id)).toMatchObject({ status: 'online', lastChecked: testApp().clock.now().toISOString() });
    const report = await nextTick(m);
    expect(report.statusChanges).toBe(0);
    expect((await dashboard(service.id))?.lastChecked).toBe(testApp().clock.now().toISOString());
  });

  it('counts check runs by service type and outcome, and status changes', async () => {
    const target = await startHttpTarget();
    cleanups.push(() => target.close());
    const service = await monitoredService({ type: 'http', target: `${target.url}/health`, failuresToOffline: 1, successesToOnline: 1 });
    const metrics = createMetrics();
    const m = createMonitor({ db: testApp().db, clock: testApp().clock, config: testApp().config, directory: testApp().app.directory, log: silent, metrics });

    await m.tick();
    await target.close();
    await nextTick(m, 45);
    const text = await metrics.render();
    // By the service's type, never its name (one series per service does not scale).
    expect(text).toMatch(/^statusboard_check_runs_total\{service_type="insurance",outcome="up"\} [1-9]/m);
    expect(text).toMatch(/^statusboard_check_runs_total\{service_type="insurance",outcome="down"\} [1-9]/m);
    expect(text).toMatch(/^statusboard_check_latency_seconds_count\{service_type="insurance"\} [1-9]/m);
    expect(text).not.toContain(service.name);
    expect(text).toMatch(/^statusboard_status_changes_total\{source="check"\} [1-9]/m);
  });

  it('takes the due checks a batch at a time, the longest waiting first, all in one pass; the lag is the longest wait, read at each scrape', async () => {
    const listener = await startTcpTarget();
    cleanups.push(() => listener.close());
    const created: AdminService[] = [];
    for (let i = 0; i < 36; i++) created.push(await monitoredService({ type: 'tcp', target: listener.address, intervalSeconds: 60 }));
    const config = { ...testApp().config, monitor: { ...testApp().config.monitor, enabled: true, concurrency: 1 } };
    const metrics = createMetrics();
    // No tick of its own (the interval is a day away): only the lag it reads at each scrape.
    const scheduler = startMonitor(
      { ...testApp(), database: testApp().database, config, directory: testApp().app.directory, log: pino({ level: 'silent' }), metrics },
      86_400_000,
    );
    cleanups.push(() => scheduler.stop());
    const m = createMonitor({ db: testApp().db, clock: testApp().clock, config, directory: testApp().app.directory, log: silent });

    // One worker, 32 checks a claim: two claims in the one pass, and every check ran.
    expect((await m.tick()).checksRun).toBe(36);
    expect(listener.connections).toBe(36);
    expect(await metrics.render()).toMatch(/^statusboard_scheduler_lag_seconds 0$/m);

    // A minute and a half on, each has been due for 30 s and none has been taken.
    testApp().clock.advance(90_000);
    expect(await dueChecksWaiting(testApp().db, testApp().clock.now())).toMatchObject({ count: 36 });
    expect(await metrics.render()).toMatch(/^statusboard_scheduler_lag_seconds 30$/m);

    // A claim takes the longest waiting first and leaves the rest due, where the lag still sees them.
    const first = created[0]!.id;
    await testApp()
      .db.update(serviceChecks)
      .set({ nextRunAt: new Date(testApp().clock.nowMs() - 120_000) })
      .where(eq(serviceChecks.serviceId, first));
    const taken = await claimDueChecks(testApp().db, testApp().clock.now(), 10);
    expect(taken).toHaveLength(10);
    expect(taken.map((check) => check.serviceId)).toContain(first);
    expect(await dueChecksWaiting(testApp().db, testApp().clock.now())).toMatchObject({ count: 26 });
    expect(await metrics.render()).toMatch(/^statusboard_scheduler_lag_seconds 30$/m);
  });

  it('runs a check claimed by an instance that died one interval later, by whoever claims it then', async () => {
    const listener = await startTcpTarget();
    cleanups.push(() => listener.close());
    await monitoredService({ type: 'tcp', target: listener.address, intervalSeconds: 60 });
    // Claimed, then never run: the instance died with it.
    expect((await claimDueChecks(testApp().db, testApp().clock.now(), 100)).length).toBeGreaterThanOrEqual(1);
    const survivor = monitor();
    await nextTick(survivor, 30);
    expect(listener.connections).toBe(0);
    await nextTick(survivor, 30);
    expect(listener.connections).toBe(1);
  });

  it('never gives one due check to two claims made at the same moment', async () => {
    const listener = await startTcpTarget();
    cleanups.push(() => listener.close());
    for (let i = 0; i < 12; i++) await monitoredService({ type: 'tcp', target: listener.address, intervalSeconds: 60 });
    const now = testApp().clock.now();
    const claims = await Promise.all([claimDueChecks(testApp().db, now, 5), claimDueChecks(testApp().db, now, 5), claimDueChecks(testApp().db, now, 5)]);
    const ids = claims.flat().map((check) => check.serviceId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(12);
  });

  it('keeps each check on its own schedule: taken a moment late it does not drift, more than an interval late it starts again from then', async () => {
    const listener = await startTcpTarget();
    cleanups.push(() => listener.close());
    const service = await monitoredService({ type: 'tcp', target: listener.address, intervalSeconds: 60 });
    const nextRun = async () => (await testApp().db.select().from(serviceChecks).where(eq(serviceChecks.serviceId, service.id)))[0]!.nextRunAt!.getTime();
    const m = monitor();
    const start = testApp().clock.nowMs();
    await m.tick();
    expect(await nextRun()).toBe(start + 60_000);
    await nextTick(m, 61);
    expect(await nextRun()).toBe(start + 120_000);
    await nextTick(m, 189);
    expect(await nextRun()).toBe(start + 250_000 + 60_000);
    expect(listener.connections).toBe(3);
  });

  it('wakes when the next check falls due, at most a tick away and never in a busy loop', () => {
    const now = new Date('2026-12-01T18:00:00Z');
    expect(wakeIn(new Date(now.getTime() + 1_200), now, 5_000)).toBe(1_200);
    expect(wakeIn(new Date(now.getTime() + 60_000), now, 5_000)).toBe(5_000);
    expect(wakeIn(new Date(now.getTime() - 3_000), now, 5_000)).toBe(250);
    expect(wakeIn(null, now, 5_000)).toBe(5_000);
  });

  it('runs a check only when it is due', async () => {
    const listener = await startTcpTarget();
    cleanups.push(() => listener.close());
    await monitoredService({ type: 'tcp', target: listener.address, intervalSeconds: 60 });
    const m = monitor();
    await m.tick();
    await nextTick(m, 30);
    expect(listener.connections).toBe(1);
    await nextTick(m, 30);
    expect(listener.connections).toBe(2);
  });

  it('gives warning for slow answers, and online again once they are fast', async () => {
    const target = await startHttpTarget();
    cleanups.push(() => target.close());
    const service = await monitoredService({ type: 'http', target: target.url, latencyWarnMs: 50 });
    // The stopwatch says how long an answer took: slow, then fast, with no slow server to wait for.
    let latencyMs = 150;
    const m = createMonitor({
      db: testApp().db,
      clock: testApp().clock,
      config: testApp().config,
      directory: testApp().app.directory,
      log: silent,
      stopwatch: () => () => latencyMs,
    });
    await m.tick();
    expect((await dashboard(service.id))?.status).toBe('warning');
    latencyMs = 5;
    await nextTick(m);
    expect((await dashboard(service.id))?.status).toBe('online');
    expect((await changes(service.id)).map((c) => c.to)).toEqual(['warning', 'online']);
  });

  it('fails a check whose keyword is missing from the page', async () => {
    const target = await startHttpTarget({ body: 'Scheduled maintenance in progress' });
    cleanups.push(() => target.close());
    const service = await monitoredService({ type: 'http', target: target.url, keyword: 'All systems operational' });
    const run = await call('POST', `/api/admin/services/${service.id}/check/run`);
    expect(run.json()).toMatchObject({ ok: false, error: 'Keyword "All systems operational" not found in the response', serviceStatus: 'offline' });
    expect((await dashboard(service.id))?.status).toBe('offline');
  });

  it('checks a DNS name against its expected address through the configured server', async () => {
    const dns = await startDnsServer();
    cleanups.push(() => dns.close());
    const name = `${unique('claims')}.example.ca`.toLowerCase();
    dns.records.set(name, { a: ['203.0.113.10'] });
    const t = testApp();
    const m = monitor({ ...t.config, monitor: { ...t.config.monitor, dnsServers: [dns.address] } });
    const service = await monitoredService({ type: 'dns', target: name, expectedAddress: '203.0.113.10', failuresToOffline: 1 });
    await m.tick();
    expect((await dashboard(service.id))?.status).toBe('online');
    dns.records.set(name, { a: ['203.0.113.66'] });
    await nextTick(m);
    expect((await dashboard(service.id))?.status).toBe('offline');
    const [check] = await t.db.select().from(serviceChecks).where(eq(serviceChecks.serviceId, service.id));
    expect(check?.lastError).toBe('Resolved to 203.0.113.66; expected 203.0.113.10');
  });

  it('never runs two ticks at once', async () => {
    const m = monitor();
    const first = m.tick();
    expect(m.tick()).toBe(first);
    await first;
  });
});

describe('manual overrides against checks', () => {
  it('an override wins over the check until it expires, shows who set it, and every change has its cause', async () => {
    const t = testApp();
    await t.db
      .update(users)
      .set(profileColumns(t.keys, { firstName: 'Dana' }))
      .where(eq(users.id, admin.id));
    const target = await startHttpTarget();
    cleanups.push(() => target.close());
    const service = await monitoredService({ type: 'http', target: target.url });
    const m = monitor();
    await m.tick();

    const until = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    const set = await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'offline', until });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ status: 'offline', monitored: true, checkStatus: 'online', override: { status: 'offline', by: 'Dana', until } });
    // The admin panel names the admin; the public board never does.
    expect(await dashboard(service.id)).toMatchObject({ status: 'offline', source: 'override', override: { by: 'Set by the provider', until } });

    await nextTick(m);
    await nextTick(m);
    expect((await dashboard(service.id))?.status).toBe('offline');

    t.clock.set(new Date(Date.parse(until) + 1000));
    const report = await m.tick();
    expect(report.overridesExpired).toBe(1);
    const after = await dashboard(service.id);
    expect(after?.status).toBe('online');
    expect(after?.override).toBeUndefined();
    expect(await changes(service.id)).toEqual([
      { from: 'online', to: 'offline', cause: 'override', actor: 'Dana' },
      { from: 'offline', to: 'online', cause: 'override-expired', actor: null },
    ]);
  });

  it('clearing an override hands the service back to its check', async () => {
    const target = await startHttpTarget();
    cleanups.push(() => target.close());
    const service = await monitoredService({ type: 'http', target: target.url });
    await monitor().tick();
    await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'warning' });
    expect((await dashboard(service.id))?.override).toMatchObject({ until: null });

    const cleared = await call('DELETE', `/api/admin/services/${service.id}/override`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ status: 'online', override: null });
    expect((await changes(service.id)).map((c) => c.cause)).toEqual(['override', 'override-cleared']);
  });
});

describe('maintenance windows', () => {
  it('freeze the status while checks keep recording, and release it when the window ends', async () => {
    const t = testApp();
    const target = await startHttpTarget();
    cleanups.push(() => target.close());
    const service = await monitoredService({ type: 'http', target: target.url, failuresToOffline: 1 });
    const m = monitor();
    await m.tick();

    const now = t.clock.now().getTime();
    const [window] = await t.db
      .insert(maintenanceWindows)
      .values({ title: 'Claims platform upgrade', startsAt: new Date(now + 10_000), endsAt: new Date(now + 300_000) })
      .returning();
    await t.db.insert(maintenanceServices).values({ windowId: window!.id, serviceId: service.id });
    cleanups.push(() => t.db.delete(maintenanceWindows).where(eq(maintenanceWindows.id, window!.id)));

    await target.close();
    const started = await nextTick(m);
    expect(started.invalidated).toBe(true);
    expect(await dashboard(service.id)).toMatchObject({
      status: 'online',
      maintenance: { title: 'Claims platform upgrade', until: new Date(now + 300_000).toISOString() },
    });
    const [during] = await t.db.select({ checkStatus: services.checkStatus }).from(services).where(eq(services.id, service.id));
    expect(during?.checkStatus).toBe('offline');

    t.clock.set(new Date(now + 301_000));
    await m.tick();
    const after = await dashboard(service.id);
    expect(after).toMatchObject({ status: 'offline' });
    expect(after?.maintenance).toBeUndefined();
    expect(await changes(service.id)).toEqual([{ from: 'online', to: 'offline', cause: 'maintenance-end', actor: null }]);
  });
});

describe('services without a check', () => {
  it('take a manual status as it is, and a timed override goes back to that manual status when it ends', async () => {
    const t = testApp();
    const created = await call('POST', '/api/admin/services', { name: unique('Plain').slice(0, 60), type: 'voip' });
    const service = created.json<AdminService>();

    const manual = await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'warning' });
    expect(manual.json()).toMatchObject({ status: 'warning', monitored: false, override: null, source: 'manual', manualStatus: 'warning' });
    expect((await dashboard(service.id))?.override).toBeUndefined();

    const until = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const timed = await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'offline', until });
    expect(timed.json()).toMatchObject({ status: 'offline', override: { status: 'offline', until } });
    expect((await dashboard(service.id))?.override).toMatchObject({ until });

    t.clock.advance(61_000);
    await monitor().tick();
    expect(await dashboard(service.id)).toMatchObject({ status: 'warning', source: 'manual' });
    expect((await changes(service.id)).map((c) => [c.to, c.cause])).toEqual([
      ['warning', 'manual'],
      ['offline', 'override'],
      ['warning', 'override-expired'],
    ]);
  });
});
