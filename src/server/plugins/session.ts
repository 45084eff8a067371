import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { eq, lt, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/open.ts';
import { sessions, users } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { KeyRing } from '../lib/crypto.ts';

/**
 * Signed-in users (DESIGN.md, Security model). The cookie holds a random 128-bit token; the
 * database holds only its keyed hash, so a leaked sessions table signs nobody in. Every
 * sign-in gets a new token, and logout deletes the row.
 */
export const SESSION_COOKIE = 'sid';

export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, or null. Loaded only for /api/ requests that carry a session
     * cookie: pages and assets never need it, and requests without the cookie cost no query.
     */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * false: the route never reads request.user, so no session look-up is made for it. For the
     * polled endpoints: a signed-in dashboard would otherwise cost a query per poll.
     */
    session?: boolean;
  }
}

export interface SessionDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'sessionTtlHours'>;
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  isAdmin: users.isAdmin,
};

export async function registerSession(app: FastifyInstance, deps: SessionDeps): Promise<void> {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || request.routeOptions.config.session === false || !request.url.startsWith('/api/')) return;
    request.user = await loadSessionUser(deps, token, reply);
  });
}

async function loadSessionUser(deps: SessionDeps, token: string, reply: FastifyReply): Promise<SessionUser | null> {
  const sid = deps.keys.hashSecret(token);
  const [row] = await deps.db
    .select({ expire: sessions.expire, ...userColumns })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess} ->> 'userId')::uuid`)
    .where(eq(sessions.sid, sid))
    .limit(1);
  if (row && row.expire.getTime() > deps.clock.now().getTime()) {
    const { expire: _expire, ...user } = row;
    return user;
  }
  if (row) await deps.db.delete(sessions).where(eq(sessions.sid, sid));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return null;
}

export function sessionCookieOptions(config: Pick<Config, 'publicUrl'>, maxAgeSeconds: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: maxAgeSeconds,
  };
}

/**
 * Signs `userId` in on this reply: always a new token (no session fixation), and the
 * session the request's cookie named, if any, is deleted. Sets `request.user`.
 */
export async function startSession(deps: SessionDeps, reply: FastifyReply, userId: string): Promise<SessionUser> {
  const previous = reply.request.cookies[SESSION_COOKIE];
  if (previous) await deps.db.delete(sessions).where(eq(sessions.sid, deps.keys.hashSecret(previous)));

  const token = randomBytes(16).toString('base64url');
  const ttlSeconds = deps.config.sessionTtlHours * 3600;
  const expire = new Date(deps.clock.now().getTime() + ttlSeconds * 1000);
  await deps.db.insert(sessions).values({ sid: deps.keys.hashSecret(token), sess: { userId }, expire });

  const [user] = await deps.db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`startSession: no user ${userId}`);
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.config, ttlSeconds));
  reply.request.user = user;
  return user;
}

/** Signs out: deletes the session server-side and clears the cookie. */
export async function endSession(deps: Pick<SessionDeps, 'db' | 'keys'>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deps.db.delete(sessions).where(eq(sessions.sid, deps.keys.hashSecret(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.user = null;
}

/** Deletes sessions (and sign-in flow states) that expired before `now`; for the purge job. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return removed.length;
}
