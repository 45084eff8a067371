import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/open.js';
import { adminSessions, users } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { ADMIN_SESSION_HOURS } from '#shared/constants.js';
import { randomToken } from './phrase/phrase.ts';
import { userEmailOf } from '../auth/index.ts';
import { COOKIE_NAMES } from '#shared/sign-in/cookies.js';

/**
 * Admin sessions (ADR 6): a random 128-bit token in an HttpOnly,
 * SameSite=Strict cookie scoped to /api/admin, only its keyed hash in admin_sessions, a new
 * token on every sign-in, deleted server-side on logout, dead after ADMIN_SESSION_HOURS.
 */
export const ADMIN_SESSION_COOKIE = COOKIE_NAMES.adminSession;
/** Admin cookies travel only with admin API calls, never with pages or the polled endpoints. */
export const ADMIN_COOKIE_PATH = '/api/admin';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export interface AdminSession {
  id: string;
  userId: string;
  /** The admin's address, for the audit log. */
  email: string | null;
  expiresAt: Date;
}

export interface AdminSessionDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
}

export function adminCookieOptions(config: Pick<Config, 'publicUrl'>, maxAgeSeconds: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https://'),
    path: ADMIN_COOKIE_PATH,
    maxAge: maxAgeSeconds,
  };
}

export function looksLikeToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN_PATTERN.test(value);
}

/** The live session a cookie names; its user must still exist and still be an admin. */
export async function findAdminSession(deps: AdminSessionDeps, token: string): Promise<AdminSession | null> {
  const [row] = await deps.db
    .select({ id: adminSessions.id, userId: adminSessions.userId, emailEncrypted: users.emailEncrypted, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(and(eq(adminSessions.sessionToken, deps.keys.hashSecret(token)), gt(adminSessions.expiresAt, deps.clock.now()), eq(users.isAdmin, true)))
    .limit(1);
  return row?.userId ? { id: row.id, userId: row.userId, email: userEmailOf(deps.keys, row), expiresAt: row.expiresAt } : null;
}

/** Opens an admin session for `userId` on this reply; the request's previous one, if any, ends. */
export async function startAdminSession(
  deps: AdminSessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId: string; email: string | null; ip: string | null },
): Promise<AdminSession> {
  await deleteSessionOfCookie(deps, request);
  const token = randomToken();
  const ttlSeconds = ADMIN_SESSION_HOURS * 3600;
  const expiresAt = new Date(deps.clock.nowMs() + ttlSeconds * 1000);
  const [row] = await deps.db
    .insert(adminSessions)
    .values({ userId: input.userId, sessionToken: deps.keys.hashSecret(token), ipAddress: input.ip, expiresAt, createdAt: deps.clock.now() })
    .returning({ id: adminSessions.id });
  reply.setCookie(COOKIE_NAMES.adminSession, token, adminCookieOptions(deps.config, ttlSeconds));
  const session = { id: row!.id, userId: input.userId, email: input.email, expiresAt };
  request.adminSession = session;
  return session;
}

/** Ends the admin session server-side and clears the cookie. */
export async function endAdminSession(deps: AdminSessionDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await deleteSessionOfCookie(deps, request);
  if (request.adminSession) await deps.db.delete(adminSessions).where(eq(adminSessions.id, request.adminSession.id));
  clearAdminCookie(deps, reply);
  request.adminSession = null;
}

export function clearAdminCookie(deps: Pick<AdminSessionDeps, 'config'>, reply: FastifyReply): void {
  reply.clearCookie(ADMIN_SESSION_COOKIE, { ...adminCookieOptions(deps.config, 0), maxAge: undefined });
}

async function deleteSessionOfCookie(deps: AdminSessionDeps, request: FastifyRequest): Promise<void> {
  const token = request.cookies[ADMIN_SESSION_COOKIE];
  if (looksLikeToken(token)) await deps.db.delete(adminSessions).where(eq(adminSessions.sessionToken, deps.keys.hashSecret(token)));
}
