import { useQuery } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { AdminAlertBanner } from '../ui/admin-alert-banner.tsx';
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
    <AdminAlertBanner
      icon={WifiOff}
      title={
        <>
          {cluster.count} clinics went silent {formatSilentSpan(cluster.from, cluster.to)} — possibly a wider internet outage
        </>
      }
      link={{ href: '#connectivity', label: 'See clinic connectivity' }}
    >
      <p className="text-sm break-words text-red-800">{listNames(names, NAMES_SHOWN)}</p>
      {network && (
        <p className="text-sm text-red-800">
          {network.count === cluster.count ? 'All of them are' : `${network.count} of them are`} on the network block{' '}
          <span className="font-mono text-[0.8125rem]">{network.prefix}</span>, which suggests a shared internet provider.
        </p>
      )}
    </AdminAlertBanner>
  );
}
