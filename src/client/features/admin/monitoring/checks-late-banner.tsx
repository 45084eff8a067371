import { useQuery } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { AdminAlertBanner } from '../ui/admin-alert-banner.tsx';
import { monitoringCoverageQuery } from './monitoring-api.ts';
import { formatAgo } from './check-format.ts';

/**
 * At the top of the admin panel while checks wait more than a minute past their time: the board's
 * "last checked" times grow old and a service going down is seen late. Nothing otherwise.
 */
export function ChecksLateBanner() {
  const { data, dataUpdatedAt } = useQuery(monitoringCoverageQuery);
  const late = data?.checksLate;
  if (!late) return null;
  const waiting = late.count === 1 ? '1 check is waiting past its time' : `${late.count} checks are waiting past their time`;
  return (
    <AdminAlertBanner icon={Timer} title="Checks are running late." link={{ href: '#checks', label: 'See the checks' }}>
      <p className="text-sm text-red-800">
        {waiting}; the longest was due {formatAgo(late.oldestDueAt, new Date(dataUpdatedAt))}. The board runs more checks than it can keep up with: raise
        MONITOR_CONCURRENCY, lengthen the intervals of checks that need not run so often, or look for targets that time out.
      </p>
    </AdminAlertBanner>
  );
}
