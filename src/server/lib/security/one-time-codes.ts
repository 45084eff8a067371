import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { emailVerificationCodes as codes } from '#server/db/schema.js';
import { createAttemptLimiter, type LimitRule } from './attempt-limiter.ts';
import type { Clock } from '../time/clock.ts';
import { safeEqual, type KeyRing } from './crypto.ts';
import { AppError } from '../errors.ts';

/**
 * E-mailed 6-digit codes (docs/product/limits.md), shared by every flow that sends one:
 * crypto.randomInt, only a keyed hash stored, an expiry, single use, a cap on wrong tries.
 * Rows live in email_verification_codes, keyed by the address's blind index and a purpose.
 */
export interface OneTimeCodeDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
}

export interface CodePolicy {
  purpose: string;
  validMinutes: number;
  maxTries: number;
  /** A new code for the same address is refused (429) until this long after the last one. */
  resendAfterSeconds?: number;
  /** What that refusal says, for a flow whose codes do not go to an e-mail address. */
  resendWaitMessage?: (seconds: number) => string;
}

export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Issues a fresh code to `emailHash`: checks the resend gap and the attempt limits, stores the
 * hash, then calls `send`. If sending throws, the row is removed and the error rethrown; older
 * codes are removed only once the new one has really gone out.
 */
export async function issueCode(
  deps: OneTimeCodeDeps,
  policy: CodePolicy,
  input: { emailHash: string; limits: LimitRule[]; send: (code: string) => Promise<void> },
): Promise<void> {
  const ofThisAddress = and(eq(codes.email, input.emailHash), eq(codes.purpose, policy.purpose));
  const now = deps.clock.now();
  if (policy.resendAfterSeconds) {
    const [latest] = await deps.db.select({ createdAt: codes.createdAt }).from(codes).where(ofThisAddress).orderBy(desc(codes.createdAt)).limit(1);
    const waitMs = latest ? latest.createdAt.getTime() + policy.resendAfterSeconds * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      const message = policy.resendWaitMessage?.(seconds) ?? `A code was just sent to this address. Please wait ${seconds} seconds before asking for another.`;
      throw new AppError('rate_limited', message, {
        retryAfterSeconds: seconds,
      });
    }
  }
  await createAttemptLimiter(deps).consume(...input.limits);

  const code = newSixDigitCode();
  const [row] = await deps.db
    .insert(codes)
    .values({
      email: input.emailHash,
      code: deps.keys.hashSecret(code),
      purpose: policy.purpose,
      expiresAt: new Date(now.getTime() + policy.validMinutes * 60_000),
      createdAt: now,
    })
    .returning({ id: codes.id });
  try {
    await input.send(code);
  } catch (error) {
    await deps.db.delete(codes).where(eq(codes.id, row!.id));
    throw error;
  }
  await deps.db.delete(codes).where(and(ofThisAddress, ne(codes.id, row!.id)));
}

export type CodeFailure = 'wrong-code' | 'used-up' | 'expired' | 'no-code';
export type CodeCheck = { ok: true } | { ok: false; reason: CodeFailure; triesLeft: number };

/**
 * Checks a code. Each try first reserves one of the code's attempts in a single UPDATE, so
 * parallel guesses cannot exceed the limit; a matching code is then deleted (single use).
 */
export async function checkCode(deps: OneTimeCodeDeps, policy: CodePolicy, input: { emailHash: string; code: string }): Promise<CodeCheck> {
  const now = deps.clock.now();
  const ofThisAddress = and(eq(codes.email, input.emailHash), eq(codes.purpose, policy.purpose));

  const claimed = await deps.db
    .update(codes)
    .set({ attempts: sql`${codes.attempts} + 1` })
    .where(and(ofThisAddress, gt(codes.expiresAt, now), lt(codes.attempts, policy.maxTries)))
    .returning({ id: codes.id, code: codes.code, attempts: codes.attempts });

  if (claimed.length === 0) {
    // Only dead codes: one a parallel request has just mailed must survive.
    const dead = await deps.db
      .delete(codes)
      .where(and(ofThisAddress, or(lte(codes.expiresAt, now), gte(codes.attempts, policy.maxTries))))
      .returning({ expiresAt: codes.expiresAt });
    const reason: CodeFailure = dead.length === 0 ? 'no-code' : dead.some((r) => r.expiresAt <= now) ? 'expired' : 'used-up';
    return { ok: false, reason, triesLeft: 0 };
  }

  const hashed = deps.keys.hashSecret(input.code);
  const match = claimed.find((row) => safeEqual(row.code, hashed));
  if (!match) {
    const triesLeft = policy.maxTries - Math.min(...claimed.map((row) => row.attempts));
    if (triesLeft <= 0)
      await deps.db.delete(codes).where(
        inArray(
          codes.id,
          claimed.map((row) => row.id),
        ),
      );
    return { ok: false, reason: triesLeft <= 0 ? 'used-up' : 'wrong-code', triesLeft: Math.max(0, triesLeft) };
  }

  const used = await deps.db.delete(codes).where(ofThisAddress).returning({ id: codes.id });
  return used.some((row) => row.id === match.id) ? { ok: true } : { ok: false, reason: 'no-code', triesLeft: 0 };
}

/** What the person is told when a code fails; `noCode` names the kind of code for that flow. */
export function codeFailureMessage(failure: { reason: CodeFailure; triesLeft: number }, noCode: string): string {
  switch (failure.reason) {
    case 'wrong-code':
      return `That code is not correct. You have ${failure.triesLeft} ${failure.triesLeft === 1 ? 'try' : 'tries'} left.`;
    case 'used-up':
      return 'That code was entered wrongly too many times and no longer works. Please request a new code.';
    case 'expired':
      return 'That code has expired. Please request a new code.';
    case 'no-code':
      return noCode;
  }
}
