import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { cookieHeader, createUser, signedInCookie, useAdminSession } from '#tests/support/admin-auth.ts';
import { auditLog, notifications } from '#server/db/schema.js';
import type { AdminNotification, UserNotification } from '#shared/notifications/notifications.js';

const testApp = useTestApp();
const admin = useAdminSession(testApp);

const send = (body: unknown) => testApp().request({ method: 'POST', url: '/api/admin/notifications', body, headers: admin.headers });
const recent = () => testApp().request({ method: 'GET', url: '/api/admin/notifications', headers: admin.headers });
const withdraw = (id: string) => testApp().request({ method: 'DELETE', url: `/api/admin/notifications/${id}`, headers: admin.headers });
const inHours = (hours: number) => new Date(testApp().clock.now().getTime() + hours * 3600_000).toISOString();

describe('POST /api/admin/notifications', () => {
  it('sends a trimmed notification with priority normal by default, to everyone, and audits it', async () => {
    const t = testApp();
    const title = unique('Maintenance');
    const response = await send({ title: `  ${title}  `, message: ' Phones will restart at 6 p.m. ' });
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json<AdminNotification>();
    expect(sent).toEqual<AdminNotification>({
      id: expect.any(String),
      title,
      message: 'Phones will restart at 6 p.m.',
      priority: 'normal',
      targetIp: null,
      isPublic: false,
      createdAt: t.clock.now().toISOString(),
      expiresAt: null,
      expired: false,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.send'), eq(auditLog.target, `notification:${sent.id}`)));
    expect(audit).toMatchObject({ actorUserId: admin.id, details: { title, priority: 'normal', targetIp: null } });
  });

  it('keeps a priority, a normalised target and a future expiry', async () => {
    const expiresAt = inHours(2);
    const response = await send({ title: unique('Outage'), message: 'Internet is down.', priority: 'high', targetIp: ' ::ffff:203.0.113.9 ', expiresAt });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ priority: 'high', targetIp: '203.0.113.9', expiresAt });
  });

  it.each([
    ['an empty title', { title: '   ' }, 'title', 'Title and message are required'],
    ['no message', { message: undefined }, 'message', 'Title and message are required'],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, 'title', 'The title is limited to 120 characters'],
    ['a message over 1000 characters', { message: 'x'.repeat(1001) }, 'message', 'The message is limited to 1000 characters'],
    ['a target that is not an address', { targetIp: 'clinic.example.ca' }, 'targetIp', expect.stringMatching(/^Enter a valid IPv4 or IPv6 address/)],
    ['an out-of-range CIDR', { targetIp: '203.0.113.0/33' }, 'targetIp', expect.stringMatching(/CIDR range/)],
    [
      'a target that covers everyone (0.0.0.0/0)',
      { targetIp: '0.0.0.0/0' },
      'targetIp',
      '0.0.0.0/0 covers every network; leave the target empty to notify everyone, or enter an address or a range of /8 or narrower (IPv6: /32 or narrower)',
    ],
    [
      'a target that covers everyone (::/0)',
      { targetIp: '::/0' },
      'targetIp',
      '::/0 covers every network; leave the target empty to notify everyone, or enter an address or a range of /8 or narrower (IPv6: /32 or narrower)',
    ],
    ['a target with a zone id', { targetIp: 'fe80::1%eth0' }, 'targetIp', expect.stringMatching(/^fe80::1%eth0 has a zone id \(%eth0\)/)],
    ['an unknown priority', { priority: 'urgent' }, 'priority', 'Priority must be low, normal or high'],
    ['an expiry that is not a date', { expiresAt: 'next Tuesday' }, 'expiresAt', expect.stringMatching(/^Enter the expiry as a date/)],
    ['an expiry in the past', { expiresAt: '2020-01-01T00:00:00.000Z' }, 'expiresAt', 'The expiry must be in the future'],
    ['an unknown field', { isRead: true }, '', expect.stringMatching(/Unrecognized key/)],
  ])('refuses %s with a clear message', async (_name, override, path, message) => {
    const title = unique('Refused');
    const response = await send({ title, message: 'Some text.', ...override });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path, message: expect.any(String) }] });
    expect(await testApp().db.select().from(notifications).where(eq(notifications.title, title))).toHaveLength(0);
  });
});

describe('GET and DELETE /api/admin/notifications', () => {
  it('lists the 20 most recent, newest first, with expired ones flagged', async () => {
    const t = testApp();
    t.clock.advance(1000);
    const short = (await send({ title: unique('Short'), message: 'Brief.', expiresAt: inHours(1) })).json<AdminNotification>();
    t.clock.advance(1000);
    const latest = (await send({ title: unique('Latest'), message: 'Newest.' })).json<AdminNotification>();
    t.clock.advance(3600_000);
    const response = await recent();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = response.json<AdminNotification[]>();
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list[0]).toMatchObject({ id: latest.id, expired: false });
    expect(list[1]).toMatchObject({ id: short.id, expired: true });
  });

  it('withdraws a notification from every panel and audits it', async () => {
    const t = testApp();
    const user = await createUser(t, { isAdmin: false });
    const userHeaders = cookieHeader(await signedInCookie(t, user.id));
    const sent = (await send({ title: unique('Withdrawn'), message: 'Sent by mistake.' })).json<AdminNotification>();
    const panel = async () => (await t.request({ method: 'GET', url: '/api/notifications', headers: userHeaders })).json<UserNotification[]>();
    expect((await panel()).map((n) => n.id)).toContain(sent.id);

    const response = await withdraw(sent.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: sent.id });
    expect((await panel()).map((n) => n.id)).not.toContain(sent.id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.withdraw'), eq(auditLog.target, `notification:${sent.id}`)));
    expect(audit).toMatchObject({ actorUserId: admin.id });

    for (const id of [sent.id, 'not-a-uuid']) {
      const again = await withdraw(id);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('That notification no longer exists.');
    }
  });

  it('is behind the admin guard, even for a signed-in user', async () => {
    const t = testApp();
    const user = await createUser(t, { isAdmin: true });
    const signedIn = cookieHeader(await signedInCookie(t, user.id));
    const sent = (await send({ title: unique('Guarded'), message: 'Only admins.' })).json<AdminNotification>();
    for (const extra of [{}, signedIn]) {
      expect((await t.request({ method: 'POST', url: '/api/admin/notifications', body: { title: 'x', message: 'y' }, headers: extra })).statusCode).toBe(401);
      expect((await t.request({ method: 'GET', url: '/api/admin/notifications', headers: extra })).statusCode).toBe(401);
      expect((await t.request({ method: 'DELETE', url: `/api/admin/notifications/${sent.id}`, headers: extra })).statusCode).toBe(401);
    }
    expect(await t.db.select().from(notifications).where(eq(notifications.id, sent.id))).toHaveLength(1);
  });
});
