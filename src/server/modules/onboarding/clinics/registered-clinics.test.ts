import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { unique, useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, createUser } from '#tests/support/admin-auth.ts';
import { accessStatus, approvedRegistrationFor, memoryMailer, registeredClinic } from '#tests/support/clinic-access.ts';
import { auditLog, clinicAccess, clinicRegistrations, ipWhitelist, trialSubscriptions } from '#server/db/schema.js';
import type { RegisteredClinicRow } from '#shared/onboarding/clinic-access.js';
import type { Page } from '#shared/admin/admin.js';

const mail = memoryMailer();
const testApp = useTestApp({ mailer: mail.mailer });

/** A clinic row stored as the services store it (encrypted name and e-mail); answers its id. */
async function insertClinic(t: TestApp, values: { clinicName?: string; email?: string; ipAddress?: string; createdAt?: Date } = {}): Promise<string> {
  const email = values.email ?? `${unique('desk')}@clinic.example.ca`;
  const [row] = await t.db
    .insert(clinicAccess)
    .values({
      clinicNameEncrypted: t.keys.encrypt(values.clinicName ?? `Prairie Dental ${unique('c')}`),
      emailEncrypted: t.keys.encrypt(email),
      emailHash: t.keys.blindIndex(email),
      ipAddress: values.ipAddress ?? `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
      createdAt: values.createdAt ?? t.clock.now(),
    })
    .returning({ id: clinicAccess.id });
  return row!.id;
}

async function searchIds(t: TestApp, headers: Record<string, string>, search: string): Promise<string[]> {
  const response = await t.request({ method: 'GET', url: `/api/admin/registered-clinics?search=${encodeURIComponent(search)}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<RegisteredClinicRow>>().items.map((row) => row.id);
}

async function adminHeaders() {
  const t = testApp();
  const admin = await createUser(t, { isAdmin: true });
  return { admin, headers: { cookie: await adminSessionCookie(t, admin.id) } };
}

describe('GET /api/admin/registered-clinics', () => {
  it('lists clinics decrypted, with the trial end when a trial runs', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const { registrationId } = await approvedRegistrationFor(t, clinic.clinicAccessId, clinic.ip);
    const endDate = new Date('2027-06-15T16:00:00Z');
    await t.db.insert(trialSubscriptions).values({ clinicRegistrationId: registrationId, startDate: t.clock.now(), endDate });

    const response = await t.request({
      method: 'GET',
      url: `/api/admin/registered-clinics?search=${encodeURIComponent(clinic.email)}`,
      headers: (await adminHeaders()).headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<Page<RegisteredClinicRow>>();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    expect(page.items[0]).toEqual({
      id: clinic.clinicAccessId,
      clinicName: 'Bow River Dental',
      email: clinic.email,
      ipAddress: clinic.ip,
      createdAt: t.clock.now().toISOString(),
      lastAccess: t.clock.now().toISOString(),
      isActive: true,
      ipChangeDetected: false,
      trialEndsAt: endDate.toISOString(),
      services: [],
    });
  });

  it("gives each clinic its own registration's latest active trial end", async () => {
    const t = testApp();
    const tag = unique('trial');
    const ends = [new Date('2027-01-10T00:00:00Z'), new Date('2027-09-20T00:00:00Z')];
    for (const [i, endDate] of ends.entries()) {
      const clinicId = await insertClinic(t, { clinicName: `Trial Dental ${tag} ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
      const { registrationId } = await approvedRegistrationFor(t, clinicId, `192.0.2.${200 + i}`);
      await t.db.insert(trialSubscriptions).values([
        { clinicRegistrationId: registrationId, startDate: t.clock.now(), endDate },
        { clinicRegistrationId: registrationId, startDate: t.clock.now(), endDate: new Date('2030-01-01T00:00:00Z'), isActive: false },
      ]);
    }
    await insertClinic(t, { clinicName: `Trial Dental ${tag} none`, createdAt: new Date(Date.UTC(2025, 0, 1)) });

    const response = await t.request({ method: 'GET', url: `/api/admin/registered-clinics?search=${tag}`, headers: (await adminHeaders()).headers });
    const items = response.json<Page<RegisteredClinicRow>>().items;
    expect(items.map((row) => [row.clinicName, row.trialEndsAt])).toEqual([
      [`Trial Dental ${tag} 1`, ends[1]!.toISOString()],
      [`Trial Dental ${tag} 0`, ends[0]!.toISOString()],
      [`Trial Dental ${tag} none`, null],
    ]);
  });

  it('searches clinic names, e-mails and IP addresses, ignoring case', async () => {
    const t = testApp();
    const tag = unique('maple');
    const byName = await insertClinic(t, { clinicName: `Maple Leaf Dental ${tag}` });
    const byEmail = await insertClinic(t, { email: `reception.${tag}@smiles.example.ca` });
    const byIp = await insertClinic(t, { ipAddress: `2001:db8:${tag.slice(-6)}::7` });
    const { headers } = await adminHeaders();

    expect(await searchIds(t, headers, `LEAF DENTAL ${tag.toUpperCase()}`)).toEqual([byName]);
    expect(await searchIds(t, headers, `reception.${tag}@`)).toEqual([byEmail]);
    expect(await searchIds(t, headers, `db8:${tag.slice(-6)}::`)).toEqual([byIp]);
    expect(await searchIds(t, headers, unique('nothing'))).toEqual([]);
  });

  it('answers five per page, newest first, and clamps a page past the end to the last one', async () => {
    const t = testApp();
    const tag = unique('page');
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      ids.push(await insertClinic(t, { clinicName: `Clinic ${tag} ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    }
    const newestFirst = [...ids].reverse();
    const { headers } = await adminHeaders();
    const list = async (page: string) => {
      const response = await t.request({ method: 'GET', url: `/api/admin/registered-clinics?search=${tag}&page=${page}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Page<RegisteredClinicRow>>();
    };

    const first = await list('1');
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 5 });
    expect(first.items.map((r) => r.id)).toEqual(newestFirst.slice(0, 5));
    const second = await list('2');
    expect(second).toMatchObject({ total: 7, page: 2 });
    expect(second.items.map((r) => r.id)).toEqual(newestFirst.slice(5));
    const beyond = await list('9');
    expect(beyond).toMatchObject({ total: 7, page: 2 });
    expect(beyond.items.map((r) => r.id)).toEqual(newestFirst.slice(5));
  });

  it('pages every clinic in the database when there is no search', async () => {
    const t = testApp();
    const newest = await insertClinic(t, { createdAt: new Date('2090-01-01T00:00:00Z') });
    const [{ n }] = (await t.db.select({ n: count() }).from(clinicAccess)) as [{ n: number }];
    const response = await t.request({ method: 'GET', url: '/api/admin/registered-clinics', headers: (await adminHeaders()).headers });
    const page = response.json<Page<RegisteredClinicRow>>();
    expect(page).toMatchObject({ total: n, page: 1, pageSize: 5 });
    expect(page.items[0]!.id).toBe(newest);
    expect(page.items.length).toBe(Math.min(5, n));
  });

  it.each(['0', '-1', 'two', '1.5'])('refuses page=%s with 400', async (value) => {
    const response = await testApp().request({
      method: 'GET',
      url: `/api/admin/registered-clinics?page=${value}`,
      headers: (await adminHeaders()).headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/page must be a whole number from 1/);
  });

  it('is for admins only', async () => {
    const response = await testApp().request({ method: 'GET', url: '/api/admin/registered-clinics' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/admin/registered-clinics/:id', () => {
  it('removes the clinic and its whitelist entries, marks its registration deleted, audits, and access ends', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const { registrationId } = await approvedRegistrationFor(t, clinic.clinicAccessId, clinic.ip);
    const { admin, headers } = await adminHeaders();
    expect(await accessStatus(t, clinic.ip)).toEqual({ hasAccess: true, clinicRegistered: true });

    const response = await t.request({ method: 'DELETE', url: `/api/admin/registered-clinics/${clinic.clinicAccessId}`, headers, ip: '203.0.113.9' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Clinic deleted successfully. They will need to re-register to access the system.' });

    expect(await t.db.select().from(clinicAccess).where(eq(clinicAccess.id, clinic.clinicAccessId))).toHaveLength(0);
    expect(await t.db.select().from(ipWhitelist).where(eq(ipWhitelist.ipAddress, clinic.ip))).toHaveLength(0);
    const [registration] = await t.db.select().from(clinicRegistrations).where(eq(clinicRegistrations.id, registrationId));
    expect(registration!.status).toBe('deleted');
    expect(await accessStatus(t, clinic.ip)).toEqual({ hasAccess: false, clinicRegistered: false });

    const [deletion] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.clinic.delete'), eq(auditLog.target, `clinic_access:${clinic.clinicAccessId}`)));
    expect(deletion).toMatchObject({
      actorUserId: admin.id,
      actor: 'person',
      actorLabelHash: t.keys.blindIndex(admin.email),
      ipAddress: '203.0.113.9',
      details: { whitelistEntriesRemoved: 1 },
    });

    const again = await t.request({ method: 'DELETE', url: `/api/admin/registered-clinics/${clinic.clinicAccessId}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an id that is not a clinic', async () => {
    const { headers } = await adminHeaders();
    const response = await testApp().request({ method: 'DELETE', url: '/api/admin/registered-clinics/not-a-uuid', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('That clinic no longer exists');
  });

  it('is for admins only', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const response = await t.request({ method: 'DELETE', url: `/api/admin/registered-clinics/${clinic.clinicAccessId}` });
    expect(response.statusCode).toBe(401);
    expect(await t.db.select().from(clinicAccess).where(eq(clinicAccess.id, clinic.clinicAccessId))).toHaveLength(1);
  });
});
