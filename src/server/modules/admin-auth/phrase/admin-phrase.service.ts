import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/open.js';
import { adminAuthPhrases as phrases } from '#server/db/schema.js';
import { createAttemptLimiter } from '#server/lib/security/attempt-limiter.js';
import { recordAudit } from '#server/lib/audit.js';
import type { Clock } from '#server/lib/time/clock.js';
import { normaliseEmail, safeEqual, type KeyRing } from '#server/lib/security/crypto.js';
import { AppError } from '#server/lib/errors.js';
import type { Mailer } from '#server/lib/mail/mailer.js';
import { ADMIN_PHRASE_VALIDITY_MINUTES } from '#shared/constants.js';
import { ADMIN_AUTH_MESSAGES } from '#shared/sign-in/admin-auth.js';
import type { Locale } from '#shared/i18n/locales.js';
import { adminPhraseMail } from './admin-phrase-mail.ts';
import { requireSignedInAdmin, type AdminIdentity, type SignedInUser as SignedIn } from '../admin-user.ts';
import { looksLikeToken } from '../admin-session.service.ts';
import { generatePhrase, normalisePhrase, randomToken } from './phrase.ts';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';

export interface AdminPhraseDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'adminAccess' | 'publicConfig' | 'timezone'>;
}

const HOUR_MS = 3_600_000;
export const ADMIN_PHRASE_LIMITS = {
  maxTries: 5,
  requestsPerIpPerHour: 5,
  /** Across all networks: a cap on how much mail anyone can make the admin mailbox receive. */
  requestsPerHour: 30,
  checksPerIpPerHour: 30,
} as const;

/**
 * Mails a fresh phrase to the admin address, bound to the asking browser: the caller puts
 * the returned nonce in an HttpOnly cookie, and only the nonce's hash is stored. The row
 * exists only if the mail went out; the browser's earlier phrases stop working. The mail is
 * written in `locale`, the language of the admin's page (staff read it, not a subscriber).
 */
export async function requestAdminPhrase(
  deps: AdminPhraseDeps,
  input: { ip: string | null; previousNonce: string | undefined; signedIn: SignedIn | null; locale?: Locale },
): Promise<{ nonce: string; expiresAt: Date }> {
  const requester = await requireSignedInAdmin(deps, { user: input.signedIn, ip: input.ip, method: 'phrase-request' });
  await createAttemptLimiter(deps).consume(
    {
      key: `admin-phrase:ip:${rateLimitKeyForIp(input.ip)}`,
      limit: ADMIN_PHRASE_LIMITS.requestsPerIpPerHour,
      windowMs: HOUR_MS,
      message: 'Too many access codes were requested from your network.',
    },
    { key: 'admin-phrase:all', limit: ADMIN_PHRASE_LIMITS.requestsPerHour, windowMs: HOUR_MS, message: 'Too many access codes were requested.' },
  );
  const phrase = generatePhrase();
  const nonce = randomToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + ADMIN_PHRASE_VALIDITY_MINUTES * 60_000);
  const to = deps.config.adminAccess.email;
  const mail = adminPhraseMail(deps.config.publicConfig.provider, {
    to,
    phrase,
    validMinutes: ADMIN_PHRASE_VALIDITY_MINUTES,
    ip: input.ip,
    requestedAt: now,
    timezone: deps.config.timezone,
    locale: input.locale ?? 'en-CA',
  });
  const [row] = await deps.db
    .insert(phrases)
    .values({
      emailHash: deps.keys.blindIndex(normaliseEmail(to)),
      phrase: deps.keys.hashSecret(normalisePhrase(phrase)),
      browserBinding: deps.keys.hashSecret(nonce),
      expiresAt,
      createdAt: now,
    })
    .returning({ id: phrases.id });
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    await deps.db.delete(phrases).where(eq(phrases.id, row!.id));
    throw error;
  }
  if (looksLikeToken(input.previousNonce)) {
    const previous = deps.keys.hashSecret(input.previousNonce);
    await deps.db
      .update(phrases)
      .set({ used: true })
      .where(and(eq(phrases.browserBinding, previous), ne(phrases.id, row!.id)));
  }
  await recordAudit(deps.db, deps.keys, {
    actorUserId: requester.id,
    actorEmail: requester.email,
    action: 'admin.phrase.requested',
    target: 'admin-address',
    personal: { to },
    ipAddress: input.ip,
    at: now,
  });
  return { nonce, expiresAt };
}

type Failure = 'no-browser-binding' | 'no-live-phrase' | 'wrong-phrase' | 'phrase-burned';

/**
 * Checks a phrase typed in the browser holding `nonce`. Each try first reserves one of the
 * phrase's attempts in a single UPDATE, so parallel guesses cannot exceed the limit; the
 * fifth wrong try burns it, and a match is marked used before anything else happens.
 */
export async function validateAdminPhrase(
  deps: AdminPhraseDeps,
  input: { phrase: string; nonce: string | undefined; ip: string | null; signedIn: SignedIn | null },
): Promise<AdminIdentity> {
  const admin = await requireSignedInAdmin(deps, { user: input.signedIn, ip: input.ip, method: 'phrase' });
  await createAttemptLimiter(deps).consume({
    key: `admin-phrase-check:ip:${rateLimitKeyForIp(input.ip)}`,
    limit: ADMIN_PHRASE_LIMITS.checksPerIpPerHour,
    windowMs: HOUR_MS,
    message: 'Too many access phrases were tried from your network.',
  });
  if (!looksLikeToken(input.nonce)) return fail(deps, input, 'no-browser-binding');
  const binding = deps.keys.hashSecret(input.nonce);
  const now = deps.clock.now();

  const claimed = await deps.db
    .update(phrases)
    .set({ attempts: sql`${phrases.attempts} + 1` })
    .where(and(eq(phrases.browserBinding, binding), eq(phrases.used, false), gt(phrases.expiresAt, now), lt(phrases.attempts, ADMIN_PHRASE_LIMITS.maxTries)))
    .returning({ id: phrases.id, phrase: phrases.phrase, attempts: phrases.attempts });
  if (claimed.length === 0) return fail(deps, input, 'no-live-phrase');

  const typed = deps.keys.hashSecret(normalisePhrase(input.phrase));
  const match = claimed.find((row) => safeEqual(row.phrase, typed));
  if (!match) {
    const burned = claimed.filter((row) => row.attempts >= ADMIN_PHRASE_LIMITS.maxTries).map((row) => row.id);
    if (burned.length > 0) await deps.db.update(phrases).set({ used: true }).where(inArray(phrases.id, burned));
    return fail(deps, input, burned.length === claimed.length ? 'phrase-burned' : 'wrong-phrase');
  }

  const used = await deps.db
    .update(phrases)
    .set({ used: true })
    .where(and(eq(phrases.browserBinding, binding), eq(phrases.used, false)))
    .returning({ id: phrases.id });
  if (!used.some((row) => row.id === match.id)) return fail(deps, input, 'no-live-phrase');

  await recordAudit(deps.db, deps.keys, {
    actorUserId: admin.id,
    actorEmail: admin.email,
    action: 'admin.sign-in.success',
    target: `user:${admin.id}`,
    ipAddress: input.ip,
    details: { method: 'phrase' },
    at: now,
  });
  return admin;
}

async function fail(deps: AdminPhraseDeps, input: { ip: string | null; signedIn: SignedIn | null }, reason: Failure): Promise<never> {
  await recordAudit(deps.db, deps.keys, {
    actorUserId: input.signedIn?.id ?? null,
    actor: input.signedIn ? undefined : 'anonymous',
    actorEmail: input.signedIn?.email ?? null,
    action: 'admin.sign-in.failure',
    ipAddress: input.ip,
    details: { method: 'phrase', reason },
    at: deps.clock.now(),
  });
  throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.invalidPhrase);
}
