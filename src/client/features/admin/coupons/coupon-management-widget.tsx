import { Ticket } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function CouponManagementWidget() {
  return (
    <AdminWidget title="Coupon Management" icon={Ticket} anchor="coupons">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
