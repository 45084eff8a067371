import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { buildTestApp, unique, type TestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { auditLog, coupons, incidents, ipWhitelist, notifications, services } from './db/schema.ts';

/*
 * Every admin change and its audit row commit together or not at all (docs/product/admin.md): with
 * the audit insert made to fail, the change must not be there afterwards.
 */

const MARKER = 'audit-must-fail';
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t, { isAdmin: true });
  headers = cookieHeader(await adminSessionCookie(t, admin.id));
  // One statement per call: prepared statements take one each.
  await t.db.execute(
    sql.raw(`create or replace function fail_marked_audit() returns trigger language plpgsql as $$
      begin
        if new.details::text ilike '%${MARKER}%' then raise exception 'the audit log refuses this row'; end if;
        return new;
      end $$`),
  );
  await t.db.execute(sql.raw('create trigger audit_fails before insert on audit_log for each row execute function fail_marked_audit()'));
});
afterAll(async () => {
  await t?.close();
});

const post = (method: 'POST' | 'PATCH' | 'PUT', url: string, body: unknown) => t.request({ method, url, body, headers });
const marked = () => `${MARKER}-${unique('x')}`.slice(0, 60);

describe('an admin change whose audit row cannot be written', () => {
  it('creating a coupon leaves no coupon', async () => {
    const code = marked().toUpperCase();
    expect((await post('POST', '/api/admin/coupons', { code, expiresAt: '2030-01-01' })).statusCode).toBe(500);
    expect(await t.db.select().from(coupons).where(eq(coupons.code, code))).toEqual([]);
  });

  it('adding a service leaves no service, and renaming one keeps its name', async () => {
    const name = marked();
    expect((await post('POST', '/api/admin/services', { name, type: 'voip' })).statusCode).toBe(500);
    expect(await t.db.select().from(services).where(eq(services.name, name))).toEqual([]);

    const [kept] = await t.db
      .insert(services)
      .values({ name: unique('Kept'), type: 'voip' })
      .returning();
    expect((await post('PATCH', `/api/admin/services/${kept!.id}`, { name: marked() })).statusCode).toBe(500);
    expect((await t.db.select().from(services).where(eq(services.id, kept!.id)))[0]!.name).toBe(kept!.name);
  });

  it('whitelisting a network leaves it off the list', async () => {
    expect((await post('POST', '/api/admin/whitelist', { ipAddress: '192.0.2.77', description: marked() })).statusCode).toBe(500);
    expect(await t.db.select().from(ipWhitelist).where(eq(ipWhitelist.ipAddress, '192.0.2.77'))).toEqual([]);
    expect(t.app.whitelist.hasAccess('192.0.2.77')).toBe(false);
  });

  it('sending a notification sends nothing', async () => {
    const title = marked();
    expect((await post('POST', '/api/admin/notifications', { title, message: 'Should never be seen.' })).statusCode).toBe(500);
    expect(await t.db.select().from(notifications).where(eq(notifications.title, title))).toEqual([]);
  });

  it('opening an incident opens nothing and moves no status', async () => {
    const [service] = await t.db
      .insert(services)
      .values({ name: unique('Carrier'), type: 'insurance' })
      .returning();
    const title = marked();
    const response = await post('POST', '/api/admin/incidents', { title, serviceIds: [service!.id], impact: 'outage', message: 'Down.' });
    expect(response.statusCode).toBe(500);
    expect(await t.db.select().from(incidents).where(eq(incidents.title, title))).toEqual([]);
    expect((await t.db.select().from(services).where(eq(services.id, service!.id)))[0]!.status).toBe('online');
  });

  it('and nothing marked reached the audit log', async () => {
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(like(sql`${auditLog.details}::text`, `%${MARKER}%`)),
    ).toEqual([]);
  });
});
