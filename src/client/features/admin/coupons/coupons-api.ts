import { apiRequest } from '#client/lib/api.ts';
import { adminReadQuery } from '../ui/admin-query.ts';
import type { AdminCoupon } from '#shared/onboarding/registration.js';
import { queryKeys } from '#client/api/query-keys.ts';

const COUPONS_PATH = '/api/admin/coupons';

/** GET /api/admin/coupons, polled every 30 s. */
export const couponsQuery = adminReadQuery<AdminCoupon[]>(queryKeys.admin.coupons, COUPONS_PATH);

/** What POST /api/admin/coupons takes; expiresAt is a calendar day, which the server ends in its time zone. */
export interface CouponCreateBody {
  code: string;
  description: string | null;
  trialDurationMonths: number;
  usageLimit: number | null;
  expiresAt: string;
}

export async function createCoupon(body: CouponCreateBody): Promise<AdminCoupon> {
  return (await (await apiRequest('POST', COUPONS_PATH, body)).json()) as AdminCoupon;
}

export async function deactivateCoupon(coupon: Pick<AdminCoupon, 'id'>): Promise<AdminCoupon> {
  return (await (await apiRequest('POST', `${COUPONS_PATH}/${encodeURIComponent(coupon.id)}/deactivate`)).json()) as AdminCoupon;
}

export type CouponState = 'active' | 'expired' | 'inactive';

/** Inactive wins over expired: a deactivated coupon stays off whatever its date. */
export function couponState(coupon: Pick<AdminCoupon, 'isActive' | 'expiresAt'>, now: number): CouponState {
  if (!coupon.isActive) return 'inactive';
  return new Date(coupon.expiresAt).getTime() <= now ? 'expired' : 'active';
}
