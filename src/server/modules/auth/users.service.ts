import { and, eq, isNull, or } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/open.js';
import { adminSessions, users } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import { normaliseEmail, type KeyRing } from '#server/lib/security/crypto.js';
import type { Locale } from '#shared/i18n/locales.js';

export interface Profile {
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  profileImageUrl?: string | null | undefined;
  /** The language the person signed in with (their page's): mails to them are written in it. Kept as it was when left out. */
  locale?: Locale | undefined;
}

/**
 * Finds or creates the user with this e-mail and refreshes the names the identity provider
 * sent. Addresses in ADMIN_EMAILS become administrators; nobody is demoted here (the admin
 * CLI revokes), so a grant from the shell survives the next sign-in.
 */
export async function upsertUserByEmail(deps: UpsertDeps, profile: Profile): Promise<{ id: string; email: string; isAdmin: boolean }> {
  const user = await upsertUser(deps, profile);
  if (!user) throw new Error('user upsert returned no row');
  return user;
}

/** Who signed in at an OpenID Connect provider: its issuer URL and its id for the person (`sub`). */
export interface OidcIdentity {
  issuer: string;
  subject: string;
}

/** How an account keeps the subject it is linked to: a keyed hash, since it names a person at the provider. */
export function oidcSubjectHash(keys: KeyRing, subject: string): string {
  return keys.hashSecret(`oidc-subject:${subject}`);
}

export type OidcUserOutcome =
  | { outcome: 'signed-in'; user: { id: string; email: string; isAdmin: boolean } }
  /** The address's account is linked to another identity: nothing was changed. */
  | { outcome: 'linked-elsewhere'; accountId: string };

/**
 * As upsertUserByEmail, for an address an identity provider vouched for: a new account is linked
 * to `identity`; an account made before any provider sign-in (e-mail code, admin CLI) is linked on
 * this one; an account linked to another issuer or subject is left untouched and refused.
 */
export async function upsertOidcUser(deps: UpsertDeps, identity: OidcIdentity, profile: Profile): Promise<OidcUserOutcome> {
  const link = { oidcIssuer: identity.issuer, oidcSubjectHash: oidcSubjectHash(deps.keys, identity.subject) };
  const user = await upsertUser(deps, profile, link);
  if (user) return { outcome: 'signed-in', user };
  const [account] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailHash, deps.keys.blindIndex(normaliseEmail(profile.email))))
    .limit(1);
  if (!account) throw new Error('user upsert refused a link but found no account');
  return { outcome: 'linked-elsewhere', accountId: account.id };
}

type UpsertDeps = { db: Db; keys: KeyRing; clock: Clock; config: Pick<Config, 'adminEmails'> };

/** Undefined when `link` is given and the existing account is linked to another identity. */
async function upsertUser(
  deps: UpsertDeps,
  profile: Profile,
  link?: { oidcIssuer: string; oidcSubjectHash: string },
): Promise<{ id: string; email: string; isAdmin: boolean } | undefined> {
  const email = normaliseEmail(profile.email);
  const promote = deps.config.adminEmails.includes(email);
  const now = deps.clock.now();
  // Email sign-in knows no names: it must not wipe those an identity provider sent earlier.
  const hasNames = [profile.firstName, profile.lastName, profile.profileImageUrl].some((value) => value != null);
  const names = hasNames ? profileColumns(deps.keys, profile) : {};
  // Each sign-in keeps the language the person now reads the board in.
  const language = profile.locale ? { locale: profile.locale } : {};
  const sameIdentity = link
    ? or(isNull(users.oidcSubjectHash), and(eq(users.oidcIssuer, link.oidcIssuer), eq(users.oidcSubjectHash, link.oidcSubjectHash)))
    : undefined;
  const [row] = await deps.db
    .insert(users)
    .values({ ...userEmailColumns(deps.keys, email), ...names, ...language, ...link, isAdmin: promote, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: users.emailHash,
      set: { ...names, ...language, ...link, updatedAt: now, ...(promote ? { isAdmin: true } : {}) },
      ...(sameIdentity ? { setWhere: sameIdentity } : {}),
    })
    .returning({ id: users.id, isAdmin: users.isAdmin });
  return row ? { id: row.id, email, isAdmin: row.isAdmin } : undefined;
}

/** Sets the admin flag; `create` makes the user row when there is none. Null when no such user. */
export async function setAdminFlag(
  deps: { db: Db; keys: KeyRing; clock: Clock },
  rawEmail: string,
  isAdmin: boolean,
  options: { create: boolean },
): Promise<{ id: string; email: string; created: boolean } | null> {
  const email = normaliseEmail(rawEmail);
  const now = deps.clock.now();
  if (options.create) {
    const inserted = await deps.db
      .insert(users)
      .values({ ...userEmailColumns(deps.keys, email), isAdmin, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: users.emailHash })
      .returning({ id: users.id });
    if (inserted[0]) return { id: inserted[0].id, email, created: true };
  }
  const [updated] = await deps.db
    .update(users)
    .set({ isAdmin, updatedAt: now })
    .where(eq(users.emailHash, deps.keys.blindIndex(email)))
    .returning({ id: users.id });
  return updated ? { id: updated.id, email, created: false } : null;
}

export type StoredProfile = Pick<SessionUserNames, 'firstName' | 'lastName' | 'profileImageUrl'>;
type SessionUserNames = { firstName: string | null; lastName: string | null; profileImageUrl: string | null };

const NO_PROFILE: StoredProfile = { firstName: null, lastName: null, profileImageUrl: null };

/** How the names and picture are stored: one encrypted JSON value. */
export function profileColumns(keys: KeyRing, profile: Partial<Record<keyof StoredProfile, string | null | undefined>>): { profileEncrypted: string } {
  const stored: StoredProfile = {
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    profileImageUrl: profile.profileImageUrl ?? null,
  };
  return { profileEncrypted: keys.encrypt(JSON.stringify(stored)) };
}

/** The names and picture as stored, read back (all null when none were ever sent). */
export function profileOf(keys: KeyRing, row: { profileEncrypted: string | null }): StoredProfile {
  if (!row.profileEncrypted) return NO_PROFILE;
  return { ...NO_PROFILE, ...(JSON.parse(keys.decrypt(row.profileEncrypted)) as Partial<StoredProfile>) };
}

/** The first name an admin is shown by (overrides, incident updates), or null when none is known. */
export async function firstNameOf(deps: { db: Db; keys: KeyRing }, userId: string): Promise<string | null> {
  const [row] = await deps.db.select({ profileEncrypted: users.profileEncrypted }).from(users).where(eq(users.id, userId)).limit(1);
  const first = row ? profileOf(deps.keys, row).firstName?.trim() : null;
  return first ? first.slice(0, 100) : null;
}

/** How a user's address is stored: encrypted, with the blind index that finds it and keeps it unique. */
export function userEmailColumns(keys: KeyRing, email: string): { emailEncrypted: string; emailHash: string } {
  const normalised = normaliseEmail(email);
  return { emailEncrypted: keys.encrypt(normalised), emailHash: keys.blindIndex(normalised) };
}

/** A user's address as stored, read back (null for a user made without one). */
export function userEmailOf(keys: KeyRing, row: { emailEncrypted: string | null }): string | null {
  return row.emailEncrypted ? keys.decrypt(row.emailEncrypted) : null;
}

/** Signing out of the site also closes that person's admin sessions, everywhere. */
export async function endAdminSessionsOf(db: Db, userId: string): Promise<number> {
  const removed = await db.delete(adminSessions).where(eq(adminSessions.userId, userId)).returning({ id: adminSessions.id });
  return removed.length;
}
