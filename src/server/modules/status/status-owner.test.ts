import { afterEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { useAdminSession } from '#tests/support/admin-auth.ts';
import { startHttpTarget } from '#tests/support/check-targets.ts';
import { serviceChecks, services, statusChanges } from '#server/db/schema.js';
import type { Incident, StatusSummary } from '#shared/status/incidents.js';
import type { MonitoredAdminService } from '#shared/status/monitoring.js';
import type { Service } from '#shared/status/services.js';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import { createMonitor } from '../monitoring/monitor.ts';

/*
 * The status owner end to end: every source moves the board through one decision, and the
 * board, the summary and the history agree. Runs on PGlite and PostgreSQL.
 */

const testApp = useTestApp({ env: { MONITOR_ALLOW_PRIVATE: 'true' } });
const admin = useAdminSession(testApp);
const silent = { warn: () => undefined };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const MIN = 60_000;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  testApp().request({ method, url, body, headers: admin.headers });
const monitor = () => createMonitor({ db: testApp().db, clock: testApp().clock, config: testApp().config, directory: testApp().app.directory, log: silent });
const board = async () => (await testApp().request({ method: 'GET', url: '/api/services' })).json<Service[]>();
const card = async (id: string) => (await board()).find((s) => s.id === id)!;
const summary = async () => (await testApp().request({ method: 'GET', url: '/api/status/summary' })).json<StatusSummary>();
const causes = async (id: string) =>
  (
    await testApp()
      .db.select({ to: statusChanges.toStatus, cause: statusChanges.cause })
      .from(statusChanges)
      .where(eq(statusChanges.serviceId, id))
      .orderBy(asc(statusChanges.at))
  ).map((c) => `${c.to}:${c.cause}`);

async function addService(type: 'insurance' | 'internet' | 'voip' = 'voip'): Promise<MonitoredAdminService> {
  const response = await call('POST', '/api/admin/services', { name: unique('Provider').slice(0, 60), type });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MonitoredAdminService>();
}

async function openIncident(body: Record<string, unknown>): Promise<Incident> {
  const response = await call('POST', '/api/admin/incidents', { title: unique('Calls dropping'), message: 'We are looking into it.', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Incident>();
}

async function postUpdate(id: string, body: Record<string, unknown>): Promise<Incident> {
  const response = await call('POST', `/api/admin/incidents/${id}/updates`, { message: 'An update.', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Incident>();
}

describe('incidents move status', () => {
  it('an outage turns the card offline, names the incident, and resolving hands back the manual value', async () => {
    const service = await addService();
    await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'warning' });
    const incident = await openIncident({ serviceIds: [service.id], impact: 'outage', whatToDo: 'Use your mobile phones for now.' });

    expect(await card(service.id)).toMatchObject({
      status: 'offline',
      source: 'incident',
      incident: { id: incident.id, title: incident.title, impact: 'outage' },
      whatToDo: 'Use your mobile phones for now.',
    });
    expect(incident.services).toEqual([{ id: service.id, name: service.name, impact: 'outage' }]);

    await postUpdate(incident.id, { status: 'resolved', message: 'Calls are back.' });
    const after = await card(service.id);
    expect(after).toMatchObject({ status: 'warning', source: 'manual' });
    expect(after.incident).toBeUndefined();
    expect(after.whatToDo).toBeUndefined();
    expect(await causes(service.id)).toEqual(['warning:manual', 'offline:incident', 'warning:incident-resolved']);
  });

  it('an update changes the impact, and its pinned line replaces or clears the old one', async () => {
    const service = await addService();
    const incident = await openIncident({ serviceIds: [service.id], impact: 'degraded', whatToDo: 'Expect delays.' });
    expect(await card(service.id)).toMatchObject({ status: 'warning', whatToDo: 'Expect delays.' });

    await postUpdate(incident.id, { status: 'identified', impact: 'outage', whatToDo: 'Hold calls until we are back.' });
    expect(await card(service.id)).toMatchObject({ status: 'offline', whatToDo: 'Hold calls until we are back.' });

    // Without impact or line, an update leaves both as they were.
    await postUpdate(incident.id, { status: 'monitoring' });
    expect(await card(service.id)).toMatchObject({ status: 'offline', whatToDo: 'Hold calls until we are back.' });

    const cleared = await postUpdate(incident.id, { status: 'monitoring', impact: 'none', whatToDo: '' });
    expect(cleared.whatToDo).toBeNull();
    const after = await card(service.id);
    expect(after).toMatchObject({ status: 'online', source: 'manual' });
    expect(after.whatToDo).toBeUndefined();
  });

  it('the worst of two incidents decides, and each resolution hands over to what is left', async () => {
    const service = await addService();
    const slow = await openIncident({ serviceIds: [service.id], impact: 'degraded' });
    const down = await openIncident({ serviceIds: [service.id], impact: 'outage' });
    expect(await card(service.id)).toMatchObject({ status: 'offline', incident: { id: down.id } });
    await postUpdate(down.id, { status: 'resolved' });
    expect(await card(service.id)).toMatchObject({ status: 'warning', incident: { id: slow.id } });
    await postUpdate(slow.id, { status: 'resolved' });
    expect(await card(service.id)).toMatchObject({ status: 'online', source: 'manual' });
  });

  it('editing the services moves the new ones and releases the old ones; deleting releases all', async () => {
    const [first, second] = [await addService(), await addService()];
    const incident = await openIncident({ serviceIds: [first.id], impact: 'outage' });
    const edited = await call('PATCH', `/api/admin/incidents/${incident.id}`, { serviceIds: [second.id] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await card(first.id)).status).toBe('online');
    expect(await card(second.id)).toMatchObject({ status: 'offline', source: 'incident' });

    expect((await call('DELETE', `/api/admin/incidents/${incident.id}`)).statusCode).toBe(204);
    expect(await card(second.id)).toMatchObject({ status: 'online', source: 'manual' });
  });

  it('an information-only incident lists the service without moving it', async () => {
    const service = await addService();
    await openIncident({ serviceIds: [service.id], impact: 'none', whatToDo: 'Nothing to do; just so you know.' });
    expect(await card(service.id)).toMatchObject({ status: 'online', source: 'manual', whatToDo: 'Nothing to do; just so you know.' });
  });

  it('an override wins over an incident until it is cleared', async () => {
    const service = await addService();
    await openIncident({ serviceIds: [service.id], impact: 'outage' });
    const until = new Date(testApp().clock.now().getTime() + 30 * MIN).toISOString();
    await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'online', until });
    expect(await card(service.id)).toMatchObject({ status: 'online', source: 'override', override: { by: 'Set by the provider', until } });
    await call('DELETE', `/api/admin/services/${service.id}/override`);
    expect(await card(service.id)).toMatchObject({ status: 'offline', source: 'incident' });
  });
});

describe('checks, maintenance and freshness', () => {
  it('an incident wins over a passing check and hands back to it', async () => {
    const target = await startHttpTarget();
    cleanups.push(() => target.close());
    const service = await addService('internet');
    await call('PUT', `/api/admin/services/${service.id}/check`, { type: 'http', target: target.url, intervalSeconds: 30 });
    cleanups.push(() => testApp().db.delete(serviceChecks).where(eq(serviceChecks.serviceId, service.id)));
    await monitor().tick();
    expect(await card(service.id)).toMatchObject({ status: 'online', source: 'check', monitored: true });

    const incident = await openIncident({ serviceIds: [service.id], impact: 'outage' });
    testApp().clock.advance(30_000);
    await monitor().tick();
    expect(await card(service.id)).toMatchObject({ status: 'offline', source: 'incident' });
    await postUpdate(incident.id, { status: 'resolved' });
    expect(await card(service.id)).toMatchObject({ status: 'online', source: 'check' });
  });

  it('a check that stops running is shown as stale, not as online', async () => {
    const target = await startHttpTarget();
    cleanups.push(() => target.close());
    const service = await addService('internet');
    await call('PUT', `/api/admin/services/${service.id}/check`, { type: 'http', target: target.url, intervalSeconds: 60 });
    cleanups.push(() => testApp().db.delete(serviceChecks).where(eq(serviceChecks.serviceId, service.id)));
    await monitor().tick();
    expect((await card(service.id)).stale).toBeUndefined();

    // Nobody runs the scheduler for three intervals and a bit.
    testApp().clock.advance(3 * MIN + 1000);
    await testApp().app.directory.view.invalidate();
    expect(await card(service.id)).toMatchObject({ status: 'online', source: 'check', stale: true });
    expect((await summary()).services.find((s) => s.id === service.id)).toMatchObject({ stale: true });
  });

  it('maintenance shows as the source while it lasts and the check takes over after it', async () => {
    const target = await startHttpTarget();
    cleanups.push(() => target.close());
    const service = await addService('internet');
    await call('PUT', `/api/admin/services/${service.id}/check`, { type: 'http', target: target.url, intervalSeconds: 30, failuresToOffline: 1 });
    cleanups.push(() => testApp().db.delete(serviceChecks).where(eq(serviceChecks.serviceId, service.id)));
    const m = monitor();
    await m.tick();
    const now = testApp().clock.now().getTime();
    const window = await call('POST', '/api/admin/maintenance', {
      title: unique('Router swap'),
      serviceIds: [service.id],
      startsAt: new Date(now - MIN).toISOString(),
      endsAt: new Date(now + 10 * MIN).toISOString(),
    });
    expect(window.statusCode, window.body).toBe(201);
    expect(await card(service.id)).toMatchObject({ status: 'online', source: 'maintenance', maintenance: { title: expect.any(String) } });

    await target.close();
    testApp().clock.advance(30_000);
    await m.tick();
    // Planned downtime: the check fails, the status stays.
    expect(await card(service.id)).toMatchObject({ status: 'online', source: 'maintenance' });

    testApp().clock.advance(10 * MIN);
    await m.tick();
    expect(await card(service.id)).toMatchObject({ status: 'offline', source: 'check' });
    expect(await causes(service.id)).toEqual(['offline:maintenance-end']);
  });

  it('says since when a person set the status', async () => {
    const service = await addService();
    testApp().clock.advance(MIN);
    await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'offline' });
    expect(await card(service.id)).toMatchObject({ source: 'manual', since: testApp().clock.now().toISOString(), monitored: false });
  });
});

describe('the claims network', () => {
  async function claimsNetwork(): Promise<Service> {
    const found = (await board()).find((s) => s.name === CLAIMS_NETWORK_SERVICE_NAME);
    if (found) return found;
    const [row] = await testApp().db.insert(services).values({ name: CLAIMS_NETWORK_SERVICE_NAME, type: 'insurance' }).returning();
    await testApp().app.directory.view.invalidate();
    return (await board()).find((s) => s.id === row!.id)!;
  }

  it('an iTrans outage is a major outage named in plain words, whatever the insurers say', async () => {
    const itrans = await claimsNetwork();
    await call('PUT', `/api/admin/services/${itrans.id}/status`, { status: 'offline' });
    const body = await summary();
    expect(body.overall).toBe('major_outage');
    expect(body.sentence).toMatch(/^iTrans claims network is down/);
    await call('PUT', `/api/admin/services/${itrans.id}/status`, { status: 'online' });
    expect((await summary()).sentence).not.toMatch(/iTrans/);
  });

  it('an incident on iTrans moves it like any service', async () => {
    const itrans = await claimsNetwork();
    const incident = await openIncident({ serviceIds: [itrans.id], impact: 'degraded' });
    expect((await summary()).sentence).toMatch(/iTrans claims network has issues/);
    await postUpdate(incident.id, { status: 'resolved' });
    expect((await card(itrans.id)).status).toBe('online');
  });
});

describe('guidance', () => {
  it('an admin gives a service advice for each level, a support line and a portal; the board shows the advice that fits its status', async () => {
    const service = await addService('insurance');
    const response = await call('PATCH', `/api/admin/services/${service.id}`, {
      guidance: 'Collect payment and give the patient a claim form.',
      guidanceIssues: 'Keep sending claims; resend any that fail.',
      phone: '1-800-555-0199',
      portalUrl: 'https://provider.example.ca/dental',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ guidanceIssues: 'Keep sending claims; resend any that fail.' });
    // Online: no advice to give, only whom to call.
    const online = await card(service.id);
    expect(online).toMatchObject({ phone: '1-800-555-0199', portalUrl: 'https://provider.example.ca/dental' });
    expect(online.guidance).toBeUndefined();
    await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'warning' });
    expect(await card(service.id)).toMatchObject({ guidance: 'Keep sending claims; resend any that fail.' });
    await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'offline' });
    expect(await card(service.id)).toMatchObject({ guidance: 'Collect payment and give the patient a claim form.' });
    // Advice written for one level is never shown at the other.
    await call('PATCH', `/api/admin/services/${service.id}`, { guidanceIssues: '' });
    await call('PUT', `/api/admin/services/${service.id}/status`, { status: 'warning' });
    expect((await card(service.id)).guidance).toBeUndefined();
    const blanked = await call('PATCH', `/api/admin/services/${service.id}`, { guidance: '', phone: '', portalUrl: '' });
    expect(blanked.json()).toMatchObject({ guidance: null, guidanceIssues: null, phone: null, portalUrl: null });
  });

  it.each([
    ['a web address that is not https', { portalUrl: 'http://provider.example.ca' }, 'portalUrl'],
    ['a phone with letters', { phone: 'call us' }, 'phone'],
    ['advice that is too long', { guidance: 'x'.repeat(501) }, 'guidance'],
    ['advice for issues that is too long', { guidanceIssues: 'x'.repeat(501) }, 'guidanceIssues'],
  ])('refuses %s with a clear message', async (_case, body, path) => {
    const service = await addService();
    const response = await call('PATCH', `/api/admin/services/${service.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(path);
  });
});
