import { useQuery } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { AdminAlertBanner } from '../ui/admin-alert-banner.tsx';
import { monitoringCoverageQuery } from './monitoring-api.ts';
import { formatAgo } from './check-format.ts';

/**
 * At the top of the admin panel while the board cannot reach the internet: every automated
 * check failing at once is the board's own connection, not thirty vendors. Nothing otherwise.
 */
export function MonitorOfflineBanner() {
  const { data, dataUpdatedAt } = useQuery(monitoringCoverageQuery);
  const since = data?.monitorOffline?.since;
  if (!since) return null;
  return (
    <AdminAlertBanner
      icon={CloudOff}
      title="The board cannot reach the internet: every automated check is failing."
      link={{ href: '#checks', label: 'See the checks' }}
    >
      <p className="text-sm text-red-800">
        Statuses are held at their last known values, and the public board says so. It began {formatAgo(since, new Date(dataUpdatedAt))} and ends by itself as
        soon as a check gets through. Check the server&apos;s internet connection, firewall and DNS.
      </p>
    </AdminAlertBanner>
  );
}
