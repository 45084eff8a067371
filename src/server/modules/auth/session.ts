import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyCookie, type CookieSerializeOptions } from '@fastify/cookie';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { ChangeBus } from '#server/db/change-bus.js';
import type { Db } from '#server/db/open.js';
import { sessions, users } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { profileOf, userEmailOf } from './users.service.ts';
import { COOKIE_NAMES } from '#shared/sign-in/cookies.js';

/**
 * Signed-in users (ADR 5). The cookie holds a random 128-bit token; the
 * database holds only its keyed hash, so a leaked sessions table signs nobody in. Every
 * sign-in gets a new token, and logout deletes the row.
 */
export const SESSION_COOKIE = COOKIE_NAMES.session;

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
     * 'cached': a polled route that needs the user; it is read from a short-lived memory cache
     * (see session-cache.ts) that sign-out and rotation clear on every instance.
     */
    session?: boolean | 'cached';
  }
  interface FastifyInstance {
    /** The cache behind `session: 'cached'` routes; null without a change bus to keep instances in step. */
    sessionCache: SessionCache<SessionUser> | null;
  }
}

export interface SessionDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'sessionTtlHours'>;
  /** Enables the cache of `session: 'cached'` routes; they query like any route without it. */
  cache?: SessionCache<SessionUser> | null;
}

/** How long a polled route may trust a cached session without asking the database again. */
export const SESSION_CACHE_TTL_MS = 60_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

const userColumns = {
  id: users.id,
  emailEncrypted: users.emailEncrypted,
  profileEncrypted: users.profileEncrypted,
  isAdmin: users.isAdmin,
};

/** The signed-in user as routes read them, the address decrypted. */
function sessionUserOf(keys: KeyRing, stored: { id: string; isAdmin: boolean; emailEncrypted: string | null; profileEncrypted: string | null }): SessionUser {
  return { id: stored.id, isAdmin: stored.isAdmin, email: userEmailOf(keys, stored), ...profileOf(keys, stored) };
}

/** The app's one cache of signed-in users (made by the composition root, which closes it). */
export function createUserSessionCache(deps: { bus: ChangeBus; keys: KeyRing; log?: { warn(obj: unknown, msg?: string): void } }): SessionCache<SessionUser> {
  return createSessionCache<SessionUser>({
    bus: deps.bus,
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
    sidOf: (token) => deps.keys.hashSecret(token),
    ...(deps.log ? { log: deps.log } : {}),
  });
}

export async function registerSession(app: FastifyInstance, deps: SessionDeps): Promise<void> {
  const cache = deps.cache ?? null;
  app.decorate('sessionCache', cache);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const mode = request.routeOptions.config.session;
    if (!token || mode === false || !request.url.startsWith('/api/')) return;
    const sid = cache ? cache.sidOf(token) : deps.keys.hashSecret(token);
    if (mode !== 'cached' || !cache) {
      request.user = await loadSessionUser(deps, sid, reply);
      return;
    }
    const nowMs = deps.clock.nowMs();
    const cached = cache.get(sid, nowMs);
    if (cached) {
      request.user = cached;
      return;
    }
    const generation = cache.generation();
    request.user = await loadSessionUser(deps, sid, reply, (user, expireMs) => cache.set(sid, { user, expireMs }, nowMs, generation));
  });
}

async function loadSessionUser(
  deps: SessionDeps,
  sid: string,
  reply: FastifyReply,
  remember?: (user: SessionUser, expireMs: number) => void,
): Promise<SessionUser | null> {
  const [row] = await deps.db
    .select({ expire: sessions.expire, ...userColumns })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess} ->> 'userId')::uuid`)
    .where(eq(sessions.sid, sid))
    .limit(1);
  if (row && row.expire.getTime() > deps.clock.nowMs()) {
    const { expire, ...stored } = row;
    const user = sessionUserOf(deps.keys, stored);
    remember?.(user, expire.getTime());
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
  if (previous) {
    const previousSid = deps.keys.hashSecret(previous);
    await deps.db.delete(sessions).where(eq(sessions.sid, previousSid));
    await reply.request.server.sessionCache?.revoke(previousSid);
  }

  const token = randomBytes(16).toString('base64url');
  const ttlSeconds = deps.config.sessionTtlHours * 3600;
  const expire = new Date(deps.clock.nowMs() + ttlSeconds * 1000);
  await deps.db.insert(sessions).values({ sid: deps.keys.hashSecret(token), sess: { userId }, expire });

  const [stored] = await deps.db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!stored) throw new Error(`startSession: no user ${userId}`);
  const user = sessionUserOf(deps.keys, stored);
  reply.setCookie(COOKIE_NAMES.session, token, sessionCookieOptions(deps.config, ttlSeconds));
  reply.request.user = user;
  return user;
}

/** Signs out: deletes the session server-side and clears the cookie. */
export async function endSession(deps: Pick<SessionDeps, 'db' | 'keys'>, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) {
    const sid = deps.keys.hashSecret(token);
    await deps.db.delete(sessions).where(eq(sessions.sid, sid));
    await request.server.sessionCache?.revoke(sid);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.user = null;
}

/**
 * Any instance that ends or rotates a session announces it here; every instance forgets all it
 * cached. On PostgreSQL the database announces it too (a trigger, the session_end_notify
 * migration) whoever deletes a signed-in session's row or a user: an operator, another process,
 * the purge. Those end on every instance as quickly.
 */
export const SESSIONS_CHANNEL = 'sessions';

export interface CachedSessionUser<U> {
  user: U;
  /** When the session itself expires. */
  expireMs: number;
}

/**
 * Signed-in users by session id hash, for the polled routes that opt in (route config
 * `session: 'cached'`), so a dashboard's 30 s poll does not query the sessions table each time.
 * Entries live `ttlMs` at most (a backstop for changes nobody announced, such as a user's
 * details); sign-out and rotation clear them everywhere at once. Bounded by `maxEntries`.
 */
export interface SessionCache<U> {
  /**
   * The session id (the keyed hash the sessions table is keyed by) of a cookie's token. Kept for
   * the tokens of recent polls: the HMAC was the largest single cost of a signed-in poll.
   */
  sidOf(token: string): string;
  /**
   * The session id of a raw Cookie header's session token (`tokenOf` finds it), undefined when it
   * has none. Kept per header, which a dashboard sends unchanged with every poll: parsing it took
   * about 1.6 % of the process's time under signed-in poll load, the look-up 0.4 %. Headers
   * longer than a real one are parsed every time rather than kept (at most 10 MB of headers).
   */
  sidOfCookieHeader(header: string, tokenOf: (header: string) => string | undefined): string | undefined;
  get(sid: string, nowMs: number): U | undefined;
  /** A token from `generation()` taken before the look-up; stale when a revocation came in between. */
  set(sid: string, value: CachedSessionUser<U>, nowMs: number, generation: number): void;
  generation(): number;
  /** Forgets `sid` here and tells every other instance to forget what it cached. */
  revoke(sid: string): Promise<void>;
  readonly size: number;
  close(): void;
}

/**
 * The signed-in user of a raw request when the session cache knows them (the polled answers,
 * lib/http/polled.ts); undefined when it cannot tell without the database, and the request then
 * goes through the framework, whose session hook loads and caches the user.
 */
export function cachedSessionUser(cache: SessionCache<SessionUser> | null, cookieHeader: string | undefined, nowMs: number): SessionUser | undefined {
  if (!cache || !cookieHeader) return undefined;
  const sid = cache.sidOfCookieHeader(cookieHeader, sessionTokenOf);
  return sid === undefined ? undefined : cache.get(sid, nowMs);
}

const sessionTokenOf = (cookieHeader: string): string | undefined => fastifyCookie.parse(cookieHeader)[SESSION_COOKIE] || undefined;

/** Longer Cookie headers are not kept by the session cache: ours and a few others' fit well within. */
const MAX_KEPT_COOKIE_HEADER = 1024;

export function createSessionCache<U>(options: {
  bus: ChangeBus;
  ttlMs: number;
  maxEntries: number;
  sidOf: (token: string) => string;
  log?: { warn(obj: unknown, msg?: string): void };
}): SessionCache<U> {
  const entries = new Map<string, CachedSessionUser<U> & { untilMs: number }>();
  const sids = new Map<string, string>();
  /** Cookie header -> session id, or null for a header without a session token. */
  const headerSids = new Map<string, string | null>();
  let generation = 0;
  const forgetTokens = () => {
    sids.clear();
    headerSids.clear();
  };
  const forgetAll = () => {
    generation += 1;
    entries.clear();
    forgetTokens();
  };
  const unsubscribe = options.bus.subscribe(SESSIONS_CHANNEL, forgetAll);
  const sidOf = (token: string): string => {
    let sid = sids.get(token);
    if (sid === undefined) {
      sid = options.sidOf(token);
      // Same bound as the sessions: a flood of made-up tokens starts it over instead of growing it.
      if (sids.size >= options.maxEntries) sids.clear();
      sids.set(token, sid);
    }
    return sid;
  };

  return {
    sidOf,
    sidOfCookieHeader(header, tokenOf) {
      const kept = headerSids.get(header);
      if (kept !== undefined) return kept ?? undefined;
      const token = tokenOf(header);
      const sid = token === undefined ? null : sidOf(token);
      if (header.length <= MAX_KEPT_COOKIE_HEADER) {
        if (headerSids.size >= options.maxEntries) headerSids.clear();
        headerSids.set(header, sid);
      }
      return sid ?? undefined;
    },
    get(sid, nowMs) {
      const entry = entries.get(sid);
      if (!entry) return undefined;
      if (nowMs < entry.untilMs && nowMs < entry.expireMs) return entry.user;
      entries.delete(sid);
      return undefined;
    },
    set(sid, value, nowMs, seen) {
      if (seen !== generation) return;
      // A flood of distinct sessions: start over rather than grow (the next polls refill it).
      if (entries.size >= options.maxEntries) entries.clear();
      entries.set(sid, { ...value, untilMs: nowMs + options.ttlMs });
    },
    generation: () => generation,
    async revoke(sid) {
      generation += 1;
      entries.delete(sid);
      // The signed-out token maps to nothing any more; forget every token rather than search for it.
      forgetTokens();
      await options.bus.publish(SESSIONS_CHANNEL).catch((error: unknown) => {
        options.log?.warn({ err: error }, 'could not announce a sign-out to other instances');
      });
    },
    get size() {
      return entries.size;
    },
    close: unsubscribe,
  };
}
