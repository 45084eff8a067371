import { and, desc, eq } from 'drizzle-orm';
import { clinicRegistrations } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import { AppError } from '#server/lib/errors.js';
import { REGISTRATION_MESSAGES, type AdminRegistrationRow, type RegistrationStatus } from '#shared/onboarding/registration.js';
import { toLocale } from '#shared/i18n/locales.js';
import type { RegistrationDeps } from './registration-deps.ts';
import { auditFieldsOf } from '#server/lib/admin-actor.js';
import { rejectionMail } from './registration-mails.ts';
import { ONE_OPEN_REGISTRATION_PER_EMAIL } from './registration.service.ts';
import { isUniqueViolation } from './unique-violation.ts';
import type { AdminActor } from '#server/lib/admin-actor.js';
import { isUuid } from '#server/lib/security/uuid.js';

type RegistrationRow = typeof clinicRegistrations.$inferSelect;

export const REVIEWABLE: readonly RegistrationStatus[] = ['pending', 'verified'];

/** Every registration (or those of one status), decrypted for the admin panel, newest first. */
export async function listRegistrations(deps: Pick<RegistrationDeps, 'db' | 'keys'>, status?: RegistrationStatus): Promise<AdminRegistrationRow[]> {
  const rows = await deps.db
    .select()
    .from(clinicRegistrations)
    .where(status ? eq(clinicRegistrations.status, status) : undefined)
    .orderBy(desc(clinicRegistrations.createdAt), desc(clinicRegistrations.id));
  const { keys } = deps;
  return rows.map((row) => ({
    id: row.id,
    clinicName: keys.decrypt(row.clinicNameEncrypted),
    contactPersonName: keys.decrypt(row.contactPersonNameEncrypted),
    email: keys.decrypt(row.emailEncrypted),
    phone: keys.decrypt(row.phoneEncrypted),
    couponCode: row.couponCode,
    ipAddress: row.ipAddress,
    marketingOptIn: row.marketingOptIn,
    emailVerified: row.emailVerified,
    status: row.status as RegistrationStatus,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  }));
}

/** The registration, if it may still be reviewed; otherwise the 404 or 409 that says why not. */
export async function reviewableRegistration(deps: Pick<RegistrationDeps, 'db'>, id: string): Promise<RegistrationRow> {
  const [row] = isUuid(id) ? await deps.db.select().from(clinicRegistrations).where(eq(clinicRegistrations.id, id)).limit(1) : [];
  if (!row) throw new AppError('not_found', REGISTRATION_MESSAGES.notFound);
  assertReviewable(row.status);
  return row;
}

export function assertReviewable(status: string): void {
  if (status === 'approved') throw new AppError('conflict', REGISTRATION_MESSAGES.alreadyApproved);
  if (status === 'rejected') throw new AppError('conflict', REGISTRATION_MESSAGES.alreadyRejected);
}

/**
 * Rejects and tells the clinic, with the reason when one is given. If the mail cannot be sent
 * the rejection is undone, so "the clinic was notified" is always true when we say it.
 */
export async function rejectRegistration(deps: RegistrationDeps, id: string, reason: string | undefined, actor: AdminActor): Promise<void> {
  const before = await reviewableRegistration(deps, id);
  const now = deps.clock.now();
  const rejectionReason = reason?.trim() || null;
  // The change and its audit row commit together; the mail goes after, and a failed mail undoes both (with a row that says so).
  await deps.db
    .transaction(async (tx) => {
      const [claimed] = await tx
        .update(clinicRegistrations)
        .set({
          status: 'rejected',
          rejectionReason,
          reviewedAt: now,
          reviewedBy: actor.userId,
          // A verification link must not revive a rejected registration.
          emailVerificationToken: null,
          emailVerificationExpires: null,
          updatedAt: now,
        })
        .where(and(eq(clinicRegistrations.id, id), eq(clinicRegistrations.status, before.status)))
        .returning({ id: clinicRegistrations.id });
      if (!claimed) throw new AppError('conflict', REGISTRATION_MESSAGES.changedMeanwhile);
      await recordAudit(tx, deps.keys, {
        ...auditFieldsOf(actor),
        action: 'clinic-registration.reject',
        target: `clinic-registration:${id}`,
        details: { previousStatus: before.status, reason: rejectionReason },
        at: now,
      });
    })
    .catch(async (error: unknown) => {
      // Gone meanwhile answers 404, not 409.
      if (error instanceof AppError && error.code === 'conflict') await reviewableRegistration(deps, id);
      throw error;
    });

  const { keys } = deps;
  try {
    await deps.mailer.send(
      rejectionMail(deps.config.publicConfig.provider, {
        to: keys.decrypt(before.emailEncrypted),
        clinicName: keys.decrypt(before.clinicNameEncrypted),
        reason: rejectionReason,
        locale: toLocale(before.locale),
      }),
    );
  } catch (error) {
    await deps.db
      .transaction(async (tx) => {
        await tx
          .update(clinicRegistrations)
          .set({
            status: before.status,
            rejectionReason: before.rejectionReason,
            reviewedAt: before.reviewedAt,
            reviewedBy: before.reviewedBy,
            emailVerificationToken: before.emailVerificationToken,
            emailVerificationExpires: before.emailVerificationExpires,
            updatedAt: before.updatedAt,
          })
          .where(and(eq(clinicRegistrations.id, id), eq(clinicRegistrations.status, 'rejected')));
        await recordAudit(tx, deps.keys, {
          ...auditFieldsOf(actor),
          action: 'clinic-registration.reject.undone',
          target: `clinic-registration:${id}`,
          details: { reason: 'the rejection e-mail could not be sent', restoredStatus: before.status },
          at: deps.clock.now(),
        });
      })
      .catch((undoError: unknown) => {
        // The clinic registered again meanwhile and that registration is the open one now: this one stays rejected.
        if (!isUniqueViolation(undoError, ONE_OPEN_REGISTRATION_PER_EMAIL)) throw undoError;
      });
    throw error;
  }
}
