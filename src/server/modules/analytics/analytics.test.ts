import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { dashboardClicks, marketplaceClicks, users } from '#server/db/schema.js';
import type { DashboardAnalytics, MarketplaceAnalytics } from '#shared/admin/analytics.js';
import { rollupDrift } from './rollup-drift.ts';

// This file's database is its own: each test starts from empty click tables (and so empty
// rollups, through the truncate triggers) to check exact figures.
const testApp = useTestApp();
let adminId: string;
let headers: Record<string, string>;
beforeAll(async () => {
  adminId = (await createUser(testApp(), { isAdmin: true })).id;
});
beforeEach(async () => {
  await testApp().db.execute(sql`truncate dashboard_clicks, marketplace_clicks`);
  testApp().clock.set('2026-06-15T16:00:00Z'); // 10:00 in Edmonton (MDT, UTC-6)
  headers = await signIn();
});
// Admin sessions last 8 hours of the test clock: a test that moves it far signs in again.
const signIn = async () => cookieHeader(await adminSessionCookie(testApp(), adminId));

const get = async <T>(t: TestApp, url: string, as = headers) => {
  const response = await t.request({ method: 'GET', url, headers: as });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<T>();
};
const dashboard = (t = testApp(), as = headers) => get<DashboardAnalytics>(t, '/api/admin/dashboard-analytics', as);
const marketplace = (t = testApp(), as = headers) => get<MarketplaceAnalytics>(t, '/api/admin/marketplace-analytics', as);

type Card = { cardType: 'service' | 'summary' | 'header'; cardId: string; cardName: string };
const service = (n: number): Card => ({ cardType: 'service', cardId: `svc-${n}`, cardName: `Insurer ${String(n).padStart(2, '0')}` });
const clicksOf = (card: Card, times: string[]) => times.map((at) => ({ ...card, timestamp: new Date(at) }));

describe('GET /api/admin/dashboard-analytics', () => {
  it('answers zeros and empty lists before any click', async () => {
    expect(await dashboard()).toEqual({ totalClicks: 0, clicksByDay: [], topCards: [], clicksByCardType: [] });
  });

  it('counts clicks per local day in America/Edmonton, on both sides of midnight, summer and winter', async () => {
    const card = service(1);
    await testApp()
      .db.insert(dashboardClicks)
      .values(
        clicksOf(card, [
          '2026-06-10T05:59:59.999Z', // 23:59:59.999 on June 9 (MDT)
          '2026-06-10T06:00:00.000Z', // 00:00 on June 10
          '2026-06-10T23:00:00.000Z', // 17:00 on June 10
          '2026-01-15T06:59:59.000Z', // 23:59:59 on January 14 (MST, UTC-7)
          '2026-01-15T07:00:00.000Z', // 00:00 on January 15
        ]),
      );
    const answer = await dashboard();
    expect(answer.clicksByDay).toEqual([
      { date: '2026-01-14', count: 1 },
      { date: '2026-01-15', count: 1 },
      { date: '2026-06-09', count: 1 },
      { date: '2026-06-10', count: 2 },
    ]);
    expect(answer.totalClicks).toBe(5);
  });

  it('ranks the ten most clicked cards, counts per card type, and names a card by its latest click', async () => {
    const t = testApp();
    // Service n gets n clicks (1..12): the top ten are services 12 down to 3.
    const rows = Array.from({ length: 12 }, (_, i) => i + 1).flatMap((n) =>
      clicksOf(
        service(n),
        Array.from({ length: n }, (_, k) => `2026-05-${String(1 + k).padStart(2, '0')}T18:00:00Z`),
      ),
    );
    await t.db.insert(dashboardClicks).values(rows);
    await t.db
      .insert(dashboardClicks)
      .values([
        ...clicksOf({ cardType: 'summary', cardId: 'offline', cardName: 'Offline' }, ['2026-05-02T18:00:00Z', '2026-05-03T18:00:00Z']),
        ...clicksOf({ cardType: 'header', cardId: 'marketplace', cardName: 'Marketplace' }, ['2026-05-02T18:00:00Z']),
      ]);
    // A renamed service keeps its id: the latest click's name is shown.
    t.clock.set('2026-06-01T18:00:00Z');
    const renamed = await t.request({ method: 'POST', url: '/api/track/dashboard-click', body: { ...service(12), cardName: 'Insurer Twelve' } });
    expect(renamed.statusCode, renamed.body).toBeLessThan(300);

    const answer = await dashboard();
    expect(answer.totalClicks).toBe(78 + 1 + 2 + 1);
    expect(answer.topCards).toHaveLength(10);
    expect(answer.topCards[0]).toEqual({ cardType: 'service', cardId: 'svc-12', cardName: 'Insurer Twelve', count: 13 });
    expect(answer.topCards.map((c) => c.count)).toEqual([13, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(answer.topCards.map((c) => c.cardId)).not.toContain('svc-2');
    expect(answer.clicksByCardType).toEqual([
      { cardType: 'service', cardName: 'Service cards', count: 79 },
      { cardType: 'summary', cardName: 'Summary counters', count: 2 },
      { cardType: 'header', cardName: 'Header links', count: 1 },
    ]);
    expect(answer.clicksByDay.reduce((sum, d) => sum + d.count, 0)).toBe(answer.totalClicks);
    expect(answer.clicksByDay[0]).toEqual({ date: '2026-05-01', count: 12 });
    expect(answer.clicksByDay.at(-1)).toEqual({ date: '2026-06-01', count: 1 });
  });

  it('is behind the admin guard', async () => {
    expect((await testApp().request({ method: 'GET', url: '/api/admin/dashboard-analytics' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/marketplace-analytics', () => {
  const visit = (at: string, clientIp: string) => ({ timestamp: new Date(at), clientIp, userAgent: 'FrontDesk/1.0' });

  it('answers zeros and 30 empty days before any click', async () => {
    const answer = await marketplace();
    expect(answer).toMatchObject({ totalClicks: 0, uniqueUsersLast30Days: 0, clicksByDay: [] });
    expect(answer.recentActivity).toHaveLength(30);
    expect(answer.recentActivity.every((d) => d.count === 0)).toBe(true);
    expect(answer.recentActivity[0]!.date).toBe('2026-05-17');
    expect(answer.recentActivity[29]!.date).toBe('2026-06-15');
  });

  it('counts the last 30 local days, today included, and unique addresses inside them only', async () => {
    const t = testApp();
    // Today is June 15 in Edmonton; the window opens at 00:00 on May 17 (06:00 UTC).
    await t.db.insert(marketplaceClicks).values([
      visit('2026-03-01T18:00:00Z', '198.51.100.1'), // long ago
      visit('2026-05-17T05:59:59Z', '198.51.100.2'), // 23:59:59 on May 16: just outside
      visit('2026-05-17T06:00:00Z', '198.51.100.3'), // 00:00 on May 17: first day
      visit('2026-05-17T06:30:00Z', '198.51.100.3'),
      visit('2026-06-15T15:00:00Z', '198.51.100.4'), // today
      visit('2026-06-15T15:30:00Z', '198.51.100.3'),
    ]);
    const answer = await marketplace();
    expect(answer.totalClicks).toBe(6);
    expect(answer.uniqueUsersLast30Days).toBe(2);
    expect(answer.clicksByDay).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-05-16', count: 1 },
      { date: '2026-05-17', count: 2 },
      { date: '2026-06-15', count: 2 },
    ]);
    expect(answer.recentActivity).toHaveLength(30);
    expect(answer.recentActivity[0]).toEqual({ date: '2026-05-17', count: 2 });
    expect(answer.recentActivity[1]).toEqual({ date: '2026-05-18', count: 0 });
    expect(answer.recentActivity[29]).toEqual({ date: '2026-06-15', count: 2 });
    expect(answer.recentActivity.reduce((sum, d) => sum + d.count, 0)).toBe(4);

    // At 00:00 on June 16 the window moves one day: May 17 leaves it.
    t.clock.set('2026-06-16T06:00:00Z');
    headers = await signIn();
    const next = await marketplace();
    expect(next.recentActivity[0]).toEqual({ date: '2026-05-18', count: 0 });
    expect(next.recentActivity[29]).toEqual({ date: '2026-06-16', count: 0 });
    expect(next.uniqueUsersLast30Days).toBe(2); // .4 and .3 (today's-yesterday visit)
    t.clock.set('2026-06-16T05:59:59Z');
    expect((await marketplace()).recentActivity[0]).toEqual({ date: '2026-05-17', count: 2 });
  });

  it('counts a Marketplace header click recorded through the tracking route', async () => {
    const t = testApp();
    const response = await t.request({
      method: 'POST',
      url: '/api/track/dashboard-click',
      body: { cardType: 'header', cardId: 'marketplace', cardName: 'Marketplace' },
      ip: '203.0.113.9',
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await marketplace()).toMatchObject({ totalClicks: 1, uniqueUsersLast30Days: 1, clicksByDay: [{ date: '2026-06-15', count: 1 }] });
    expect((await dashboard()).clicksByCardType).toEqual([{ cardType: 'header', cardName: 'Header links', count: 1 }]);
  });

  it('is behind the admin guard', async () => {
    expect((await testApp().request({ method: 'GET', url: '/api/admin/marketplace-analytics' })).statusCode).toBe(401);
  });
});

describe('analytics rollups', () => {
  it('match the raw clicks after inserts and deletes, and refuse edits that would move a click', async () => {
    const t = testApp();
    await t.db
      .insert(dashboardClicks)
      .values([
        ...clicksOf(service(1), ['2026-06-01T10:00:00Z', '2026-06-01T10:14:59Z', '2026-06-01T10:15:00Z']),
        ...clicksOf(service(2), ['2026-06-02T10:00:00Z']),
      ]);
    await t.db.insert(marketplaceClicks).values([{ timestamp: new Date('2026-06-01T10:00:00Z') }, { timestamp: new Date('2026-06-03T10:00:00Z') }]);
    expect(await rollupDrift(t.db)).toEqual([]);

    await t.db.execute(sql`delete from dashboard_clicks where card_id = 'svc-2' or "timestamp" = '2026-06-01T10:15:00Z'`);
    await t.db.execute(sql`delete from marketplace_clicks where "timestamp" < '2026-06-02T00:00:00Z'`);
    expect(await rollupDrift(t.db)).toEqual([]);
    const answer = await dashboard();
    expect(answer).toMatchObject({ totalClicks: 2, topCards: [{ cardId: 'svc-1', count: 2 }], clicksByDay: [{ date: '2026-06-01', count: 2 }] });
    expect((await marketplace()).totalClicks).toBe(1);

    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(t.db.execute(sql`update dashboard_clicks set "timestamp" = now()`))).toMatch(/dashboard_clicks rows are immutable/);
    expect(await refusal(t.db.execute(sql`update marketplace_clicks set "timestamp" = now()`))).toMatch(/marketplace_clicks rows are immutable/);
    await t.db.execute(sql`update dashboard_clicks set user_agent = 'edited'`);
    expect(await rollupDrift(t.db)).toEqual([]);

    // Deleting a person keeps their clicks: user_id is set to null, which the triggers allow.
    const person = await createUser(t, { isAdmin: false });
    await t.db.insert(dashboardClicks).values({ ...service(3), userId: person.id, timestamp: new Date('2026-06-05T10:00:00Z') });
    await t.db.delete(users).where(eq(users.id, person.id));
    expect((await dashboard()).totalClicks).toBe(3);
    expect(await rollupDrift(t.db)).toEqual([]);
  });
});

describe('in an Alberta winter, on UTC-6 since Alberta stopped changing clocks (2026-11-01)', () => {
  // Days are cut with Node's time-zone data: a database with older rules (UTC-7 in winter) would
  // read 00:30 on December 2 as 23:30 on December 1 and count it a day early.
  it('counts a click at 23:30 on December 1 for December 1, and one at 00:30 on December 2 for December 2', async () => {
    const t = testApp();
    t.clock.set('2026-12-02T18:00:00Z'); // noon on December 2 in Edmonton
    headers = await signIn();
    await t.db.insert(dashboardClicks).values(
      clicksOf(service(1), [
        '2026-12-02T05:30:00Z', // 23:30 on December 1
        '2026-12-02T05:59:59Z', // 23:59:59 on December 1
        '2026-12-02T06:00:00Z', // 00:00 on December 2
        '2026-12-02T06:30:00Z', // 00:30 on December 2
      ]),
    );
    await t.db.insert(marketplaceClicks).values([
      { timestamp: new Date('2026-11-03T05:30:00Z'), clientIp: '198.51.100.1' }, // 23:30 on November 2: before the 30 days
      { timestamp: new Date('2026-11-03T06:30:00Z'), clientIp: '198.51.100.2' }, // 00:30 on November 3: the first of the 30 days
      { timestamp: new Date('2026-12-02T05:30:00Z'), clientIp: '198.51.100.2' }, // 23:30 on December 1
      { timestamp: new Date('2026-12-02T06:30:00Z'), clientIp: '198.51.100.3' }, // 00:30 on December 2
    ]);
    expect((await dashboard()).clicksByDay).toEqual([
      { date: '2026-12-01', count: 2 },
      { date: '2026-12-02', count: 2 },
    ]);
    const answer = await marketplace();
    expect(answer.clicksByDay).toEqual([
      { date: '2026-11-02', count: 1 },
      { date: '2026-11-03', count: 1 },
      { date: '2026-12-01', count: 1 },
      { date: '2026-12-02', count: 1 },
    ]);
    expect(answer.recentActivity).toHaveLength(30);
    expect(answer.recentActivity[0]).toEqual({ date: '2026-11-03', count: 1 });
    expect(answer.recentActivity.slice(-2)).toEqual([
      { date: '2026-12-01', count: 1 },
      { date: '2026-12-02', count: 1 },
    ]);
    expect(answer.uniqueUsersLast30Days).toBe(2);
  });
});

describe('in a time zone with a half-hour offset (America/St_Johns)', () => {
  const stJohns = useTestApp({ env: { TIMEZONE: 'America/St_Johns' } });
  let stJohnsHeaders: Record<string, string>;
  beforeAll(async () => {
    const admin = await createUser(stJohns(), { isAdmin: true });
    stJohnsHeaders = cookieHeader(await adminSessionCookie(stJohns(), admin.id));
  });

  it('splits days at local midnight, 02:30 UTC in summer', async () => {
    const t = stJohns();
    t.clock.set('2026-06-15T16:00:00Z');
    await t.db.insert(dashboardClicks).values(clicksOf(service(1), ['2026-06-10T02:29:59Z', '2026-06-10T02:30:00Z', '2026-06-10T02:44:59Z']));
    await t.db.insert(marketplaceClicks).values([{ timestamp: new Date('2026-06-10T02:29:59Z') }, { timestamp: new Date('2026-06-10T02:30:00Z') }]);
    expect((await dashboard(t, stJohnsHeaders)).clicksByDay).toEqual([
      { date: '2026-06-09', count: 1 },
      { date: '2026-06-10', count: 2 },
    ]);
    const recent = (await marketplace(t, stJohnsHeaders)).recentActivity;
    expect(recent.find((d) => d.date === '2026-06-09')?.count).toBe(1);
    expect(recent.find((d) => d.date === '2026-06-10')?.count).toBe(1);
  });
});
