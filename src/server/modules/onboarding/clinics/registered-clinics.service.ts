import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import { clinicAccess, clinicRegistrations, clinicServicePicks, ipWhitelist, services, trialSubscriptions } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import { notFound } from '#server/lib/errors.js';
import { pageWindow, type AdminListQuery, type Page } from '#shared/admin/admin.js';
import { ADMIN_PAGE_SIZE } from '#shared/constants.js';
import { CLINIC_ACCESS_MESSAGES, type RegisteredClinicRow } from '#shared/onboarding/clinic-access.js';
import type { ClinicsDeps } from './clinics-deps.ts';
import { isUuid } from '#server/lib/security/uuid.js';

/** The columns of one admin row (the trial end comes from trialEnds, for the page's rows only). */
const ROW = {
  id: clinicAccess.id,
  clinicRegistrationId: clinicAccess.clinicRegistrationId,
  clinicNameEncrypted: clinicAccess.clinicNameEncrypted,
  emailEncrypted: clinicAccess.emailEncrypted,
  ipAddress: clinicAccess.ipAddress,
  createdAt: clinicAccess.createdAt,
  lastAccess: clinicAccess.lastAccess,
  isActive: clinicAccess.isActive,
  ipChangeDetected: clinicAccess.ipChangeDetected,
};
interface SelectedRow {
  id: string;
  clinicRegistrationId: string | null;
  clinicNameEncrypted: string;
  emailEncrypted: string;
  ipAddress: string;
  createdAt: Date;
  lastAccess: Date | null;
  isActive: boolean;
  ipChangeDetected: boolean;
}

const NEWEST_FIRST = [desc(clinicAccess.createdAt), desc(clinicAccess.id)];

/**
 * GET /api/admin/registered-clinics: one page of clinics, newest first, decrypted for the admin.
 * Without a search the database counts and pages. With one, names and e-mails are AES-GCM
 * ciphertext (random nonce), so no SQL can match a substring of them: the service reads the
 * small ciphertext columns of every clinic, decrypts, filters and slices here. The IP is plain
 * text and checked first, so a row whose IP matches is never decrypted for the filter.
 */
export async function listRegisteredClinics(deps: Pick<ClinicsDeps, 'db' | 'keys'>, query: AdminListQuery): Promise<Page<RegisteredClinicRow>> {
  const term = query.search?.toLowerCase();
  if (!term) {
    const [counted] = await deps.db.select({ n: count() }).from(clinicAccess);
    const total = counted?.n ?? 0;
    const { page, offset } = pageWindow(query.page, total);
    const rows = await deps.db
      .select(ROW)
      .from(clinicAccess)
      .orderBy(...NEWEST_FIRST)
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset);
    return { items: await toAdminRows(deps, rows), total, page, pageSize: ADMIN_PAGE_SIZE };
  }

  const candidates = await deps.db
    .select({
      id: clinicAccess.id,
      ipAddress: clinicAccess.ipAddress,
      clinicNameEncrypted: clinicAccess.clinicNameEncrypted,
      emailEncrypted: clinicAccess.emailEncrypted,
    })
    .from(clinicAccess)
    .orderBy(...NEWEST_FIRST);
  const matching = candidates.filter(
    (row) =>
      row.ipAddress.toLowerCase().includes(term) ||
      deps.keys.decrypt(row.clinicNameEncrypted).toLowerCase().includes(term) ||
      deps.keys.decrypt(row.emailEncrypted).toLowerCase().includes(term),
  );
  const { page, offset } = pageWindow(query.page, matching.length);
  const ids = matching.slice(offset, offset + ADMIN_PAGE_SIZE).map((row) => row.id);
  const rows =
    ids.length > 0
      ? await deps.db
          .select(ROW)
          .from(clinicAccess)
          .where(inArray(clinicAccess.id, ids))
          .orderBy(...NEWEST_FIRST)
      : [];
  return { items: await toAdminRows(deps, rows), total: matching.length, page, pageSize: ADMIN_PAGE_SIZE };
}

/** Decrypts the page's rows and adds each clinic's trial end: its registration's latest active trial. */
async function toAdminRows(deps: Pick<ClinicsDeps, 'db' | 'keys'>, rows: SelectedRow[]): Promise<RegisteredClinicRow[]> {
  const registrationIds = rows.flatMap((row) => (row.clinicRegistrationId ? [row.clinicRegistrationId] : []));
  const trials =
    registrationIds.length > 0
      ? await deps.db
          .select({ registrationId: trialSubscriptions.clinicRegistrationId, endsAt: max(trialSubscriptions.endDate) })
          .from(trialSubscriptions)
          .where(and(inArray(trialSubscriptions.clinicRegistrationId, registrationIds), eq(trialSubscriptions.isActive, true)))
          .groupBy(trialSubscriptions.clinicRegistrationId)
      : [];
  const trialEnd = new Map(trials.map((trial) => [trial.registrationId, trial.endsAt]));
  const picks =
    rows.length > 0
      ? await deps.db
          .select({ clinicAccessId: clinicServicePicks.clinicAccessId, name: services.name })
          .from(clinicServicePicks)
          .innerJoin(services, eq(services.id, clinicServicePicks.serviceId))
          .where(
            inArray(
              clinicServicePicks.clinicAccessId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(clinicServicePicks.position))
      : [];
  const servicesOf = (id: string) => picks.filter((pick) => pick.clinicAccessId === id).map((pick) => pick.name);
  return rows.map((row) => {
    const endsAt = row.clinicRegistrationId ? trialEnd.get(row.clinicRegistrationId) : null;
    return {
      id: row.id,
      clinicName: deps.keys.decrypt(row.clinicNameEncrypted),
      email: deps.keys.decrypt(row.emailEncrypted),
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      lastAccess: row.lastAccess?.toISOString() ?? null,
      isActive: row.isActive,
      ipChangeDetected: row.ipChangeDetected,
      trialEndsAt: endsAt ? new Date(endsAt).toISOString() : null,
      services: servicesOf(row.id),
    };
  });
}

/**
 * DELETE /api/admin/registered-clinics/:id: the clinic and (by cascade) its whitelist entries
 * go, and its registration is marked deleted, so it has to register again (docs/product/clinic-access.md).
 */
export async function deleteRegisteredClinic(deps: ClinicsDeps, id: string, admin: { userId: string; email: string | null; ip: string | null }): Promise<void> {
  if (!isUuid(id)) throw notFound(CLINIC_ACCESS_MESSAGES.clinicNotFound);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [entries] = await tx.select({ n: count() }).from(ipWhitelist).where(eq(ipWhitelist.clinicAccessId, id));
    const [removed] = await tx
      .delete(clinicAccess)
      .where(eq(clinicAccess.id, id))
      .returning({ registrationId: clinicAccess.clinicRegistrationId, ipAddress: clinicAccess.ipAddress });
    if (!removed) throw notFound(CLINIC_ACCESS_MESSAGES.clinicNotFound);
    if (removed.registrationId) {
      await tx.update(clinicRegistrations).set({ status: 'deleted', updatedAt: now }).where(eq(clinicRegistrations.id, removed.registrationId));
    }
    await recordAudit(tx, deps.keys, {
      actorUserId: admin.userId,
      actorEmail: admin.email,
      action: 'admin.clinic.delete',
      target: `clinic_access:${id}`,
      ipAddress: admin.ip,
      details: { registrationId: removed.registrationId, ipAddress: removed.ipAddress, whitelistEntriesRemoved: entries?.n ?? 0 },
      at: now,
    });
  });
  await deps.whitelist.view.invalidate();
}
