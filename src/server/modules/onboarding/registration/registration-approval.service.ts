import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { clinicAccess, clinicRegistrations, ipWhitelist, trialSubscriptions } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { AppError } from '#server/lib/errors.js';
import { DEFAULT_TRIAL_MONTHS } from '#shared/constants.js';
import { REGISTRATION_MESSAGES } from '#shared/onboarding/registration.js';
import { toLocale } from '#shared/i18n/locales.js';
import { redeemCoupon } from '#server/modules/coupons/index.js';
import { generateClinicAccessCode, hashClinicAccessCode } from './clinic-access-code.ts';
import type { RegistrationDeps } from './registration-deps.ts';
import { auditFieldsOf } from '#server/lib/admin-actor.js';
import { approvalMail } from './registration-mails.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { REVIEWABLE, reviewableRegistration } from './registration-review.service.ts';
import type { AdminActor } from '#server/lib/admin-actor.js';
import { isUuid } from '#server/lib/security/uuid.js';

type RegistrationRow = typeof clinicRegistrations.$inferSelect;

export interface Approval {
  clinicAccessId: string;
  trialEndsAt: Date;
  mailSent: boolean;
}

/**
 * Approves in one transaction: claims the registration, redeems its coupon (the conditional
 * UPDATE in redeemCoupon is what keeps parallel approvals within the usage limit), creates the
 * clinic's access, points the whitelist entry for its network at it, starts the trial and
 * stores the new access code's hash. Any failure, a used-up coupon included, undoes it all.
 *
 * The code is mailed after the commit, not inside the transaction: a slow mail server would
 * otherwise hold the coupon's row lock (and, on PGlite, the whole database) for up to half a
 * minute. If that mail fails the approval stands and the admin is told to resend, which issues
 * a new code; the unsent one is unknown to anyone, so nothing leaks.
 */
export async function approveRegistration(deps: RegistrationDeps, id: string, actor: AdminActor): Promise<Approval> {
  await reviewableRegistration(deps, id);
  const now = deps.clock.now();
  let approved: { registration: RegistrationRow; clinicAccessId: string; trialEndsAt: Date; clinicAccessCode: string };
  try {
    approved = await deps.db.transaction(async (tx) => {
      const [registration] = await tx
        .update(clinicRegistrations)
        .set({ status: 'approved', reviewedAt: now, reviewedBy: actor.userId, rejectionReason: null, updatedAt: now })
        .where(and(eq(clinicRegistrations.id, id), inArray(clinicRegistrations.status, [...REVIEWABLE])))
        .returning();
      if (!registration) {
        await reviewableRegistration({ db: tx }, id);
        throw new AppError('conflict', REGISTRATION_MESSAGES.changedMeanwhile);
      }
      const coupon = registration.couponCode ? await redeemCoupon(tx, registration.couponCode, now) : null;
      const trialEndsAt = addMonths(now, coupon?.trialDurationMonths ?? DEFAULT_TRIAL_MONTHS);

      const [access] = await tx
        .insert(clinicAccess)
        .values({
          clinicRegistrationId: registration.id,
          clinicNameEncrypted: registration.clinicNameEncrypted,
          emailEncrypted: registration.emailEncrypted,
          emailHash: registration.emailHash,
          phoneEncrypted: registration.phoneEncrypted,
          ipAddress: registration.ipAddress,
          agreesToCommunications: registration.marketingOptIn,
          locale: toLocale(registration.locale),
          lastIpCheck: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: clinicAccess.id });
      const clinicAccessId = access!.id;
      // One entry per address: a network that already had one now belongs to this clinic.
      await tx
        .insert(ipWhitelist)
        .values({
          ipAddress: registration.ipAddress,
          description: 'Registered clinic',
          isActive: true,
          createdAt: now,
          createdBy: actor.userId,
          clinicAccessId,
        })
        .onConflictDoUpdate({ target: ipWhitelist.ipAddress, set: { clinicAccessId, isActive: true } });
      await tx.insert(trialSubscriptions).values({
        clinicRegistrationId: registration.id,
        couponId: coupon?.id ?? null,
        startDate: now,
        endDate: trialEndsAt,
        createdAt: now,
      });
      const clinicAccessCode = await storeNewClinicAccessCode(tx, deps.keys, registration.id);
      await recordAudit(tx, deps.keys, {
        ...auditFieldsOf(actor),
        action: 'clinic-registration.approve',
        target: `clinic-registration:${registration.id}`,
        details: { clinicAccessId, ipAddress: registration.ipAddress, couponCode: coupon?.code ?? null, trialEndsAt: trialEndsAt.toISOString() },
        at: now,
      });
      return { registration, clinicAccessId, trialEndsAt, clinicAccessCode };
    });
  } catch (error) {
    if (error instanceof AppError && error.details.issues) {
      await recordAudit(deps.db, deps.keys, {
        ...auditFieldsOf(actor),
        action: 'clinic-registration.approve.refused',
        target: `clinic-registration:${id}`,
        details: { reason: error.message },
        at: now,
      });
    }
    throw error;
  }

  // The clinic's network has access from now on, on every instance.
  await deps.whitelist.view.invalidate().catch(() => undefined); // its timer reloads it anyway
  const mailSent = await mailClinicAccessCode(deps, approved.registration, approved.clinicAccessCode, approved.trialEndsAt);
  if (!mailSent) {
    await recordAudit(deps.db, deps.keys, {
      ...auditFieldsOf(actor),
      action: 'clinic-registration.code-mail-failed',
      target: `clinic-registration:${id}`,
      at: now,
    });
  }
  return { clinicAccessId: approved.clinicAccessId, trialEndsAt: approved.trialEndsAt, mailSent };
}

/**
 * Replaces an approved registration's access code with a new one and mails it (the old one is
 * known only by its hash, so it cannot be sent again). If the mail fails, the old code stays.
 */
export async function resendClinicAccessCode(deps: RegistrationDeps, id: string, actor: AdminActor): Promise<void> {
  const [registration] = isUuid(id) ? await deps.db.select().from(clinicRegistrations).where(eq(clinicRegistrations.id, id)).limit(1) : [];
  if (!registration) throw new AppError('not_found', REGISTRATION_MESSAGES.notFound);
  if (registration.status !== 'approved') throw new AppError('conflict', REGISTRATION_MESSAGES.resendNeedsApproval);
  const [trial] = await deps.db
    .select({ endDate: trialSubscriptions.endDate })
    .from(trialSubscriptions)
    .where(eq(trialSubscriptions.clinicRegistrationId, id))
    .limit(1);
  const clinicAccessCode = await deps.db.transaction(async (tx) => {
    const code = await storeNewClinicAccessCode(tx, deps.keys, id);
    await recordAudit(tx, deps.keys, {
      ...auditFieldsOf(actor),
      action: 'clinic-registration.resend-code',
      target: `clinic-registration:${id}`,
      at: deps.clock.now(),
    });
    return code;
  });
  if (!(await mailClinicAccessCode(deps, registration, clinicAccessCode, trial?.endDate ?? null))) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(clinicRegistrations)
        .set({ accessCode: registration.accessCode })
        .where(and(eq(clinicRegistrations.id, id), eq(clinicRegistrations.accessCode, hashClinicAccessCode(deps.keys, clinicAccessCode))));
      await recordAudit(tx, deps.keys, {
        ...auditFieldsOf(actor),
        action: 'clinic-registration.resend-code.undone',
        target: `clinic-registration:${id}`,
        details: { reason: 'the e-mail could not be sent; the previous code stands' },
        at: deps.clock.now(),
      });
    });
    throw new AppError('unavailable', 'We could not send the e-mail right now. The previous code still works. Please try again in a few minutes.');
  }
}

async function mailClinicAccessCode(
  deps: RegistrationDeps,
  registration: RegistrationRow,
  clinicAccessCode: string,
  trialEndsAt: Date | null,
): Promise<boolean> {
  const { keys } = deps;
  try {
    await deps.mailer.send(
      approvalMail(deps.config.publicConfig.provider, {
        to: keys.decrypt(registration.emailEncrypted),
        clinicName: keys.decrypt(registration.clinicNameEncrypted),
        clinicAccessCode,
        trialEndsAt,
        timezone: deps.config.timezone,
        // In the language the registration was made in.
        locale: toLocale(registration.locale),
      }),
    );
    return true;
  } catch {
    return false; // the mailer has logged why
  }
}

/** Stores the hash of a fresh code; a savepoint per try, so a (60-bit) collision just tries again. */
async function storeNewClinicAccessCode(tx: Db, keys: KeyRing, registrationId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = generateClinicAccessCode();
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint
          .update(clinicRegistrations)
          .set({ accessCode: hashClinicAccessCode(keys, code), accessCodeGenerated: true })
          .where(eq(clinicRegistrations.id, registrationId));
      });
      return code;
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The same day `months` later, or the month's last day when it is shorter (Jan 31 + 1 = Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
