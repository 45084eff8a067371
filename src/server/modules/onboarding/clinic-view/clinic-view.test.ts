import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unique, useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, createUser, signedInCookie } from '#tests/support/admin-auth.ts';
import { memoryMailer, newIp, registeredClinic } from '#tests/support/clinic-access.ts';
import { auditLog, clinicServicePicks, services } from '#server/db/schema.js';
import { CLINIC_VIEW_MESSAGES, MAX_CLINIC_PICKS, type ClinicViewResponse } from '#shared/onboarding/clinic-view.js';
import type { ServiceType } from '#shared/status/services.js';
import type { RegisteredClinicRow } from '#shared/onboarding/clinic-access.js';
import type { Page } from '#shared/admin/admin.js';

const mail = memoryMailer();
const testApp = useTestApp({ mailer: mail.mailer });

async function newService(t: TestApp, type: ServiceType, label: string): Promise<string> {
  const [row] = await t.db
    .insert(services)
    .values({ name: unique(label), type })
    .returning({ id: services.id });
  return row!.id;
}

const view = async (t: TestApp, options: { ip: string; cookie?: string }) => {
  const response = await t.request({ method: 'GET', url: '/api/clinic/mine', ip: options.ip, headers: options.cookie ? { cookie: options.cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<ClinicViewResponse>().clinic;
};

const pick = (t: TestApp, serviceIds: unknown, options: { ip: string; cookie?: string }) =>
  t.request({
    method: 'PUT',
    url: '/api/clinic/mine/services',
    body: { serviceIds },
    ip: options.ip,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

describe('GET /api/clinic/mine', () => {
  it('answers null to a visitor who is no clinic: another network, signed out or signed in with an unlinked address', async () => {
    const t = testApp();
    await registeredClinic(t, mail);
    expect(await view(t, { ip: newIp() })).toBeNull();
    const stranger = await createUser(t, { isAdmin: false });
    expect(await view(t, { ip: newIp(), cookie: await signedInCookie(t, stranger.id) })).toBeNull();

    const whitelistedOnly = newIp();
    await t.app.whitelist.add({ ipAddress: whitelistedOnly });
    expect(await view(t, { ip: whitelistedOnly })).toBeNull();
  });

  it("shows each of two clinics on two networks its own name and picks, and nothing of the other's", async () => {
    const t = testApp();
    const clinicA = await registeredClinic(t, mail);
    const clinicB = await registeredClinic(t, mail);
    const internetA = await newService(t, 'internet', 'Internet A');
    const voipA = await newService(t, 'voip', 'Phones A');
    const insurerB = await newService(t, 'insurance', 'Insurer B');

    const savedA = await pick(t, [internetA, voipA], { ip: clinicA.ip });
    expect(savedA.statusCode, savedA.body).toBe(200);
    expect((await pick(t, [insurerB], { ip: clinicB.ip })).statusCode).toBe(200);

    const seenByA = await view(t, { ip: clinicA.ip });
    expect(seenByA).toMatchObject({
      clinicName: 'Bow River Dental',
      recognisedBy: 'network',
      serviceIds: [internetA, voipA],
      connection: { onNetworkNow: true, state: 'online', lastSeen: t.clock.now().toISOString() },
    });
    const seenByB = await view(t, { ip: clinicB.ip });
    expect(seenByB?.serviceIds).toEqual([insurerB]);
    expect(JSON.stringify(seenByB)).not.toContain(internetA);
    expect(JSON.stringify(seenByB)).not.toContain(voipA);
  });

  it("recognises the clinic's contact signed in from elsewhere, with the heartbeat's reading of its network", async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const internet = await newService(t, 'internet', 'Internet');
    await pick(t, [internet], { ip: clinic.ip });
    const contact = await createUser(t, { isAdmin: false, email: clinic.email });
    const cookie = await signedInCookie(t, contact.id);
    const registeredAt = t.clock.now().toISOString();

    // Monday 10:30 in Edmonton, half an hour after its network last checked in: silent.
    t.clock.advance(30 * 60_000);
    const fromHome = await view(t, { ip: newIp(), cookie });
    expect(fromHome).toMatchObject({
      recognisedBy: 'account',
      serviceIds: [internet],
      connection: { onNetworkNow: false, state: 'silent', lastSeen: registeredAt },
    });
    expect(fromHome?.connection.silentMinutes).toBeGreaterThan(0);
  });
});

describe('PUT /api/clinic/mine/services', () => {
  it('replaces the picks in the order given and records who changed what in the audit log', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const [first, second, third] = [await newService(t, 'internet', 'Net'), await newService(t, 'voip', 'Voice'), await newService(t, 'insurance', 'Payer')];
    await pick(t, [first, second], { ip: clinic.ip });
    t.clock.advance(60_000);
    const response = await pick(t, [third, first], { ip: clinic.ip });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ClinicViewResponse>().clinic?.serviceIds).toEqual([third, first]);

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinic.services.update'), eq(auditLog.target, `clinic_access:${clinic.clinicAccessId}`)))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(rows).toHaveLength(2);
    const names = await t.db.select({ id: services.id, name: services.name }).from(services);
    const nameOf = (id: string) => names.find((row) => row.id === id)!.name;
    expect(rows.at(-1)).toMatchObject({
      actor: `clinic:${clinic.clinicAccessId}`,
      ipAddress: clinic.ip,
      details: { services: [nameOf(third), nameOf(first)], added: [nameOf(third)], removed: [nameOf(second)] },
    });
  });

  it('lets the linked contact change them from anywhere, recorded as that person', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const contact = await createUser(t, { isAdmin: false, email: clinic.email });
    const internet = await newService(t, 'internet', 'Net');
    const response = await pick(t, [internet], { ip: newIp(), cookie: await signedInCookie(t, contact.id) });
    expect(response.statusCode, response.body).toBe(200);
    expect(await view(t, { ip: clinic.ip })).toMatchObject({ serviceIds: [internet] });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinic.services.update'), eq(auditLog.target, `clinic_access:${clinic.clinicAccessId}`)));
    expect(row).toMatchObject({ actorUserId: contact.id, actor: 'person' });
  });

  it('refuses anyone who is no clinic, with a message that says why', async () => {
    const t = testApp();
    const internet = await newService(t, 'internet', 'Net');
    const response = await pick(t, [internet], { ip: newIp() });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: CLINIC_VIEW_MESSAGES.notRecognised });
  });

  it.each([
    ['too many services', () => Array.from({ length: MAX_CLINIC_PICKS + 1 }, () => crypto.randomUUID()), CLINIC_VIEW_MESSAGES.tooManyPicks],
    ['a service twice', (id: string) => [id, id], CLINIC_VIEW_MESSAGES.pickedTwice],
    ['something that is no id', () => ['telus'], CLINIC_VIEW_MESSAGES.unknownService],
    ['a service that is not on the board', () => [crypto.randomUUID()], CLINIC_VIEW_MESSAGES.unknownService],
    ['no list at all', () => 'all of them', CLINIC_VIEW_MESSAGES.unknownService],
  ])('answers 400 to %s and keeps the picks it had', async (_case, body, message) => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const kept = await newService(t, 'voip', 'Kept');
    await pick(t, [kept], { ip: clinic.ip });
    const response = await pick(t, (body as (id: string) => unknown)(kept), { ip: clinic.ip });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    const stored = await t.db.select().from(clinicServicePicks).where(eq(clinicServicePicks.clinicAccessId, clinic.clinicAccessId));
    expect(stored.map((row) => row.serviceId)).toEqual([kept]);
  });

  it('empties the strip with an empty list, and a deleted service drops out of it', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const [gone, stays] = [await newService(t, 'internet', 'Gone'), await newService(t, 'voip', 'Stays')];
    await pick(t, [gone, stays], { ip: clinic.ip });
    await t.db.delete(services).where(eq(services.id, gone));
    expect((await view(t, { ip: clinic.ip }))?.serviceIds).toEqual([stays]);
    const emptied = await pick(t, [], { ip: clinic.ip });
    expect(emptied.json<ClinicViewResponse>().clinic?.serviceIds).toEqual([]);
  });
});

describe("the admin panel's clinic row", () => {
  it('names the services the clinic watches, in its order', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const [voip, internet] = [await newService(t, 'voip', 'Desk phones'), await newService(t, 'internet', 'Fibre')];
    await pick(t, [voip, internet], { ip: clinic.ip });
    const admin = await createUser(t, { isAdmin: true });
    const response = await t.request({
      method: 'GET',
      url: `/api/admin/registered-clinics?search=${encodeURIComponent(clinic.email)}`,
      headers: { cookie: await adminSessionCookie(t, admin.id) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = await t.db.select({ id: services.id, name: services.name }).from(services);
    const nameOf = (id: string) => names.find((row) => row.id === id)!.name;
    expect(response.json<Page<RegisteredClinicRow>>().items[0]?.services).toEqual([nameOf(voip), nameOf(internet)]);
  });
});
