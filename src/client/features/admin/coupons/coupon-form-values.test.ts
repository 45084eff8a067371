import { describe, expect, it } from 'vitest';
import { couponBody, EMPTY_COUPON_FORM, USAGE_LIMIT_MESSAGE } from './coupon-form-values.ts';
import { couponState } from './coupons-api.ts';

const form = (overrides: Partial<typeof EMPTY_COUPON_FORM>) => ({ ...EMPTY_COUPON_FORM, code: 'spring26', expiresAt: '2026-12-31', ...overrides });

describe('couponBody (SPEC 5, coupon create client checks)', () => {
  it('requires a code and an expiry date', () => {
    expect(couponBody(form({ code: '  ' }))).toEqual({ ok: false, field: 'code', message: 'Code and expiration date are required' });
    expect(couponBody(form({ expiresAt: '' }))).toEqual({ ok: false, field: 'expiresAt', message: 'Code and expiration date are required' });
  });

  it('sends the code upper case, a blank description as null, and the day as typed', () => {
    expect(couponBody(form({ code: ' spring26 ', description: '  ' }))).toEqual({
      ok: true,
      body: { code: 'SPRING26', description: null, trialDurationMonths: 12, usageLimit: null, expiresAt: '2026-12-31' },
    });
  });

  it.each([
    ['', 12],
    ['abc', 12],
    ['6', 6],
    ['0', 1],
    ['-3', 1],
    ['18.7', 18],
  ])('takes the duration %j as %i months', (typed, months) => {
    const result = couponBody(form({ trialDurationMonths: typed }));
    expect(result.ok && result.body.trialDurationMonths).toBe(months);
  });

  it('takes an empty usage limit as unlimited and refuses a limit under 1 or with a fraction', () => {
    expect(couponBody(form({ usageLimit: ' ' }))).toMatchObject({ ok: true, body: { usageLimit: null } });
    expect(couponBody(form({ usageLimit: '25' }))).toMatchObject({ ok: true, body: { usageLimit: 25 } });
    for (const typed of ['0', '-1', '2.5', 'many']) {
      expect(couponBody(form({ usageLimit: typed }))).toEqual({ ok: false, field: 'usageLimit', message: USAGE_LIMIT_MESSAGE });
    }
  });
});

describe('couponState', () => {
  const now = Date.parse('2026-06-15T16:00:00Z');
  it('is inactive when deactivated, expired once its end has passed, else active', () => {
    expect(couponState({ isActive: false, expiresAt: '2027-01-01T00:00:00Z' }, now)).toBe('inactive');
    expect(couponState({ isActive: false, expiresAt: '2020-01-01T00:00:00Z' }, now)).toBe('inactive');
    expect(couponState({ isActive: true, expiresAt: '2026-06-15T16:00:00Z' }, now)).toBe('expired');
    expect(couponState({ isActive: true, expiresAt: '2026-06-15T16:00:00.001Z' }, now)).toBe('active');
  });
});
