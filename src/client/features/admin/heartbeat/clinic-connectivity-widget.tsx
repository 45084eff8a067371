import { Wifi } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function ClinicConnectivityWidget() {
  return (
    <AdminWidget title="Clinic Connectivity" icon={Wifi} anchor="connectivity">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
