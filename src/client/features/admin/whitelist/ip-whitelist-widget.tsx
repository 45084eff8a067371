import { Globe2 } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';

/** STUB: replaced by the widget's real implementation. */
export function IpWhitelistWidget() {
  return (
    <AdminWidget title="IP Whitelist" icon={Globe2} anchor="whitelist">
      <p className="text-sm text-slate-600">Not built yet.</p>
    </AdminWidget>
  );
}
