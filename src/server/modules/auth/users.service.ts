import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { adminSessions, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { normaliseEmail } from '../../lib/crypto.ts';

export interface Profile {
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  profileImageUrl?: string | null | undefined;
}

/**
 * Finds or creates the user with this e-mail and refreshes the names the identity provider
 * sent. Addresses in ADMIN_EMAILS become administrators; nobody is demoted here (the admin
 * CLI revokes), so a grant from the shell survives the next sign-in.
 */
export async function upsertUserByEmail(
  deps: { db: Db; clock: Clock; config: Pick<Config, 'adminEmails'> },
  profile: Profile,
): Promise<{ id: string; email: string; isAdmin: boolean }> {
  const email = normaliseEmail(profile.email);
  const promote = deps.config.adminEmails.includes(email);
  const now = deps.clock.now();
  const names = Object.fromEntries(
    Object.entries({ firstName: profile.firstName, lastName: profile.lastName, profileImageUrl: profile.profileImageUrl }).filter(
      ([, value]) => value !== undefined && value !== null,
    ),
  ) as Pick<Profile, 'firstName' | 'lastName' | 'profileImageUrl'>;
  const [row] = await deps.db
    .insert(users)
    .values({ email, ...names, isAdmin: promote, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: users.email, set: { ...names, updatedAt: now, ...(promote ? { isAdmin: true } : {}) } })
    .returning({ id: users.id, isAdmin: users.isAdmin });
  if (!row) throw new Error('user upsert returned no row');
  return { id: row.id, email, isAdmin: row.isAdmin };
}

/** Sets the admin flag; `create` makes the user row when there is none. Null when no such user. */
export async function setAdminFlag(
  deps: { db: Db; clock: Clock },
  rawEmail: string,
  isAdmin: boolean,
  options: { create: boolean },
): Promise<{ id: string; email: string; created: boolean } | null> {
  const email = normaliseEmail(rawEmail);
  const now = deps.clock.now();
  if (options.create) {
    const inserted = await deps.db
      .insert(users)
      .values({ email, isAdmin, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (inserted[0]) return { id: inserted[0].id, email, created: true };
  }
  const [updated] = await deps.db.update(users).set({ isAdmin, updatedAt: now }).where(eq(users.email, email)).returning({ id: users.id });
  return updated ? { id: updated.id, email, created: false } : null;
}

/** Signing out of the site also closes that person's admin sessions, everywhere. */
export async function endAdminSessionsOf(db: Db, userId: string): Promise<number> {
  const removed = await db.delete(adminSessions).where(eq(adminSessions.userId, userId)).returning({ id: adminSessions.id });
  return removed.length;
}
