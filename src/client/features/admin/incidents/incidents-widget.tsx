import { Siren } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function IncidentsWidget() {
  return (
    <AdminWidget title="Incidents" icon={Siren} anchor="incidents">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
