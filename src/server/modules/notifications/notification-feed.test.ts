import { afterAll, describe, expect, it, vi } from 'vitest';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { createUser } from '#tests/support/admin-auth.ts';
import { createLocalChangeBus } from '#server/db/change-bus.js';
import type { UserNotification } from '#shared/notifications/notifications.js';
import { createNotificationFeed, type NotificationFeed } from './notification-feed.ts';

const testApp = useTestApp();
const bus = createLocalChangeBus();
const feeds: NotificationFeed[] = [];
afterAll(() => feeds.forEach((feed) => feed.stop()));

/** Two instances of the app: one database, one change bus (LISTEN/NOTIFY in production). */
async function twoInstances() {
  const t = testApp();
  const make = () => createNotificationFeed({ db: t.db, keys: t.keys, bus, clock: t.clock, log: { warn: () => undefined } });
  const [a, b] = [make(), make()];
  feeds.push(a, b);
  await Promise.all([a.start(), b.start()]);
  const admin = await createUser(t, { isAdmin: true });
  const actor = { userId: admin.id, email: null, ip: null };
  return { a, b, actor };
}

const listOf = async (feed: NotificationFeed, userId: string, ip = '198.51.100.40') =>
  JSON.parse((await feed.answerFor(userId, ip)).body.toString()) as UserNotification[];

describe('notifications across instances', () => {
  it('a notification sent through one instance reaches the other, and a mark read too', async () => {
    const t = testApp();
    const { a, b, actor } = await twoInstances();
    const user = await createUser(t, { isAdmin: false });
    const sent = await a.send(
      { title: unique('Shared'), message: 'Seen everywhere.', targetIp: null, priority: 'normal', isPublic: false, expiresAt: null },
      actor,
    );
    await vi.waitFor(async () => expect((await listOf(b, user.id)).map((n) => n.id)).toContain(sent.id));
    const before = await b.answerFor(user.id, '198.51.100.40');

    await a.markRead({ userId: user.id, ip: '198.51.100.40' }, sent.id);
    const mine = (await listOf(b, user.id)).find((n) => n.id === sent.id);
    expect(mine?.isRead).toBe(true);
    expect((await b.answerFor(user.id, '198.51.100.40')).etag).not.toBe(before.etag);

    await a.withdraw(sent.id, actor);
    await vi.waitFor(async () => expect((await listOf(b, user.id)).map((n) => n.id)).not.toContain(sent.id));
  });

  it("keeps a caller's serialised answer while nothing changes, and asks their address only while a notification targets one", async () => {
    const t = testApp();
    const { a, actor } = await twoInstances();
    const user = await createUser(t, { isAdmin: false });
    const first = await a.answerFor(user.id, '198.51.100.41');
    expect(await a.answerFor(user.id, '198.51.100.41')).toBe(first);
    // No targeted notification yet: every address gets the same list, and the address is not read.
    const addressOf = vi.fn(() => '198.51.100.42');
    expect(a.answerFromMemory(user.id, addressOf, t.clock.nowMs())).toBe(first);
    expect(addressOf).not.toHaveBeenCalled();

    const targeted = await a.send(
      { title: unique('Your network'), message: 'For one office.', targetIp: '198.51.100.41', priority: 'normal', isPublic: false, expiresAt: null },
      actor,
    );
    expect((await listOf(a, user.id, '198.51.100.41')).map((n) => n.id)).toContain(targeted.id);
    const elsewhere = a.answerFromMemory(user.id, addressOf, t.clock.nowMs());
    expect(addressOf).toHaveBeenCalled();
    expect((JSON.parse(elsewhere!.body.toString()) as UserNotification[]).map((n) => n.id)).not.toContain(targeted.id);
    await a.withdraw(targeted.id, actor);
  });
});
