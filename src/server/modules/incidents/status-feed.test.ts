import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { incidents, services } from '#server/db/schema.js';
import type { Incident, StatusSummary } from '#shared/status/incidents.js';
import { feedWindowWords } from './feed-entries.ts';

const testApp = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  const admin = await createUser(testApp(), { isAdmin: true });
  headers = cookieHeader(await adminSessionCookie(testApp(), admin.id));
});

const HOUR = 3_600_000;
const at = (ms: number) => new Date(testApp().clock.now().getTime() + ms).toISOString();

async function newService(type: 'insurance' | 'internet' | 'voip' = 'internet'): Promise<{ id: string; name: string }> {
  const [row] = await testApp()
    .db.insert(services)
    .values({ name: unique('Provider'), type })
    .returning({ id: services.id, name: services.name });
  return row!;
}

async function openIncident(title: string, message = 'Looking into it.'): Promise<Incident> {
  const service = await newService();
  const response = await testApp().request({ method: 'POST', url: '/api/admin/incidents', body: { title, serviceIds: [service.id], message }, headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Incident>();
}

/** Sets manual statuses directly (this file's database is its own) and reloads the services snapshot. */
async function setStatuses(changes: Record<string, 'online' | 'warning' | 'offline'>): Promise<void> {
  await testApp().db.update(services).set({ status: 'online', manualStatus: 'online' });
  for (const [id, status] of Object.entries(changes)) await testApp().db.update(services).set({ status, manualStatus: status }).where(eq(services.id, id));
  await testApp().app.directory.view.invalidate();
}

const summary = async () => {
  const response = await testApp().request({ method: 'GET', url: '/api/status/summary' });
  expect(response.statusCode).toBe(200);
  return response.json<StatusSummary>();
};

describe('GET /api/status/summary', () => {
  it('names the overall state from the services, with the active incidents and the maintenance ahead', async () => {
    // It starts from no incident at all, whatever the file's other tests opened.
    await testApp().db.delete(incidents);
    await testApp().app.statusView.invalidate();
    const internet = [await newService('internet'), await newService('internet'), await newService('internet')];
    await setStatuses({});
    // Services set by hand: no problem reported, but nothing checks them, so not "operational".
    const quiet = await summary();
    expect(quiet).toMatchObject({ overall: 'unverified', sentence: 'No problems reported', sentenceFr: 'Aucun problème signalé' });
    expect(quiet.coverage.automatic).toBe(0);
    expect(quiet.coverage.total).toBe(quiet.services.length);

    await setStatuses({ [internet[0]!.id]: 'warning' });
    expect((await summary()).overall).toBe('degraded');
    await setStatuses({ [internet[0]!.id]: 'offline' });
    // One of three or more internet services.
    expect((await summary()).overall).toBe('partial_outage');
    const all = await testApp().db.select({ id: services.id }).from(services).where(eq(services.type, 'internet'));
    await setStatuses(Object.fromEntries(all.map((s) => [s.id, 'offline'])));
    expect((await summary()).overall).toBe('major_outage');
    await setStatuses({});

    const incident = await openIncident(unique('VoIP calls dropping'));
    const window = await testApp().request({
      method: 'POST',
      url: '/api/admin/maintenance',
      body: { title: unique('Switch upgrade'), serviceIds: [internet[1]!.id], startsAt: at(HOUR), endsAt: at(2 * HOUR) },
      headers,
    });
    const body = await summary();
    expect(body.activeIncidents.find((i) => i.id === incident.id)).toEqual(incident);
    expect(body.upcomingMaintenance.some((w) => w.id === window.json().id)).toBe(true);
    expect(body.services.find((s) => s.id === internet[2]!.id)).toEqual({
      id: internet[2]!.id,
      name: internet[2]!.name,
      type: 'internet',
      status: 'online',
      source: 'manual',
    });
    expect(Date.parse(body.updatedAt)).not.toBeNaN();
  });

  it('carries an ETag and answers 304 to it until a service changes', async () => {
    const service = await newService();
    await setStatuses({});
    const first = await testApp().request({ method: 'GET', url: '/api/status/summary' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await testApp().request({ method: 'GET', url: '/api/status/summary', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await setStatuses({ [service.id]: 'warning' });
    expect((await testApp().request({ method: 'GET', url: '/api/status/summary', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });
});

/** Enough of an XML check for a test: every tag closes in order, and no bare `<` or `&` is left in text. */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const tokens = body.split(/(<[^>]*>)/).filter(Boolean);
  for (const token of tokens) {
    if (token.startsWith('<')) {
      const name = /^<\/?([\w:.-]+)/.exec(token)?.[1];
      if (!name) throw new Error(`bad tag ${token}`);
      if (token.startsWith('</')) {
        if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
      } else if (!token.endsWith('/>')) stack.push(name);
    } else if (/<|&(?!(amp|lt|gt|quot|apos);)/.test(token)) throw new Error(`unescaped text: ${token}`);
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
}

describe('GET /status.atom', () => {
  it('is an Atom feed of incident updates, newest first, with everything escaped', async () => {
    const title = `${unique('Claims')} <Sun Life> & "Manulife"`;
    const incident = await openIncident(title, 'Errors from <portal> & retries');
    testApp().clock.advance(60_000);
    await testApp().request({
      method: 'POST',
      url: `/api/admin/incidents/${incident.id}/updates`,
      body: { status: 'monitoring', message: 'A fix is live.' },
      headers,
    });

    const response = await testApp().request({ method: 'GET', url: '/status.atom' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = response.body;
    assertWellFormed(xml);
    const provider = testApp().config.publicConfig.provider.name;
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(xml).toContain(`<title>${provider.replace(/&/g, '&amp;')} status</title>`);
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${testApp().config.publicUrl}/status.atom"/>`);
    const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const monitoring = xml.indexOf(`<title>Monitoring: ${escaped}</title>`);
    const investigating = xml.indexOf(`<title>Investigating: ${escaped}</title>`);
    expect(monitoring).toBeGreaterThan(0);
    expect(investigating).toBeGreaterThan(monitoring);
    expect(xml).toContain('Errors from &lt;portal&gt; &amp; retries');
    expect(xml).toContain(`<id>urn:uuid:${incident.updates[0]!.id}</id>`);
    expect(xml).not.toContain('<portal>');
  });

  it('announces maintenance and answers 304 to a matching ETag', async () => {
    const service = await newService();
    const title = unique('Core switch replacement');
    const window = { startsAt: at(HOUR), endsAt: at(3 * HOUR) };
    await testApp().request({
      method: 'POST',
      url: '/api/admin/maintenance',
      body: { title, serviceIds: [service.id], ...window },
      headers,
    });
    const first = await testApp().request({ method: 'GET', url: '/status.atom' });
    expect(first.body).toContain(`<title>Scheduled maintenance: ${title}</title>`);
    // A feed is read later: dates with their year, on the provider's 12-hour clock with its zone.
    const when = feedWindowWords(window, 'America/Edmonton');
    expect(when).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} .* MDT$/);
    expect(first.body).toContain(`Scheduled for ${when}.`);
    expect(first.body).toContain(`Affected services: ${service.name}`);
    const again = await testApp().request({ method: 'GET', url: '/status.atom', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('is answered by its route, not by the page 404 of the built client', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'status-atom-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
    const withClient = await buildTestApp({ clientDir });
    try {
      const feed = await withClient.request({ method: 'GET', url: '/status.atom' });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      const page = await withClient.request({ method: 'GET', url: '/status.atom.old' });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
    } finally {
      await withClient.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe('GET /status.atom in French', () => {
  it('is written in French for ?lang=fr, with the provider’s French where written and its English marked where not', async () => {
    const service = await newService();
    const title = unique('Claims slow');
    const opened = await testApp().request({
      method: 'POST',
      url: '/api/admin/incidents',
      body: { title, titleFr: `${title} (FR)`, serviceIds: [service.id], message: 'Looking into it.' },
      headers,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const incident = opened.json<Incident>();
    testApp().clock.advance(60_000);
    await testApp().request({
      method: 'POST',
      url: `/api/admin/incidents/${incident.id}/updates`,
      body: { status: 'monitoring', message: 'A fix is live.', messageFr: 'Un correctif est en place.' },
      headers,
    });
    const maintenance = unique('Core switch replacement');
    await testApp().request({
      method: 'POST',
      url: '/api/admin/maintenance',
      body: { title: maintenance, serviceIds: [service.id], startsAt: at(HOUR), endsAt: at(2 * HOUR) },
      headers,
    });

    const response = await testApp().request({ method: 'GET', url: '/status.atom?lang=fr' });
    expect(response.statusCode).toBe(200);
    const xml = response.body;
    assertWellFormed(xml);
    const provider = testApp().config.publicConfig.provider.name.replace(/&/g, '&amp;');
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr-CA">');
    expect(xml).toContain(`<title>État des services de ${provider}</title>`);
    expect(xml).toContain(`<title>Sous surveillance\u00a0: ${title} (FR)</title>`);
    expect(xml).toContain('Sous surveillance\u00a0: Un correctif est en place.');
    expect(xml).toContain(`<title>Enquête en cours\u00a0: ${title} (FR)</title>`);
    expect(xml).toContain('Enquête en cours\u00a0: Looking into it. (en anglais seulement)');
    expect(xml).toContain(`Services touchés\u00a0: ${service.name}`);
    expect(xml).toContain(`<title>Entretien planifié\u00a0: ${maintenance} (en anglais seulement)</title>`);
    expect(xml).toMatch(/Prévu\u00a0: [a-z]{3}\. \d{1,2} \S+ \d{4} de \d{1,2} h/);

    // The English feed is unchanged, whatever French the provider wrote.
    const english = await testApp().request({ method: 'GET', url: '/status.atom?lang=en', headers: { 'accept-language': 'fr-CA' } });
    expect(english.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(english.body).toContain(`<title>Monitoring: ${title}</title>`);
    expect(english.body).toContain('Monitoring: A fix is live.');
    expect(english.body).toContain(`<title>Scheduled maintenance: ${maintenance}</title>`);
    expect(english.headers.etag).not.toBe(response.headers.etag);
  });

  it('follows the caller’s language without ?lang, and tells caches it does', async () => {
    const byHeader = await testApp().request({ method: 'GET', url: '/status.atom', headers: { 'accept-language': 'fr-CA' } });
    expect(byHeader.body).toContain('xml:lang="fr-CA"');
    expect(byHeader.headers.vary).toMatch(/Accept-Language/);
    const byCookie = await testApp().request({ method: 'GET', url: '/status.atom', headers: { cookie: 'lang=fr-CA' } });
    expect(byCookie.body).toContain('xml:lang="fr-CA"');
    const plain = await testApp().request({ method: 'GET', url: '/status.atom' });
    expect(plain.body).toContain('xml:lang="en"');
  });
});
