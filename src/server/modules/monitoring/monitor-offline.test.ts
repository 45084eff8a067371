import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { useAdminSession } from '#tests/support/admin-auth.ts';
import { startHttpTarget } from '#tests/support/check-targets.ts';
import { checkResults, monitorOfflinePeriods, serviceChecks, statusChanges } from '#server/db/schema.js';
import type { AdminService } from '#shared/status/service-admin.js';
import type { CheckRunAnswer, MonitoringCoverage } from '#shared/status/monitoring.js';
import type { Service } from '#shared/status/services.js';
import type { StatusSummary } from '#shared/status/incidents.js';
import { createMetrics } from '#server/lib/metrics.js';
import { createMonitor } from './monitor.ts';
import { loadMonitorOfflinePeriods } from './index.ts';

/*
 * The monitor that knows when it is the one offline: real targets on loopback (two hosts,
 * 127.0.0.1 and 127.0.0.2) and the ManualClock. Every check here goes offline on its first
 * counted failure, so a failure that is held shows as a status that did not move.
 */

const testApp = useTestApp({ env: { MONITOR_ALLOW_PRIVATE: 'true' } });
const admin = useAdminSession(testApp);
const silent = { warn: () => undefined };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await testApp().db.delete(monitorOfflinePeriods);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => testApp().request({ method, url, body, headers: admin.headers });
const board = async () => (await testApp().request({ method: 'GET', url: '/api/services' })).json<Service[]>();
const card = async (id: string) => (await board()).find((s) => s.id === id)!;
const coverage = async () => (await call('GET', '/api/admin/monitoring/coverage')).json<MonitoringCoverage>();
const periods = () => loadMonitorOfflinePeriods(testApp().db, new Date(0), new Date('2100-01-01T00:00:00Z'));
const changes = (id: string) =>
  testApp().db.select({ to: statusChanges.toStatus }).from(statusChanges).where(eq(statusChanges.serviceId, id)).orderBy(asc(statusChanges.at));

interface Target {
  url: string;
  close(): Promise<void>;
  reopen(): Promise<void>;
}

/** An HTTP target on 127.0.0.2: a second host beside startHttpTarget's 127.0.0.1. */
async function secondHostTarget(): Promise<Target> {
  const server = http.createServer((_request, response) => response.end('ok'));
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.2', () => resolve()));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    server.closeAllConnections();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  cleanups.push(close);
  return { url: `http://127.0.0.2:${port}`, close, reopen: () => listen(port) };
}

async function firstHostTarget(): Promise<Target> {
  const target = await startHttpTarget();
  cleanups.push(() => target.close());
  return target;
}

async function monitoredService(target: string): Promise<AdminService> {
  const created = await call('POST', '/api/admin/services', { name: unique('Carrier').slice(0, 60), type: 'insurance' });
  const service = created.json<AdminService>();
  const saved = await call('PUT', `/api/admin/services/${service.id}/check`, {
    type: 'http',
    target,
    intervalSeconds: 30,
    failuresToOffline: 1,
    successesToOnline: 1,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  cleanups.push(() => testApp().db.delete(serviceChecks).where(eq(serviceChecks.serviceId, service.id)));
  return service;
}

/** Three checks of two hosts, all answering at the first tick. */
async function threeOnlineChecks(metrics = createMetrics()) {
  const targets = [await firstHostTarget(), await firstHostTarget(), await secondHostTarget()];
  const services = [];
  for (const target of targets) services.push(await monitoredService(target.url));
  const t = testApp();
  const monitor = createMonitor({ db: t.db, clock: t.clock, config: t.config, directory: t.app.directory, log: silent, metrics });
  await monitor.tick();
  for (const service of services) expect(await card(service.id)).toMatchObject({ status: 'online', source: 'check' });
  const nextTick = () => {
    t.clock.advance(30_000);
    return monitor.tick();
  };
  return { targets, services, monitor, nextTick, metrics, firstRunAt: t.clock.now().toISOString() };
}

describe('every check failing at once', () => {
  it('moves no status, marks each service its check decides, stores the period and sets the metric', async () => {
    const { targets, services, nextTick, metrics, firstRunAt } = await threeOnlineChecks();
    const plain = (await call('POST', '/api/admin/services', { name: unique('Plain').slice(0, 60), type: 'voip' })).json<AdminService>();
    for (const target of targets) await target.close();

    const report = await nextTick();
    expect(report).toMatchObject({ checksRun: 3, statusChanges: 0, monitorOffline: true, invalidated: true });
    const startedAt = testApp().clock.now();
    for (const service of services) {
      // "Last checked" stays at the last real reading; the status is the last known one.
      expect(await card(service.id)).toMatchObject({ status: 'online', source: 'check', monitorOffline: true, lastChecked: firstRunAt });
      expect(await changes(service.id)).toEqual([]);
    }
    expect((await card(plain.id)).monitorOffline).toBeUndefined();
    const summary = (await testApp().request({ method: 'GET', url: '/api/status/summary' })).json<StatusSummary>();
    for (const service of services) expect(summary.services.find((s) => s.id === service.id)).toMatchObject({ status: 'online', monitorOffline: true });
    expect(await periods()).toEqual([{ start: startedAt, end: null }]);
    expect(await metrics.render()).toMatch(/^statusboard_monitor_offline 1$/m);
    expect((await coverage()).monitorOffline).toEqual({ since: startedAt.toISOString() });

    // The failures are kept (the admin sees them), but count towards nothing.
    const [first] = services;
    const results = await testApp()
      .db.select({ ok: checkResults.ok })
      .from(checkResults)
      .where(eq(checkResults.serviceId, first!.id))
      .orderBy(asc(checkResults.checkedAt));
    expect(results.map((r) => r.ok)).toEqual([true, false]);
    const [check] = await testApp().db.select().from(serviceChecks).where(eq(serviceChecks.serviceId, first!.id));
    expect(check).toMatchObject({ consecutiveFailures: 0, lastError: 'Connection refused (ECONNREFUSED)' });

    // Minutes later it still holds, and the period is the same one.
    await nextTick();
    await nextTick();
    for (const service of services) expect(await card(service.id)).toMatchObject({ status: 'online', monitorOffline: true });
    expect(await periods()).toEqual([{ start: startedAt, end: null }]);
  });

  it('ends when any check succeeds again; from then on failures count as before', async () => {
    const { targets, services, nextTick, metrics } = await threeOnlineChecks();
    for (const target of targets) await target.close();
    await nextTick();
    const startedAt = testApp().clock.now();

    await targets[0]!.reopen();
    const report = await nextTick();
    expect(report.monitorOffline).toBe(false);
    expect(await periods()).toEqual([{ start: startedAt, end: testApp().clock.now() }]);
    expect(await metrics.render()).toMatch(/^statusboard_monitor_offline 0$/m);
    expect((await coverage()).monitorOffline).toBeNull();
    const [answering, ...stillDown] = services;
    expect(await card(answering!.id)).toMatchObject({ status: 'online' });
    expect((await card(answering!.id)).monitorOffline).toBeUndefined();
    // The board reaches the internet again, so these two are down for real.
    for (const service of stillDown) expect(await card(service.id)).toMatchObject({ status: 'offline', source: 'check' });
  });

  it('an admin running a check by hand while it lasts: a network failure is held, a success ends it', async () => {
    const { targets, services, nextTick } = await threeOnlineChecks();
    for (const target of targets) await target.close();
    await nextTick();

    const held = await call('POST', `/api/admin/services/${services[2]!.id}/check/run`);
    expect(held.json<CheckRunAnswer>()).toMatchObject({ ok: false, serviceStatus: 'online' });
    expect((await periods())[0]?.end).toBeNull();

    await targets[2]!.reopen();
    const answered = await call('POST', `/api/admin/services/${services[2]!.id}/check/run`);
    expect(answered.json<CheckRunAnswer>()).toMatchObject({ ok: true, serviceStatus: 'online' });
    expect((await periods())[0]?.end).toEqual(testApp().clock.now());
    expect((await card(services[2]!.id)).monitorOffline).toBeUndefined();
  });
});

describe('one target failing while the others answer', () => {
  it('goes offline as it always did, and no period opens', async () => {
    const { targets, services, nextTick, metrics } = await threeOnlineChecks();
    await targets[0]!.close();
    const report = await nextTick();
    expect(report).toMatchObject({ statusChanges: 1, monitorOffline: false });
    expect(await card(services[0]!.id)).toMatchObject({ status: 'offline', source: 'check' });
    for (const service of services.slice(1)) expect(await card(service.id)).toMatchObject({ status: 'online' });
    expect((await board()).some((s) => s.monitorOffline)).toBe(false);
    expect(await periods()).toEqual([]);
    expect(await metrics.render()).toMatch(/^statusboard_monitor_offline 0$/m);
  });

  it('every check of one host failing is that host down, not the board', async () => {
    const targets = [await firstHostTarget(), await firstHostTarget(), await firstHostTarget()];
    const services = [];
    for (const target of targets) services.push(await monitoredService(target.url));
    const t = testApp();
    const monitor = createMonitor({ db: t.db, clock: t.clock, config: t.config, directory: t.app.directory, log: silent });
    await monitor.tick();
    for (const target of targets) await target.close();
    t.clock.advance(30_000);
    expect(await monitor.tick()).toMatchObject({ statusChanges: 3, monitorOffline: false });
    for (const service of services) expect(await card(service.id)).toMatchObject({ status: 'offline' });
    expect(await periods()).toEqual([]);
  });
});
