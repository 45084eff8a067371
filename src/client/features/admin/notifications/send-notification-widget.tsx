import { Send } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function SendNotificationWidget() {
  return (
    <AdminWidget title="Send Notification" icon={Send} anchor="send-notification">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
