import { describe, expect, it } from 'vitest';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { cookieHeader, createUser, signedInCookie, useAdminSession } from '#tests/support/admin-auth.ts';
import type { AdminNotification, PublicNotice, UserNotification } from '#shared/notifications/notifications.js';

/* The provider's notices in French: an optional French title and message, together, carried beside the English. */

const testApp = useTestApp();
const admin = useAdminSession(testApp);

const send = (body: unknown) => testApp().request({ method: 'POST', url: '/api/admin/notifications', body, headers: admin.headers });
const translate = (id: string, body: unknown) => testApp().request({ method: 'PATCH', url: `/api/admin/notifications/${id}`, body, headers: admin.headers });
const notices = async (extra: Record<string, string> = {}) =>
  (await testApp().request({ method: 'GET', url: '/api/notices', ip: '198.51.100.20', headers: extra })).json<PublicNotice[]>();

const FRENCH = { titleFr: 'Retenez les réclamations', messageFr: 'Le réseau de réclamations est en panne jusqu’à midi.' };

describe('notifications in French', () => {
  it('sends a notice with its trimmed French, shown beside the English to everyone it reaches', async () => {
    const response = await send({
      title: unique('Hold claims'),
      message: 'The claims network is down until noon.',
      titleFr: `  ${FRENCH.titleFr} `,
      messageFr: FRENCH.messageFr,
      isPublic: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json<AdminNotification>();
    expect(sent).toMatchObject(FRENCH);

    // The same list whatever the visitor's language: both, side by side.
    const english = await notices({ 'accept-language': 'en-CA' });
    expect(await notices({ 'accept-language': 'fr-CA', cookie: 'lang=fr-CA' })).toEqual(english);
    expect(english.find((n) => n.id === sent.id)).toMatchObject({ title: sent.title, ...FRENCH });

    const user = await createUser(testApp(), { isAdmin: false });
    const panel = await testApp().request({ method: 'GET', url: '/api/notifications', headers: cookieHeader(await signedInCookie(testApp(), user.id)) });
    expect(panel.json<UserNotification[]>().find((n) => n.id === sent.id)).toMatchObject(FRENCH);
  });

  it('adds, changes and removes the French of a sent notice; the title and message go together', async () => {
    const sent = (await send({ title: unique('Phones restart'), message: 'At 6 p.m.', isPublic: true })).json<AdminNotification>();
    expect(sent).not.toHaveProperty('titleFr');

    const added = await translate(sent.id, FRENCH);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<AdminNotification>()).toMatchObject({ title: sent.title, message: 'At 6 p.m.', ...FRENCH });
    expect((await notices()).find((n) => n.id === sent.id)).toMatchObject(FRENCH);

    const half = await translate(sent.id, { titleFr: 'Redémarrage des téléphones', messageFr: '' });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ issues: [{ path: 'titleFr', message: 'Write the French title and message together, or leave both empty' }] });

    const removed = await translate(sent.id, { titleFr: null, messageFr: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<AdminNotification>()).not.toHaveProperty('titleFr');
    expect((await notices()).find((n) => n.id === sent.id)).not.toHaveProperty('messageFr');

    expect((await translate('00000000-0000-4000-8000-000000000000', FRENCH)).statusCode).toBe(404);
    const anonymous = await testApp().request({ method: 'PATCH', url: `/api/admin/notifications/${sent.id}`, body: FRENCH });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses French longer than the English may be, and a French title without its message', async () => {
    const base = { title: unique('Outage'), message: 'Claims are down.' };
    const cases = [
      [{ titleFr: 'é'.repeat(121), messageFr: 'x' }, 'titleFr', 'The French title is limited to 120 characters'],
      [{ titleFr: 'x', messageFr: 'é'.repeat(1001) }, 'messageFr', 'The French message is limited to 1000 characters'],
      [{ titleFr: 'Panne' }, 'titleFr', 'Write the French title and message together, or leave both empty'],
    ] as const;
    for (const [extra, path, message] of cases) {
      const response = await send({ ...base, ...extra });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ issues: [{ path, message }] });
    }
  });
});
