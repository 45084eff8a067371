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

/** Marketplace Analytics (docs/product/admin.md); polled every 30 s. */
export function MarketplaceAnalyticsWidget() {
  const analytics = useQuery(marketplaceAnalyticsQuery);
  return (
    <AdminWidget
      title="Marketplace Analytics"
      icon={MousePointerClick}
      anchor="marketplace-analytics"
      description="Interest in the coming marketplace: clicks on the dashboard's Marketplace link."
    >
      {analytics.isPending ? (
        <AnalyticsSkeleton label="Loading marketplace analytics" />
      ) : analytics.isError ? (
        <ListError error={analytics.error} fallback="Could not load marketplace analytics" onRetry={() => void analytics.refetch()} />
      ) : (
        <MarketplaceFigures data={analytics.data} />
      )}
    </AdminWidget>
  );
}

function MarketplaceFigures({ data }: { data: MarketplaceAnalytics }) {
  return (
    <>
      <StatTiles>
        <StatTile label="Total clicks" value={formatCount(data.totalClicks)} hint="Kept for up to 2 years" />
        <StatTile label="Unique users" value={formatCount(data.uniqueUsersLast30Days)} hint={`Last ${RECENT_ACTIVITY_DAYS} days, by network address`} />
      </StatTiles>
      <RecommendationCallout totalClicks={data.totalClicks} />
      {data.totalClicks === 0 ? (
        <EmptyState icon={Store}>No marketplace clicks yet. Clicks on the dashboard&apos;s Marketplace link will show here.</EmptyState>
      ) : (
        <>
          <DayChartFigure title="Clicks by day" days={data.clicksByDay} fillGaps />
          <div className="border-t border-slate-100 pt-4">
            <DayChartFigure title="Recent Activity" subtitle={`Last ${RECENT_ACTIVITY_DAYS} days`} days={data.recentActivity} height={120} />
          </div>
        </>
      )}
    </>
  );
}
