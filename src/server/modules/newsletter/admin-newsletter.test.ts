import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, createUser } from '#tests/support/admin-auth.ts';
import { newsletterSubscriptions } from '#server/db/schema.js';
import type { Page } from '#shared/admin/admin.js';
import type { AdminSubscriptionRow } from '#shared/subscribers/newsletter-admin.js';

const testApp = useTestApp();

/** Subscribes through the public form, a minute after the previous one, so the order is known. */
async function subscribe(email: string, ip = '198.51.100.40'): Promise<string> {
  const t = testApp();
  t.clock.advance(60_000);
  const response = await t.request({ method: 'POST', url: '/api/newsletter/subscribe', body: { email }, ip });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.emailHash, t.keys.blindIndex(email)));
  return row!.id;
}

async function list(query: string): Promise<Page<AdminSubscriptionRow>> {
  const t = testApp();
  const admin = await createUser(t, { isAdmin: true });
  const response = await t.request({
    method: 'GET',
    url: `/api/admin/newsletter-subscriptions${query}`,
    headers: { cookie: await adminSessionCookie(t, admin.id) },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

describe('GET /api/admin/newsletter-subscriptions', () => {
  it('shows the decrypted e-mail, IP, date and active flag, and says when a sign-up was never confirmed', async () => {
    const t = testApp();
    const email = `${unique('office')}@clinic.example.ca`;
    const id = await subscribe(email, '198.51.100.41');
    await t.db.update(newsletterSubscriptions).set({ isActive: false }).where(eq(newsletterSubscriptions.id, id));

    const page = await list(`?search=${encodeURIComponent(email)}`);
    expect(page).toEqual({
      items: [{ id, email, ipAddress: '198.51.100.41', createdAt: t.clock.now().toISOString(), isActive: false, pending: true }],
      total: 1,
      page: 1,
      pageSize: 5,
    });
  });

  it('searches the e-mail (any case) and the IP address', async () => {
    const tag = unique('news');
    const byEmail = await subscribe(`front.${tag}@smiles.example.ca`);
    const ip = `2001:db8:${(0x1000 + Math.floor(Math.random() * 0xefff)).toString(16)}::9`;
    const byIp = await subscribe(`${unique('other')}@clinic.example.ca`, ip);

    expect((await list(`?search=${encodeURIComponent(`FRONT.${tag.toUpperCase()}`)}`)).items.map((r) => r.id)).toEqual([byEmail]);
    expect((await list(`?search=${encodeURIComponent(ip)}`)).items.map((r) => r.id)).toEqual([byIp]);
    expect(await list(`?search=${unique('none')}`)).toMatchObject({ items: [], total: 0, page: 1 });
  });

  it('pages five at a time, newest first, clamping a page past the end', async () => {
    const tag = unique('paged');
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await subscribe(`${tag}-${i}@clinic.example.ca`));
    const newestFirst = [...ids].reverse();

    const first = await list(`?search=${tag}`);
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 5 });
    expect(first.items.map((r) => r.id)).toEqual(newestFirst.slice(0, 5));
    const last = await list(`?search=${tag}&page=2`);
    expect(last.items.map((r) => r.id)).toEqual(newestFirst.slice(5));
    expect(await list(`?search=${tag}&page=40`)).toMatchObject({ page: 2, total: 6 });
  });

  it('pages every subscription when there is no search', async () => {
    const t = testApp();
    const newest = await subscribe(`${unique('latest')}@clinic.example.ca`);
    const [{ n }] = (await t.db.select({ n: count() }).from(newsletterSubscriptions)) as [{ n: number }];
    const page = await list('');
    expect(page).toMatchObject({ total: n, page: 1, pageSize: 5 });
    expect(page.items[0]!.id).toBe(newest);
  });

  it.each(['?page=0', '?page=x', '?search=' + 'a'.repeat(201), '?other=1'])('refuses %s with 400', async (query) => {
    const t = testApp();
    const admin = await createUser(t, { isAdmin: true });
    const response = await t.request({
      method: 'GET',
      url: `/api/admin/newsletter-subscriptions${query}`,
      headers: { cookie: await adminSessionCookie(t, admin.id) },
    });
    expect(response.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const response = await testApp().request({ method: 'GET', url: '/api/admin/newsletter-subscriptions' });
    expect(response.statusCode).toBe(401);
  });
});
