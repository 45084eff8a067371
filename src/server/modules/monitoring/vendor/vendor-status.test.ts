import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp } from '../../../../../tests/support/test-app.ts';
import { useAdminSession } from '../../../../../tests/support/admin-auth.ts';
import { auditLog, statusChanges, vendorStatusLinks } from '../../../db/schema.ts';
import type { AdminService } from '../../../../shared/status/service-admin.ts';
import type { Service } from '../../../../shared/status/services.ts';
import { VENDOR_MESSAGES, type AdminVendorLink } from '../../../../shared/status/vendor-status.ts';
import { createMonitor } from '../monitor.ts';
import { VENDOR_STALE_AFTER_MS } from '../../status/precedence.ts';

/*
 * Vendors' own status pages, read from a local HTTP server that serves the three formats (the
 * outside internet is the only thing we stand in for). The server honours If-None-Match, and
 * counts what it was asked, so politeness can be seen.
 */

interface Page {
  body: string;
  status: number;
  etag: string | null;
  type: string;
}
const pages = new Map<string, Page>();
const asked: { path: string; conditional: boolean; answered: number }[] = [];
let vendor: http.Server;
let origin = '';

beforeAll(async () => {
  vendor = http.createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    const conditional = Boolean(request.headers['if-none-match']);
    if (!page) {
      asked.push({ path: request.url ?? '', conditional, answered: 404 });
      return response.writeHead(404).end('not found');
    }
    if (page.etag && request.headers['if-none-match'] === page.etag) {
      asked.push({ path: request.url!, conditional, answered: 304 });
      return response.writeHead(304, { etag: page.etag }).end();
    }
    asked.push({ path: request.url!, conditional, answered: page.status });
    response.writeHead(page.status, { 'content-type': page.type, ...(page.etag ? { etag: page.etag } : {}) }).end(page.body);
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => vendor.close(() => resolve())));

let etags = 0;
function serve(path: string, body: unknown, options: { status?: number; type?: string } = {}): void {
  etags += 1;
  pages.set(path, {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    status: options.status ?? 200,
    etag: `"v${etags}"`,
    type: options.type ?? 'application/json',
  });
}
const askedFor = (path: string) => asked.filter((entry) => entry.path === path);

const summary = (status: string, incidents: unknown[] = []) => ({
  page: { id: 'p', name: 'Claims Co', url: 'https://status.claims.example' },
  components: [{ id: 'claims', name: 'Claims', status }],
  incidents,
});

const testApp = useTestApp({ env: { MONITOR_ALLOW_PRIVATE: 'true' } });
const admin = useAdminSession(testApp);
const silent = { warn: () => undefined };
const tick = () => {
  const t = testApp();
  return createMonitor({ db: t.db, clock: t.clock, config: t.config, directory: t.app.directory, log: silent }).tick();
};
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) => testApp().request({ method, url, body, headers: admin.headers });
const card = async (id: string) => (await testApp().request({ method: 'GET', url: '/api/services' })).json<Service[]>().find((s) => s.id === id)!;

async function addService(): Promise<AdminService> {
  const response = await call('POST', '/api/admin/services', { name: unique('Insurer').slice(0, 60), type: 'insurance' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminService>();
}

async function link(serviceId: string, body: Record<string, unknown>): Promise<AdminVendorLink> {
  const response = await call('PUT', `/api/admin/services/${serviceId}/vendor-status`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminVendorLink>();
}

describe('linking a service to its vendor status page', () => {
  it('links, reads at the next tick, and audits the link', async () => {
    const t = testApp();
    const service = await addService();
    const root = `/sp-${unique('a')}`;
    serve(`${root}/api/v2/summary.json`, summary('operational'));
    const saved = await link(service.id, { kind: 'statuspage', pageUrl: `${origin}${root}`, component: 'claims' });
    expect(saved).toMatchObject({ kind: 'statuspage', component: 'claims', state: null, readAt: null, nextPollAt: t.clock.now().toISOString() });
    await tick();
    expect(await card(service.id)).toMatchObject({
      status: 'online',
      source: 'vendor',
      vendor: { readAt: t.clock.now().toISOString(), incident: null, pageUrl: `${origin}${root}` },
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service.vendor-status.create'), eq(auditLog.target, `service:${service.id}`)));
    expect(audit).toHaveLength(1);
  });

  it.each([
    ['a Statuspage without its component', { kind: 'statuspage', pageUrl: 'https://status.example.com' }, VENDOR_MESSAGES.component],
    ['an address that is not a web page', { kind: 'feed', pageUrl: 'javascript:alert(1)' }, VENDOR_MESSAGES.pageUrl],
    ['an unknown kind', { kind: 'pingdom', pageUrl: 'https://status.example.com' }, VENDOR_MESSAGES.kind],
  ])('refuses %s with a message that says what to enter', async (_case, body, message) => {
    const service = await addService();
    const response = await call('PUT', `/api/admin/services/${service.id}/vendor-status`, body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(await testApp().db.select().from(vendorStatusLinks).where(eq(vendorStatusLinks.serviceId, service.id))).toHaveLength(0);
  });

  it('unlinks: the vendor no longer decides, and unlinking twice says there is nothing to unlink', async () => {
    const service = await addService();
    const root = `/sp-${unique('u')}`;
    serve(`${root}/api/v2/summary.json`, summary('major_outage'));
    await link(service.id, { kind: 'statuspage', pageUrl: `${origin}${root}`, component: 'claims' });
    await tick();
    expect((await card(service.id)).status).toBe('offline');
    expect((await call('DELETE', `/api/admin/services/${service.id}/vendor-status`)).statusCode).toBe(204);
    expect(await card(service.id)).toMatchObject({ source: 'manual', status: 'online' });
    const again = await call('DELETE', `/api/admin/services/${service.id}/vendor-status`);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(VENDOR_MESSAGES.noLink);
  });
});

describe('polling vendor status pages', () => {
  it('turns the card red with the vendor label and incident link when the component goes to major outage, within one poll', async () => {
    const t = testApp();
    const service = await addService();
    const root = `/sp-${unique('red')}`;
    const path = `${root}/api/v2/summary.json`;
    serve(path, summary('operational'));
    await link(service.id, { kind: 'statuspage', pageUrl: `${origin}${root}`, component: 'claims' });
    await tick();

    serve(path, summary('major_outage', [{ id: 'inc9', name: 'Claims are failing', shortlink: 'https://stspg.io/inc9', components: [{ id: 'claims' }] }]));
    t.clock.advance(60_000);
    await tick();
    expect(await card(service.id)).toMatchObject({
      status: 'offline',
      source: 'vendor',
      vendor: { incident: { title: 'Claims are failing', url: 'https://stspg.io/inc9' } },
    });
    const changes = await t.db.select().from(statusChanges).where(eq(statusChanges.serviceId, service.id));
    expect(changes.at(-1)).toMatchObject({ toStatus: 'offline', cause: 'vendor' });
  });

  it('asks each page at most once a minute however many services read it, conditionally after the first time', async () => {
    const t = testApp();
    const root = `/sp-${unique('shared')}`;
    const path = `${root}/api/v2/summary.json`;
    serve(path, {
      ...summary('operational'),
      components: [...summary('operational').components, { id: 'portal', name: 'Portal', status: 'degraded_performance' }],
    });
    const [claims, portal] = [await addService(), await addService()];
    await link(claims.id, { kind: 'statuspage', pageUrl: `${origin}${root}`, component: 'claims' });
    await link(portal.id, { kind: 'statuspage', pageUrl: `${origin}${root}/`, component: 'portal' });
    await tick();
    expect(askedFor(path)).toHaveLength(1);
    expect(await card(portal.id)).toMatchObject({ status: 'warning', source: 'vendor' });

    t.clock.advance(30_000);
    await tick();
    expect(askedFor(path)).toHaveLength(1);

    t.clock.advance(30_000);
    await tick();
    expect(askedFor(path)).toHaveLength(2);
    expect(askedFor(path)[1]).toMatchObject({ conditional: true, answered: 304 });
    // A 304 still counts as a reading: the board says how fresh it is.
    expect((await card(claims.id)).vendor?.readAt).toBe(t.clock.now().toISOString());
  });

  it('backs off after errors, and a page it cannot read goes stale instead of staying online', async () => {
    const t = testApp();
    const service = await addService();
    const root = `/sp-${unique('sick')}`;
    const path = `${root}/api/v2/summary.json`;
    serve(path, summary('operational'));
    await link(service.id, { kind: 'statuspage', pageUrl: `${origin}${root}`, component: 'claims' });
    await tick();
    expect((await card(service.id)).status).toBe('online');

    serve(path, 'upstream error', { status: 502, type: 'text/plain' });
    t.clock.advance(60_000);
    await tick();
    const [failed] = await t.db.select().from(vendorStatusLinks).where(eq(vendorStatusLinks.serviceId, service.id));
    expect(failed).toMatchObject({ failures: 1, lastError: 'HTTP 502' });
    expect(failed!.nextPollAt.getTime() - t.clock.now().getTime()).toBe(120_000);

    // One minute later the page is not asked again: it waits two.
    t.clock.advance(60_000);
    await tick();
    expect(askedFor(path)).toHaveLength(2);

    // No reading for more than five minutes: stale, never a green "online".
    t.clock.advance(VENDOR_STALE_AFTER_MS);
    await tick();
    expect(await card(service.id)).toMatchObject({ source: 'vendor', stale: true });
  });

  it('reads a Better Stack page and an RSS incident feed the same way', async () => {
    const [phones, internet] = [await addService(), await addService()];
    const bs = `/bs-${unique('b')}`;
    serve(`${bs}/index.json`, {
      data: { id: '1', type: 'status_page', attributes: { url: 'https://status.phones.example', aggregate_state: 'downtime' } },
      included: [
        { id: 'r1', type: 'status_report', attributes: { title: 'Calls dropping', aggregate_state: 'downtime', url: 'https://status.phones.example/r/1' } },
      ],
    });
    const feed = `/feed-${unique('f')}.rss`;
    serve(
      feed,
      '<?xml version="1.0"?><rss version="2.0"><channel><item><title>Fibre cut near Red Deer</title><description>Identified - crews on site</description><link>https://status.net.example/i/4</link></item></channel></rss>',
      { type: 'application/rss+xml' },
    );
    await link(phones.id, { kind: 'betterstack', pageUrl: `${origin}${bs}` });
    await link(internet.id, { kind: 'feed', pageUrl: `${origin}${feed}` });
    await tick();
    expect(await card(phones.id)).toMatchObject({ status: 'offline', vendor: { incident: { title: 'Calls dropping' } } });
    expect(await card(internet.id)).toMatchObject({
      status: 'warning',
      vendor: { incident: { title: 'Fibre cut near Red Deer', url: 'https://status.net.example/i/4' } },
    });
  });
});
