/* The coupons module's public entry: checking and redeeming a code during registration. */
export { checkCoupon, normaliseCouponCode, redeemCoupon } from './coupon.service.ts';
