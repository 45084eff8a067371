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

/** Toast texts for deactivation. */
const DEACTIVATE_TEXTS = { success: 'Coupon deactivated', failure: 'Failed to deactivate coupon' } as const;

/** Coupon Management (docs/product/admin.md): a create form plus a scrollable list of existing coupons. */
export function CouponManagementWidget() {
  const coupons = useQuery(couponsQuery);
  const [confirming, setConfirming] = useState<AdminCoupon | null>(null);
  const deactivate = useAdminMutation({
    mutationFn: deactivateCoupon,
    texts: DEACTIVATE_TEXTS,
    invalidates: [queryKeys.admin.coupons],
    onSuccess: () => setConfirming(null),
  });
  // Expiry is judged at each poll's time, so a coupon turns Expired within 30 s of its end.
  const now = coupons.dataUpdatedAt;
  const list = coupons.data ?? [];
  const active = list.filter((c) => couponState(c, now) === 'active').length;

  return (
    <AdminWidget
      title="Coupon Management"
      icon={TicketPercent}
      anchor="coupons"
      description="Free-trial codes clinics enter when they register."
      actions={coupons.data && <Badge tone="brand">{active} active</Badge>}
    >
      <CouponCreateForm />
      <div className="border-t border-slate-100 pt-4">
        <h3 className="mb-1 text-sm font-semibold text-slate-900">Existing coupons</h3>
        {coupons.isPending ? (
          <ListSkeleton rows={3} label="Loading coupons" />
        ) : coupons.isError ? (
          <ListError error={coupons.error} fallback="Could not load coupons" onRetry={() => void coupons.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState>No coupons yet. Create the first one above.</EmptyState>
        ) : (
          <ul aria-label="Coupons" className="max-h-96 divide-y divide-slate-100 overflow-y-auto pr-1">
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
        title={`Deactivate ${confirming?.code ?? ''}?`}
        description="Clinics can no longer use this code, including registrations still waiting for approval. Trials it already started keep running. A deactivated coupon cannot be turned back on."
        confirmLabel="Deactivate"
        pending={deactivate.isPending}
        onConfirm={() => confirming && deactivate.mutate(confirming)}
      />
    </AdminWidget>
  );
}
