import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TicketPercent } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import type { AdminCoupon } from '#shared/onboarding/registration.js';
import { couponState, couponsQuery, deactivateCoupon } from './coupons-api.ts';
import { CouponCreateForm } from './coupon-create-form.tsx';
import { CouponRow } from './coupon-row.tsx';
import { queryKeys } from '#client/api/query-keys.ts';
import { useT } from '#client/i18n/use-t.ts';

/** Coupon Management (docs/product/admin.md): a create form plus a scrollable list of existing coupons. */
export function CouponManagementWidget() {
  const { t } = useT();
  const coupons = useQuery(couponsQuery);
  const [confirming, setConfirming] = useState<AdminCoupon | null>(null);
  const deactivate = useAdminMutation({
    mutationFn: deactivateCoupon,
    texts: { success: t('admin-coupons.deactivate.success'), failure: t('admin-coupons.deactivate.failure') },
    invalidates: [queryKeys.admin.coupons],
    onSuccess: () => setConfirming(null),
  });
  // Expiry is judged at each poll's time, so a coupon turns Expired within 30 s of its end.
  const now = coupons.dataUpdatedAt;
  const list = coupons.data ?? [];
  const active = list.filter((c) => couponState(c, now) === 'active').length;

  return (
    <AdminWidget
      title={t('admin-coupons.widget.title')}
      icon={TicketPercent}
      anchor="coupons"
      description={t('admin-coupons.widget.description')}
      actions={coupons.data && <Badge tone="brand">{t('admin-coupons.widget.active', { count: active })}</Badge>}
    >
      <CouponCreateForm />
      <div className="border-t border-slate-100 pt-4">
        <h3 className="mb-1 text-sm font-semibold text-slate-900">{t('admin-coupons.list.title')}</h3>
        {coupons.isPending ? (
          <ListSkeleton rows={3} label={t('admin-coupons.list.loading')} />
        ) : coupons.isError ? (
          <ListError error={coupons.error} fallback={t('admin-coupons.list.failed')} onRetry={() => void coupons.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState>{t('admin-coupons.list.empty')}</EmptyState>
        ) : (
          <ul aria-label={t('admin-coupons.list.label')} className="max-h-96 divide-y divide-slate-100 overflow-y-auto pr-1">
            {list.map((coupon) => (
              <CouponRow
                key={coupon.id}
                coupon={coupon}
                state={couponState(coupon, now)}
                deactivating={deactivate.isPending && deactivate.variables?.id === coupon.id}
                onDeactivate={setConfirming}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('admin-coupons.deactivate.title', { code: confirming?.code ?? '' })}
        description={t('admin-coupons.deactivate.description')}
        confirmLabel={t('admin-coupons.deactivate.confirm')}
        pending={deactivate.isPending}
        onConfirm={() => confirming && deactivate.mutate(confirming)}
      />
    </AdminWidget>
  );
}
