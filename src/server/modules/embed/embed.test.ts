import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '#tests/support/test-app.ts';
import { setServiceStatus } from '#tests/support/service-status.ts';
import { services } from '#server/db/schema.js';
import { seedDefaultServices } from '#server/db/seed.js';
import { EMBED_CSP } from './embed.routes.ts';

/* A status other sites can show (docs/product/board.md): an iframe page and an SVG badge. */
const testApp = useTestApp();
beforeAll(async () => {
  await seedDefaultServices(testApp().db);
  await testApp().app.directory.view.invalidate();
});

describe('the embeddable status', () => {
  it('is a page other sites may frame (this route only), without script, that names the services with problems', async () => {
    const t = testApp();
    const quiet = await t.request({ method: 'GET', url: '/embed' });
    expect(quiet.statusCode).toBe(200);
    expect(quiet.headers['content-type']).toMatch(/text\/html/);
    expect(quiet.headers['content-security-policy']).toBe(EMBED_CSP);
    expect(quiet.headers['x-frame-options']).toBeUndefined();
    expect(quiet.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Nothing here is checked automatically, so nothing vouches for green.
    expect(quiet.body).toContain('<h1>No problems reported</h1>');
    expect(quiet.body).not.toContain('All systems operational');
    expect(quiet.body).not.toMatch(/<script/i);
    expect(quiet.body).toContain('href="http://localhost:5000/"');

    const [manulife] = await t.db.select().from(services).where(eq(services.name, 'Manulife'));
    await setServiceStatus(t, manulife!.id, 'offline');
    const down = await t.request({ method: 'GET', url: '/embed' });
    expect(down.body).toContain('<h1>Manulife is down.</h1>');
    expect(down.body).toMatch(/<li><span class="name">Manulife<\/span> <span class="state">Offline<\/span><\/li>/);
    await setServiceStatus(t, manulife!.id, 'online');

    // Every other page keeps refusing to be framed.
    const board = await t.request({ method: 'GET', url: '/' });
    expect(board.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(board.headers['x-frame-options']).toBeDefined();
  });

  it('draws the overall status as an SVG badge any page can load', async () => {
    const t = testApp();
    const badge = await t.request({ method: 'GET', url: '/badge.svg' });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(badge.headers['access-control-allow-origin']).toBe('*');
    expect(badge.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(badge.body).toMatch(/^<svg [^>]*role="img" aria-label="clinic status: No problems reported"/);
    expect(badge.body).toContain('>no problems reported</text>');

    const [itrans] = await t.db.select().from(services).where(eq(services.name, 'iTrans Service'));
    await setServiceStatus(t, itrans!.id, 'offline');
    const major = await t.request({ method: 'GET', url: '/badge.svg' });
    expect(major.body).toContain('aria-label="clinic status: Major outage"');
    expect(major.body).toContain('>major outage</text>');
    await setServiceStatus(t, itrans!.id, 'online');
  });

  it('speaks French for ?lang=fr (a page on another site carries no cookie of ours), or for the caller’s language', async () => {
    const t = testApp();
    const [manulife] = await t.db.select().from(services).where(eq(services.name, 'Manulife'));
    await setServiceStatus(t, manulife!.id, 'offline');
    const byQuery = await t.request({ method: 'GET', url: '/embed?lang=fr' });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.body).toContain('<html lang="fr-CA">');
    expect(byQuery.body).toContain('<h1>Manulife est en panne.</h1>');
    expect(byQuery.body).toMatch(/<span class="name">Manulife<\/span> <span class="state">En panne<\/span>/);
    expect(byQuery.body).toContain('Ouvrir le tableau d’état');
    // Named in the address, the language does not follow the caller's headers.
    expect(byQuery.headers.vary ?? '').not.toMatch(/Accept-Language/);
    const english = await t.request({ method: 'GET', url: '/embed?lang=en', headers: { 'accept-language': 'fr-CA' } });
    expect(english.body).toContain('<h1>Manulife is down.</h1>');

    const byHeader = await t.request({ method: 'GET', url: '/embed', headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(byHeader.body).toContain('<h1>Manulife est en panne.</h1>');
    expect(byHeader.headers.vary).toMatch(/Accept-Language/);
    const byCookie = await t.request({ method: 'GET', url: '/embed', headers: { cookie: 'lang=fr-CA' } });
    expect(byCookie.body).toContain('<h1>Manulife est en panne.</h1>');
    await setServiceStatus(t, manulife!.id, 'online');

    const badge = await t.request({ method: 'GET', url: '/badge.svg?lang=fr' });
    expect(badge.statusCode).toBe(200);
    expect(badge.body).toMatch(/^<svg [^>]*role="img" aria-label="état des cliniques\u00a0: Aucun problème signalé"/);
    expect(badge.body).toContain('>aucun problème signalé</text>');
    const englishBadge = await t.request({ method: 'GET', url: '/badge.svg' });
    expect(englishBadge.body).toContain('>no problems reported</text>');
    expect(englishBadge.headers.vary).toMatch(/Accept-Language/);
    expect(englishBadge.headers.vary).toMatch(/accept-encoding/i);
  });
});
