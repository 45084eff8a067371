import { SlidersHorizontal } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function StatusOverrideWidget() {
  return (
    <AdminWidget title="Manual Status Override" icon={SlidersHorizontal} anchor="status-override">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
