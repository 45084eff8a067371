import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { useAdminSession } from '#tests/support/admin-auth.ts';
import { auditLog, statusChanges, vendorStatusLinks } from '#server/db/schema.js';
import type { AdminService } from '#shared/status/service-admin.js';
import type { Service } from '#shared/status/services.js';
import { VENDOR_MESSAGES, VENDOR_UNKNOWN_REASONS, type AdminVendorLink, type VendorPageComponents } from '#shared/status/vendor-status.js';
import type { StatusSummary } from '#shared/status/incidents.js';
import { freshnessText } from '#shared/status/status-freshness.js';
import { VENDOR_BODY_LIMIT_BYTES } from './vendor-fetch.ts';
import { vettedVendorAddress } from './vendor-link.service.ts';
import { displayState } from '#shared/status/board-status.js';
import { createMonitor } from '../monitor.ts';
import { VENDOR_STALE_AFTER_MS } from '#server/modules/status/precedence.js';

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

/** Links to the local vendor page: plain http on loopback, so marked as a page on the provider's own network. */
async function link(serviceId: string, body: Record<string, unknown>): Promise<AdminVendorLink> {
  const response = await call('PUT', `/api/admin/services/${serviceId}/vendor-status`, { allowPrivate: true, ...body });
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
    ['a page over plain http, not marked as on our own network', { kind: 'feed', pageUrl: 'http://status.example.com/history.rss' }, VENDOR_MESSAGES.httpsOnly],
    ['a loopback page not marked as on our own network', { kind: 'feed', pageUrl: 'https://127.0.0.1/history.rss' }, 'loopback'],
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

    // No reading for more than five minutes: stale and unknown, never a green "online".
    t.clock.advance(VENDOR_STALE_AFTER_MS);
    await tick();
    const stale = await card(service.id);
    expect(stale).toMatchObject({ source: 'vendor', stale: true, unknown: { reason: VENDOR_UNKNOWN_REASONS.failing } });
    expect(displayState(stale)).toBe('stale');
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

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const summaryOf = async (id: string) =>
  (await testApp().request({ method: 'GET', url: '/api/status/summary' })).json<StatusSummary>().services.find((s) => s.id === id)!;
const linkRow = async (serviceId: string) => (await testApp().db.select().from(vendorStatusLinks).where(eq(vendorStatusLinks.serviceId, serviceId)))[0]!;

describe('a link that cannot be read makes the service unknown, never online', () => {
  it('a component the page does not list: unknown at the first reading, in /api/services and /api/status/summary, with the reason', async () => {
    const service = await addService();
    const root = `/sp-${unique('ghost')}`;
    serve(`${root}/api/v2/summary.json`, summary('operational'));
    await link(service.id, { kind: 'statuspage', pageUrl: `${origin}${root}`, component: 'no-such-component' });
    await tick();
    const shown = await card(service.id);
    expect(shown).toMatchObject({ source: 'vendor', unknown: { reason: VENDOR_UNKNOWN_REASONS.missing } });
    expect(displayState(shown)).toBe('stale');
    expect(freshnessText(shown, testApp().clock.now())).toBe(`Status unknown. ${VENDOR_UNKNOWN_REASONS.missing}`);
    expect(await summaryOf(service.id)).toMatchObject({ source: 'vendor', unknown: { reason: VENDOR_UNKNOWN_REASONS.missing } });
    expect(await linkRow(service.id)).toMatchObject({ problem: 'missing', lastError: 'the summary has no component no-such-component' });
  });

  it('a page over the size limit: unknown at once, and the admin sees why', async () => {
    const service = await addService();
    const feed = `/big-${unique('b')}.rss`;
    serve(feed, `<rss version="2.0"><channel>${' '.repeat(VENDOR_BODY_LIMIT_BYTES + 10)}</channel></rss>`, { type: 'application/rss+xml' });
    await link(service.id, { kind: 'feed', pageUrl: `${origin}${feed}` });
    await tick();
    expect(await card(service.id)).toMatchObject({ source: 'vendor', unknown: { reason: VENDOR_UNKNOWN_REASONS.unreadable } });
    expect((await linkRow(service.id)).lastError).toMatch(/larger than 1024 KB/);
  });

  it('a page that fails from the first request: unknown at once, not "Set by the provider"', async () => {
    const service = await addService();
    const root = `/sp-${unique('down')}`;
    serve(`${root}/api/v2/summary.json`, 'upstream error', { status: 503, type: 'text/plain' });
    await link(service.id, { kind: 'statuspage', pageUrl: `${origin}${root}`, component: 'claims' });
    await tick();
    expect(await card(service.id)).toMatchObject({ source: 'vendor', unknown: { reason: VENDOR_UNKNOWN_REASONS.failing } });
  });

  it('a Better Stack resource that is not_monitored: read (no error for the admin), and unknown on the board', async () => {
    const service = await addService();
    const root = `/bs-${unique('nm')}`;
    serve(`${root}/index.json`, fixture('betterstack-index.json'));
    const saved = await link(service.id, { kind: 'betterstack', pageUrl: `${origin}${root}`, component: 'Call recording' });
    expect(saved.allowPrivate).toBe(true);
    await tick();
    expect(await card(service.id)).toMatchObject({ source: 'vendor', unknown: { reason: VENDOR_UNKNOWN_REASONS['not-monitored'] } });
    expect(await linkRow(service.id)).toMatchObject({ problem: 'not-monitored', vendorWord: 'not_monitored', lastError: null, failures: 0 });
  });

  it('one service whose component is gone does not turn off conditional requests for the others on the same page', async () => {
    const t = testApp();
    const root = `/sp-${unique('mixed')}`;
    const path_ = `${root}/api/v2/summary.json`;
    serve(path_, summary('operational'));
    const [claims, ghost] = [await addService(), await addService()];
    await link(claims.id, { kind: 'statuspage', pageUrl: `${origin}${root}`, component: 'claims' });
    await link(ghost.id, { kind: 'statuspage', pageUrl: `${origin}${root}`, component: 'ghost' });
    await tick();
    for (let poll = 1; poll <= 3; poll++) {
      t.clock.advance(60_000);
      await tick();
    }
    expect(askedFor(path_).map((a) => a.conditional)).toEqual([false, true, true, true]);
    expect(
      askedFor(path_)
        .slice(1)
        .every((a) => a.answered === 304),
    ).toBe(true);
    expect((await card(claims.id)).vendor?.readAt).toBe(t.clock.now().toISOString());
    expect(await card(ghost.id)).toMatchObject({ unknown: { reason: VENDOR_UNKNOWN_REASONS.missing } });
  });
});

describe("the vendor's scheduled maintenance", () => {
  it('is upcoming maintenance with its window until it starts (no warning), then maintenance: the page unchanged throughout', async () => {
    const t = testApp();
    const service = await addService();
    const root = `/sp-${unique('maint')}`;
    const startsAt = new Date(t.clock.now().getTime() + 3 * 3600_000);
    const endsAt = new Date(startsAt.getTime() + 2 * 3600_000);
    serve(`${root}/api/v2/summary.json`, {
      ...summary('operational'),
      scheduled_maintenances: [
        {
          id: 'mnt1',
          name: 'Claims database upgrade',
          status: 'scheduled',
          impact: 'maintenance',
          shortlink: 'https://stspg.io/mnt1',
          components: [{ id: 'claims', name: 'Claims', status: 'operational' }],
          incident_updates: [{ id: 'u1', status: 'scheduled', body: 'Claims will be unavailable.', created_at: t.clock.now().toISOString() }],
          scheduled_for: startsAt.toISOString(),
          scheduled_until: endsAt.toISOString(),
        },
      ],
    });
    await link(service.id, { kind: 'statuspage', pageUrl: `${origin}${root}`, component: 'claims' });
    await tick();
    const maintenance = { title: 'Claims database upgrade', startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), url: 'https://stspg.io/mnt1' };
    expect(await card(service.id)).toMatchObject({ status: 'online', source: 'vendor', vendor: { maintenance } });

    // The window opens while the page says the same (304s): the board moves by the clock.
    for (const step of [3600_000, 3600_000, 3600_000 + 60_000]) {
      t.clock.advance(step);
      await tick();
    }
    expect(await card(service.id)).toMatchObject({ status: 'warning', source: 'vendor', vendor: { maintenance } });
    expect(askedFor(`${root}/api/v2/summary.json`).map((a) => a.answered)).toEqual([200, 304, 304, 304]);
    const [latest] = await t.db.select().from(statusChanges).where(eq(statusChanges.serviceId, service.id)).orderBy(desc(statusChanges.at)).limit(1);
    expect(latest).toMatchObject({ toStatus: 'warning', cause: 'vendor' });
  });
});

describe('choosing the component from the page (GET /api/admin/vendor-pages/components)', () => {
  const components = (query: string, headers = admin.headers) =>
    testApp().request({ method: 'GET', url: `/api/admin/vendor-pages/components?${query}`, headers });

  it("lists a Statuspage's components by name, grouped, with the id the link stores", async () => {
    const root = `/sp-${unique('pick')}`;
    serve(`${root}/api/v2/summary.json`, fixture('statuspage-summary.json'));
    const response = await components(`kind=statuspage&allowPrivate=true&url=${encodeURIComponent(`${origin}${root}`)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<VendorPageComponents>()).toEqual({
      pageName: 'Maple Claims Network',
      components: [
        { id: 'c7x8v9b0n1m2', name: 'Claim submission', group: 'Claims', status: 'partial_outage' },
        { id: 'd4f5g6h7j8k9', name: 'Eligibility checks', group: 'Claims', status: 'operational' },
        { id: 'f1g2h3j4k5l6', name: 'Provider portal', group: null, status: 'under_maintenance' },
        { id: 'g7h8j9k0l1m2', name: 'Payment statements', group: null, status: 'operational' },
        { id: 'h3j4k5l6m7n8', name: 'Fax gateway', group: null, status: 'sideways' },
      ],
    });
  });

  it("lists a Better Stack page's resources by section, in the page's order", async () => {
    const root = `/bs-${unique('pick')}`;
    serve(`${root}/index.json`, fixture('betterstack-index.json'));
    const response = await components(`kind=betterstack&allowPrivate=true&url=${encodeURIComponent(`${origin}${root}/`)}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<VendorPageComponents>();
    expect(answer.pageName).toBe('Prairie Voice');
    expect(answer.components.map((c) => `${c.group}: ${c.name} (${c.id})`)).toEqual([
      'Phones: Inbound calls (410001)',
      'Phones: Outbound calls (410002)',
      'Phones: Call recording (410003)',
      'Phones: Voicemail (410004)',
      'Messaging: Text messages (410005)',
      'Messaging: Fax to e-mail (410006)',
    ]);
  });

  it('refuses a plain-http page not marked as on our own network, a page that is not there, and a page of another kind, saying what to do', async () => {
    const plain = await components(`kind=statuspage&url=${encodeURIComponent('http://status.example.com')}`);
    expect(plain.statusCode).toBe(400);
    expect(plain.json<{ message: string }>().message).toContain(VENDOR_MESSAGES.httpsOnly);

    const gone = await components(`kind=statuspage&allowPrivate=true&url=${encodeURIComponent(`${origin}/nothing-${unique('n')}`)}`);
    expect(gone.statusCode).toBe(400);
    expect(gone.json<{ message: string }>().message).toMatch(/^Could not read .*: HTTP 404\. Check the address\.$/);

    const root = `/bs-${unique('wrong')}`;
    serve(`${root}/api/v2/summary.json`, fixture('betterstack-index.json'));
    const wrong = await components(`kind=statuspage&allowPrivate=true&url=${encodeURIComponent(`${origin}${root}`)}`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('does not answer as an Atlassian Statuspage does');
  });

  it('is for admins only', async () => {
    const response = await components(`kind=statuspage&url=${encodeURIComponent('https://status.example.com')}`, {});
    expect([401, 403]).toContain(response.statusCode);
  });

  it("tells the dialog whether pages on the provider's own network may be linked", async () => {
    const response = await testApp().request({ method: 'GET', url: '/api/admin/vendor-pages/settings', headers: admin.headers });
    expect(response.json()).toEqual({ privateMonitoring: true });
  });

  it('refuses a link marked as on our own network when the board does not allow private monitoring', () => {
    const config = { ...testApp().config, monitor: { ...testApp().config.monitor, allowPrivate: false } };
    expect(() => vettedVendorAddress(config, 'feed', 'https://10.0.0.5/feed.rss', true)).toThrow(VENDOR_MESSAGES.privateOff);
    expect(() => vettedVendorAddress(config, 'feed', 'https://10.0.0.5/feed.rss', false)).toThrow(/private network addresses/);
    expect(vettedVendorAddress(config, 'statuspage', 'https://status.example.com/', false)).toBe('https://status.example.com/api/v2/summary.json');
  });
});
