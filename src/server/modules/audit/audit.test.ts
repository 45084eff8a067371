import { describe, expect, it } from 'vitest';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, createUser } from '#tests/support/admin-auth.ts';
import { recordAudit } from '#server/lib/audit.js';
import type { Page } from '#shared/admin/admin.js';
import type { AuditLogRow } from '#shared/admin/audit.js';

const testApp = useTestApp();

/** A dotted prefix no other test uses, so filters and searches see only this test's rows. */
const area = () => unique('area').replace(/-/g, '');

async function entry(action: string, values: { actor?: string; target?: string; minutesAgo?: number } = {}) {
  const t = testApp();
  await recordAudit(t.db, t.keys, {
    actorEmail: values.actor ?? 'it@provider.example.ca',
    action,
    target: values.target ?? null,
    ipAddress: '203.0.113.5',
    details: { note: action },
    at: new Date(t.clock.now().getTime() - (values.minutesAgo ?? 0) * 60_000),
  });
}

async function get(url: string) {
  const t = testApp();
  const admin = await createUser(t, { isAdmin: true });
  return t.request({ method: 'GET', url, headers: { cookie: await adminSessionCookie(t, admin.id) } });
}

async function list(query: Record<string, string>): Promise<Page<AuditLogRow>> {
  const response = await get(`/api/admin/audit-log?${new URLSearchParams(query).toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

describe('GET /api/admin/audit-log', () => {
  it('answers the rows newest first with who, what, target, IP, details and time', async () => {
    const t = testApp();
    const a = area();
    await entry(`${a}.older`, { minutesAgo: 5, target: 'coupon:1' });
    await entry(`${a}.newer`, { minutesAgo: 1, target: 'coupon:2' });
    const page = await list({ action: `${a}.` });
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 5 });
    expect(page.items.map((r) => r.action)).toEqual([`${a}.newer`, `${a}.older`]);
    expect(page.items[0]).toMatchObject({
      actor: 'it@provider.example.ca',
      target: 'coupon:2',
      ipAddress: '203.0.113.5',
      details: { note: `${a}.newer` },
      createdAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });
  });

  it('searches a whole e-mail address (stored encrypted), and action and target ignoring case with % and _ taken literally', async () => {
    const a = area();
    await entry(`${a}.one`, { actor: `Front.Desk.${a}@clinic.example.ca` });
    await entry(`${a}.two`, { target: `coupon:${a}-50%_off` });
    await entry(`${a}.three`);

    expect((await list({ search: `FRONT.desk.${a}@clinic.example.ca` })).items.map((r) => r.action)).toEqual([`${a}.one`]);
    expect((await list({ search: `${a}.TWO` })).items.map((r) => r.action)).toEqual([`${a}.two`]);
    expect((await list({ search: `${a}-50%_off` })).items.map((r) => r.action)).toEqual([`${a}.two`]);
    expect((await list({ search: `${a}-5_%` })).total).toBe(0);
    expect((await list({ search: `${a}`, action: `${a}.three` })).items.map((r) => r.action)).toEqual([`${a}.three`]);
  });

  it('filters by an action prefix of whole segments', async () => {
    const a = area();
    await entry(`${a}.clinic.delete`);
    await entry(`${a}.clinic`);
    await entry(`${a}.clinics.export`);
    await entry(`${a}.coupon.create`);

    const actions = async (action: string) => (await list({ action })).items.map((r) => r.action).sort();
    expect(await actions(`${a}.clinic`)).toEqual([`${a}.clinic`, `${a}.clinic.delete`]);
    expect(await actions(`${a}.clinic.`)).toEqual([`${a}.clinic.delete`]);
    expect(await actions(`${a}.`)).toHaveLength(4);
    expect(await actions(`${a}.cl`)).toEqual([]);
  });

  it('pages five at a time and clamps a page past the end', async () => {
    const a = area();
    for (let i = 0; i < 7; i += 1) await entry(`${a}.step${i}`, { minutesAgo: 10 - i });
    const first = await list({ action: `${a}.` });
    expect(first).toMatchObject({ total: 7, page: 1 });
    expect(first.items.map((r) => r.action)).toEqual([6, 5, 4, 3, 2].map((i) => `${a}.step${i}`));
    const second = await list({ action: `${a}.`, page: '2' });
    expect(second.items.map((r) => r.action)).toEqual([`${a}.step1`, `${a}.step0`]);
    expect(await list({ action: `${a}.`, page: '99' })).toMatchObject({ page: 2, total: 7 });
  });

  it.each<Record<string, string>>([{ page: '0' }, { page: 'first' }, { action: 'coupon;drop' }, { action: 'x'.repeat(101) }, { unknown: '1' }])(
    'refuses %j with 400',
    async (query) => {
      const response = await get(`/api/admin/audit-log?${new URLSearchParams(query).toString()}`);
      expect(response.statusCode).toBe(400);
    },
  );

  it('is for admins only', async () => {
    const response = await testApp().request({ method: 'GET', url: '/api/admin/audit-log' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/audit-log/actions', () => {
  it('lists each action name once, sorted', async () => {
    const a = area();
    await entry(`${a}.b`);
    await entry(`${a}.a`);
    await entry(`${a}.b`);
    const response = await get('/api/admin/audit-log/actions');
    expect(response.statusCode).toBe(200);
    const actions = response.json<string[]>();
    expect(actions.filter((x) => x.startsWith(`${a}.`))).toEqual([`${a}.a`, `${a}.b`]);
    expect(new Set(actions).size).toBe(actions.length);
  });

  it('is for admins only', async () => {
    const response = await testApp().request({ method: 'GET', url: '/api/admin/audit-log/actions' });
    expect(response.statusCode).toBe(401);
  });
});
