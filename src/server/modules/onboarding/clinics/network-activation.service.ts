import { and, eq, ne } from 'drizzle-orm';
import { clinicAccess, ipWhitelist } from '#server/db/schema.js';
import { createAttemptLimiter } from '#server/lib/security/attempt-limiter.js';
import { recordAudit } from '#server/lib/audit.js';
import { AppError } from '#server/lib/errors.js';
import { CLINIC_ACCESS_MESSAGES } from '#shared/onboarding/clinic-access.js';
import { findRegistrationByClinicAccessCode } from '../registration/clinic-access-code.ts';
import type { ClinicsDeps } from './clinics-deps.ts';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';

/** Access-code tries per network each hour, successful ones included. */
export const ACTIVATION_LIMIT_PER_IP_PER_HOUR = 5;

/**
 * POST /api/clinic/activate: a registered clinic that shows up from a new address (its
 * provider changed its IP) proves itself with its access code. The new address is
 * whitelisted for it, its previous entries are switched off, and the admin sees the change.
 */
export async function activateNetwork(deps: ClinicsDeps, input: { clinicAccessCode: string; ip: string | null }): Promise<void> {
  const ip = input.ip;
  if (!ip) throw new AppError('bad_request', 'We could not tell the address of your network. Please contact us.');
  await createAttemptLimiter(deps).consume({
    key: `clinic-activate:ip:${rateLimitKeyForIp(ip)}`,
    limit: ACTIVATION_LIMIT_PER_IP_PER_HOUR,
    windowMs: 3_600_000,
    message: CLINIC_ACCESS_MESSAGES.tooManyActivations,
  });

  const found = await findRegistrationByClinicAccessCode(deps, input.clinicAccessCode);
  if (!found) {
    await recordAudit(deps.db, deps.keys, { actor: 'clinic', action: 'clinic.activate.failure', ipAddress: ip, at: deps.clock.now() });
    throw new AppError('bad_request', CLINIC_ACCESS_MESSAGES.invalidClinicAccessCode);
  }
  const current = deps.whitelist.match(ip)?.payload;
  const now = deps.clock.now();

  await deps.db.transaction(async (tx) => {
    const [clinic] = await tx.select().from(clinicAccess).where(eq(clinicAccess.id, found.clinicAccessId)).for('update');
    if (!clinic) throw new AppError('bad_request', CLINIC_ACCESS_MESSAGES.invalidClinicAccessCode);
    if (!clinic.isActive) throw new AppError('forbidden', CLINIC_ACCESS_MESSAGES.clinicInactive);

    // Already reaching us through one of its own entries (a range, say): nothing to re-bind.
    if (current?.clinicAccessId === clinic.id) {
      await tx.update(clinicAccess).set({ lastIpCheck: now }).where(eq(clinicAccess.id, clinic.id));
      return;
    }
    const [previousOwner] = await tx.select({ clinicAccessId: ipWhitelist.clinicAccessId }).from(ipWhitelist).where(eq(ipWhitelist.ipAddress, ip));
    const [entry] = await tx
      .insert(ipWhitelist)
      .values({ ipAddress: ip, description: 'Activated with the clinic access code', clinicAccessId: clinic.id, createdAt: now })
      .onConflictDoUpdate({ target: ipWhitelist.ipAddress, set: { clinicAccessId: clinic.id, isActive: true } })
      .returning({ id: ipWhitelist.id });
    const deactivated = await tx
      .update(ipWhitelist)
      .set({ isActive: false })
      .where(and(eq(ipWhitelist.clinicAccessId, clinic.id), ne(ipWhitelist.id, entry!.id), eq(ipWhitelist.isActive, true)))
      .returning({ ipAddress: ipWhitelist.ipAddress });
    const changed = clinic.ipAddress !== ip;
    await tx
      .update(clinicAccess)
      .set({ ipAddress: ip, ipChangeDetected: changed || clinic.ipChangeDetected, lastIpCheck: now, updatedAt: now })
      .where(eq(clinicAccess.id, clinic.id));
    await recordAudit(tx, deps.keys, {
      actor: `clinic:${clinic.id}`,
      action: 'clinic.network-activated',
      target: `clinic_access:${clinic.id}`,
      ipAddress: ip,
      details: {
        registrationId: found.registrationId,
        previousIp: clinic.ipAddress,
        newIp: ip,
        deactivatedEntries: deactivated.map((d) => d.ipAddress),
        ...(previousOwner?.clinicAccessId && previousOwner.clinicAccessId !== clinic.id ? { takenFromClinic: previousOwner.clinicAccessId } : {}),
      },
      at: now,
    });
  });
  await deps.whitelist.view.invalidate();
}
