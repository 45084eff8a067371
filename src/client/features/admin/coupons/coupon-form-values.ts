import { DEFAULT_TRIAL_MONTHS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import type { Translate } from '#client/i18n/use-t.ts';
import type { CouponCreateBody } from './coupons-api.ts';

/** The create form as typed: every field is text until it is sent. */
export interface CouponFormValues {
  code: string;
  description: string;
  trialDurationMonths: string;
  usageLimit: string;
  expiresAt: string;
}

export const EMPTY_COUPON_FORM: CouponFormValues = { code: '', description: '', trialDurationMonths: '', usageLimit: '', expiresAt: '' };

/** In English, as the catalogue has it (admin-coupons.form.usageLimitInvalid): what couponBody says without the page's words. */
export const USAGE_LIMIT_MESSAGE = 'Usage limit must be a whole number from 1, or empty for unlimited';

export type CouponFormResult = { ok: true; body: CouponCreateBody } | { ok: false; field: 'code' | 'expiresAt' | 'usageLimit'; message: string };

/**
 * Coupon create (docs/product/limits.md): code and expiry required, code upper case, the duration
 * falls back to 12 when blank or invalid (minimum 1), an empty usage limit is unlimited. A missing code or
 * date is told in the words of MESSAGES (the form field shows them in the page's language); `t` gives the
 * page's words for the usage limit.
 */
export function couponBody(values: CouponFormValues, t?: Translate): CouponFormResult {
  const code = values.code.trim().toUpperCase();
  if (!code) return { ok: false, field: 'code', message: MESSAGES.couponRequired };
  if (!values.expiresAt) return { ok: false, field: 'expiresAt', message: MESSAGES.couponRequired };
  const months = Number.parseInt(values.trialDurationMonths, 10);
  const trialDurationMonths = Number.isNaN(months) ? DEFAULT_TRIAL_MONTHS : Math.max(1, months);
  let usageLimit: number | null = null;
  if (values.usageLimit.trim()) {
    const limit = Number(values.usageLimit.trim());
    if (!Number.isInteger(limit) || limit < 1) {
      return { ok: false, field: 'usageLimit', message: t ? t('admin-coupons.form.usageLimitInvalid') : USAGE_LIMIT_MESSAGE };
    }
    usageLimit = limit;
  }
  return {
    ok: true,
    body: { code, description: values.description.trim() || null, trialDurationMonths, usageLimit, expiresAt: values.expiresAt },
  };
}
