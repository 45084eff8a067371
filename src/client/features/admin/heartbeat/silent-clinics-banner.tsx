import { useQuery } from '@tanstack/react-query';
import { ArrowDown, WifiOff } from 'lucide-react';
import { formatSilentSpan, listNames } from './heartbeat-format.ts';
import { clinicHeartbeatQuery } from './heartbeat-query.ts';

const NAMES_SHOWN = 4;

/**
 * At the top of the admin panel when several clinics went silent within the same few minutes
 * (SilentCluster): more likely an ISP or regional outage than one clinic's line. Nothing otherwise.
 */
export function SilentClinicsBanner() {
  const { data } = useQuery(clinicHeartbeatQuery());
  const cluster = data?.cluster;
  if (!cluster) return null;
  const names = cluster.clinics.map((clinic) => clinic.clinicName);
  const network = cluster.sharedNetworks[0];
  return (
    <div role="alert" className="mb-6 flex items-start gap-3 rounded-2xl border border-red-300 bg-red-50 px-4 py-4 shadow-sm sm:px-5">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-red-100 text-red-700">
        <WifiOff className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-red-900">
            {cluster.count} clinics went silent {formatSilentSpan(cluster.from, cluster.to)} — possibly a wider internet outage
          </p>
          <p className="text-sm break-words text-red-800">{listNames(names, NAMES_SHOWN)}</p>
          {network && (
            <p className="text-sm text-red-800">
              {network.count === cluster.count ? 'All of them are' : `${network.count} of them are`} on the network block{' '}
              <span className="font-mono text-[0.8125rem]">{network.prefix}</span>, which suggests a shared internet provider.
            </p>
          )}
        </div>
        <a
          href="#connectivity"
          className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 shadow-sm hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          See clinic connectivity
          <ArrowDown className="size-4" aria-hidden />
        </a>
      </div>
    </div>
  );
}
