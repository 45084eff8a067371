import { beforeAll, describe, expect, it } from 'vitest';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { alertSubscriptions, alertSubscriptionServices, services } from '#server/db/schema.js';
import type { Page } from '#shared/admin/admin.js';
import type { AdminAlertSubscriptionRow, AdminAlertSummary } from '#shared/subscribers/alerts.js';
import { unsubscribeTokenHash } from '#server/lib/mail/mail-tokens.js';

const testApp = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  const admin = await createUser(testApp(), { isAdmin: true });
  headers = cookieHeader(await adminSessionCookie(testApp(), admin.id));
});

async function newService(name = `Carrier ${unique('svc')}`): Promise<{ id: string; name: string }> {
  const [row] = await testApp().db.insert(services).values({ name, type: 'insurance' }).returning({ id: services.id });
  return { id: row!.id, name };
}

/** A subscription made directly: active and confirmed, pending (link mailed) or unsubscribed. */
async function subscription(email: string, serviceIds: string[], state: 'active' | 'pending' | 'unsubscribed', source = 'clinic'): Promise<string> {
  const t = testApp();
  const id = crypto.randomUUID();
  await t.db.insert(alertSubscriptions).values({
    id,
    emailEncrypted: t.keys.encrypt(email),
    emailHash: t.keys.blindIndex(email),
    source,
    consentText: 'test',
    unsubscribeTokenHash: unsubscribeTokenHash(t.keys, id),
    isActive: state === 'active',
    confirmedAt: state === 'pending' ? null : t.clock.now(),
    confirmTokenHash: state === 'pending' ? unique('hash') : null,
  });
  if (serviceIds.length > 0) await t.db.insert(alertSubscriptionServices).values(serviceIds.map((serviceId) => ({ subscriptionId: id, serviceId })));
  return id;
}

const list = (query = '') => testApp().request({ method: 'GET', url: `/api/admin/alert-subscriptions${query}`, headers });
const summary = () => testApp().request({ method: 'GET', url: '/api/admin/alert-subscriptions/summary', headers });

describe('GET /api/admin/alert-subscriptions', () => {
  it('lists a page with the e-mail decrypted, its source, service names and state, searchable by e-mail', async () => {
    const tag = unique('frontdesk');
    const email = `${tag}@bowriver.example.ca`;
    const [a, b] = [await newService(`Alpha ${tag}`), await newService(`Beta ${tag}`)];
    const id = await subscription(email, [b.id, a.id], 'active', 'newsletter');
    const response = await list(`?search=${tag.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<Page<AdminAlertSubscriptionRow>>();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    expect(page.items[0]).toEqual({
      id,
      email,
      source: 'newsletter',
      services: [a.name, b.name],
      isActive: true,
      state: 'active',
      confirmedAt: testApp().clock.now().toISOString(),
      createdAt: expect.any(String),
    });
  });

  it('pages without a search', async () => {
    for (let i = 0; i < 6; i += 1) await subscription(`${unique('page')}@clinic.example.ca`, [], 'pending');
    const page = (await list('?page=2')).json<Page<AdminAlertSubscriptionRow>>();
    expect(page.page).toBe(2);
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.items.length).toBeGreaterThan(0);
  });

  it('refuses a bad page number', async () => {
    expect((await list('?page=0')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/alert-subscriptions/summary', () => {
  it('counts subscriptions by state and active subscribers per service', async () => {
    const before = (await summary()).json<AdminAlertSummary>();
    const service = await newService();
    await subscription(`${unique('a')}@clinic.example.ca`, [service.id], 'active');
    await subscription(`${unique('b')}@clinic.example.ca`, [service.id], 'active');
    await subscription(`${unique('c')}@clinic.example.ca`, [service.id], 'pending');
    await subscription(`${unique('d')}@clinic.example.ca`, [service.id], 'unsubscribed');
    const after = (await summary()).json<AdminAlertSummary>();
    expect(after.active - before.active).toBe(2);
    expect(after.pending - before.pending).toBe(1);
    expect(after.unsubscribed - before.unsubscribed).toBe(1);
    expect(after.services).toContainEqual({ serviceId: service.id, name: service.name, subscribers: 2 });
  });
});

describe('admin alert routes without an admin session', () => {
  it.each(['/api/admin/alert-subscriptions', '/api/admin/alert-subscriptions/summary'])('%s answers 401', async (url) => {
    expect((await testApp().request({ method: 'GET', url })).statusCode).toBe(401);
  });
});
