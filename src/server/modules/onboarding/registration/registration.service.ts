import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { clinicRegistrations } from '#server/db/schema.js';
import { recipientMailRules } from '#server/lib/mail/mail-quota.js';
import { createAttemptLimiter } from '#server/lib/security/attempt-limiter.js';
import { recordAudit } from '#server/lib/audit.js';
import { normaliseEmail } from '#server/lib/security/crypto.js';
import { AppError } from '#server/lib/errors.js';
import { REGISTRATION_MESSAGES, type RegistrationStatus } from '#shared/onboarding/registration.js';
import type { ClinicRegistrationInput } from '#shared/validation.js';
import type { Locale } from '#shared/i18n/locales.js';
import { checkCoupon, normaliseCouponCode } from '#server/modules/coupons/index.js';
import type { RegistrationDeps } from './registration-deps.ts';
import { verificationMail } from './registration-mails.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';
import { consentWording } from '#server/lib/i18n/consent-wording.js';

export const VERIFICATION_LINK_HOURS = 24;
/** Registrations accepted per network (IP) an hour; a clinic registers once, so this only stops floods. */
export const REGISTRATIONS_PER_IP_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** The unique index that keeps one open (pending or verified) registration per e-mail address. */
export const ONE_OPEN_REGISTRATION_PER_EMAIL = 'clinic_registrations_one_open_per_email_uq';

/**
 * Stores a registration (personal fields only encrypted, the e-mail also as a blind index) with
 * the caller's network address, which approval will whitelist, and the language of the page it
 * was made on (`locale`: every mail about it is written in it), and mails the verification link.
 * The row is kept only if the mail went out.
 */
export async function submitRegistration(
  deps: RegistrationDeps,
  input: ClinicRegistrationInput,
  ip: string | null,
  locale: Locale = 'en-CA',
): Promise<{ id: string }> {
  if (!ip) throw new AppError('bad_request', REGISTRATION_MESSAGES.noNetworkAddress);
  const email = normaliseEmail(input.email);
  await createAttemptLimiter(deps).consume(
    {
      key: `clinic-registration:ip:${rateLimitKeyForIp(ip)}`,
      limit: REGISTRATIONS_PER_IP_PER_HOUR,
      windowMs: HOUR_MS,
      message: REGISTRATION_MESSAGES.tooMany,
    },
    ...recipientMailRules(deps.keys.blindIndex(email)),
  );
  const now = deps.clock.now();
  await refuseSecondOpenRegistration(deps, email, now, locale);
  const couponCode = input.couponCode ? normaliseCouponCode(input.couponCode) : null;
  if (couponCode) await checkCoupon(deps.db, couponCode, now);

  const token = randomBytes(32).toString('base64url');
  const { keys } = deps;
  const [row] = await deps.db
    .insert(clinicRegistrations)
    .values({
      clinicNameEncrypted: keys.encrypt(input.clinicName),
      contactPersonNameEncrypted: keys.encrypt(input.contactPersonName),
      emailEncrypted: keys.encrypt(email),
      emailHash: keys.blindIndex(email),
      phoneEncrypted: keys.encrypt(input.phone),
      couponCode,
      ipAddress: ip,
      marketingOptIn: input.marketingOptIn,
      locale,
      emailVerificationToken: keys.hashSecret(token),
      emailVerificationExpires: new Date(now.getTime() + VERIFICATION_LINK_HOURS * HOUR_MS),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: clinicRegistrations.id })
    .catch((error: unknown) => {
      // Another request for this address was stored between the check above and this write. Its
      // verification link is on its way, so the answer is the one a second registration gets,
      // without a new link that would make that one stop working.
      if (isUniqueViolation(error, ONE_OPEN_REGISTRATION_PER_EMAIL)) throw new AppError('conflict', REGISTRATION_MESSAGES.awaitingVerification);
      throw error;
    });
  const id = row!.id;

  const link = `${deps.config.publicUrl}/verify-email?token=${token}`;
  try {
    await deps.mailer.send(verificationMail(deps.config.publicConfig.provider, { to: email, link, validHours: VERIFICATION_LINK_HOURS, locale }));
  } catch (error) {
    await deps.db.delete(clinicRegistrations).where(eq(clinicRegistrations.id, id));
    throw error;
  }
  // Proof of consent (CASL): the words agreed to, when, and from which network.
  await recordAudit(deps.db, deps.keys, {
    actor: 'anonymous',
    action: 'clinic-registration.submit',
    target: `clinic-registration:${id}`,
    ipAddress: ip,
    details: { marketingOptIn: input.marketingOptIn, consentText: consentWording('marketing', locale), consentAt: now.toISOString(), couponCode },
    at: now,
  });
  return { id };
}

/**
 * One open registration per address (docs/product/clinic-access.md): a second is refused. When the open one still
 * waits for its e-mail to be verified, its link is sent again (a new one: the old stops working).
 */
async function refuseSecondOpenRegistration(deps: RegistrationDeps, email: string, now: Date, locale: Locale): Promise<void> {
  const [open] = await deps.db
    .select({ id: clinicRegistrations.id, emailVerified: clinicRegistrations.emailVerified })
    .from(clinicRegistrations)
    .where(and(eq(clinicRegistrations.emailHash, deps.keys.blindIndex(email)), inArray(clinicRegistrations.status, ['pending', 'verified'])))
    .limit(1);
  if (!open) return;
  if (open.emailVerified) throw new AppError('conflict', REGISTRATION_MESSAGES.awaitingReview);
  const token = randomBytes(32).toString('base64url');
  await deps.db
    .update(clinicRegistrations)
    .set({
      emailVerificationToken: deps.keys.hashSecret(token),
      emailVerificationExpires: new Date(now.getTime() + VERIFICATION_LINK_HOURS * HOUR_MS),
      // Asked again, perhaps from a page in the other language: the mails follow the latest request.
      locale,
      updatedAt: now,
    })
    .where(eq(clinicRegistrations.id, open.id));
  const link = `${deps.config.publicUrl}/verify-email?token=${token}`;
  await deps.mailer.send(verificationMail(deps.config.publicConfig.provider, { to: email, link, validHours: VERIFICATION_LINK_HOURS, locale }));
  throw new AppError('conflict', REGISTRATION_MESSAGES.awaitingVerification);
}

/**
 * Marks the e-mail verified through the mailed link; the link works once. A pending registration
 * becomes verified; one already reviewed keeps its status.
 */
export async function verifyRegistrationEmail(
  deps: Pick<RegistrationDeps, 'db' | 'keys' | 'clock'>,
  token: string,
  ip: string | null,
): Promise<{ status: RegistrationStatus; alreadyVerified: boolean }> {
  const now = deps.clock.now();
  const hash = deps.keys.hashSecret(token);
  // The token's hash stays after use, so opening the link again can say it is done already.
  const [row] = await deps.db
    .update(clinicRegistrations)
    .set({
      emailVerified: true,
      status: sql`case when ${clinicRegistrations.status} = 'pending' then 'verified' else ${clinicRegistrations.status} end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(clinicRegistrations.emailVerificationToken, hash),
        eq(clinicRegistrations.emailVerified, false),
        gt(clinicRegistrations.emailVerificationExpires, now),
      ),
    )
    .returning({ id: clinicRegistrations.id, status: clinicRegistrations.status });
  if (!row) {
    const [known] = await deps.db
      .select({ status: clinicRegistrations.status, emailVerified: clinicRegistrations.emailVerified })
      .from(clinicRegistrations)
      .where(eq(clinicRegistrations.emailVerificationToken, hash))
      .limit(1);
    if (known?.emailVerified) return { status: known.status as RegistrationStatus, alreadyVerified: true };
    throw new AppError('bad_request', known ? REGISTRATION_MESSAGES.verificationExpired : REGISTRATION_MESSAGES.verificationInvalid);
  }
  await recordAudit(deps.db, deps.keys, {
    actor: 'anonymous',
    action: 'clinic-registration.email-verified',
    target: `clinic-registration:${row.id}`,
    ipAddress: ip,
    at: now,
  });
  return { status: row.status as RegistrationStatus, alreadyVerified: false };
}
