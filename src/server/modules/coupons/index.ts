/* The coupons module's public entry: the admin's coupon routes as one plugin, and checking and redeeming a code during registration. */
export { checkCoupon, normaliseCouponCode, redeemCoupon, type CouponRoutesDeps as CouponsModuleParts } from './coupon.service.ts';
export { couponRoutes as couponsModule } from './coupons.routes.ts';
