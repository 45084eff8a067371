import { BarChart3 } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function DashboardAnalyticsWidget() {
  return (
    <AdminWidget title="Dashboard Click Analytics" icon={BarChart3} anchor="dashboard-analytics">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
