import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Db, Tx } from '#server/db/open.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { coupons } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import type { Clock } from '#server/lib/time/clock.js';
import { AppError } from '#server/lib/errors.js';
import { COUPON_MESSAGES, REGISTRATION_MESSAGES, type AdminCoupon, type CouponProblem } from '#shared/onboarding/registration.js';
import type { CouponCreateInput } from '#shared/validation.js';
import { resolveCouponExpiry } from './coupon-expiry.ts';
import { auditFieldsOf, type AdminActor } from '#server/lib/admin-actor.js';
import { isUuid } from '#server/lib/security/uuid.js';

type CouponRow = typeof coupons.$inferSelect;

/** Codes are kept upper case; what a person types is matched the same way. */
/** What the coupon routes are built from. */
export interface CouponRoutesDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  config?: Pick<Config, 'timezone'>;
}

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    trialDurationMonths: row.trialDurationMonths,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    isActive: row.isActive,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function couponProblem(row: CouponRow | undefined, now: Date): CouponProblem | null {
  if (!row) return 'unknown';
  if (!row.isActive) return 'inactive';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'usedUp';
  return null;
}

/** The 400/409 a coupon problem becomes, with the field named so a form can show it there. */
export function couponError(code: 'validation' | 'conflict', problem: CouponProblem): AppError {
  const message = COUPON_MESSAGES[problem];
  return new AppError(code, message, { issues: [{ path: 'couponCode', message }] });
}

/** Checks that a coupon could be used right now, without using it. */
export async function checkCoupon(db: Db, code: string, now: Date): Promise<CouponRow> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCouponCode(code)))
    .limit(1);
  const problem = couponProblem(row, now);
  if (problem) throw couponError('validation', problem);
  return row!;
}

/**
 * Uses one redemption of a coupon. The check and the increment are one conditional UPDATE, so
 * parallel redemptions queue on the row and can never pass the usage limit. Run it inside the
 * caller's transaction: if the caller fails later, the redemption is undone with it.
 */
export async function redeemCoupon(tx: Db, code: string, now: Date): Promise<CouponRow> {
  const normalised = normaliseCouponCode(code);
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.code, normalised),
        eq(coupons.isActive, true),
        gt(coupons.expiresAt, now),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await tx.select().from(coupons).where(eq(coupons.code, normalised)).limit(1);
  throw couponError('conflict', couponProblem(current, now) ?? 'usedUp');
}

export async function listCoupons(db: Db): Promise<AdminCoupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(toAdminCoupon);
}

/** A coupon to create; a date-only expiresAt ('2026-12-31') means the end of that day in `timeZone`. */
export type CouponCreateRequest = Omit<CouponCreateInput, 'expiresAt'> & { expiresAt: Date | string };

type CouponAdminDeps = { db: Db; keys: KeyRing; clock: Clock };

export async function createCoupon(deps: CouponAdminDeps & { timeZone: string }, input: CouponCreateRequest, actor: AdminActor): Promise<AdminCoupon> {
  const now = deps.clock.now();
  const expiresAt = resolveCouponExpiry(input.expiresAt, deps.timeZone);
  if (expiresAt.getTime() <= now.getTime()) {
    const message = 'The expiration date must be in the future.';
    throw new AppError('validation', message, { issues: [{ path: 'expiresAt', message }] });
  }
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(coupons)
      .values({
        code: normaliseCouponCode(input.code),
        description: input.description?.trim() || null,
        trialDurationMonths: input.trialDurationMonths,
        usageLimit: input.usageLimit ?? null,
        expiresAt,
        createdAt: now,
        createdBy: actor.userId,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!created)
      throw new AppError('conflict', REGISTRATION_MESSAGES.couponExists, { issues: [{ path: 'code', message: REGISTRATION_MESSAGES.couponExists }] });
    await audit(tx, deps, actor, 'coupon.create', created, {
      code: created.code,
      trialDurationMonths: created.trialDurationMonths,
      usageLimit: created.usageLimit,
      expiresAt: created.expiresAt.toISOString(),
    });
    return created;
  });
  return toAdminCoupon(row);
}

export async function deactivateCoupon(deps: CouponAdminDeps, id: string, actor: AdminActor): Promise<AdminCoupon> {
  const row = await deps.db.transaction(async (tx) => {
    const [changed] = isUuid(id) ? await tx.update(coupons).set({ isActive: false }).where(eq(coupons.id, id)).returning() : [];
    if (!changed) throw new AppError('not_found', REGISTRATION_MESSAGES.couponNotFound);
    await audit(tx, deps, actor, 'coupon.deactivate', changed, { code: changed.code });
    return changed;
  });
  return toAdminCoupon(row);
}

function audit(tx: Tx, deps: CouponAdminDeps, actor: AdminActor, action: string, row: CouponRow, details: Record<string, unknown>) {
  return recordAudit(tx, deps.keys, { ...auditFieldsOf(actor), action, target: `coupon:${row.id}`, details, at: deps.clock.now() });
}
