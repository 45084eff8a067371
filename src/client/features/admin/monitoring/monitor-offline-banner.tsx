import { useQuery } from '@tanstack/react-query';
import { ArrowDown, CloudOff } from 'lucide-react';
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
    <div role="alert" className="mb-6 flex items-start gap-3 rounded-2xl border border-red-300 bg-red-50 px-4 py-4 shadow-sm sm:px-5">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-red-100 text-red-700">
        <CloudOff className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-red-900">The board cannot reach the internet: every automated check is failing.</p>
          <p className="text-sm text-red-800">
            Statuses are held at their last known values, and the public board says so. It began {formatAgo(since, new Date(dataUpdatedAt))} and ends by itself
            as soon as a check gets through. Check the server&apos;s internet connection, firewall and DNS.
          </p>
        </div>
        <a
          href="#checks"
          className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 shadow-sm hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          See the checks
          <ArrowDown className="size-4" aria-hidden />
        </a>
      </div>
    </div>
  );
}
