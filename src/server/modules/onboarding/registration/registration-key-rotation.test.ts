import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '#tests/support/test-app.ts';
import { createUser } from '#tests/support/admin-auth.ts';
import { clinicAccess, clinicRegistrations } from '#server/db/schema.js';
import { createKeyRing } from '#server/lib/security/crypto.js';
import { rotateEncryptionKeys } from '#server/lib/security/key-rotation.js';
import type { MailMessage } from '#server/lib/mail/mailer.js';
import { findRegistrationByClinicAccessCode } from './clinic-access-code.ts';
import { approveRegistration } from './registration-approval.service.ts';
import type { RegistrationDeps } from './registration-deps.ts';
import { listRegistrations } from './registration-review.service.ts';
import { submitRegistration } from './registration.service.ts';
import { ACCESS_CODE_LINE, registrationBody } from '#tests/support/registrations.ts';

const blindIndexKey = randomBytes(32);
const oldKey = { id: 'old', key: randomBytes(32) };
const newKey = { id: 'new', key: randomBytes(32) };
// The app writes under the old key too (users, audit rows): rotation rewrites every table.
const testApp = useTestApp({ keys: createKeyRing({ dataKeys: [oldKey], blindIndexKey }) });

describe('key rotation of registrations and clinic access', () => {
  it('re-encrypts both under the new key; look-ups by e-mail and access code keep working', async () => {
    const t = testApp();
    const sent: MailMessage[] = [];
    const deps = (keys: ReturnType<typeof createKeyRing>): RegistrationDeps => ({
      db: t.db,
      keys,
      clock: t.clock,
      config: t.config,
      whitelist: t.app.whitelist,
      mailer: { send: async (message) => void sent.push(message) },
    });
    const oldDeps = deps(t.keys);
    const body = registrationBody();
    const { id } = await submitRegistration(oldDeps, { ...body, couponCode: undefined }, '198.51.100.77');
    const user = await createUser(t, { isAdmin: true });
    const admin = { userId: user.id, email: user.email, ip: null };
    const { clinicAccessId } = await approveRegistration(oldDeps, id, admin);
    const code = sent
      .at(-1)!
      .text.split('\n')
      .find((line) => ACCESS_CODE_LINE.test(line))!;

    const totals = await rotateEncryptionKeys(t.db, createKeyRing({ dataKeys: [newKey, oldKey], blindIndexKey }), { batchSize: 1 });
    expect(totals.clinic_registrations).toBeGreaterThanOrEqual(1);
    expect(totals.clinic_access).toBeGreaterThanOrEqual(1);

    const newOnly = createKeyRing({ dataKeys: [newKey], blindIndexKey });
    const [registration] = await t.db.select().from(clinicRegistrations).where(eq(clinicRegistrations.id, id));
    const [access] = await t.db.select().from(clinicAccess).where(eq(clinicAccess.id, clinicAccessId));
    for (const value of [
      registration!.clinicNameEncrypted,
      registration!.contactPersonNameEncrypted,
      registration!.emailEncrypted,
      registration!.phoneEncrypted,
    ]) {
      expect(value.startsWith('v1.new.')).toBe(true);
    }
    for (const value of [access!.clinicNameEncrypted, access!.emailEncrypted, access!.phoneEncrypted!]) expect(value.startsWith('v1.new.')).toBe(true);
    expect(newOnly.decrypt(access!.emailEncrypted)).toBe(body.email);
    expect(registration!.emailHash).toBe(newOnly.blindIndex(body.email));

    const rows = await listRegistrations(deps(newOnly), 'approved');
    expect(rows.find((r) => r.id === id)).toMatchObject({ clinicName: body.clinicName, email: body.email, phone: body.phone });
    expect(await findRegistrationByClinicAccessCode(deps(newOnly), code)).toEqual({ registrationId: id, clinicAccessId });
  });
});
