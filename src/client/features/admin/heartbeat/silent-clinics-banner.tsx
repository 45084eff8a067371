import { useQuery } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { AdminAlertBanner } from '../ui/admin-alert-banner.tsx';
import { formatSilentSpan, listNames } from './heartbeat-format.ts';
import { clinicHeartbeatQuery } from './heartbeat-query.ts';
import { T } from '#client/i18n/t.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';

const NAMES_SHOWN = 4;

/**
 * At the top of the admin panel when several clinics went silent within the same few minutes
 * (SilentCluster): more likely an ISP or regional outage than one clinic's line. Nothing otherwise.
 */
export function SilentClinicsBanner() {
  const words = useT();
  const { t } = words;
  const { data } = useQuery(clinicHeartbeatQuery());
  const cluster = data?.cluster;
  if (!cluster) return null;
  const names = cluster.clinics.map((clinic) => clinic.clinicName);
  const network = cluster.sharedNetworks[0];
  return (
    <AdminAlertBanner
      icon={WifiOff}
      title={t('admin-heartbeat.banner.title', { count: cluster.count, span: formatSilentSpan(cluster.from, cluster.to, undefined, words) })}
      link={{ href: '#connectivity', label: t('admin-heartbeat.banner.link') }}
    >
      <p className="text-sm break-words text-red-800">{listNames(names, NAMES_SHOWN, t)}</p>
      {network && (
        <p className="text-sm text-red-800">
          <T
            id={network.count === cluster.count ? msg('admin-heartbeat.banner.allOnNetwork') : msg('admin-heartbeat.banner.someOnNetwork')}
            values={{ count: network.count, prefix: network.prefix }}
            components={{ 0: <span className="font-mono text-[0.8125rem]" /> }}
          />
        </p>
      )}
    </AdminAlertBanner>
  );
}
