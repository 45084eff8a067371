import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { auditLog, services, users } from '#server/db/schema.js';
import type { Page } from '#shared/admin/admin.js';
import type { Incident, PublicIncidents } from '#shared/status/incidents.js';
import { profileColumns } from '../auth/users.service.ts';

const testApp = useTestApp();
let headers: Record<string, string>;
let adminId: string;
let adminEmail: string;
beforeAll(async () => {
  const admin = await createUser(testApp(), { isAdmin: true });
  adminId = admin.id;
  adminEmail = admin.email;
  headers = cookieHeader(await adminSessionCookie(testApp(), admin.id));
});

const DAY = 86_400_000;
const PROVIDER = () => testApp().config.publicConfig.provider.name;

async function newService(name = unique('Insurer')): Promise<{ id: string; name: string }> {
  const [row] = await testApp().db.insert(services).values({ name, type: 'insurance' }).returning({ id: services.id, name: services.name });
  return row!;
}

const open = (body: unknown, h = headers) => testApp().request({ method: 'POST', url: '/api/admin/incidents', body, headers: h });
const post = (id: string, body: unknown) => testApp().request({ method: 'POST', url: `/api/admin/incidents/${id}/updates`, body, headers });
const publicList = async () => (await testApp().request({ method: 'GET', url: '/api/incidents' })).json<PublicIncidents>();

async function openIncident(over: Record<string, unknown> = {}): Promise<Incident> {
  const service = await newService();
  const response = await open({ title: unique('Claims delayed'), serviceIds: [service.id], message: 'We are looking into it.', ...over });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Incident>();
}

describe('admin incident routes', () => {
  it('refuse every request without an admin session (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET', url: '/api/admin/incidents' },
      { method: 'POST', url: '/api/admin/incidents', body: {} },
      { method: 'POST', url: `/api/admin/incidents/${id}/updates`, body: {} },
      { method: 'PATCH', url: `/api/admin/incidents/${id}`, body: {} },
      { method: 'DELETE', url: `/api/admin/incidents/${id}` },
      { method: 'GET', url: '/api/admin/maintenance' },
      { method: 'POST', url: '/api/admin/maintenance', body: {} },
      { method: 'PATCH', url: `/api/admin/maintenance/${id}`, body: {} },
      { method: 'DELETE', url: `/api/admin/maintenance/${id}` },
    ] as const;
    for (const call of calls) {
      const response = await testApp().request(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });
});

describe('POST /api/admin/incidents', () => {
  it('opens an incident with its first update, shows it on the dashboard and audits it', async () => {
    const [a, b] = [await newService(), await newService()];
    const title = unique('Claims submission failing');
    const response = await open({ title: `  ${title} `, serviceIds: [a.id, b.id, a.id], status: 'identified', message: '  Manulife is rejecting claims.  ' });
    expect(response.statusCode, response.body).toBe(201);
    const incident = response.json<Incident>();
    const now = testApp().clock.now().toISOString();
    expect(incident).toEqual({
      id: expect.any(String),
      title,
      status: 'identified',
      createdAt: now,
      updatedAt: now,
      resolvedAt: null,
      services: expect.arrayContaining([
        { ...a, impact: 'degraded' },
        { ...b, impact: 'degraded' },
      ]),
      whatToDo: null,
      updates: [{ id: expect.any(String), status: 'identified', message: 'Manulife is rejecting claims.', createdAt: now, by: PROVIDER(), impact: 'degraded' }],
    });
    expect(incident.services).toHaveLength(2);
    expect((await publicList()).active.find((i) => i.id === incident.id)).toEqual(incident);
    const [audit] = await testApp()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incident.open'), eq(auditLog.target, `incident:${incident.id}`)));
    expect(audit).toMatchObject({
      actorUserId: adminId,
      actor: 'person',
      actorLabelHash: testApp().keys.blindIndex(adminEmail),
      details: { title, status: 'identified' },
    });
  });

  it('starts as investigating by default and names the admin by first name, never by e-mail', async () => {
    const named = await createUser(testApp(), { isAdmin: true });
    await testApp()
      .db.update(users)
      .set(profileColumns(testApp().keys, { firstName: 'Dana' }))
      .where(eq(users.id, named.id));
    const service = await newService();
    const response = await open(
      { title: unique('Phones down'), serviceIds: [service.id], message: 'Checking.' },
      cookieHeader(await adminSessionCookie(testApp(), named.id)),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Incident>()).toMatchObject({ status: 'investigating', updates: [{ status: 'investigating', by: 'Dana' }] });
    expect(response.body).not.toContain(named.email);
  });

  it.each([
    ['a short title', { title: 'ab' }, 'title', 'The title must be at least 3 characters.'],
    ['a long title', { title: 'x'.repeat(141) }, 'title', 'The title must be at most 140 characters.'],
    ['a blank message', { message: '   ' }, 'message', 'Enter a message for this update.'],
    ['a long message', { message: 'x'.repeat(2001) }, 'message', 'The message must be at most 2000 characters.'],
    ['no services', { serviceIds: [] }, 'serviceIds', 'Choose at least one affected service.'],
    ['a resolved status', { status: 'resolved' }, 'status', 'Choose investigating, identified or monitoring.'],
  ])('refuses %s with a clear message', async (_name, override, path, message) => {
    const service = await newService();
    const response = await open({ title: unique('Outage'), serviceIds: [service.id], message: 'Looking.', ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path, message }] });
  });

  it('refuses a service that does not exist', async () => {
    const response = await open({ title: unique('Outage'), serviceIds: ['00000000-0000-4000-8000-000000000000'], message: 'Looking.' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Some of the chosen services no longer exist. Reload the page and choose again.',
      issues: [{ path: 'serviceIds' }],
    });
  });
});

describe('incident lifecycle', () => {
  it('goes open -> update -> resolved, then moves to the recent list and takes no more updates', async () => {
    const incident = await openIncident();
    testApp().clock.advance(10 * 60_000);
    const identified = await post(incident.id, { status: 'identified', message: 'A certificate expired.' });
    expect(identified.statusCode, identified.body).toBe(201);
    expect(identified.json<Incident>()).toMatchObject({ status: 'identified', updates: [{ status: 'identified' }, { status: 'investigating' }] });

    testApp().clock.advance(10 * 60_000);
    const resolved = await post(incident.id, { status: 'resolved', message: 'Fixed.' });
    const resolvedAt = testApp().clock.now().toISOString();
    expect(resolved.json<Incident>()).toMatchObject({ status: 'resolved', resolvedAt, updatedAt: resolvedAt });
    expect(resolved.json<Incident>().updates.map((u) => u.status)).toEqual(['resolved', 'identified', 'investigating']);

    const list = await publicList();
    expect(list.active.some((i) => i.id === incident.id)).toBe(false);
    expect(list.recent[0]).toMatchObject({ id: incident.id, status: 'resolved' });

    const again = await post(incident.id, { status: 'monitoring', message: 'Still watching.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This incident is already resolved and cannot take more updates. Open a new incident if the problem is back.');
    const actions = await testApp()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `incident:${incident.id}`));
    expect(actions.map((a) => a.action).sort()).toEqual(['incident.open', 'incident.resolve', 'incident.update']);
  });

  it('keeps updates posted in the same millisecond in the order they were posted', async () => {
    const incident = await openIncident();
    for (const status of ['identified', 'monitoring', 'resolved']) {
      expect((await post(incident.id, { status, message: `Now ${status}.` })).statusCode).toBe(201);
    }
    const [shown] = (await publicList()).recent.filter((i) => i.id === incident.id);
    expect(shown!.updates.map((u) => u.status)).toEqual(['resolved', 'monitoring', 'identified', 'investigating']);
  });

  it('answers 404 for an unknown incident and 400 for a bad status', async () => {
    expect((await post('00000000-0000-4000-8000-000000000000', { status: 'monitoring', message: 'x' })).statusCode).toBe(404);
    expect((await post('not-a-uuid', { status: 'monitoring', message: 'x' })).statusCode).toBe(404);
    const incident = await openIncident();
    const bad = await post(incident.id, { status: 'fixed', message: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose investigating, identified, monitoring or resolved.');
  });

  it('keeps resolved incidents on the dashboard for 14 days by the clock, without any change', async () => {
    const start = testApp().clock.now();
    const incident = await openIncident();
    await post(incident.id, { status: 'resolved', message: 'Fixed.' });
    try {
      testApp().clock.advance(14 * DAY - 1000);
      expect((await publicList()).recent.some((i) => i.id === incident.id)).toBe(true);
      testApp().clock.advance(2000);
      expect((await publicList()).recent.some((i) => i.id === incident.id)).toBe(false);
    } finally {
      testApp().clock.set(start);
    }
  });
});

describe('GET /api/incidents', () => {
  it('carries an ETag, answers 304 to it and changes when an incident does', async () => {
    const first = await testApp().request({ method: 'GET', url: '/api/incidents' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const cached = await testApp().request({ method: 'GET', url: '/api/incidents', headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    await openIncident();
    const changed = await testApp().request({ method: 'GET', url: '/api/incidents', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('PATCH and DELETE /api/admin/incidents/:id', () => {
  it('changes the title and services, and audits it', async () => {
    const incident = await openIncident();
    const other = await newService();
    const title = unique('Claims slow');
    const response = await testApp().request({ method: 'PATCH', url: `/api/admin/incidents/${incident.id}`, body: { title, serviceIds: [other.id] }, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Incident>()).toMatchObject({ title, services: [other], updates: incident.updates });
    const [audit] = await testApp()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incident.edit'), eq(auditLog.target, `incident:${incident.id}`)));
    expect(audit?.details).toMatchObject({ title });
  });

  it('refuses an empty change and an unknown incident', async () => {
    const incident = await openIncident();
    const empty = await testApp().request({ method: 'PATCH', url: `/api/admin/incidents/${incident.id}`, body: {}, headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send a new title, a new list of services or a new impact.');
    const unknown = await testApp().request({
      method: 'PATCH',
      url: '/api/admin/incidents/00000000-0000-4000-8000-000000000000',
      body: { title: 'New title' },
      headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes an incident opened by mistake, removes it from the dashboard and audits it', async () => {
    const incident = await openIncident();
    const response = await testApp().request({ method: 'DELETE', url: `/api/admin/incidents/${incident.id}`, headers });
    expect(response.statusCode).toBe(204);
    expect((await publicList()).active.some((i) => i.id === incident.id)).toBe(false);
    expect((await testApp().request({ method: 'DELETE', url: `/api/admin/incidents/${incident.id}`, headers })).statusCode).toBe(404);
    const [audit] = await testApp()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incident.delete'), eq(auditLog.target, `incident:${incident.id}`)));
    expect(audit?.details).toMatchObject({ title: incident.title });
  });
});

describe('GET /api/admin/incidents', () => {
  const list = async (query: string) => {
    const response = await testApp().request({ method: 'GET', url: `/api/admin/incidents?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<Page<Incident>>();
  };

  it('lists active incidents all at once and resolved ones by page of 5, most recently resolved first', async () => {
    const tag = unique('pagetest');
    const resolved: string[] = [];
    for (let i = 0; i < 6; i++) {
      const incident = await openIncident({ title: `${tag} ${i}` });
      testApp().clock.advance(1000);
      await post(incident.id, { status: 'resolved', message: 'Fixed.' });
      resolved.unshift(incident.id);
    }
    const active = await openIncident({ title: `${tag} active` });

    const activePage = await list(`status=active&search=${tag}`);
    expect(activePage).toMatchObject({ total: 1, page: 1, items: [{ id: active.id }] });
    const first = await list(`status=resolved&search=${tag}`);
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 5 });
    expect(first.items.map((i) => i.id)).toEqual(resolved.slice(0, 5));
    const second = await list(`status=resolved&search=${tag}&page=2`);
    expect(second.items.map((i) => i.id)).toEqual(resolved.slice(5));
    const bad = await testApp().request({ method: 'GET', url: '/api/admin/incidents?status=open', headers });
    expect(bad.statusCode).toBe(400);
  });
});
