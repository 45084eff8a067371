import { eq } from 'drizzle-orm';
import { clinicAccess, ipWhitelist } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import { normaliseEmail } from '#server/lib/security/crypto.js';
import { AppError } from '#server/lib/errors.js';
import { CLINIC_ACCESS_MESSAGES, type ClinicRegisterInput } from '#shared/onboarding/clinic-access.js';
import { checkClinicCode, clinicCodeFailure, requireUnregisteredNetwork } from './clinic-verification.service.ts';
import type { Locale } from '#shared/i18n/locales.js';
import type { ClinicsDeps } from './clinics-deps.ts';
import { consentWording } from '#server/lib/i18n/consent-wording.js';

/**
 * POST /api/clinic/register: a network that already has access (an admin whitelisted it)
 * gets its clinic record. The whitelist entry that matches the caller, single address or
 * range, is linked to the new clinic. Personal data is stored encrypted only.
 */
export async function registerClinic(
  deps: ClinicsDeps,
  input: ClinicRegisterInput,
  ip: string | null,
  locale: Locale = 'en-CA',
): Promise<{ clinicAccessId: string }> {
  const entry = requireUnregisteredNetwork(deps, ip);
  const email = normaliseEmail(input.email);

  const check = await checkClinicCode(deps, { email, code: input.verificationCode });
  if (!check.ok) {
    await recordAudit(deps.db, deps.keys, {
      actor: 'clinic-registration',
      action: 'clinic.register.failure',
      ipAddress: ip,
      details: { reason: check.reason, ...(check.reason === 'wrong-code' ? { triesLeft: check.triesLeft } : {}) },
      at: deps.clock.now(),
    });
    throw clinicCodeFailure(check);
  }

  const now = deps.clock.now();
  const clinicAccessId = await deps.db.transaction(async (tx) => {
    // The memory may be a moment behind another instance: decide on the locked row.
    const [row] = await tx.select().from(ipWhitelist).where(eq(ipWhitelist.id, entry.id)).for('update');
    if (!row?.isActive) throw new AppError('forbidden', CLINIC_ACCESS_MESSAGES.noAccess);
    if (row.clinicAccessId) {
      const [owner] = await tx.select({ isActive: clinicAccess.isActive }).from(clinicAccess).where(eq(clinicAccess.id, row.clinicAccessId));
      if (owner?.isActive) throw new AppError('conflict', CLINIC_ACCESS_MESSAGES.alreadyRegistered);
    }
    const [clinic] = await tx
      .insert(clinicAccess)
      .values({
        clinicNameEncrypted: deps.keys.encrypt(input.clinicName),
        emailEncrypted: deps.keys.encrypt(email),
        emailHash: deps.keys.blindIndex(email),
        phoneEncrypted: deps.keys.encrypt(input.phone),
        ipAddress: ip!,
        agreesToCommunications: input.agreesToCommunications,
        hasItCompany: input.hasItCompany ?? null,
        // The language the clinic registered in: mails to it are written in it.
        locale,
        lastAccess: now,
        lastIpCheck: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: clinicAccess.id });
    await tx.update(ipWhitelist).set({ clinicAccessId: clinic!.id }).where(eq(ipWhitelist.id, row.id));
    await recordAudit(tx, deps.keys, {
      actor: `clinic:${clinic!.id}`,
      action: 'clinic.register',
      target: `clinic_access:${clinic!.id}`,
      ipAddress: ip,
      details: {
        whitelistEntry: row.ipAddress,
        replacedInactiveClinic: row.clinicAccessId,
        consent: { text: consentWording('clinic', locale), agreed: input.agreesToCommunications, at: now.toISOString() },
      },
      at: now,
    });
    return clinic!.id;
  });
  await deps.whitelist.view.invalidate();
  return { clinicAccessId };
}
