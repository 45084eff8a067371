import { ClipboardCheck } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function RegistrationReviewWidget() {
  return (
    <AdminWidget title="Registration Review" icon={ClipboardCheck} anchor="registrations">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
