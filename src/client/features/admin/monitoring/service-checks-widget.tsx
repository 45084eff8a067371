import { Activity } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function ServiceChecksWidget() {
  return (
    <AdminWidget title="Automated Checks" icon={Activity} anchor="checks">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
