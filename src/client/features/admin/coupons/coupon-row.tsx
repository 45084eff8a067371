import { Ban } from 'lucide-react';
import { Badge, type BadgeTone } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatDate, formatDateTime } from '../ui/format.ts';
import type { AdminCoupon } from '#shared/onboarding/registration.js';
import type { CouponState } from './coupons-api.ts';

const STATE: Record<CouponState, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'warning' },
  inactive: { label: 'Inactive', tone: 'neutral' },
};

interface CouponRowProps {
  coupon: AdminCoupon;
  state: CouponState;
  deactivating: boolean;
  onDeactivate: (coupon: AdminCoupon) => void;
}

function usage(coupon: AdminCoupon): string {
  return `${coupon.usedCount} / ${coupon.usageLimit ?? 'unlimited'}`;
}

/** One coupon: code, state, what it gives, how much it was used, until when. */
export function CouponRow({ coupon, state, deactivating, onDeactivate }: CouponRowProps) {
  const { label, tone } = STATE[state];
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold tracking-wide break-all text-slate-900">{coupon.code}</span>
          <Badge tone={tone}>{label}</Badge>
        </div>
        {coupon.description && <p className="mt-1 text-sm text-slate-700">{coupon.description}</p>}
        <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>Used</dt>
            <dd className="font-medium text-slate-800 tabular-nums">{usage(coupon)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Trial</dt>
            <dd className="font-medium text-slate-800">
              {coupon.trialDurationMonths} {coupon.trialDurationMonths === 1 ? 'month' : 'months'}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{state === 'expired' ? 'Expired' : 'Expires'}</dt>
            <dd className="font-medium text-slate-800">
              <time dateTime={coupon.expiresAt} title={formatDateTime(coupon.expiresAt)}>
                {formatDate(coupon.expiresAt)}
              </time>
            </dd>
          </div>
        </dl>
      </div>
      {state === 'active' && (
        <Button variant="outline" size="sm" onClick={() => onDeactivate(coupon)} pending={deactivating} icon={Ban} aria-label={`Deactivate ${coupon.code}`}>
          <span className="hidden sm:inline">Deactivate</span>
        </Button>
      )}
    </li>
  );
}
