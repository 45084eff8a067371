import { describe, expect, it } from 'vitest';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { useAdminSession } from '#tests/support/admin-auth.ts';
import type { AdminNotification, PublicNotice } from '#shared/notifications/notifications.js';

/* GET /api/notices: public notices reach every visitor they target, signed in or not. */

const testApp = useTestApp();
const admin = useAdminSession(testApp);

async function send(body: Record<string, unknown>): Promise<AdminNotification> {
  const response = await testApp().request({ method: 'POST', url: '/api/admin/notifications', body, headers: admin.headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminNotification>();
}

async function noticesFrom(ip: string, etag?: string) {
  return testApp().request({ method: 'GET', url: '/api/notices', ip, ...(etag ? { headers: { 'if-none-match': etag } } : {}) });
}

describe('GET /api/notices', () => {
  it('shows a public notice to a visitor of the targeted network only, without sign-in and without saying whom it targets', async () => {
    const title = unique('Hold claims');
    const notice = await send({ title, message: 'Hold electronic claims until noon.', targetIp: '203.0.113.0/24', isPublic: true, priority: 'high' });
    expect(notice.isPublic).toBe(true);

    const inside = await noticesFrom('203.0.113.57');
    expect(inside.statusCode).toBe(200);
    expect(inside.headers['cache-control']).toBe('private, no-cache');
    const shown = inside.json<PublicNotice[]>().find((n) => n.id === notice.id);
    expect(shown).toEqual({
      id: notice.id,
      title,
      message: 'Hold electronic claims until noon.',
      priority: 'high',
      createdAt: notice.createdAt,
      expiresAt: null,
    });
    expect(inside.body).not.toContain('203.0.113.0/24');

    const outside = await noticesFrom('198.51.100.9');
    expect(outside.json<PublicNotice[]>().some((n) => n.id === notice.id)).toBe(false);
  });

  it('never shows a notice that is not public, even to its target', async () => {
    const notice = await send({ title: unique('Signed-in only'), message: 'For the panel.', targetIp: '192.0.2.10' });
    expect((await noticesFrom('192.0.2.10')).json<PublicNotice[]>().some((n) => n.id === notice.id)).toBe(false);
  });

  it('answers 304 until the notices change, and drops a notice once it expires or is withdrawn', async () => {
    const t = testApp();
    const expiresAt = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const notice = await send({ title: unique('Phones'), message: 'Phones restart at 6.', isPublic: true, expiresAt });
    const first = await noticesFrom('198.51.100.20');
    expect(first.json<PublicNotice[]>().some((n) => n.id === notice.id)).toBe(true);
    expect((await noticesFrom('198.51.100.20', first.headers.etag as string)).statusCode).toBe(304);

    t.clock.advance(61_000);
    const expired = await noticesFrom('198.51.100.20', first.headers.etag as string);
    expect(expired.statusCode).toBe(200);
    expect(expired.json<PublicNotice[]>().some((n) => n.id === notice.id)).toBe(false);

    const other = await send({ title: unique('Network'), message: 'All good now.', isPublic: true });
    await t.request({ method: 'DELETE', url: `/api/admin/notifications/${other.id}`, headers: admin.headers });
    expect((await noticesFrom('198.51.100.20')).json<PublicNotice[]>().some((n) => n.id === other.id)).toBe(false);
  });

  it('refuses a flag that is not a boolean with a clear message', async () => {
    const response = await testApp().request({
      method: 'POST',
      url: '/api/admin/notifications',
      body: { title: 'x', message: 'y', isPublic: 'yes' },
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Show on the dashboard must be true or false');
  });
});
