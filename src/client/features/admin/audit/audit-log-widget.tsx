import { ScrollText } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function AuditLogWidget() {
  return (
    <AdminWidget title="Audit Log" icon={ScrollText} anchor="audit">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
