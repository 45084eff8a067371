import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { auditLog, maintenanceWindows, services } from '#server/db/schema.js';
import type { Maintenance, PublicMaintenance } from '#shared/status/incidents.js';

const testApp = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  const admin = await createUser(testApp(), { isAdmin: true });
  headers = cookieHeader(await adminSessionCookie(testApp(), admin.id));
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(testApp().clock.now().getTime() + ms).toISOString();

async function newService(): Promise<{ id: string; name: string }> {
  const [row] = await testApp()
    .db.insert(services)
    .values({ name: unique('Telus'), type: 'internet' })
    .returning({ id: services.id, name: services.name });
  return row!;
}

const schedule = (body: unknown) => testApp().request({ method: 'POST', url: '/api/admin/maintenance', body, headers });
const publicMaintenance = async () => (await testApp().request({ method: 'GET', url: '/api/maintenance' })).json<PublicMaintenance>();
const adminList = async () => (await testApp().request({ method: 'GET', url: '/api/admin/maintenance', headers })).json<Maintenance[]>();

async function scheduled(startIn: number, length = 2 * HOUR): Promise<Maintenance> {
  const service = await newService();
  const response = await schedule({ title: unique('Router upgrade'), serviceIds: [service.id], startsAt: at(startIn), endsAt: at(startIn + length) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Maintenance>();
}

describe('POST /api/admin/maintenance', () => {
  it('schedules a window, announces it, reloads the services snapshot and audits it', async () => {
    const service = await newService();
    const title = unique('Fibre splice');
    const startsAt = at(DAY);
    const endsAt = at(DAY + 2 * HOUR);
    let reloaded = false;
    const original = testApp().app.directory.view.invalidate;
    testApp().app.directory.view.invalidate = async () => {
      reloaded = true;
      return original();
    };
    try {
      const response = await schedule({ title, description: '  Expect short drops. ', serviceIds: [service.id], startsAt, endsAt });
      expect(response.statusCode, response.body).toBe(201);
      const window = response.json<Maintenance>();
      expect(window).toEqual({
        id: expect.any(String),
        title,
        description: 'Expect short drops.',
        startsAt,
        endsAt,
        services: [service],
        createdAt: testApp().clock.now().toISOString(),
        state: 'upcoming',
      });
      expect(reloaded).toBe(true);
      expect((await publicMaintenance()).upcoming.find((w) => w.id === window.id)).toEqual(window);
      const [audit] = await testApp()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'maintenance.schedule'), eq(auditLog.target, `maintenance:${window.id}`)));
      expect(audit?.details).toMatchObject({ title, startsAt, endsAt });
    } finally {
      testApp().app.directory.view.invalidate = original;
    }
  });

  it.each([
    ['an end before the start', { startsAt: 2 * HOUR, endsAt: HOUR }, 'endsAt', 'The end must be after the start.'],
    ['an end in the past', { startsAt: -3 * HOUR, endsAt: -HOUR }, 'endsAt', 'The end must be in the future.'],
  ])('refuses %s', async (_name, times, path, message) => {
    const service = await newService();
    const response = await schedule({ title: unique('Upgrade'), serviceIds: [service.id], startsAt: at(times.startsAt), endsAt: at(times.endsAt) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path, message }] });
  });

  it('refuses a time without its offset, no services and a short title', async () => {
    const service = await newService();
    const base = { title: unique('Upgrade'), serviceIds: [service.id], startsAt: at(HOUR), endsAt: at(2 * HOUR) };
    const local = await schedule({ ...base, startsAt: '2026-06-16T10:00' });
    expect(local.json()).toMatchObject({ message: 'Enter a valid start date and time.', issues: [{ path: 'startsAt' }] });
    expect((await schedule({ ...base, serviceIds: [] })).json().message).toBe('Choose at least one affected service.');
    expect((await schedule({ ...base, title: 'x' })).json().message).toBe('The title must be at least 3 characters.');
  });
});

describe('public and admin maintenance lists', () => {
  it('shows what is under way and what starts within 14 days, judged by the clock at each read', async () => {
    const start = testApp().clock.now();
    const soon = await scheduled(HOUR);
    const later = await scheduled(14 * DAY + HOUR);
    try {
      let list = await publicMaintenance();
      expect(list.upcoming.some((w) => w.id === soon.id)).toBe(true);
      expect(list.upcoming.some((w) => w.id === later.id)).toBe(false);

      testApp().clock.advance(2 * HOUR - 1);
      list = await publicMaintenance();
      expect(list.active.find((w) => w.id === soon.id)?.state).toBe('active');
      expect(list.upcoming.some((w) => w.id === later.id)).toBe(true);

      testApp().clock.advance(2 * HOUR);
      list = await publicMaintenance();
      expect([...list.active, ...list.upcoming].some((w) => w.id === soon.id)).toBe(false);
    } finally {
      testApp().clock.set(start);
    }
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await testApp().request({ method: 'GET', url: '/api/maintenance' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await testApp().request({ method: 'GET', url: '/api/maintenance', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('lists active and upcoming first (soonest first), then ended ones of the last 30 days (latest first)', async () => {
    const upcoming = await scheduled(3 * HOUR);
    const active = await scheduled(-HOUR);
    // Ended windows cannot be scheduled through the API; write them as if they had run.
    const now = testApp().clock.now().getTime();
    const [ended, old] = await testApp()
      .db.insert(maintenanceWindows)
      .values([
        { title: unique('Ended'), startsAt: new Date(now - 2 * DAY), endsAt: new Date(now - DAY) },
        { title: unique('Old'), startsAt: new Date(now - 40 * DAY), endsAt: new Date(now - 39 * DAY) },
      ])
      .returning();
    const response = await testApp().request({ method: 'GET', url: '/api/admin/maintenance', headers });
    expect(response.headers['cache-control']).toBe('no-store');
    const ids = response.json<Maintenance[]>().map((w) => w.id);
    expect(ids.indexOf(active.id)).toBeLessThan(ids.indexOf(upcoming.id));
    expect(ids.indexOf(upcoming.id)).toBeLessThan(ids.indexOf(ended!.id));
    expect(ids).not.toContain(old!.id);
    expect((await adminList()).find((w) => w.id === ended!.id)?.state).toBe('past');
  });
});

describe('PATCH and DELETE /api/admin/maintenance/:id', () => {
  const patch = (id: string, body: unknown) => testApp().request({ method: 'PATCH', url: `/api/admin/maintenance/${id}`, body, headers });
  const cancel = (id: string) => testApp().request({ method: 'DELETE', url: `/api/admin/maintenance/${id}`, headers });

  it('changes a window, keeping the end after the start', async () => {
    const window = await scheduled(HOUR);
    const endsAt = at(5 * HOUR);
    const response = await patch(window.id, { endsAt, description: 'Longer than planned' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Maintenance>()).toMatchObject({ endsAt, description: 'Longer than planned', title: window.title });
    const wrong = await patch(window.id, { startsAt: at(6 * HOUR) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The end must be after the start.');
    expect((await patch(window.id, {})).statusCode).toBe(400);
  });

  it('cancels an upcoming window by deleting it and an active one by ending it now; an ended one cannot be cancelled', async () => {
    const upcoming = await scheduled(HOUR);
    const active = await scheduled(-HOUR);
    expect((await cancel(upcoming.id)).json()).toEqual({ outcome: 'deleted' });
    expect(await testApp().db.select().from(maintenanceWindows).where(eq(maintenanceWindows.id, upcoming.id))).toHaveLength(0);

    expect((await cancel(active.id)).json()).toEqual({ outcome: 'ended' });
    const [row] = await testApp().db.select().from(maintenanceWindows).where(eq(maintenanceWindows.id, active.id));
    expect(row?.endsAt.toISOString()).toBe(testApp().clock.now().toISOString());
    expect((await publicMaintenance()).active.some((w) => w.id === active.id)).toBe(false);

    const ended = await cancel(active.id);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe('This maintenance window has already ended and can no longer be changed.');
    expect((await cancel(upcoming.id)).statusCode).toBe(404);
    const actions = await testApp()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `maintenance:${active.id}`));
    expect(actions.map((a) => a.action).sort()).toEqual(['maintenance.cancel', 'maintenance.schedule']);
  });
});
