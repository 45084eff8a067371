import { BellRing } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function AlertSubscribersWidget() {
  return (
    <AdminWidget title="Status Alert Subscribers" icon={BellRing} anchor="alert-subscribers">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
