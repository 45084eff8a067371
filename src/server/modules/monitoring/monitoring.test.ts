import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser, useAdminSession } from '#tests/support/admin-auth.ts';
import { auditLog, checkResults, serviceChecks } from '#server/db/schema.js';
import type { AdminCheck, AdminCheckEntry, CheckRunAnswer } from '#shared/status/monitoring.js';
import type { AdminService } from '#shared/status/service-admin.js';
import type { Service } from '#shared/status/services.js';
import { REFUSALS } from './check-target.ts';

/* The check API with the default policy: private and loopback targets are refused. */

const testApp = useTestApp();
const admin = useAdminSession(testApp);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown) => testApp().request({ method, url, body, headers: admin.headers });
const putCheck = (id: string, body: unknown) => call('PUT', `/api/admin/services/${id}/check`, body);
const auditOf = (action: string, id: string) =>
  testApp()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, `service:${id}`)));

async function addService(): Promise<AdminService> {
  const response = await call('POST', '/api/admin/services', { name: unique('Insurer').slice(0, 60), type: 'insurance' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminService>();
}

describe('PUT /api/admin/services/:id/check', () => {
  it('creates a check with the defaults, due at once, lists it and audits it', async () => {
    const t = testApp();
    const service = await addService();
    const response = await putCheck(service.id, { type: 'http', target: 'https://claims.example.ca/health' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminCheck>()).toEqual({
      serviceId: service.id,
      type: 'http',
      target: 'https://claims.example.ca/health',
      intervalSeconds: 60,
      timeoutMs: 10_000,
      expectedStatusMin: 200,
      expectedStatusMax: 399,
      keyword: null,
      expectedAddress: null,
      latencyWarnMs: null,
      failuresToOffline: 3,
      successesToOnline: 2,
      enabled: true,
      lastRunAt: null,
      nextRunAt: t.clock.now().toISOString(),
      lastLatencyMs: null,
      lastError: null,
      consecutiveFailures: 0,
      consecutiveSuccesses: 0,
      checkStatus: null,
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await auditOf('service.check.create', service.id)).toHaveLength(1);

    const list = await call('GET', '/api/admin/checks');
    expect(list.headers['cache-control']).toBe('no-store');
    const entry = list.json<AdminCheckEntry[]>().find((e) => e.service.id === service.id);
    expect(entry).toMatchObject({ service: { name: service.name, status: 'online', override: null }, check: { type: 'http', intervalSeconds: 60 } });
    const dashboard = (await t.request({ method: 'GET', url: '/api/services' })).json<Service[]>();
    expect(dashboard.find((s) => s.id === service.id)).toMatchObject({ monitored: true });
  });

  it('replaces the check; a new target starts from no history', async () => {
    const t = testApp();
    const service = await addService();
    await putCheck(service.id, { type: 'tcp', target: 'voip.example.ca:5060', intervalSeconds: 120 });
    await t.db.update(serviceChecks).set({ consecutiveFailures: 2 }).where(eq(serviceChecks.serviceId, service.id));

    const tuned = await putCheck(service.id, { type: 'tcp', target: 'voip.example.ca:5060', intervalSeconds: 30, failuresToOffline: 5 });
    expect(tuned.json<AdminCheck>()).toMatchObject({ intervalSeconds: 30, failuresToOffline: 5, consecutiveFailures: 2 });
    const moved = await putCheck(service.id, { type: 'dns', target: 'voip.example.ca', expectedAddress: '203.0.113.7' });
    expect(moved.json<AdminCheck>()).toMatchObject({ type: 'dns', expectedAddress: '203.0.113.7', consecutiveFailures: 0, intervalSeconds: 60 });
    expect(await auditOf('service.check.update', service.id)).toHaveLength(2);
  });

  it.each([
    ['the app itself', { type: 'http', target: 'http://localhost:5000/api/services' }, REFUSALS.self],
    ['the cloud metadata endpoint', { type: 'http', target: 'http://169.254.169.254/latest/meta-data/' }, REFUSALS.metadata],
    ['a private address', { type: 'tcp', target: '10.0.0.12:5060' }, REFUSALS.private],
    ['loopback', { type: 'http', target: 'http://127.0.0.1:8080/' }, REFUSALS.loopback],
    ['a short interval', { type: 'http', target: 'https://claims.example.ca', intervalSeconds: 10 }, 'Check every 30 to 86400 seconds'],
    ['a long timeout', { type: 'http', target: 'https://claims.example.ca', timeoutMs: 60_000 }, 'Timeout must be 1000 to 30000 ms'],
    ['too many retries', { type: 'http', target: 'https://claims.example.ca', failuresToOffline: 11 }, 'Failures before offline must be 1 to 10'],
    ['an unknown type', { type: 'icmp', target: 'claims.example.ca' }, 'Choose a check type: http, tcp or dns'],
    ['a malformed URL', { type: 'http', target: 'claims.example.ca/health' }, 'Enter an http:// or https:// address, such as https://claims.example.ca/health'],
    ['a keyword on tcp', { type: 'tcp', target: 'voip.example.ca:5060', keyword: 'SIP' }, 'Keyword applies to HTTP checks only'],
    [
      'an inverted status range',
      { type: 'http', target: 'https://claims.example.ca', expectedStatusMin: 400, expectedStatusMax: 299 },
      'The lowest expected status code must not be above the highest',
    ],
    [
      'a threshold above the timeout',
      { type: 'http', target: 'https://claims.example.ca', timeoutMs: 2000, latencyWarnMs: 2500 },
      'The latency warning threshold must be below the timeout',
    ],
    [
      'a bad expected address',
      { type: 'dns', target: 'claims.example.ca', expectedAddress: 'claims' },
      'Expected address must be an IPv4 or IPv6 address, such as 203.0.113.10',
    ],
  ])('refuses %s with a 400 that says why', async (_name, body, message) => {
    const service = await addService();
    const response = await putCheck(service.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [check] = await testApp().db.select().from(serviceChecks).where(eq(serviceChecks.serviceId, service.id));
    expect(check).toBeUndefined();
  });

  it('answers 404 for an unknown service', async () => {
    const response = await putCheck('00000000-0000-4000-8000-000000000000', { type: 'dns', target: 'claims.example.ca' });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/services/:id/check', () => {
  it('removes the check; the service keeps its status as its manual status', async () => {
    const t = testApp();
    const service = await addService();
    await putCheck(service.id, { type: 'dns', target: 'claims.example.ca' });
    await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'warning' });

    const response = await call('DELETE', `/api/admin/services/${service.id}/check`);
    expect(response.statusCode).toBe(204);
    const row = (await call('GET', '/api/admin/services'))
      .json<(AdminService & { monitored: boolean; override: unknown })[]>()
      .find((s) => s.id === service.id);
    expect(row).toMatchObject({ status: 'warning', monitored: false, override: null, checkStatus: null });
    const dashboard = (await t.request({ method: 'GET', url: '/api/services' })).json<Service[]>();
    expect(dashboard.find((s) => s.id === service.id)).toMatchObject({ status: 'warning', monitored: false });
    expect(dashboard.find((s) => s.id === service.id)?.override).toBeUndefined();
    expect(await auditOf('service.check.delete', service.id)).toHaveLength(1);

    const again = await call('DELETE', `/api/admin/services/${service.id}/check`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This service has no automated check. Add one first.');
  });
});

describe('POST /api/admin/services/:id/check/run', () => {
  it('runs the check under the target policy, records the result and answers it', async () => {
    const t = testApp();
    const service = await addService();
    await putCheck(service.id, { type: 'http', target: 'https://claims.example.ca/' });
    // A target that became private after it was saved (its name now points inside) is refused at run time.
    await t.db.update(serviceChecks).set({ target: 'http://10.1.2.3/' }).where(eq(serviceChecks.serviceId, service.id));

    const response = await call('POST', `/api/admin/services/${service.id}/check/run`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CheckRunAnswer>();
    expect(answer).toMatchObject({
      ok: false,
      resultStatus: 'offline',
      error: REFUSALS.private,
      serviceStatus: 'offline',
      checkedAt: t.clock.now().toISOString(),
    });
    expect(answer.check).toMatchObject({ consecutiveFailures: 1, checkStatus: 'offline', lastError: REFUSALS.private });
    const results = await t.db.select().from(checkResults).where(eq(checkResults.serviceId, service.id));
    expect(results).toMatchObject([{ ok: false, status: 'offline', error: REFUSALS.private }]);
    expect(await auditOf('service.check.run', service.id)).toHaveLength(1);
  });

  it('answers 404 when the service has no check', async () => {
    const service = await addService();
    const response = await call('POST', `/api/admin/services/${service.id}/check/run`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This service has no automated check. Add one first.');
  });
});

describe('without an admin session', () => {
  it('refuses every check route with 401 and changes nothing', async () => {
    const t = testApp();
    const service = await addService();
    const user = await createUser(t, { isAdmin: false });
    const notAdmin = cookieHeader(await adminSessionCookie(t, user.id));
    const attempts: [Method, string, unknown][] = [
      ['GET', '/api/admin/checks', undefined],
      ['PUT', `/api/admin/services/${service.id}/check`, { type: 'dns', target: 'claims.example.ca' }],
      ['DELETE', `/api/admin/services/${service.id}/check`, undefined],
      ['POST', `/api/admin/services/${service.id}/check/run`, undefined],
    ];
    for (const extra of [{}, notAdmin]) {
      for (const [method, url, body] of attempts) {
        expect((await t.request({ method, url, body, headers: extra })).statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect(await t.db.select().from(serviceChecks).where(eq(serviceChecks.serviceId, service.id))).toHaveLength(0);
  });
});
