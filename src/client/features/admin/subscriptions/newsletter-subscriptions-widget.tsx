import { Mail } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function NewsletterSubscriptionsWidget() {
  return (
    <AdminWidget title="Newsletter Subscriptions" icon={Mail} anchor="subscriptions">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
