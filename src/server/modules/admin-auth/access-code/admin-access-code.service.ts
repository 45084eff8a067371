import type { Config } from '#server/config.js';
import type { Db } from '#server/db/open.js';
import type { LimitRule } from '#server/lib/security/attempt-limiter.js';
import { recordAudit } from '#server/lib/audit.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { AppError } from '#server/lib/errors.js';
import { ADMIN_AUTH_MESSAGES } from '#shared/sign-in/admin-auth.js';
import { parseAdminAccessCodeHash, verifyAdminAccessCode } from './admin-access-code-hash.ts';
import { createLockout } from './lockout.ts';
import { requireSignedInAdmin } from '../admin-user.ts';
import { rateLimitKeyForIp } from '#server/lib/http/ip.js';

export interface AdminAccessCodeDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  config: Pick<Config, 'adminAccess'>;
}

const HOUR_MS = 3_600_000;
export const ADMIN_ACCESS_CODE_LIMITS = { failuresPerIpPerHour: 5, failuresPerUserPerHour: 10 } as const;

export const ADMIN_ACCESS_CODE_NOT_CONFIGURED =
  'Admin access codes are not set up on this server. The operator creates one with "npm run admin -- hash-code", sets ADMIN_ACCESS_CODE_HASH to the printed line and restarts the server.';

const lockoutMessage = 'Too many wrong access codes. Admin access is locked for now.';

function rules(user: { id: string }, ip: string | null): LimitRule[] {
  return [
    { key: `admin-code-fail:ip:${rateLimitKeyForIp(ip)}`, limit: ADMIN_ACCESS_CODE_LIMITS.failuresPerIpPerHour, windowMs: HOUR_MS, message: lockoutMessage },
    // A stolen sign-in used from many networks still gets only a few guesses.
    { key: `admin-code-fail:user:${user.id}`, limit: ADMIN_ACCESS_CODE_LIMITS.failuresPerUserPerHour, windowMs: HOUR_MS, message: lockoutMessage },
  ];
}

/**
 * The second way into the panel: a signed-in admin types the access code. Cheap refusals come
 * first (not configured, not an admin, locked out) so the deliberately slow scrypt check only
 * runs for an admin who may still try.
 */
export async function checkAdminAccessCode(
  deps: AdminAccessCodeDeps,
  input: { adminAccessCode: string; user: { id: string; email: string | null; isAdmin: boolean } | null; ip: string | null },
): Promise<{ id: string; email: string | null }> {
  const configured = deps.config.adminAccess.accessCodeHash;
  const stored = configured ? parseAdminAccessCodeHash(configured) : null;
  if (!stored) throw new AppError('unavailable', ADMIN_ACCESS_CODE_NOT_CONFIGURED);
  const user = await requireSignedInAdmin(deps, { user: input.user, ip: input.ip, method: 'access-code' });
  const lockout = createLockout(deps);
  await lockout.assertOpen(...rules(user, input.ip));

  const audit = { actorUserId: user.id, actorEmail: user.email, target: `user:${user.id}`, ipAddress: input.ip, at: deps.clock.now() };
  if (!(await verifyAdminAccessCode(input.adminAccessCode, stored))) {
    await lockout.recordFailure(...rules(user, input.ip));
    await recordAudit(deps.db, deps.keys, { ...audit, action: 'admin.sign-in.failure', details: { method: 'access-code', reason: 'wrong-code' } });
    throw new AppError('unauthorized', ADMIN_AUTH_MESSAGES.invalidCode);
  }
  await recordAudit(deps.db, deps.keys, { ...audit, action: 'admin.sign-in.success', details: { method: 'access-code' } });
  return { id: user.id, email: user.email };
}
