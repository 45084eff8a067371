import { lazy, Suspense, useId, useState } from 'react';
import { Table2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { DayCount } from '#shared/admin/analytics.js';
import { describeDays, fillDays, weeklyTotals } from './analytics-format.ts';
import { DayTable } from './day-table.tsx';
import { useT } from '#client/i18n/use-t.ts';

// Its own chunk: recharts is downloaded only when an analytics chart is first drawn.
const DayChart = lazy(() => import('./day-chart.tsx'));
/** Beyond about three months the chart shows weekly totals (the table keeps every day). */
const WEEKLY_AFTER_DAYS = 92;

interface DayChartFigureProps {
  title: string;
  /** A short qualifier shown beside the title ("Last 30 days"). */
  subtitle?: string;
  /** The days as the server lists them; the table shows exactly these. */
  days: DayCount[];
  /** Fill missing days with zeros on the chart (a series that lists only days with clicks). */
  fillGaps?: boolean;
  height?: number;
}

/**
 * A clicks-by-day chart with what makes it usable without seeing it: a one-sentence summary
 * as its caption and the numbers as a table behind a toggle. The drawing itself is hidden from
 * assistive technology.
 */
export function DayChartFigure({ title, subtitle, days, fillGaps = false, height = 180 }: DayChartFigureProps) {
  const words = useT();
  const { t } = words;
  const titleId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const series = fillGaps ? fillDays(days) : days;
  const weekly = series.length > WEEKLY_AFTER_DAYS;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          {title}
          {subtitle && <span className="block text-xs font-normal text-slate-500 sm:ml-2 sm:inline">{subtitle}</span>}
        </h3>
        <Button variant="ghost" size="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
          <Table2 className="size-4" aria-hidden />
          {showTable ? t('admin-analytics.chart.hideTable') : t('admin-analytics.chart.showTable')}
        </Button>
      </div>
      <figure aria-labelledby={titleId} className="m-0">
        <div aria-hidden style={{ height }}>
          <Suspense fallback={<Skeleton className="size-full rounded-lg" />}>
            <DayChart points={weekly ? weeklyTotals(series) : series} unit={weekly ? 'week' : 'day'} height={height} />
          </Suspense>
        </div>
        <figcaption className="mt-1 text-xs text-slate-600">
          {describeDays(days, words)}
          {weekly && ` ${t('admin-analytics.chart.weekly')}`}
        </figcaption>
      </figure>
      <DayTable id={tableId} title={title} days={days} hidden={!showTable} />
    </div>
  );
}
