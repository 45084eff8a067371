import { ServerCog } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function ServicesWidget() {
  return (
    <AdminWidget title="Services" icon={ServerCog} anchor="services">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
