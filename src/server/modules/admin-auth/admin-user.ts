import type { Db } from '#server/db/open.js';
import { recordAudit } from '#server/lib/audit.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { AppError } from '#server/lib/errors.js';
import { ADMIN_AUTH_MESSAGES } from '#shared/sign-in/admin-auth.js';

export interface AdminIdentity {
  id: string;
  email: string | null;
}

export interface SignedInUser {
  id: string;
  email: string | null;
  isAdmin: boolean;
}

/**
 * An admin is a signed-in user with isAdmin true (docs/product/admin.md); the mailed phrase and the
 * access code only add the admin-access state on top. Reading the admin mailbox alone is not
 * enough, so every way in starts here. A refusal is audited with who tried and how.
 */
export async function requireSignedInAdmin(
  deps: { db: Db; keys: KeyRing; clock: Clock },
  input: { user: SignedInUser | null; ip: string | null; method: 'phrase-request' | 'phrase' | 'access-code' },
): Promise<AdminIdentity> {
  const { user } = input;
  if (user?.isAdmin) return { id: user.id, email: user.email };
  await recordAudit(deps.db, deps.keys, {
    actorUserId: user?.id ?? null,
    actor: user ? undefined : 'anonymous',
    actorEmail: user?.email ?? null,
    action: 'admin.sign-in.failure',
    ipAddress: input.ip,
    details: { method: input.method, reason: user ? 'not-admin' : 'not-signed-in' },
    at: deps.clock.now(),
  });
  throw new AppError('forbidden', user ? ADMIN_AUTH_MESSAGES.notAdmin : ADMIN_AUTH_MESSAGES.signInFirst);
}
