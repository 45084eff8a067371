import { describe, expect, it } from 'vitest';
import { actionLabel, groupActions, isFailureAction, shortTarget } from './audit-labels.ts';

describe('audit labels', () => {
  it('names common actions and leaves others to be shown raw', () => {
    expect(actionLabel('coupon.create')).toBe('Created a coupon');
    expect(actionLabel('something.new')).toBeUndefined();
  });

  it('spots failures and refusals', () => {
    expect(isFailureAction('admin.sign-in.failure')).toBe(true);
    expect(isFailureAction('clinic-registration.approve.refused')).toBe(true);
    expect(isFailureAction('clinic-registration.code-mail-failed')).toBe(true);
    expect(isFailureAction('coupon.create')).toBe(false);
  });

  it('groups actions by their first segment, with labels, and keeps one-segment actions apart', () => {
    const { groups, single } = groupActions(['coupon.create', 'coupon.deactivate', 'data-export.run', 'sign-out']);
    expect(groups).toEqual([
      { prefix: 'coupon.', label: 'Coupons', actions: ['coupon.create', 'coupon.deactivate'] },
      { prefix: 'data-export.', label: 'Data export', actions: ['data-export.run'] },
    ]);
    expect(single).toEqual(['sign-out']);
  });

  it('shortens UUID targets only', () => {
    expect(shortTarget('clinic_access:1b2c3d4e-0000-4000-8000-000000000000')).toBe('clinic access 1b2c3d4e…');
    expect(shortTarget('cli')).toBe('cli');
  });
});
