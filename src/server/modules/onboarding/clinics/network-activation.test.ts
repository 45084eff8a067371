import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '#tests/support/test-app.ts';
import { accessStatus, approvedRegistrationFor, memoryMailer, newIp, registeredClinic } from '#tests/support/clinic-access.ts';
import { auditLog, clinicAccess, ipWhitelist } from '#server/db/schema.js';
import { ACTIVATION_LIMIT_PER_IP_PER_HOUR } from './network-activation.service.ts';

const mail = memoryMailer();
const testApp = useTestApp({ mailer: mail.mailer });

const activate = (accessCode: unknown, ip: string) => testApp().request({ method: 'POST', url: '/api/clinic/activate', body: { accessCode }, ip });

describe('POST /api/clinic/activate', () => {
  it('re-binds a registered clinic to its new network: whitelisted, old entry off, change flagged and audited', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const { accessCode, registrationId } = await approvedRegistrationFor(t, clinic.clinicAccessId, clinic.ip);
    const newNetwork = newIp();
    expect(await accessStatus(t, newNetwork)).toEqual({ hasAccess: false, clinicRegistered: false });

    t.clock.advance(5 * 60_000);
    const response = await activate(accessCode.toLowerCase().replace(/-/g, ' '), newNetwork);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'This network is now activated for your clinic.' });

    expect(await accessStatus(t, newNetwork)).toEqual({ hasAccess: true, clinicRegistered: true });
    expect(await accessStatus(t, clinic.ip)).toEqual({ hasAccess: false, clinicRegistered: false });
    const entries = await t.db.select().from(ipWhitelist).where(eq(ipWhitelist.clinicAccessId, clinic.clinicAccessId));
    expect(entries.map((e) => [e.ipAddress, e.isActive]).sort()).toEqual(
      [
        [clinic.ip, false],
        [newNetwork, true],
      ].sort(),
    );

    const [row] = await t.db.select().from(clinicAccess).where(eq(clinicAccess.id, clinic.clinicAccessId));
    expect(row).toMatchObject({ ipAddress: newNetwork, ipChangeDetected: true });
    expect(row!.lastIpCheck?.getTime()).toBe(t.clock.now().getTime());

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinic.network-activated'), eq(auditLog.ipAddress, newNetwork)));
    expect(audit!.details).toMatchObject({ registrationId, previousIp: clinic.ip, newIp: newNetwork, deactivatedEntries: [clinic.ip] });
  });

  it('takes over an address whitelisted without a clinic and is harmless on a network already bound', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    const { accessCode } = await approvedRegistrationFor(t, clinic.clinicAccessId, clinic.ip);
    const bare = newIp();
    await t.app.whitelist.add({ ipAddress: bare });
    expect(await accessStatus(t, bare)).toEqual({ hasAccess: true, clinicRegistered: false });
    expect((await activate(accessCode, bare)).statusCode).toBe(200);
    expect(await accessStatus(t, bare)).toEqual({ hasAccess: true, clinicRegistered: true });
    expect(await t.db.select().from(ipWhitelist).where(eq(ipWhitelist.ipAddress, bare))).toHaveLength(1);

    expect((await activate(accessCode, bare)).statusCode).toBe(200);
    expect(await accessStatus(t, bare)).toEqual({ hasAccess: true, clinicRegistered: true });
  });

  it('refuses an unknown code with 400 and the contact hint', async () => {
    const response = await activate('ABCD-EFGH-JKLM', newIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('That access code is not valid. Check it and try again, or contact us.');
  });

  it('refuses an empty code', async () => {
    const response = await activate('   ', newIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter your access code');
  });

  it(`allows ${ACTIVATION_LIMIT_PER_IP_PER_HOUR} tries per network an hour, then 429 with Retry-After`, async () => {
    const t = testApp();
    const ip = newIp();
    for (let i = 0; i < ACTIVATION_LIMIT_PER_IP_PER_HOUR; i++) expect((await activate('ABCD-EFGH-JKLM', ip)).statusCode).toBe(400);
    const refused = await activate('ABCD-EFGH-JKLM', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many access code attempts from your network\. Please try again in/);
    t.clock.advance(3_600_000);
    expect((await activate('ABCD-EFGH-JKLM', ip)).statusCode).toBe(400);
  });
});
