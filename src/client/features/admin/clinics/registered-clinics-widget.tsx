import { Building2 } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function RegisteredClinicsWidget() {
  return (
    <AdminWidget title="Registered Clinics" icon={Building2} anchor="clinics">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
