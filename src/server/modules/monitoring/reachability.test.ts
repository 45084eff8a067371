import { afterEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser, useAdminSession } from '#tests/support/admin-auth.ts';
import { auditLog, serviceChecks, vendorStatusLinks } from '#server/db/schema.js';
import {
  MONITORING_MESSAGES,
  type AdminCheck,
  type AdminCheckEntry,
  type MonitoringCoverage,
  type ReachabilityBatchAnswer,
} from '#shared/status/monitoring.js';
import type { AdminService } from '#shared/status/service-admin.js';
import { REFUSALS } from './check-target.ts';
import { DEFAULT_PORTALS, seedDefaultGuidance } from '#server/db/seed-guidance.js';
import { seedDefaultServices } from '#server/db/seed.js';

/* Monitoring coverage and the one-click reachability check, with the default target policy (private addresses refused). */

const testApp = useTestApp();
const admin = useAdminSession(testApp);
afterEach(async () => {
  // Every test starts from a board without checks, as a new installation does.
  await testApp().db.delete(serviceChecks);
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, body?: unknown) => testApp().request({ method, url, body, headers: admin.headers });
const addOne = (id: string) => call('POST', `/api/admin/services/${id}/check/reachability`);
const coverage = async () => (await call('GET', '/api/admin/monitoring/coverage')).json<MonitoringCoverage>();
const auditOf = (id: string) =>
  testApp()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'service.check.create'), eq(auditLog.target, `service:${id}`)));

async function addService(fields: { portalUrl?: string } = {}): Promise<AdminService> {
  const response = await call('POST', '/api/admin/services', { name: unique('Insurer').slice(0, 60), type: 'insurance', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminService>();
}

describe('POST /api/admin/services/:id/check/reachability', () => {
  it('checks the portal address every 5 minutes with a GET that takes any 2xx or 3xx, lists it at once and audits it', async () => {
    const t = testApp();
    const service = await addService({ portalUrl: 'https://provider.example.ca/dental' });
    const response = await addOne(service.id);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AdminCheck>()).toMatchObject({
      serviceId: service.id,
      type: 'http',
      target: 'https://provider.example.ca/dental',
      intervalSeconds: 300,
      timeoutMs: 10_000,
      expectedStatusMin: 200,
      expectedStatusMax: 399,
      keyword: null,
      failuresToOffline: 3,
      successesToOnline: 2,
      enabled: true,
      nextRunAt: t.clock.now().toISOString(),
    });

    const listed = (await call('GET', '/api/admin/checks')).json<AdminCheckEntry[]>().find((e) => e.service.id === service.id);
    expect(listed?.check).toMatchObject({ target: 'https://provider.example.ca/dental', intervalSeconds: 300 });
    const [audit, ...more] = await auditOf(service.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actorUserId: admin.id });
    expect(audit?.details).toMatchObject({ name: service.name, type: 'http', target: 'https://provider.example.ca/dental', reachability: true });
  });

  it('refuses a service that has a check already, and leaves that check as it was', async () => {
    const service = await addService({ portalUrl: 'https://provider.example.ca/' });
    await call('PUT', `/api/admin/services/${service.id}/check`, { type: 'tcp', target: 'claims.example.ca:443' });
    const response = await addOne(service.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MONITORING_MESSAGES.checkExists);
    const [check] = await testApp().db.select().from(serviceChecks).where(eq(serviceChecks.serviceId, service.id));
    expect(check).toMatchObject({ type: 'tcp', target: 'claims.example.ca:443' });
  });

  it('refuses a service without a portal address, and one the target filter refuses, as a typed check would be', async () => {
    const bare = await addService();
    const noPortal = await addOne(bare.id);
    expect(noPortal.statusCode).toBe(400);
    expect(noPortal.json().message).toBe(MONITORING_MESSAGES.noPortal);

    const internal = await addService({ portalUrl: 'https://127.0.0.1/portal' });
    const refused = await addOne(internal.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(REFUSALS.loopback);

    expect((await addOne('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await addOne('not-an-id')).statusCode).toBe(404);
    expect(await testApp().db.select().from(serviceChecks)).toEqual([]);
    expect(await auditOf(bare.id)).toEqual([]);
  });
});

describe('POST /api/admin/checks/reachability', () => {
  it('adds the check to every service with a portal and no check, and names the portals it may not use', async () => {
    // A new installation's services, with the insurers' public sites.
    await seedDefaultServices(testApp().db);
    await seedDefaultGuidance(testApp().db);
    const portal = await addService({ portalUrl: 'https://portal.example.ca/' });
    const checked = await addService({ portalUrl: 'https://checked.example.ca/' });
    await call('PUT', `/api/admin/services/${checked.id}/check`, { type: 'dns', target: 'checked.example.ca' });
    const internal = await addService({ portalUrl: 'https://10.1.2.3/' });
    const before = await coverage();

    const response = await call('POST', '/api/admin/checks/reachability');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ReachabilityBatchAnswer>();
    expect(answer.skipped).toContainEqual({ serviceId: internal.id, name: internal.name, reason: REFUSALS.private });
    const skipped = answer.skipped.map((s) => s.serviceId);
    const created = answer.created.map((c) => c.serviceId);
    expect(created).toContain(portal.id);
    expect(created).not.toContain(checked.id);
    // The default insurers' portals are among them.
    expect(answer.created.map((c) => c.target)).toEqual(expect.arrayContaining(Object.values(DEFAULT_PORTALS)));
    expect(created.sort()).toEqual(
      before.reachabilityCandidates
        .map((s) => s.id)
        .filter((id) => !skipped.includes(id))
        .sort(),
    );
    expect(answer.created.every((c) => c.intervalSeconds === 300 && c.type === 'http')).toBe(true);
    expect(await auditOf(portal.id)).toHaveLength(1);

    const after = await coverage();
    expect(after.reachabilityCandidates.map((s) => s.id).sort()).toEqual(skipped.sort());
    expect(after.byKind.check).toBe(before.byKind.check + answer.created.length);
  });
});

describe('GET /api/admin/monitoring/coverage', () => {
  it('says when checks run late: how many wait more than a minute past their time, and since when the longest one was due', async () => {
    const t = testApp();
    const service = await addService();
    await call('PUT', `/api/admin/services/${service.id}/check`, { type: 'dns', target: 'late.example.ca' });
    const now = t.clock.nowMs();
    await t.db
      .update(serviceChecks)
      .set({ nextRunAt: new Date(now - 30_000) })
      .where(eq(serviceChecks.serviceId, service.id));
    expect((await coverage()).checksLate).toBeNull();
    await t.db
      .update(serviceChecks)
      .set({ nextRunAt: new Date(now - 150_000) })
      .where(eq(serviceChecks.serviceId, service.id));
    expect((await coverage()).checksLate).toEqual({ count: 1, oldestDueAt: new Date(now - 150_000).toISOString() });
  });

  it('counts each service once by how it is watched, and lists the ones nothing watches', async () => {
    const t = testApp();
    const checked = await addService({ portalUrl: 'https://checked.example.ca/' });
    await call('PUT', `/api/admin/services/${checked.id}/check`, { type: 'dns', target: 'checked.example.ca' });
    const paused = await addService();
    await call('PUT', `/api/admin/services/${paused.id}/check`, { type: 'dns', target: 'paused.example.ca', enabled: false });
    const vendorOnly = await addService({ portalUrl: 'https://vendor.example.ca/' });
    await t.db.insert(vendorStatusLinks).values({ serviceId: vendorOnly.id, kind: 'statuspage', pageUrl: 'https://status.vendor.example.ca/' });
    const nothing = await addService({ portalUrl: 'https://nothing.example.ca/' });

    const answer = await coverage();
    const all = (await call('GET', '/api/admin/checks')).json<AdminCheckEntry[]>();
    expect(answer.total).toBe(all.length);
    expect(answer.byKind.check + answer.byKind.vendor + answer.byKind.none).toBe(answer.total);
    expect(answer.byKind.check).toBe(1);
    expect(answer.byKind.vendor).toBeGreaterThanOrEqual(1);
    expect(answer.monitorOffline).toBeNull();

    const unwatched = answer.notMonitored.map((s) => s.id);
    expect(unwatched).toContain(paused.id);
    expect(unwatched).toContain(nothing.id);
    expect(unwatched).not.toContain(checked.id);
    expect(unwatched).not.toContain(vendorOnly.id);
    expect(answer.notMonitored.find((s) => s.id === nothing.id)).toEqual({
      id: nothing.id,
      name: nothing.name,
      type: 'insurance',
      portalUrl: 'https://nothing.example.ca/',
    });
    // A portal and no check: a vendor page alone does not stop a check of our own; a paused check does.
    const candidates = answer.reachabilityCandidates.map((s) => s.id);
    expect(candidates).toEqual(expect.arrayContaining([vendorOnly.id, nothing.id]));
    expect(candidates).not.toContain(checked.id);
    expect(candidates).not.toContain(paused.id);
    await t.db.delete(vendorStatusLinks).where(eq(vendorStatusLinks.serviceId, vendorOnly.id));
  });

  it('is for admins only, like every monitoring route', async () => {
    const t = testApp();
    const service = await addService({ portalUrl: 'https://portal.example.ca/' });
    const user = await createUser(t, { isAdmin: false });
    const notAdmin = cookieHeader(await adminSessionCookie(t, user.id));
    for (const headers of [{}, notAdmin]) {
      expect((await t.request({ method: 'GET', url: '/api/admin/monitoring/coverage', headers })).statusCode).toBe(401);
      expect((await t.request({ method: 'POST', url: `/api/admin/services/${service.id}/check/reachability`, headers })).statusCode).toBe(401);
      expect((await t.request({ method: 'POST', url: '/api/admin/checks/reachability', headers })).statusCode).toBe(401);
    }
    expect(await t.db.select().from(serviceChecks)).toEqual([]);
  });
});
