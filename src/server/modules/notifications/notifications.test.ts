import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { unique, useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser, signedInCookie } from '#tests/support/admin-auth.ts';
import { notificationReceipts } from '#server/db/schema.js';
import type { AdminNotification, UserNotification } from '#shared/notifications/notifications.js';

interface Caller {
  id: string;
  headers: Record<string, string>;
}

async function signedInUser(t: TestApp): Promise<Caller> {
  const user = await createUser(t, { isAdmin: false });
  return { id: user.id, headers: cookieHeader(await signedInCookie(t, user.id)) };
}

async function signedInAdmin(t: TestApp): Promise<Caller> {
  const admin = await createUser(t, { isAdmin: true });
  return { id: admin.id, headers: cookieHeader(await adminSessionCookie(t, admin.id)) };
}

async function sendNotification(t: TestApp, admin: Caller, body: Record<string, unknown> = {}): Promise<AdminNotification> {
  const response = await t.request({
    method: 'POST',
    url: '/api/admin/notifications',
    body: { title: unique('Notice'), message: 'Claims are delayed this afternoon.', ...body },
    headers: admin.headers,
  });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return response.json<AdminNotification>();
}

function listFor(t: TestApp, caller: Caller, options: { ip?: string; etag?: string } = {}): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'GET',
    url: '/api/notifications',
    headers: { ...caller.headers, ...(options.etag ? { 'if-none-match': options.etag } : {}) },
    ...(options.ip ? { ip: options.ip } : {}),
  });
}

/** The caller's list, restricted to the given notifications (other tests share the database). */
async function visible(t: TestApp, caller: Caller, among: { id: string }[], ip?: string): Promise<UserNotification[]> {
  const response = await listFor(t, caller, ip ? { ip } : {});
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  const ids = new Set(among.map((n) => n.id));
  return response.json<UserNotification[]>().filter((n) => ids.has(n.id));
}

const titlesOf = (list: { title: string }[]) => list.map((n) => n.title);

const testApp = useTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = await signedInAdmin(testApp());
});

const markRead = (caller: Caller, id: string, extra: { ip?: string; headers?: Record<string, string> } = {}) =>
  testApp().request({
    method: 'PATCH',
    url: `/api/notifications/${id}/read`,
    headers: { ...caller.headers, ...extra.headers },
    ...(extra.ip ? { ip: extra.ip } : {}),
  });
const clearAll = (caller: Caller) => testApp().request({ method: 'DELETE', url: '/api/notifications', headers: caller.headers });

describe('GET /api/notifications: who sees what', () => {
  it('shows notifications for everyone, for the exact address and for a CIDR range the caller is in, newest first', async () => {
    const t = testApp();
    const user = await signedInUser(t);
    const everyone = await sendNotification(t, admin, { priority: 'high' });
    t.clock.advance(1000);
    const exact = await sendNotification(t, admin, { targetIp: '198.51.100.7' });
    t.clock.advance(1000);
    const range = await sendNotification(t, admin, { targetIp: '198.51.100.99/24', priority: 'low' });
    const elsewhere = await sendNotification(t, admin, { targetIp: '192.0.2.1' });
    const otherRange = await sendNotification(t, admin, { targetIp: '198.51.101.0/24' });
    expect(range.targetIp).toBe('198.51.100.0/24');

    const all = [everyone, exact, range, elsewhere, otherRange];
    const seen = await visible(t, user, all, '198.51.100.7');
    expect(titlesOf(seen)).toEqual([range.title, exact.title, everyone.title]);
    expect(seen[0]).toEqual<UserNotification>({
      id: range.id,
      title: range.title,
      message: range.message,
      priority: 'low',
      targetIp: '198.51.100.0/24',
      createdAt: range.createdAt,
      expiresAt: null,
      isRead: false,
    });
    // The same address written as IPv4-mapped IPv6 is the same clinic.
    expect(titlesOf(await visible(t, user, all, '::ffff:198.51.100.7'))).toEqual([range.title, exact.title, everyone.title]);
    expect(titlesOf(await visible(t, user, all, '203.0.113.50'))).toEqual([everyone.title]);
  });

  it('matches IPv6 addresses and ranges', async () => {
    const t = testApp();
    const user = await signedInUser(t);
    const range = await sendNotification(t, admin, { targetIp: '2001:db8:abcd::/48' });
    const exact = await sendNotification(t, admin, { targetIp: '2001:DB8:ABCD:0:0:0:0:9' });
    const other = await sendNotification(t, admin, { targetIp: '2001:db8:ffff::/48' });
    expect(exact.targetIp).toBe('2001:db8:abcd::9');
    const all = [range, exact, other];
    expect(new Set(titlesOf(await visible(t, user, all, '2001:db8:abcd::9')))).toEqual(new Set([range.title, exact.title]));
    expect(titlesOf(await visible(t, user, all, '2001:db8:abcd:12::1'))).toEqual([range.title]);
    expect(await visible(t, user, all, '198.51.100.7')).toEqual([]);
  });

  it('hides a notification once it has expired (by the clock)', async () => {
    const t = testApp();
    const user = await signedInUser(t);
    const expiresAt = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const soon = await sendNotification(t, admin, { expiresAt });
    expect(soon.expiresAt).toBe(expiresAt);
    expect(await visible(t, user, [soon])).toHaveLength(1);
    t.clock.advance(3600_000 - 1);
    expect(await visible(t, user, [soon])).toHaveLength(1);
    t.clock.advance(1);
    expect(await visible(t, user, [soon])).toEqual([]);
  });

  it('refuses anyone who is not signed in', async () => {
    const t = testApp();
    const response = await t.request({ method: 'GET', url: '/api/notifications' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Sign in to see your notifications.');
    const notice = await sendNotification(t, admin);
    expect((await t.request({ method: 'PATCH', url: `/api/notifications/${notice.id}/read` })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/notifications' })).statusCode).toBe(401);
    // An admin session alone is not a signed-in user.
    expect((await t.request({ method: 'GET', url: '/api/notifications', headers: admin.headers })).statusCode).toBe(401);
  });
});

describe('each user has their own read and cleared state', () => {
  it("a mark read by one user leaves the other user's unread", async () => {
    const t = testApp();
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    const first = await sendNotification(t, admin);
    const second = await sendNotification(t, admin);
    const response = await markRead(a, first.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: first.id, isRead: true });

    const forA = await visible(t, a, [first, second]);
    expect(forA.find((n) => n.id === first.id)?.isRead).toBe(true);
    expect(forA.find((n) => n.id === second.id)?.isRead).toBe(false);
    expect((await visible(t, b, [first, second])).every((n) => !n.isRead)).toBe(true);
  });

  it('is idempotent and keeps the first read time; an empty JSON body is accepted', async () => {
    const t = testApp();
    const a = await signedInUser(t);
    const notice = await sendNotification(t, admin);
    expect((await markRead(a, notice.id)).statusCode).toBe(200);
    const receipt = () =>
      t.db
        .select()
        .from(notificationReceipts)
        .where(and(eq(notificationReceipts.userId, a.id), eq(notificationReceipts.notificationId, notice.id)));
    const [firstRead] = await receipt();
    t.clock.advance(60_000);
    expect((await markRead(a, notice.id, { headers: { 'content-type': 'application/json' } })).statusCode).toBe(200);
    const again = await t.request({ method: 'PATCH', url: `/api/notifications/${notice.id}/read`, body: {}, headers: a.headers });
    expect(again.statusCode).toBe(200);
    expect(await receipt()).toEqual([firstRead]);
  });

  it('answers 404 for a notification that does not exist or is not for the caller', async () => {
    const t = testApp();
    const a = await signedInUser(t);
    const elsewhere = await sendNotification(t, admin, { targetIp: '192.0.2.77' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', elsewhere.id]) {
      const response = await markRead(a, id, { ip: '198.51.100.20' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('That notification is not available to you.');
    }
    expect((await markRead(a, elsewhere.id, { ip: '192.0.2.77' })).statusCode).toBe(200);
  });

  it("Clear All empties the caller's panel only, and newer notifications appear again", async () => {
    const t = testApp();
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    const first = await sendNotification(t, admin);
    const second = await sendNotification(t, admin);
    const cleared = await clearAll(a);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().cleared).toBeGreaterThanOrEqual(2);

    expect(await visible(t, a, [first, second])).toEqual([]);
    expect(await visible(t, b, [first, second])).toHaveLength(2);

    const third = await sendNotification(t, admin);
    expect(titlesOf(await visible(t, a, [first, second, third]))).toEqual([third.title]);
  });
});

describe('conditional requests', () => {
  it('answers 304 to a matching If-None-Match, and a new ETag once something changed', async () => {
    const t = testApp();
    const [a, b] = [await signedInUser(t), await signedInUser(t)];
    const notice = await sendNotification(t, admin);

    const first = await listFor(t, a);
    const etag = first.headers.etag as string;
    expect(first.statusCode).toBe(200);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await listFor(t, a, { etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const etagOfB = (await listFor(t, b)).headers.etag as string;
    expect((await markRead(a, notice.id)).statusCode).toBe(200);
    const afterRead = await listFor(t, a, { etag });
    expect(afterRead.statusCode).toBe(200);
    expect(afterRead.headers.etag).not.toBe(etag);
    // Only the reader's answer changed.
    expect((await listFor(t, b, { etag: etagOfB })).statusCode).toBe(304);

    await sendNotification(t, admin);
    const afterSend = await listFor(t, b, { etag: etagOfB });
    expect(afterSend.statusCode).toBe(200);
    expect(afterSend.headers.etag).not.toBe(etagOfB);
  });
});
