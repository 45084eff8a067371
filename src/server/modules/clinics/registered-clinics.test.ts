import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../../tests/support/test-app.ts';
import { adminSessionCookie, createUser } from '../../../../tests/support/admin-auth.ts';
import { accessStatus, approvedRegistrationFor, memoryMailer, registeredClinic } from '../../../../tests/support/clinic-access.ts';
import { auditLog, clinicAccess, clinicRegistrations, ipWhitelist, trialSubscriptions } from '../../db/schema.ts';
import type { RegisteredClinicRow } from '../../../shared/clinic-access.ts';

const mail = memoryMailer();
const testApp = useTestApp({ mailer: mail.mailer });

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

    const response = await t.request({ method: 'GET', url: '/api/admin/registered-clinics', headers: (await adminHeaders()).headers });
    expect(response.statusCode).toBe(200);
    const row = response.json<RegisteredClinicRow[]>().find((r) => r.id === clinic.clinicAccessId);
    expect(row).toEqual({
      id: clinic.clinicAccessId,
      clinicName: 'Bow River Dental',
      email: clinic.email,
      ipAddress: clinic.ip,
      createdAt: t.clock.now().toISOString(),
      lastAccess: t.clock.now().toISOString(),
      isActive: true,
      ipChangeDetected: false,
      trialEndsAt: endDate.toISOString(),
    });
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
    expect(deletion).toMatchObject({ actorUserId: admin.id, actor: admin.email, ipAddress: '203.0.113.9', details: { whitelistEntriesRemoved: 1 } });

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
