import { count, desc, eq, sql } from 'drizzle-orm';
import { clinicAccess, clinicRegistrations, ipWhitelist, trialSubscriptions } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { CLINIC_ACCESS_MESSAGES, type RegisteredClinicRow } from '../../../shared/clinic-access.ts';
import type { ClinicsDeps } from './clinics-deps.ts';

/** GET /api/admin/registered-clinics: every clinic, newest first, decrypted for the admin. */
export async function listRegisteredClinics(deps: Pick<ClinicsDeps, 'db' | 'keys'>): Promise<RegisteredClinicRow[]> {
  const trialEnd = sql`(SELECT max(${trialSubscriptions.endDate}) FROM ${trialSubscriptions}
    WHERE ${trialSubscriptions.clinicRegistrationId} = ${clinicAccess.clinicRegistrationId} AND ${trialSubscriptions.isActive})`.mapWith(
    trialSubscriptions.endDate,
  );
  const rows = await deps.db
    .select({
      id: clinicAccess.id,
      clinicNameEncrypted: clinicAccess.clinicNameEncrypted,
      emailEncrypted: clinicAccess.emailEncrypted,
      ipAddress: clinicAccess.ipAddress,
      createdAt: clinicAccess.createdAt,
      lastAccess: clinicAccess.lastAccess,
      isActive: clinicAccess.isActive,
      ipChangeDetected: clinicAccess.ipChangeDetected,
      trialEndsAt: trialEnd,
    })
    .from(clinicAccess)
    .orderBy(desc(clinicAccess.createdAt), desc(clinicAccess.id));
  return rows.map((row) => ({
    id: row.id,
    clinicName: deps.keys.decrypt(row.clinicNameEncrypted),
    email: deps.keys.decrypt(row.emailEncrypted),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastAccess: row.lastAccess?.toISOString() ?? null,
    isActive: row.isActive,
    ipChangeDetected: row.ipChangeDetected,
    trialEndsAt: row.trialEndsAt ? new Date(row.trialEndsAt).toISOString() : null,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * DELETE /api/admin/registered-clinics/:id: the clinic and (by cascade) its whitelist entries
 * go, and its registration is marked deleted, so it has to register again (SPEC.md section 4).
 */
export async function deleteRegisteredClinic(
  deps: ClinicsDeps,
  id: string,
  admin: { userId: string; email: string | null; ip: string | null },
): Promise<void> {
  if (!UUID.test(id)) throw notFound(CLINIC_ACCESS_MESSAGES.clinicNotFound);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [entries] = await tx.select({ n: count() }).from(ipWhitelist).where(eq(ipWhitelist.clinicAccessId, id));
    const [removed] = await tx
      .delete(clinicAccess)
      .where(eq(clinicAccess.id, id))
      .returning({ registrationId: clinicAccess.clinicRegistrationId, ipAddress: clinicAccess.ipAddress });
    if (!removed) throw notFound(CLINIC_ACCESS_MESSAGES.clinicNotFound);
    if (removed.registrationId) {
      await tx
        .update(clinicRegistrations)
        .set({ status: 'deleted', updatedAt: now })
        .where(eq(clinicRegistrations.id, removed.registrationId));
    }
    await recordAudit(tx, {
      actorUserId: admin.userId,
      actor: admin.email ?? `user:${admin.userId}`,
      action: 'admin.clinic.delete',
      target: `clinic_access:${id}`,
      ipAddress: admin.ip,
      details: { registrationId: removed.registrationId, ipAddress: removed.ipAddress, whitelistEntriesRemoved: entries?.n ?? 0 },
      at: now,
    });
  });
  await deps.whitelist.view.invalidate();
}
