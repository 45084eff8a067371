import { normaliseEmail } from '#server/lib/security/crypto.js';
import { AppError } from '#server/lib/errors.js';
import { checkCode, codeFailureMessage, issueCode, type CodeCheck, type CodePolicy } from '#server/lib/security/one-time-codes.js';
import { CLINIC_ACCESS_MESSAGES, CLINIC_CODE_MAX_TRIES, CLINIC_CODE_RESEND_SECONDS, CLINIC_CODE_VALID_MINUTES } from '#shared/onboarding/clinic-access.js';
import type { Locale } from '#shared/i18n/locales.js';
import { clinicCodeMail } from './clinic-code-mail.ts';
import type { ClinicsDeps } from './clinics-deps.ts';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';
import { recipientMailRules } from '#server/lib/mail/mail-quota.js';

export const CLINIC_CODE_POLICY: CodePolicy = {
  purpose: 'clinic-registration',
  validMinutes: CLINIC_CODE_VALID_MINUTES,
  maxTries: CLINIC_CODE_MAX_TRIES,
  resendAfterSeconds: CLINIC_CODE_RESEND_SECONDS,
};

const HOUR_MS = 3_600_000;
/** Codes sent per address and per network (IP) each hour. */
export const CLINIC_CODE_LIMITS = { perEmailPerHour: 5, perIpPerHour: 20 } as const;

/**
 * The dialog only appears on a network that has access but no clinic yet; refusing anyone
 * else here, from memory, also keeps the endpoint from being used to mail strangers.
 */
export function requireUnregisteredNetwork(deps: Pick<ClinicsDeps, 'whitelist'>, ip: string | null) {
  const match = deps.whitelist.match(ip);
  if (!match) throw new AppError('forbidden', CLINIC_ACCESS_MESSAGES.noAccess);
  if (match.payload.clinicRegistered) throw new AppError('conflict', CLINIC_ACCESS_MESSAGES.alreadyRegistered);
  return match.payload;
}

/**
 * POST /api/clinic/send-verification: a fresh 6-digit code to `email`, in the language of the page
 * that asked; the row exists only if the mail went out.
 */
export async function sendClinicVerification(deps: ClinicsDeps, input: { email: string; ip: string | null; locale?: Locale }): Promise<void> {
  requireUnregisteredNetwork(deps, input.ip);
  const email = normaliseEmail(input.email);
  const emailHash = deps.keys.blindIndex(email);
  await issueCode(deps, CLINIC_CODE_POLICY, {
    emailHash,
    limits: [
      {
        key: `clinic-code:ip:${rateLimitKeyForIp(input.ip)}`,
        limit: CLINIC_CODE_LIMITS.perIpPerHour,
        windowMs: HOUR_MS,
        message: 'Too many verification codes were requested from your network.',
      },
      {
        key: `clinic-code:email:${emailHash}`,
        limit: CLINIC_CODE_LIMITS.perEmailPerHour,
        windowMs: HOUR_MS,
        message: 'Too many verification codes were requested for this address.',
      },
      ...recipientMailRules(emailHash),
    ],
    send: (code) =>
      deps.mailer.send(clinicCodeMail(deps.config.publicConfig.provider, { to: email, code, validMinutes: CLINIC_CODE_VALID_MINUTES, locale: input.locale })),
  });
}

const NO_CODE = 'There is no verification code waiting for this address. Please request a new code.';

export async function checkClinicCode(deps: ClinicsDeps, input: { email: string; code: string }): Promise<CodeCheck> {
  return checkCode(deps, CLINIC_CODE_POLICY, { emailHash: deps.keys.blindIndex(normaliseEmail(input.email)), code: input.code });
}

export function clinicCodeFailure(failure: Exclude<CodeCheck, { ok: true }>): AppError {
  return new AppError('bad_request', codeFailureMessage(failure, NO_CODE));
}
