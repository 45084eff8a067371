import { useQuery } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { AdminAlertBanner } from '../ui/admin-alert-banner.tsx';
import { monitoringCoverageQuery } from './monitoring-api.ts';
import { formatAgo } from './check-format.ts';
import { useT } from '#client/i18n/use-t.ts';

/**
 * At the top of the admin panel while the board cannot reach the internet: every automated
 * check failing at once is the board's own connection, not thirty vendors. Nothing otherwise.
 */
export function MonitorOfflineBanner() {
  const words = useT();
  const { t } = words;
  const { data, dataUpdatedAt } = useQuery(monitoringCoverageQuery);
  const since = data?.monitorOffline?.since;
  if (!since) return null;
  return (
    <AdminAlertBanner
      icon={CloudOff}
      title={t('admin-monitoring.monitorOffline.title')}
      link={{ href: '#checks', label: t('admin-monitoring.banner.seeChecks') }}
    >
      <p className="text-sm text-red-800">{t('admin-monitoring.monitorOffline.body', { ago: formatAgo(since, new Date(dataUpdatedAt), words) })}</p>
    </AdminAlertBanner>
  );
}
