import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser, useAdminSession } from '#tests/support/admin-auth.ts';
import { newIp } from '#tests/support/clinic-access.ts';
import { auditLog, clinicAccess, ipWhitelist } from '#server/db/schema.js';
import type { AdminWhitelistEntry } from '#shared/onboarding/admin-whitelist.js';

const testApp = useTestApp();
const admin = useAdminSession(testApp);

const add = (body: unknown) => testApp().request({ method: 'POST', url: '/api/admin/whitelist', body, headers: admin.headers });
const list = async () => (await testApp().request({ method: 'GET', url: '/api/admin/whitelist', headers: admin.headers })).json<AdminWhitelistEntry[]>();
const remove = (id: string) => testApp().request({ method: 'DELETE', url: `/api/admin/whitelist/${id}`, headers: admin.headers });
const hasAccess = async (ip: string) =>
  (await testApp().request({ method: 'GET', url: '/api/clinic/access-status', ip })).json<{ hasAccess: boolean }>().hasAccess;

let v6Counter = 0;
const newIpv6 = () => `2001:db8:${(process.pid % 0xffff).toString(16)}:${(v6Counter += 1).toString(16)}::10`;

describe('POST /api/admin/whitelist', () => {
  it('adds a single IPv4 address with a description, gives access and audits it', async () => {
    const ip = newIp();
    const response = await add({ ipAddress: ` ${ip} `, description: '  Back office  ' });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<AdminWhitelistEntry>();
    expect(entry).toEqual({
      id: expect.any(String),
      ipAddress: ip,
      description: 'Back office',
      isActive: true,
      createdAt: expect.any(String),
      clinicName: null,
    });
    expect(await hasAccess(ip)).toBe(true);

    const [row] = await testApp().db.select().from(ipWhitelist).where(eq(ipWhitelist.id, entry.id));
    expect(row?.createdBy).toBe(admin.id);
    const [audit] = await testApp()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'whitelist.add'), eq(auditLog.target, `whitelist:${entry.id}`)));
    expect(audit).toMatchObject({ actorUserId: admin.id, details: { ipAddress: ip } });
  });

  it('adds an IPv6 address, normalised', async () => {
    const ip = newIpv6();
    const response = await add({ ipAddress: ip.toUpperCase().replace('::10', ':0:0:0:10') });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AdminWhitelistEntry>().ipAddress).toBe(ip);
    expect(await hasAccess(ip)).toBe(true);
  });

  it('adds a CIDR range by its network address, covering the addresses in it', async () => {
    // Not newIp()'s 10.x space: this range would cover the other tests' addresses.
    const base = `172.20.${process.pid % 250}`;
    const response = await add({ ipAddress: `${base}.77/24` });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AdminWhitelistEntry>().ipAddress).toBe(`${base}.0/24`);
    expect(await hasAccess(`${base}.200`)).toBe(true);
  });

  it('stores an IPv4-mapped IPv6 address as plain IPv4', async () => {
    const ip = newIp();
    const response = await add({ ipAddress: `::ffff:${ip}` });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AdminWhitelistEntry>().ipAddress).toBe(ip);
  });

  it.each([
    ['an empty address', { ipAddress: '   ' }, 'IP address is required'],
    ['a missing address', {}, 'IP address is required'],
    ['a host name', { ipAddress: 'clinic.example.ca' }, 'Enter a valid IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24'],
    ['a bad range', { ipAddress: '198.51.100.0/33' }, 'Enter a valid IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24'],
  ])('refuses %s with 400 and a clear message', async (_name, body, message) => {
    const response = await add(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['0.0.0.0/0', '0.0.0.0/0 covers every network; enter the clinic’s address or a range of /8 or narrower (IPv6: /32 or narrower), such as 203.0.113.0/24'],
    ['::/0', '::/0 covers every network; enter the clinic’s address or a range of /8 or narrower (IPv6: /32 or narrower), such as 203.0.113.0/24'],
    [
      '::ffff:0.0.0.0/96',
      '0.0.0.0/0 covers every network; enter the clinic’s address or a range of /8 or narrower (IPv6: /32 or narrower), such as 203.0.113.0/24',
    ],
    [
      '128.0.0.0/1',
      '128.0.0.0/1 covers far too many networks; enter the clinic’s address or a range of /8 or narrower (IPv6: /32 or narrower), such as 203.0.113.0/24',
    ],
    [
      '10.0.0.0/7',
      '10.0.0.0/7 covers far too many networks; enter the clinic’s address or a range of /8 or narrower (IPv6: /32 or narrower), such as 203.0.113.0/24',
    ],
    [
      '2000::/3',
      '2000::/3 covers far too many networks; enter the clinic’s address or a range of /8 or narrower (IPv6: /32 or narrower), such as 203.0.113.0/24',
    ],
    [
      '2001:db8::/31',
      '2001:db8::/31 covers far too many networks; enter the clinic’s address or a range of /8 or narrower (IPv6: /32 or narrower), such as 203.0.113.0/24',
    ],
    ['fe80::1%eth0', 'fe80::1%eth0 has a zone id (%eth0), which only means something on one computer; enter the address without it, such as 2001:db8::1'],
    [
      'fe80::%25eth0/64',
      'fe80::%25eth0/64 has a zone id (%25eth0), which only means something on one computer; enter the address without it, such as 2001:db8::1',
    ],
  ])('refuses %s with 400 and says what to enter instead', async (ipAddress, message) => {
    const response = await add({ ipAddress });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await hasAccess('198.51.100.201')).toBe(false);
  });

  it('accepts the widest ranges still allowed: /8 for IPv4, /32 for IPv6', async () => {
    expect((await add({ ipAddress: '11.0.0.0/8' })).statusCode).toBe(201);
    expect((await add({ ipAddress: '2001:db8:8000::/32' })).statusCode).toBe(201);
  });

  it('refuses a duplicate with 409, also when written differently', async () => {
    const ip = newIp();
    expect((await add({ ipAddress: ip })).statusCode).toBe(201);
    const again = await add({ ipAddress: `::ffff:${ip}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${ip} is already on the whitelist`);
  });
});

describe('GET /api/admin/whitelist', () => {
  it('lists entries newest first, with the linked clinic’s name decrypted and no caching', async () => {
    const t = testApp();
    const first = (await add({ ipAddress: newIp() })).json<AdminWhitelistEntry>();
    const clinicIp = newIp();
    const second = (await add({ ipAddress: clinicIp, description: 'Registered clinic' })).json<AdminWhitelistEntry>();
    const [clinic] = await t.db
      .insert(clinicAccess)
      .values({
        clinicNameEncrypted: t.keys.encrypt('Canmore Family Dental'),
        emailEncrypted: t.keys.encrypt('desk@canmore.example.ca'),
        emailHash: t.keys.blindIndex('desk@canmore.example.ca'),
        ipAddress: clinicIp,
      })
      .returning({ id: clinicAccess.id });
    await t.db.update(ipWhitelist).set({ clinicAccessId: clinic!.id }).where(eq(ipWhitelist.id, second.id));

    const response = await t.request({ method: 'GET', url: '/api/admin/whitelist', headers: admin.headers });
    expect(response.headers['cache-control']).toBe('no-store');
    const entries = response.json<AdminWhitelistEntry[]>();
    const ids = entries.map((e) => e.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(entries.find((e) => e.id === second.id)).toMatchObject({ clinicName: 'Canmore Family Dental', description: 'Registered clinic' });
    expect(entries.find((e) => e.id === first.id)?.clinicName).toBeNull();
  });
});

describe('DELETE /api/admin/whitelist/:id', () => {
  it('removes the entry, the address loses access at once, and it is audited', async () => {
    const ip = newIp();
    const entry = (await add({ ipAddress: ip })).json<AdminWhitelistEntry>();
    expect(await hasAccess(ip)).toBe(true);

    const response = await remove(entry.id);
    expect(response.statusCode).toBe(204);
    expect(await hasAccess(ip)).toBe(false);
    expect((await list()).some((e) => e.id === entry.id)).toBe(false);
    const [audit] = await testApp()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'whitelist.remove'), eq(auditLog.target, `whitelist:${entry.id}`)));
    expect(audit).toMatchObject({ actorUserId: admin.id, details: { ipAddress: ip } });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await remove(id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('That whitelist entry no longer exists');
    }
  });
});

describe('without an admin session', () => {
  it('refuses every whitelist route with 401', async () => {
    const t = testApp();
    const user = await createUser(t, { isAdmin: false });
    const notAdmin = cookieHeader(await adminSessionCookie(t, user.id));
    const entry = (await add({ ipAddress: newIp() })).json<AdminWhitelistEntry>();
    for (const extra of [{}, notAdmin]) {
      expect((await t.request({ method: 'GET', url: '/api/admin/whitelist', headers: extra })).statusCode).toBe(401);
      expect((await t.request({ method: 'POST', url: '/api/admin/whitelist', body: { ipAddress: newIp() }, headers: extra })).statusCode).toBe(401);
      expect((await t.request({ method: 'DELETE', url: `/api/admin/whitelist/${entry.id}`, headers: extra })).statusCode).toBe(401);
    }
    expect((await list()).some((e) => e.id === entry.id)).toBe(true);
  });
});
