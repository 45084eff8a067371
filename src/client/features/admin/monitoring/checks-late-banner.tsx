import { useQuery } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { AdminAlertBanner } from '../ui/admin-alert-banner.tsx';
import { monitoringCoverageQuery } from './monitoring-api.ts';
import { formatAgo } from './check-format.ts';
import { useT } from '#client/i18n/use-t.ts';

/**
 * At the top of the admin panel while checks wait more than a minute past their time: the board's
 * "last checked" times grow old and a service going down is seen late. Nothing otherwise.
 */
export function ChecksLateBanner() {
  const words = useT();
  const { t } = words;
  const { data, dataUpdatedAt } = useQuery(monitoringCoverageQuery);
  const late = data?.checksLate;
  if (!late) return null;
  return (
    <AdminAlertBanner icon={Timer} title={t('admin-monitoring.checksLate.title')} link={{ href: '#checks', label: t('admin-monitoring.banner.seeChecks') }}>
      <p className="text-sm text-red-800">
        {t('admin-monitoring.checksLate.body', { count: late.count, ago: formatAgo(late.oldestDueAt, new Date(dataUpdatedAt), words) })}
      </p>
    </AdminAlertBanner>
  );
}
