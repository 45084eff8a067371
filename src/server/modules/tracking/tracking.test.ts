import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, unique } from '#tests/support/test-app.ts';
import { dashboardClicks, marketplaceClicks } from '#server/db/schema.js';

const testApp = useTestApp();

describe('POST /api/track/dashboard-click', () => {
  it('stores the click with IP and user agent', async () => {
    const t = testApp();
    const cardId = unique('card');
    const response = await t.request({
      method: 'POST',
      url: '/api/track/dashboard-click',
      body: { cardType: 'service', cardId, cardName: 'Sun Life' },
      headers: { 'user-agent': 'FrontDesk/1.0' },
      ip: '198.51.100.20',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(dashboardClicks).where(eq(dashboardClicks.cardId, cardId));
    expect(row).toMatchObject({ cardType: 'service', cardName: 'Sun Life', ipAddress: '198.51.100.20', userAgent: 'FrontDesk/1.0', userId: null });
  });

  it('also records a marketplace click for the header Marketplace link, and only for it', async () => {
    const t = testApp();
    const ip = '198.51.100.21';
    await t.request({
      method: 'POST',
      url: '/api/track/dashboard-click',
      body: { cardType: 'header', cardId: 'marketplace', cardName: 'Marketplace' },
      ip,
      headers: { referer: 'http://localhost:5000/' },
    });
    await t.request({ method: 'POST', url: '/api/track/dashboard-click', body: { cardType: 'summary', cardId: 'marketplace', cardName: 'x' }, ip });
    const rows = await t.db.select().from(marketplaceClicks).where(eq(marketplaceClicks.clientIp, ip));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.referrer).toBe('http://localhost:5000/');
  });

  it.each([
    [{ cardType: 'footer', cardId: 'a', cardName: 'b' }, /cardType must be header, service or summary/],
    [{ cardType: 'service', cardId: '', cardName: 'b' }, /cardId is required/],
    [{ cardType: 'service', cardId: 'a' }, /cardName/],
    [{ cardType: 'service', cardId: 'a', cardName: 'b', admin: true }, /Unrecognized key/],
    [{ cardType: 'service', cardId: 7, cardName: 'b' }, /cardId/],
    [{ cardType: 'service', cardId: 'x'.repeat(101), cardName: 'b' }, /at most 100/],
  ])('refuses %j with a 400 and a message', async (body, message) => {
    const t = testApp();
    const response = await t.request({ method: 'POST', url: '/api/track/dashboard-click', body });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });
});
