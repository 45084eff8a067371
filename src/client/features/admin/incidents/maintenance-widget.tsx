import { Wrench } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function MaintenanceWidget() {
  return (
    <AdminWidget title="Scheduled Maintenance" icon={Wrench} anchor="maintenance">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
