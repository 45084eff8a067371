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
import { useT } from '#client/i18n/use-t.ts';

/** Dashboard Click Analytics (docs/product/admin.md); polled every 30 s. */
export function DashboardAnalyticsWidget() {
  const { t } = useT();
  const analytics = useQuery(dashboardAnalyticsQuery);
  return (
    <AdminWidget
      title={t('admin-analytics.dashboard.title')}
      icon={BarChart3}
      anchor="dashboard-analytics"
      description={t('admin-analytics.dashboard.description')}
    >
      {analytics.isPending ? (
        <AnalyticsSkeleton label={t('admin-analytics.dashboard.loading')} />
      ) : analytics.isError ? (
        <ListError error={analytics.error} fallback={t('admin-analytics.dashboard.failed')} onRetry={() => void analytics.refetch()} />
      ) : (
        <DashboardFigures data={analytics.data} />
      )}
    </AdminWidget>
  );
}

function DashboardFigures({ data }: { data: DashboardAnalytics }) {
  const { t, locale } = useT();
  const days = data.clicksByDay.length;
  return (
    <>
      <StatTiles>
        <StatTile label={t('admin-analytics.totalClicks')} value={formatCount(data.totalClicks, locale)} hint={t('admin-analytics.keptFor')} />
        <StatTile
          label={t('admin-analytics.dashboard.average')}
          value={formatAverage(averageClicksPerDay(data.totalClicks, days), locale)}
          hint={days === 0 ? t('admin-analytics.dashboard.noDays') : t('admin-analytics.dashboard.overDays', { count: days })}
        />
      </StatTiles>
      {data.totalClicks === 0 ? <EmptyState icon={MousePointerClick}>{t('admin-analytics.dashboard.empty')}</EmptyState> : <DashboardBreakdowns data={data} />}
    </>
  );
}

function DashboardBreakdowns({ data }: { data: DashboardAnalytics }) {
  const { t } = useT();
  return (
    <>
      <DayChartFigure title={t('admin-analytics.clicksByDay')} days={data.clicksByDay} fillGaps />
      <section aria-labelledby="dashboard-analytics-top" className="grid gap-3 border-t border-slate-100 pt-4">
        <h3 id="dashboard-analytics-top" className="text-sm font-semibold text-slate-900">
          {t('admin-analytics.dashboard.topCards')}
        </h3>
        <TopCardsList cards={data.topCards} />
      </section>
      <section aria-labelledby="dashboard-analytics-types" className="grid gap-3 border-t border-slate-100 pt-4">
        <h3 id="dashboard-analytics-types" className="text-sm font-semibold text-slate-900">
          {t('admin-analytics.dashboard.byType')}
        </h3>
        <CardTypeBreakdown types={data.clicksByCardType} total={data.totalClicks} />
      </section>
    </>
  );
}
