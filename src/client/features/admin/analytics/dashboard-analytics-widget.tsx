import { useQuery } from '@tanstack/react-query';
import { BarChart3, MousePointerClick } from 'lucide-react';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { EmptyState, ListError } from '../ui/list-states.tsx';
import { averageClicksPerDay, type DashboardAnalytics } from '#shared/admin/analytics.js';
import { dashboardAnalyticsQuery } from './analytics-api.ts';
import { formatAverage, formatCount } from './analytics-format.ts';
import { AnalyticsSkeleton } from './analytics-skeleton.tsx';
import { CardTypeBreakdown } from './card-type-breakdown.tsx';
import { DayChartFigure } from './day-chart-figure.tsx';
import { StatTile, StatTiles } from './stat-tile.tsx';
import { TopCardsList } from './top-cards-list.tsx';

/** Dashboard Click Analytics (docs/product/admin.md); polled every 30 s. */
export function DashboardAnalyticsWidget() {
  const analytics = useQuery(dashboardAnalyticsQuery);
  return (
    <AdminWidget
      title="Dashboard Click Analytics"
      icon={BarChart3}
      anchor="dashboard-analytics"
      description="What clinics click on the dashboard: service cards, summary counters and header links."
    >
      {analytics.isPending ? (
        <AnalyticsSkeleton label="Loading dashboard click analytics" />
      ) : analytics.isError ? (
        <ListError error={analytics.error} fallback="Could not load dashboard click analytics" onRetry={() => void analytics.refetch()} />
      ) : (
        <DashboardFigures data={analytics.data} />
      )}
    </AdminWidget>
  );
}

function DashboardFigures({ data }: { data: DashboardAnalytics }) {
  const days = data.clicksByDay.length;
  return (
    <>
      <StatTiles>
        <StatTile label="Total clicks" value={formatCount(data.totalClicks)} hint="Kept for up to 2 years" />
        <StatTile
          label="Average per day"
          value={formatAverage(averageClicksPerDay(data.totalClicks, days))}
          hint={days === 0 ? 'No days with clicks yet' : `Over ${formatCount(days)} ${days === 1 ? 'day' : 'days'} with clicks`}
        />
      </StatTiles>
      {data.totalClicks === 0 ? (
        <EmptyState icon={MousePointerClick}>No dashboard clicks recorded yet. Clicks on cards, counters and header links will show here.</EmptyState>
      ) : (
        <DashboardBreakdowns data={data} />
      )}
    </>
  );
}

function DashboardBreakdowns({ data }: { data: DashboardAnalytics }) {
  return (
    <>
      <DayChartFigure title="Clicks by day" days={data.clicksByDay} fillGaps />
      <section aria-labelledby="dashboard-analytics-top" className="grid gap-3 border-t border-slate-100 pt-4">
        <h3 id="dashboard-analytics-top" className="text-sm font-semibold text-slate-900">
          Top cards
        </h3>
        <TopCardsList cards={data.topCards} />
      </section>
      <section aria-labelledby="dashboard-analytics-types" className="grid gap-3 border-t border-slate-100 pt-4">
        <h3 id="dashboard-analytics-types" className="text-sm font-semibold text-slate-900">
          Clicks by card type
        </h3>
        <CardTypeBreakdown types={data.clicksByCardType} total={data.totalClicks} />
      </section>
    </>
  );
}
