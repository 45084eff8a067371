import type { Config } from '#server/config.js';
import type { Db } from '#server/db/open.js';
import { recordAudit } from '#server/lib/audit.js';
import type { Clock } from '#server/lib/time/clock.js';
import { normaliseEmail, type KeyRing } from '#server/lib/security/crypto.js';
import { AppError } from '#server/lib/errors.js';
import { signInCodeMail } from '#server/lib/mail/mail-templates.js';
import type { Mailer } from '#server/lib/mail/mailer.js';
import { checkCode, codeFailureMessage, issueCode, type CodeFailure, type CodePolicy } from '#server/lib/security/one-time-codes.js';
import { SIGN_IN_CODE_MAX_TRIES, SIGN_IN_CODE_VALID_MINUTES } from '#shared/sign-in/sign-in.js';
import type { Locale } from '#shared/i18n/locales.js';
import { upsertUserByEmail } from './users.service.ts';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';
import { recipientMailRules } from '#server/lib/mail/mail-quota.js';

export interface EmailSignInDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'adminEmails' | 'publicConfig'>;
}

const POLICY: CodePolicy = { purpose: 'sign-in', validMinutes: SIGN_IN_CODE_VALID_MINUTES, maxTries: SIGN_IN_CODE_MAX_TRIES };
const HOUR_MS = 3_600_000;
/** Codes sent per address and per network (IP) each hour. A clinic shares one IP. */
export const SIGN_IN_LIMITS = { perEmailPerHour: 5, perIpPerHour: 20 } as const;

/** Sends a fresh 6-digit code, in the language of the page that asked; the row exists only if the mail went out. */
export async function startEmailSignIn(deps: EmailSignInDeps, input: { email: string; ip: string | null; locale?: Locale }): Promise<void> {
  const email = normaliseEmail(input.email);
  const emailHash = deps.keys.blindIndex(email);
  await issueCode(deps, POLICY, {
    emailHash,
    limits: [
      {
        key: `sign-in-code:ip:${rateLimitKeyForIp(input.ip)}`,
        limit: SIGN_IN_LIMITS.perIpPerHour,
        windowMs: HOUR_MS,
        message: 'Too many sign-in codes were requested from your network.',
      },
      {
        key: `sign-in-code:email:${emailHash}`,
        limit: SIGN_IN_LIMITS.perEmailPerHour,
        windowMs: HOUR_MS,
        message: 'Too many sign-in codes were requested for this address.',
      },
      ...recipientMailRules(emailHash),
    ],
    send: (code) =>
      deps.mailer.send(signInCodeMail(deps.config.publicConfig.provider, { to: email, code, validMinutes: SIGN_IN_CODE_VALID_MINUTES, locale: input.locale })),
  });
}

/** Checks a code (single use, limited tries) and answers the signed-in user, whose language becomes `locale` when given. */
export async function verifyEmailSignIn(
  deps: EmailSignInDeps,
  input: { email: string; code: string; ip: string | null; locale?: Locale },
): Promise<{ id: string; email: string }> {
  const email = normaliseEmail(input.email);
  const result = await checkCode(deps, POLICY, { emailHash: deps.keys.blindIndex(email), code: input.code });
  if (!result.ok) return fail(deps, email, input.ip, result.reason, result.triesLeft);

  const user = await upsertUserByEmail(deps, { email, locale: input.locale });
  await recordAudit(deps.db, deps.keys, {
    actorUserId: user.id,
    actorEmail: email,
    action: 'sign-in.success',
    target: `user:${user.id}`,
    ipAddress: input.ip,
    details: { method: 'email-code', isAdmin: user.isAdmin },
    at: deps.clock.now(),
  });
  return user;
}

const NO_CODE = 'There is no sign-in code waiting for this address. Please request a new code.';

async function fail(deps: EmailSignInDeps, email: string, ip: string | null, reason: CodeFailure, triesLeft: number): Promise<never> {
  await recordAudit(deps.db, deps.keys, {
    actorEmail: email,
    action: 'sign-in.failure',
    ipAddress: ip,
    details: { method: 'email-code', reason, ...(reason === 'wrong-code' ? { triesLeft } : {}) },
    at: deps.clock.now(),
  });
  throw new AppError('bad_request', codeFailureMessage({ reason, triesLeft }, NO_CODE));
}
