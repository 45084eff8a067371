import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { DayCount } from '#shared/admin/analytics.js';
import { useT } from '#client/i18n/use-t.ts';
import { clicksLabel, formatCount, formatDayLong, formatDayShort, formatMonth } from './analytics-format.ts';

/*
 * The recharts half of the analytics charts: loaded on demand (React.lazy in day-chart-figure.tsx)
 * so the chart library is its own chunk, fetched only when an admin opens the panel. Purely
 * visual: the figure around it carries the summary and the data table for assistive technology.
 */
const BRAND = 'var(--color-brand-600)'; // the palette's variables, so the chart follows the theme
const BRAND_FILL = 'var(--color-brand-200)'; // brand-200
const AXIS = { fontSize: 12, fill: 'var(--color-slate-500)' }; // slate-500
/** Up to about 60 points a bar each reads well; longer series become an area. */
const MAX_BARS = 62;

export interface DayChartProps {
  /** One point per day, or per week dated by its Monday. */
  points: DayCount[];
  unit: 'day' | 'week';
  height: number;
}

function PointTooltip({ active, payload, unit }: Partial<TooltipContentProps<number, string>> & { unit: DayChartProps['unit'] }) {
  const { t, locale } = useT();
  const point = payload?.[0]?.payload as DayCount | undefined;
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="font-medium text-slate-900">
        {unit === 'week' ? t('admin-analytics.chart.weekOf', { day: formatDayLong(point.date, locale) }) : formatDayLong(point.date, locale)}
      </p>
      <p className="text-slate-600">{clicksLabel(point.count, t)}</p>
    </div>
  );
}

export default function DayChart({ points, unit, height }: DayChartProps) {
  const { locale } = useT();
  const first = points[0]?.date;
  const last = points.at(-1)?.date;
  // Month labels once the series spans more than about three months.
  const long = first !== undefined && last !== undefined && Date.parse(last) - Date.parse(first) > 92 * 86_400_000;
  const common = { data: points, margin: { top: 8, right: 8, bottom: 0, left: 0 }, accessibilityLayer: false };
  const xAxis = (
    <XAxis
      dataKey="date"
      tickFormatter={(date: string) => (long ? formatMonth(date, locale) : formatDayShort(date, locale))}
      tick={AXIS}
      tickLine={false}
      axisLine={{ stroke: 'var(--color-slate-300)' }}
      minTickGap={28}
      interval="preserveStartEnd"
    />
  );
  const yAxis = (
    <YAxis allowDecimals={false} tickFormatter={(count: number) => formatCount(count, locale)} tick={AXIS} tickLine={false} axisLine={false} width={44} />
  );
  const grid = <CartesianGrid vertical={false} stroke="var(--color-slate-200)" strokeDasharray="3 3" />;
  const tooltip = <Tooltip content={<PointTooltip unit={unit} />} cursor={{ fill: 'var(--color-slate-100)', stroke: 'var(--color-slate-300)' }} />;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {points.length <= MAX_BARS ? (
        <BarChart {...common} barCategoryGap="20%">
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          <Bar dataKey="count" fill={BRAND} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      ) : (
        <AreaChart {...common}>
          {grid}
          {xAxis}
          {yAxis}
          {tooltip}
          <Area type="monotone" dataKey="count" stroke={BRAND} strokeWidth={1.5} fill={BRAND_FILL} fillOpacity={0.6} isAnimationActive={false} />
        </AreaChart>
      )}
    </ResponsiveContainer>
  );
}
