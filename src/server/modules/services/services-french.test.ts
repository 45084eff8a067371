import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { auditLog, services } from '#server/db/schema.js';
import { seedDefaultServices } from '#server/db/seed.js';
import { CLAIMS_NETWORK_GUIDANCE_FR, DEFAULT_GUIDANCE, DEFAULT_GUIDANCE_FR, seedDefaultGuidance } from '#server/db/seed-guidance.js';
import type { Service, ServiceStatus } from '#shared/status/services.js';
import type { AdminService } from '#shared/status/service-admin.js';

/* A service's standing advice in French: optional beside each English text, and on the board beside the English that fits the status. */

const testApp = useTestApp();
let headers: Record<string, string>;
beforeAll(async () => {
  const admin = await createUser(testApp(), { isAdmin: true });
  headers = cookieHeader(await adminSessionCookie(testApp(), admin.id));
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, body?: unknown) => testApp().request({ method, url, body, headers });
const card = async (id: string, extra: Record<string, string> = {}) =>
  (await testApp().request({ method: 'GET', url: '/api/services', headers: extra })).json<Service[]>().find((s) => s.id === id)!;
const setStatus = async (id: string, status: ServiceStatus) => expect((await call('PUT', `/api/admin/services/${id}/status`, { status })).statusCode).toBe(200);

const ADVICE = {
  guidance: 'Hold claims and resend them later.',
  guidanceFr: 'Retenez les réclamations et renvoyez-les plus tard.',
  guidanceIssues: 'Keep sending claims; resend any that fail.',
  guidanceIssuesFr: 'Continuez d’envoyer les réclamations; renvoyez celles qui échouent.',
};

describe('service advice in French', () => {
  it('is added with the service, trimmed, and shown on the board beside the English for the status now', async () => {
    const response = await call('POST', '/api/admin/services', {
      name: unique('Insurer').slice(0, 60),
      type: 'insurance',
      ...ADVICE,
      guidanceFr: `  ${ADVICE.guidanceFr}  `,
    });
    expect(response.statusCode, response.body).toBe(201);
    const service = response.json<AdminService>();
    expect(service).toMatchObject(ADVICE);

    await setStatus(service.id, 'offline');
    // The polled answer is the same whatever the caller's language: both texts, side by side.
    const english = await card(service.id, { 'accept-language': 'en-CA' });
    expect(await card(service.id, { 'accept-language': 'fr-CA', cookie: 'lang=fr-CA' })).toEqual(english);
    expect(english).toMatchObject({ guidance: ADVICE.guidance, guidanceFr: ADVICE.guidanceFr });

    await setStatus(service.id, 'warning');
    expect(await card(service.id)).toMatchObject({ guidance: ADVICE.guidanceIssues, guidanceFr: ADVICE.guidanceIssuesFr });

    await setStatus(service.id, 'online');
    const online = await card(service.id);
    expect(online).not.toHaveProperty('guidance');
    expect(online).not.toHaveProperty('guidanceFr');
  });

  it('is changed and cleared on its own, audited, and never sent without the English it translates', async () => {
    const created = await call('POST', '/api/admin/services', { name: unique('Insurer').slice(0, 60), type: 'insurance', guidance: ADVICE.guidance });
    const service = created.json<AdminService>();
    expect(service).not.toHaveProperty('guidanceFr');

    const added = await call('PATCH', `/api/admin/services/${service.id}`, { guidanceFr: ADVICE.guidanceFr });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<AdminService>()).toMatchObject({ guidance: ADVICE.guidance, guidanceFr: ADVICE.guidanceFr });
    const [audit] = await testApp()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service.update'), eq(auditLog.target, `service:${service.id}`)));
    expect(audit?.details).toMatchObject({ changes: { guidanceFr: { from: null, to: ADVICE.guidanceFr } } });

    const cleared = await call('PATCH', `/api/admin/services/${service.id}`, { guidanceFr: '  ' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<AdminService>()).not.toHaveProperty('guidanceFr');
    expect((await call('PATCH', `/api/admin/services/${service.id}`, { guidanceFr: ADVICE.guidanceFr })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/services/${service.id}`, { guidanceFr: null })).json<AdminService>()).not.toHaveProperty('guidanceFr');

    // French for a level without English advice stays off the board: French readers never see more than English ones.
    await call('PATCH', `/api/admin/services/${service.id}`, { guidanceIssuesFr: ADVICE.guidanceIssuesFr });
    await setStatus(service.id, 'warning');
    const shown = await card(service.id);
    expect(shown).not.toHaveProperty('guidance');
    expect(shown).not.toHaveProperty('guidanceFr');
  });

  it('refuses French advice longer than the English may be, with a clear message on the field', async () => {
    const service = (await call('POST', '/api/admin/services', { name: unique('Insurer').slice(0, 60), type: 'insurance' })).json<AdminService>();
    for (const [field, message] of [
      ['guidanceFr', 'Advice in French for when it is down is limited to 500 characters'],
      ['guidanceIssuesFr', 'Advice in French for when it has issues is limited to 500 characters'],
    ] as const) {
      const response = await call('PATCH', `/api/admin/services/${service.id}`, { [field]: 'é'.repeat(501) });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ message, issues: [{ path: field, message }] });
    }
    const created = await call('POST', '/api/admin/services', { name: unique('Insurer').slice(0, 60), type: 'insurance', guidanceFr: 'é'.repeat(501) });
    expect(created.statusCode).toBe(400);
  });
});

describe('the default advice in French', () => {
  it('is given once beside each default English text left as it was, never beside an admin’s own', async () => {
    const t = testApp();
    await seedDefaultServices(t.db);
    const [own] = await t.db
      .insert(services)
      .values({ name: unique('Own advice'), type: 'voip', guidance: 'Call Dana.', guidanceIssues: DEFAULT_GUIDANCE.voip.issues })
      .returning({ id: services.id });
    expect(await seedDefaultGuidance(t.db)).toBe(true);
    const rows = await t.db.select().from(services);
    const byName = (name: string) => rows.find((r) => r.name === name)!;
    expect(byName('iTrans Service')).toMatchObject({ guidanceFr: CLAIMS_NETWORK_GUIDANCE_FR.down, guidanceIssuesFr: CLAIMS_NETWORK_GUIDANCE_FR.issues });
    expect(byName('Manulife')).toMatchObject({ guidanceFr: DEFAULT_GUIDANCE_FR.insurance.down, guidanceIssuesFr: DEFAULT_GUIDANCE_FR.insurance.issues });
    expect(rows.find((r) => r.id === own!.id)).toMatchObject({ guidanceFr: null, guidanceIssuesFr: DEFAULT_GUIDANCE_FR.voip.issues });
    expect(await seedDefaultGuidance(t.db)).toBe(false);
  });
});
