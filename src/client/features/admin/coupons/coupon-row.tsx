import { Ban } from 'lucide-react';
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';
import { formatDate, formatDateTime } from '../ui/format.ts';
import type { AdminCoupon } from '#shared/onboarding/registration.js';
import type { CouponState } from './coupons-api.ts';

const STATE: Record<CouponState, { label: string; tone: BadgeTone }> = {
  active: { label: msg('admin-coupons.state.active'), tone: 'success' },
  expired: { label: msg('admin-coupons.state.expired'), tone: 'warning' },
  inactive: { label: msg('admin-coupons.state.inactive'), tone: 'neutral' },
};

interface CouponRowProps {
  coupon: AdminCoupon;
  state: CouponState;
  deactivating: boolean;
  onDeactivate: (coupon: AdminCoupon) => void;
}

/** One coupon: code, state, what it gives, how much it was used, until when. */
export function CouponRow({ coupon, state, deactivating, onDeactivate }: CouponRowProps) {
  const { t, locale } = useT();
  const { label, tone } = STATE[state];
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold tracking-wide break-all text-slate-900">{coupon.code}</span>
          <Badge tone={tone}>{t(label)}</Badge>
        </div>
        {coupon.description && <p className="mt-1 text-sm text-slate-700">{coupon.description}</p>}
        <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>{t('admin-coupons.row.used')}</dt>
            <dd className="font-medium text-slate-800 tabular-nums">
              {coupon.usageLimit === null
                ? t('admin-coupons.row.usageUnlimited', { used: coupon.usedCount })
                : t('admin-coupons.row.usage', { used: coupon.usedCount, limit: coupon.usageLimit })}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('admin-coupons.row.trial')}</dt>
            <dd className="font-medium text-slate-800">{t('admin-coupons.row.months', { count: coupon.trialDurationMonths })}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{state === 'expired' ? t('admin-coupons.row.expired') : t('admin-coupons.row.expires')}</dt>
            <dd className="font-medium text-slate-800">
              <time dateTime={coupon.expiresAt} title={formatDateTime(coupon.expiresAt, locale)}>
                {formatDate(coupon.expiresAt, locale)}
              </time>
            </dd>
          </div>
        </dl>
      </div>
      {state === 'active' && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onDeactivate(coupon)}
          pending={deactivating}
          icon={Ban}
          aria-label={t('admin-coupons.row.deactivateNamed', { code: coupon.code })}
        >
          <span className="hidden sm:inline">{t('admin-coupons.row.deactivate')}</span>
        </Button>
      )}
    </li>
  );
}
