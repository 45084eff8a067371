import { useQuery } from '@tanstack/react-query';
import { MousePointerClick, Store } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { EmptyState, ListError } from '../ui/list-states.tsx';
import { RECENT_ACTIVITY_DAYS } from '#shared/constants.js';
import type { MarketplaceAnalytics } from '#shared/admin/analytics.js';
import { marketplaceAnalyticsQuery } from './analytics-api.ts';
import { formatCount } from './analytics-format.ts';
import { AnalyticsSkeleton } from './analytics-skeleton.tsx';
import { DayChartFigure } from './day-chart-figure.tsx';
import { RecommendationCallout } from './recommendation-callout.tsx';
import { StatTile, StatTiles } from './stat-tile.tsx';
import { useT } from '#client/i18n/use-t.ts';

/** Marketplace Analytics (docs/product/admin.md); polled every 30 s. */
export function MarketplaceAnalyticsWidget() {
  const { t } = useT();
  const analytics = useQuery(marketplaceAnalyticsQuery);
  return (
    <AdminWidget
      title={t('admin-analytics.marketplace.title')}
      icon={MousePointerClick}
      anchor="marketplace-analytics"
      description={t('admin-analytics.marketplace.description')}
    >
      {analytics.isPending ? (
        <AnalyticsSkeleton label={t('admin-analytics.marketplace.loading')} />
      ) : analytics.isError ? (
        <ListError error={analytics.error} fallback={t('admin-analytics.marketplace.failed')} onRetry={() => void analytics.refetch()} />
      ) : (
        <MarketplaceFigures data={analytics.data} />
      )}
    </AdminWidget>
  );
}

function MarketplaceFigures({ data }: { data: MarketplaceAnalytics }) {
  const { t, locale } = useT();
  return (
    <>
      <StatTiles>
        <StatTile label={t('admin-analytics.totalClicks')} value={formatCount(data.totalClicks, locale)} hint={t('admin-analytics.keptFor')} />
        <StatTile
          label={t('admin-analytics.marketplace.uniqueUsers')}
          value={formatCount(data.uniqueUsersLast30Days, locale)}
          hint={t('admin-analytics.marketplace.uniqueUsersHint', { days: RECENT_ACTIVITY_DAYS })}
        />
      </StatTiles>
      <RecommendationCallout totalClicks={data.totalClicks} />
      {data.totalClicks === 0 ? (
        <EmptyState icon={Store}>{t('admin-analytics.marketplace.empty')}</EmptyState>
      ) : (
        <>
          <DayChartFigure title={t('admin-analytics.clicksByDay')} days={data.clicksByDay} fillGaps />
          <div className="border-t border-slate-100 pt-4">
            <DayChartFigure
              title={t('admin-analytics.marketplace.recent')}
              subtitle={t('admin-analytics.marketplace.recentWindow', { days: RECENT_ACTIVITY_DAYS })}
              days={data.recentActivity}
              height={120}
            />
          </div>
        </>
      )}
    </>
  );
}
