import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { normaliseEmail } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';

export interface AdminIdentity {
  id: string;
  email: string | null;
}

/**
 * Whose admin session a mailed phrase opens: the signed-in user when they are an admin,
 * otherwise the account of the admin address (created as an admin on first use). An account
 * whose admin flag was revoked is not silently promoted again.
 */
export async function adminForPhrase(
  deps: { db: Db; clock: Clock },
  input: { signedIn: { id: string; email: string | null; isAdmin: boolean } | null; adminEmail: string },
): Promise<AdminIdentity> {
  if (input.signedIn?.isAdmin) return { id: input.signedIn.id, email: input.signedIn.email };
  const email = normaliseEmail(input.adminEmail);
  const now = deps.clock.now();
  await deps.db.insert(users).values({ email, isAdmin: true, createdAt: now, updatedAt: now }).onConflictDoNothing({ target: users.email });
  const [row] = await deps.db.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.email, email)).limit(1);
  if (!row?.isAdmin) {
    throw new AppError('forbidden', `The account of the admin address ${email} is not an administrator. An operator must grant it admin rights first.`);
  }
  return { id: row.id, email };
}
