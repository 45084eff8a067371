import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { auditLog, serviceChecks, services, statusChanges } from '#server/db/schema.js';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import type { Service } from '#shared/status/services.js';
import type { AdminService } from '#shared/status/service-admin.js';

const testApp = useTestApp();
let headers: Record<string, string>;
let adminId: string;
beforeAll(async () => {
  const admin = await createUser(testApp(), { isAdmin: true });
  adminId = admin.id;
  headers = cookieHeader(await adminSessionCookie(testApp(), admin.id));
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, body?: unknown) => testApp().request({ method, url, body, headers });
const publicList = async () => (await testApp().request({ method: 'GET', url: '/api/services' })).json<Service[]>();
const adminList = async () => (await call('GET', '/api/admin/services')).json<AdminService[]>();
const auditOf = async (action: string, id: string) =>
  testApp()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, `service:${id}`)));
const newName = (prefix = 'Insurer') => unique(prefix).slice(0, 60);

async function addService(name = newName(), type: AdminService['type'] = 'insurance', location?: string): Promise<AdminService> {
  const response = await call('POST', '/api/admin/services', { name, type, ...(location === undefined ? {} : { location }) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminService>();
}

async function claimsNetwork(): Promise<AdminService> {
  const t = testApp();
  await t.db.insert(services).values({ name: CLAIMS_NETWORK_SERVICE_NAME, type: 'insurance' }).onConflictDoNothing();
  await t.app.directory.view.invalidate();
  return (await adminList()).find((s) => s.name === CLAIMS_NETWORK_SERVICE_NAME)!;
}

describe('PUT /api/admin/services/:id/status', () => {
  it('overrides the status, shows at once on /api/services, leaves lastChecked alone and audits from/to', async () => {
    const t = testApp();
    const service = await addService();
    t.clock.advance(60_000);
    const response = await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'offline' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminService>()).toMatchObject({ id: service.id, status: 'offline', updatedAt: t.clock.now().toISOString() });

    expect((await publicList()).find((s) => s.id === service.id)).toMatchObject({ status: 'offline', lastChecked: null });
    const [audit] = await auditOf('service.status', service.id);
    expect(audit).toMatchObject({ actorUserId: adminId, details: { from: 'online', to: 'offline', name: service.name } });

    await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'warning' });
    expect((await publicList()).find((s) => s.id === service.id)?.status).toBe('warning');
    expect((await auditOf('service.status', service.id)).map((a) => a.details)).toContainEqual({ name: service.name, from: 'offline', to: 'warning' });
  });

  it('refuses an unknown status with 400', async () => {
    const service = await addService();
    const response = await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'down' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose a status: online, warning or offline');
  });

  it('takes an optional end time in the future, shown as an override, and audits it', async () => {
    const t = testApp();
    const service = await addService();
    const until = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const response = await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'offline', until });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'offline', override: { status: 'offline', until, at: t.clock.now().toISOString() } });
    expect((await publicList()).find((s) => s.id === service.id)).toMatchObject({ status: 'offline', override: { until } });
    expect((await auditOf('service.status', service.id)).map((a) => a.details)).toContainEqual({ name: service.name, from: 'online', to: 'offline', until });
    const [statusChange] = await t.db.select().from(statusChanges).where(eq(statusChanges.serviceId, service.id));
    expect(statusChange).toMatchObject({ fromStatus: 'online', toStatus: 'offline', cause: 'override' });
  });

  it.each([
    ['in the past', () => new Date(testApp().clock.now().getTime() - 1000).toISOString(), 'The override must end in the future'],
    ['not a time', () => 'tomorrow at five', 'Enter the end time as a date and time, such as 2026-06-15T17:00:00Z'],
  ])('refuses an end time %s with 400', async (_name, until, message) => {
    const service = await addService();
    const response = await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'offline', until: until() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await publicList()).find((s) => s.id === service.id)?.status).toBe('online');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const response = await call('PUT', `/api/admin/services/${id}/status`, { status: 'online' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('That service no longer exists. Refresh the list and try again.');
    }
  });
});

describe('DELETE /api/admin/services/:id/override', () => {
  it('clears a timed override on a service without a check: it goes back to its manual status, the mark goes, and it is audited', async () => {
    const t = testApp();
    const service = await addService();
    const until = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'warning', until });
    const response = await call('DELETE', `/api/admin/services/${service.id}/override`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'online', override: null, source: 'manual' });
    expect((await publicList()).find((s) => s.id === service.id)?.override).toBeUndefined();
    expect(await auditOf('service.override.clear', service.id)).toHaveLength(1);

    const again = await call('DELETE', `/api/admin/services/${service.id}/override`);
    expect(again.statusCode).toBe(200);
    expect(await auditOf('service.override.clear', service.id)).toHaveLength(1);
    expect((await call('DELETE', '/api/admin/services/00000000-0000-4000-8000-000000000000/override')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/services', () => {
  it('lists every service with its admin fields, uncached', async () => {
    const service = await addService(newName('Telus'), 'internet', 'Calgary');
    const response = await call('GET', '/api/admin/services');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<AdminService[]>().find((s) => s.id === service.id)).toEqual({
      id: service.id,
      name: service.name,
      type: 'internet',
      status: 'online',
      location: 'Calgary',
      sortOrder: expect.any(Number),
      updatedAt: expect.any(String),
      monitored: false,
      checkStatus: null,
      override: null,
      source: 'manual',
      manualStatus: 'online',
      guidance: null,
      guidanceIssues: null,
      phone: null,
      portalUrl: null,
    });
  });
});

describe('POST /api/admin/services', () => {
  it('adds a trimmed service at the end of the list, on the dashboard at once, and audits it', async () => {
    const name = newName('Shaw');
    const before = await addService();
    const service = await addService(`  ${name}  `, 'voip', '  ');
    expect(service).toMatchObject({ name, type: 'voip', location: null, status: 'online' });
    expect(service.sortOrder).toBeGreaterThan(before.sortOrder);
    expect((await publicList()).some((s) => s.id === service.id)).toBe(true);
    expect(await auditOf('service.create', service.id)).toHaveLength(1);
  });

  it('refuses a duplicate name, whatever its case, with 409', async () => {
    const service = await addService();
    const response = await call('POST', '/api/admin/services', { name: service.name.toUpperCase(), type: 'insurance' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`A service named ${service.name} already exists`);
  });

  it.each([
    ['a one-letter name', { name: ' A ', type: 'voip' }, 'Service name must be 2 to 80 characters'],
    ['a long name', { name: 'x'.repeat(81), type: 'voip' }, 'Service name must be 2 to 80 characters'],
    ['an unknown type', { name: 'Rogers', type: 'cable' }, 'Choose a type: insurance, internet or voip'],
    ['a missing name', { type: 'voip' }, 'Service name must be 2 to 80 characters'],
    ['an unknown field', { name: 'Rogers', type: 'voip', status: 'offline' }, 'Unrecognized key: "status". Remove the unknown field and try again.'],
  ])('refuses %s with 400', async (_name, body, message) => {
    const response = await call('POST', '/api/admin/services', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('adds a service with its check in one request: monitored, due at once, both audited', async () => {
    const t = testApp();
    const name = newName('Telus');
    const response = await call('POST', '/api/admin/services', {
      name,
      type: 'internet',
      check: { type: 'http', target: 'https://isp.example.ca/health', intervalSeconds: 120 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const service = response.json<AdminService & { monitored: boolean; source: string }>();
    expect(service).toMatchObject({ name, type: 'internet', status: 'online', monitored: true, source: 'check' });
    const [check] = await t.db.select().from(serviceChecks).where(eq(serviceChecks.serviceId, service.id));
    expect(check).toMatchObject({ type: 'http', target: 'https://isp.example.ca/health', intervalSeconds: 120, timeoutMs: 10_000, enabled: true });
    expect(check!.nextRunAt).toEqual(t.clock.now());
    expect(await auditOf('service.create', service.id)).toHaveLength(1);
    expect(await auditOf('service.check.create', service.id)).toHaveLength(1);
    expect((await publicList()).find((s) => s.id === service.id)).toMatchObject({ monitored: true });
  });

  it.each([
    ['a malformed check', { type: 'http', target: 'ftp://isp.example.ca' }, /^Enter an http:\/\/ or https:\/\/ address/],
    ['a check the target policy refuses', { type: 'http', target: 'http://127.0.0.1/health' }, /^Checks may not reach loopback addresses/],
    ['a check too often', { type: 'dns', target: 'isp.example.ca', intervalSeconds: 5 }, /^Check every 30 to 86400 seconds/],
  ])('adds nothing when the service comes with %s: 400 with the field’s message', async (_case, check, message) => {
    const name = newName('Refused');
    const response = await call('POST', '/api/admin/services', { name, type: 'internet', check });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await testApp().db.select().from(services).where(eq(services.name, name))).toEqual([]);
  });
});

describe('PATCH /api/admin/services/:id', () => {
  it('renames, retypes and relocates a service, on the dashboard at once, and audits the changes', async () => {
    const t = testApp();
    const service = await addService(undefined, 'insurance', 'Edmonton');
    const name = newName('Renamed');
    t.clock.advance(1000);
    const response = await call('PATCH', `/api/admin/services/${service.id}`, { name, type: 'internet', location: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminService>()).toMatchObject({ name, type: 'internet', location: null, updatedAt: t.clock.now().toISOString() });
    expect((await publicList()).find((s) => s.id === service.id)).toMatchObject({ name, type: 'internet', location: null });
    const [audit] = await auditOf('service.update', service.id);
    expect(audit?.details).toEqual({
      name,
      changes: { name: { from: service.name, to: name }, type: { from: 'insurance', to: 'internet' }, location: { from: 'Edmonton', to: null } },
    });
  });

  it('lets a service change only the case of its own name, and refuses another service’s name', async () => {
    const service = await addService(newName('telus'));
    const recased = await call('PATCH', `/api/admin/services/${service.id}`, { name: service.name.toUpperCase() });
    expect(recased.statusCode, recased.body).toBe(200);
    const other = await addService();
    const clash = await call('PATCH', `/api/admin/services/${other.id}`, { name: service.name.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`A service named ${service.name.toUpperCase()} already exists`);
  });

  it('refuses an empty change with 400 and answers 404 for unknown ids', async () => {
    const service = await addService();
    expect((await call('PATCH', `/api/admin/services/${service.id}`, {})).json().message).toBe('Send at least one field to change');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call('PATCH', `/api/admin/services/${id}`, { location: 'Red Deer' })).statusCode).toBe(404);
    }
  });
});

describe('DELETE /api/admin/services/:id', () => {
  it('removes the service from the dashboard at once and audits it', async () => {
    const service = await addService();
    expect((await publicList()).some((s) => s.id === service.id)).toBe(true);
    const response = await call('DELETE', `/api/admin/services/${service.id}`);
    expect(response.statusCode).toBe(204);
    expect((await publicList()).some((s) => s.id === service.id)).toBe(false);
    expect(await auditOf('service.delete', service.id)).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/services/${service.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/services/1234')).statusCode).toBe(404);
  });
});

describe('the claims-network aggregate', () => {
  it('cannot be renamed, retyped or removed, but its location and status can change', async () => {
    const aggregate = await claimsNetwork();
    for (const body of [{ name: 'Claims Hub' }, { type: 'internet' }]) {
      const response = await call('PATCH', `/api/admin/services/${aggregate.id}`, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('iTrans Service is the claims-network summary the dashboard is built around; its name and type cannot change.');
    }
    const removal = await call('DELETE', `/api/admin/services/${aggregate.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe('iTrans Service is the claims-network summary the dashboard is built around; it cannot be removed.');

    expect((await call('PATCH', `/api/admin/services/${aggregate.id}`, { location: 'Canada-wide' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/services/${aggregate.id}/status`, { status: 'warning' })).statusCode).toBe(200);
    expect((await adminList()).find((s) => s.id === aggregate.id)).toMatchObject({
      name: CLAIMS_NETWORK_SERVICE_NAME,
      type: 'insurance',
      location: 'Canada-wide',
    });
  });

  it('keeps its name: no other service can take it', async () => {
    await claimsNetwork();
    const response = await call('POST', '/api/admin/services', { name: 'itrans service', type: 'insurance' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A service named iTrans Service already exists');
  });
});

describe('without an admin session', () => {
  it('refuses every services admin route with 401 and changes nothing', async () => {
    const t = testApp();
    const service = await addService();
    const user = await createUser(t, { isAdmin: false });
    const notAdmin = cookieHeader(await adminSessionCookie(t, user.id));
    const attempts: [Method, string, unknown][] = [
      ['GET', '/api/admin/services', undefined],
      ['PUT', `/api/admin/services/${service.id}/status`, { status: 'offline' }],
      ['DELETE', `/api/admin/services/${service.id}/override`, undefined],
      ['POST', '/api/admin/services', { name: newName(), type: 'voip' }],
      ['PATCH', `/api/admin/services/${service.id}`, { name: newName() }],
      ['DELETE', `/api/admin/services/${service.id}`, undefined],
    ];
    for (const extra of [{}, notAdmin]) {
      for (const [method, url, body] of attempts) {
        expect((await t.request({ method, url, body, headers: extra })).statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect((await adminList()).find((s) => s.id === service.id)).toMatchObject({ name: service.name, status: 'online' });
  });
});
