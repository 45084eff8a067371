import { MousePointerClick } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function MarketplaceAnalyticsWidget() {
  return (
    <AdminWidget title="Marketplace Analytics" icon={MousePointerClick} anchor="marketplace-analytics">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
