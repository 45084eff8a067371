import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '#tests/support/test-app.ts';
import { accessStatus, memoryMailer, registeredClinic } from '#tests/support/clinic-access.ts';
import { clinicAccess } from '#server/db/schema.js';

const mail = memoryMailer();
const testApp = useTestApp({ mailer: mail.mailer });

async function lastAccessOf(id: string): Promise<Date | null> {
  const [row] = await testApp().db.select({ lastAccess: clinicAccess.lastAccess }).from(clinicAccess).where(eq(clinicAccess.id, id));
  return row!.lastAccess;
}

describe('clinic heartbeat (lastAccess from the access-status polling)', () => {
  it('notes polls in memory and writes them in one flush, at most once a minute per clinic', async () => {
    const t = testApp();
    const a = await registeredClinic(t, mail);
    const b = await registeredClinic(t, mail);
    const registeredAt = t.clock.now();

    t.clock.advance(30_000);
    await accessStatus(t, a.ip);
    await accessStatus(t, b.ip);
    // Nothing reaches the database before the flush.
    expect(await lastAccessOf(a.clinicAccessId)).toEqual(registeredAt);
    expect(await t.app.heartbeat.flush()).toBe(2);
    const polledAt = t.clock.now();
    expect(await lastAccessOf(a.clinicAccessId)).toEqual(polledAt);
    expect(await lastAccessOf(b.clinicAccessId)).toEqual(polledAt);

    t.clock.advance(59_000);
    await accessStatus(t, a.ip);
    expect(await t.app.heartbeat.flush()).toBe(0);
    expect(await lastAccessOf(a.clinicAccessId)).toEqual(polledAt);

    t.clock.advance(1_000);
    await accessStatus(t, a.ip);
    await accessStatus(t, a.ip);
    expect(await t.app.heartbeat.flush()).toBe(1);
    expect(await lastAccessOf(a.clinicAccessId)).toEqual(t.clock.now());
  });

  it('counts 304 answers as polls, and ignores networks without a clinic', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    await t.app.whitelist.add({ ipAddress: '198.18.0.1' });
    t.clock.advance(120_000);
    const first = await t.request({ method: 'GET', url: '/api/clinic/access-status', ip: clinic.ip });
    await t.app.heartbeat.flush();
    t.clock.advance(120_000);
    const cached = await t.request({
      method: 'GET',
      url: '/api/clinic/access-status',
      ip: clinic.ip,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    await accessStatus(t, '198.18.0.1');
    expect(await t.app.heartbeat.flush()).toBe(1);
    expect(await lastAccessOf(clinic.clinicAccessId)).toEqual(t.clock.now());
  });

  it('never moves lastAccess backwards when another instance wrote a newer time', async () => {
    const t = testApp();
    const clinic = await registeredClinic(t, mail);
    t.clock.advance(120_000);
    await accessStatus(t, clinic.ip);
    const newer = new Date(t.clock.now().getTime() + 30_000);
    await t.db.update(clinicAccess).set({ lastAccess: newer }).where(eq(clinicAccess.id, clinic.clinicAccessId));
    await t.app.heartbeat.flush();
    expect(await lastAccessOf(clinic.clinicAccessId)).toEqual(newer);
  });
});
