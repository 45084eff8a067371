import { describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, useTestApp, unique, type TestApp } from '#tests/support/test-app.ts';
import { appMeta, services } from '#server/db/schema.js';
import { DEFAULT_SERVICES, seedDefaultServices } from '#server/db/seed.js';
import type { Service } from '#shared/status/services.js';
import { setServiceStatus } from '#tests/support/service-status.ts';
import { CDCP_GUIDANCE, CDCP_SERVICE_NAME, CLAIMS_NETWORK_GUIDANCE, DEFAULT_GUIDANCE, seedDefaultGuidance } from '#server/db/seed-guidance.js';

const testApp = useTestApp();

describe('GET /api/services', () => {
  it('lists services with an ETag and answers 304 to a matching If-None-Match', async () => {
    const t = testApp();
    await t.db.insert(services).values({ name: unique('Insurer'), type: 'insurance' });
    await t.app.directory.view.invalidate();

    const first = await t.request({ method: 'GET', url: '/api/services' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/json/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.json<Service[]>().length).toBeGreaterThan(0);

    const second = await t.request({ method: 'GET', url: '/api/services', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('answers a changed status with a new ETag once the service changes', async () => {
    const t = testApp();
    const [row] = await t.db
      .insert(services)
      .values({ name: unique('Carrier'), type: 'insurance' })
      .returning();
    await t.app.directory.view.invalidate();
    const before = await t.request({ method: 'GET', url: '/api/services' });

    await setServiceStatus(t, row!.id, 'warning');

    const after = await t.request({ method: 'GET', url: '/api/services', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const changed = after.json<Service[]>().find((s) => s.id === row!.id);
    expect(changed?.status).toBe('warning');
  });

  it('serves from memory: a row written behind its back is not seen until invalidated', async () => {
    const t = testApp();
    const name = unique('Hidden');
    await t.db.insert(services).values({ name, type: 'voip' });
    const stale = await t.request({ method: 'GET', url: '/api/services' });
    expect(stale.json<Service[]>().some((s) => s.name === name)).toBe(false);
    await t.app.directory.view.invalidate();
    const fresh = await t.request({ method: 'GET', url: '/api/services' });
    expect(fresh.json<Service[]>().some((s) => s.name === name)).toBe(true);
  });
});

/** The seed tests start from an empty table: each gets a database of its own, not the file's. */
async function ownApp(): Promise<TestApp> {
  const t = await buildTestApp();
  onTestFinished(() => t.close());
  return t;
}

describe('default services seed', () => {
  it('seeds once and never overwrites later edits', async () => {
    const t = await ownApp();
    expect(await seedDefaultServices(t.db)).toBe(true);
    const [abc] = await t.db.select().from(services).where(eq(services.name, 'Alberta Blue Cross'));
    await t.db.update(services).set({ name: 'Alberta Blue Cross (renamed)', status: 'offline' }).where(eq(services.id, abc!.id));
    await t.db.delete(services).where(eq(services.name, 'Sun Life'));

    expect(await seedDefaultServices(t.db)).toBe(false);

    const rows = await t.db.select().from(services);
    expect(rows.find((r) => r.id === abc!.id)?.name).toBe('Alberta Blue Cross (renamed)');
    expect(rows.some((r) => r.name === 'Sun Life')).toBe(false);
    expect(rows.some((r) => r.name === 'Alberta Blue Cross')).toBe(false);
  });

  it("gives services without guidance the defaults once, with insurers' public sites and never a phone number", async () => {
    const t = await ownApp();
    await seedDefaultServices(t.db);
    const [kept] = await t.db
      .insert(services)
      .values({ name: unique('Own advice'), type: 'voip', guidance: 'Call Dana.' })
      .returning();
    expect(await seedDefaultGuidance(t.db)).toBe(true);
    const rows = await t.db.select().from(services);
    const byName = (name: string) => rows.find((r) => r.name === name)!;
    expect(byName('iTrans Service')).toMatchObject({ guidance: CLAIMS_NETWORK_GUIDANCE.down, guidanceIssues: CLAIMS_NETWORK_GUIDANCE.issues });
    expect(byName('Manulife')).toMatchObject({
      guidance: DEFAULT_GUIDANCE.insurance.down,
      guidanceIssues: DEFAULT_GUIDANCE.insurance.issues,
      portalUrl: 'https://www.manulife.ca/',
    });
    expect(byName('Beneva').portalUrl).toBeNull();
    expect(rows.find((r) => r.id === kept!.id)).toMatchObject({ guidance: 'Call Dana.', guidanceIssues: null });
    expect(rows.every((r) => r.phone === null)).toBe(true);

    await t.db.update(services).set({ guidance: null }).where(eq(services.name, 'Manulife'));
    expect(await seedDefaultGuidance(t.db)).toBe(false);
    expect((await t.db.select().from(services).where(eq(services.name, 'Manulife')))[0]!.guidance).toBeNull();
  });

  it("brings a database seeded with the single-level advice up to date once: new defaults for both levels, admins' own text untouched", async () => {
    const t = await ownApp();
    await seedDefaultServices(t.db);
    // As an earlier release left it: its one default text, the v1 marker, no advice for issues.
    const formerClaims =
      'No electronic claim can be sent while the claims network is down. Keep claims in your practice software and send them once it is back; for patients who cannot wait, collect payment and give them a claim form.';
    await t.db.update(services).set({ guidance: formerClaims, guidanceIssues: null }).where(eq(services.name, 'iTrans Service'));
    await t.db.update(services).set({ guidance: 'Call Dana first.', guidanceIssues: null }).where(eq(services.name, 'Manulife'));
    await t.db.update(services).set({ guidance: null, guidanceIssues: null }).where(eq(services.name, 'Beneva'));
    await t.db.insert(appMeta).values({ key: 'seed:default-guidance:v1', value: {} });

    expect(await seedDefaultGuidance(t.db)).toBe(true);
    const rows = await t.db.select().from(services);
    const byName = (name: string) => rows.find((r) => r.name === name)!;
    expect(byName('iTrans Service')).toMatchObject({ guidance: CLAIMS_NETWORK_GUIDANCE.down, guidanceIssues: CLAIMS_NETWORK_GUIDANCE.issues });
    expect(byName('iTrans Service').guidanceIssues).toContain('keep sending them');
    expect(byName('Manulife')).toMatchObject({ guidance: 'Call Dana first.', guidanceIssues: null });
    expect(byName('Beneva')).toMatchObject({ guidance: null, guidanceIssues: null });
    expect(await seedDefaultGuidance(t.db)).toBe(false);
  });

  it("has Sun Life CDCP as an insurer of its own, right after Sun Life, with CDCP advice and Sun Life's CDCP provider pages", async () => {
    const names = DEFAULT_SERVICES.map((s) => s.name);
    expect(names.indexOf(CDCP_SERVICE_NAME)).toBe(names.indexOf('Sun Life') + 1);
    expect(DEFAULT_SERVICES.find((s) => s.name === CDCP_SERVICE_NAME)?.type).toBe('insurance');

    const t = await ownApp();
    await seedDefaultServices(t.db);
    await seedDefaultGuidance(t.db);
    const [cdcp] = await t.db.select().from(services).where(eq(services.name, CDCP_SERVICE_NAME));
    expect(cdcp).toMatchObject({
      type: 'insurance',
      guidance: CDCP_GUIDANCE.down,
      guidanceIssues: CDCP_GUIDANCE.issues,
      portalUrl: expect.stringMatching(/^https:\/\/www\.sunlife\.ca\/sl\/cdcp\//),
    });
    expect(cdcp!.guidance).toContain('cannot pay and claim later');
    expect(cdcp!.guidance).toContain('Sun Life Direct');
  });

  it('adds Sun Life CDCP once to a database seeded before it existed, beside Sun Life, and never brings it back once deleted', async () => {
    const t = testApp();
    await seedDefaultServices(t.db);
    await seedDefaultGuidance(t.db);
    // As a database seeded by an earlier release: no CDCP service, no marker for it.
    await t.db.delete(services).where(eq(services.name, CDCP_SERVICE_NAME));
    await t.db.delete(appMeta).where(eq(appMeta.key, 'seed:default-services:sun-life-cdcp'));
    // Its neighbour, whatever another test in this file did to the seeded rows.
    await t.db.insert(services).values({ name: 'Sun Life', type: 'insurance', sortOrder: 7 }).onConflictDoNothing({ target: services.name });

    expect(await seedDefaultServices(t.db)).toBe(true);
    const rows = await t.db.select().from(services);
    const sunLife = rows.find((r) => r.name === 'Sun Life')!;
    const cdcp = rows.find((r) => r.name === CDCP_SERVICE_NAME)!;
    expect(cdcp).toMatchObject({ type: 'insurance', sortOrder: sunLife.sortOrder, guidance: CDCP_GUIDANCE.down });
    expect(cdcp.portalUrl).not.toBeNull();

    await t.db.delete(services).where(eq(services.id, cdcp.id));
    expect(await seedDefaultServices(t.db)).toBe(false);
    expect((await t.db.select().from(services).where(eq(services.name, CDCP_SERVICE_NAME))).length).toBe(0);
  });

  it('includes the claims aggregate, at least 12 insurers, internet and VoIP providers', () => {
    const insurers = DEFAULT_SERVICES.filter((s) => s.type === 'insurance' && s.name !== 'iTrans Service');
    expect(DEFAULT_SERVICES.some((s) => s.name === 'iTrans Service')).toBe(true);
    expect(insurers.length).toBeGreaterThanOrEqual(12);
    expect(DEFAULT_SERVICES.filter((s) => s.type === 'internet').length).toBeGreaterThanOrEqual(3);
    expect(DEFAULT_SERVICES.filter((s) => s.type === 'voip').length).toBeGreaterThanOrEqual(3);
  });
});
