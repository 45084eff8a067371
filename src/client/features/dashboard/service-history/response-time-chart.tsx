import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { formatMs } from './history-format.ts';
import { useT } from '#client/i18n/use-t.ts';
import type { Locale } from '#shared/i18n/locales.js';

/*
 * The recharts half of the response-time figure, loaded on demand (React.lazy in
 * response-time-figure.tsx) so the chart library stays out of the dashboard's first download;
 * it shares the chunk the admin analytics charts use. Purely visual: the figure carries the
 * summary for assistive technology.
 */
const BRAND = 'var(--color-brand-600)'; // the palette's variables, so the chart follows the theme
const BRAND_FILL = 'var(--color-brand-200)'; // brand-200
const SLOWEST = 'var(--color-slate-400)'; // slate-400: the worst check is context, the average is the story
const AXIS = { fontSize: 12, fill: 'var(--color-slate-500)' }; // slate-500

export interface ChartPoint {
  /** Epoch ms of the hour or day. */
  t: number;
  /** Null marks a gap (no successful check), so the line breaks there. */
  avg: number | null;
  max: number | null;
  label: string;
}

export interface ResponseTimeChartProps {
  points: ChartPoint[];
  height: number;
  /** Where the x axis is labelled (epoch ms), and how. */
  ticks: number[];
  tickFormat: (t: number) => string;
  /** The language of the figures ("1.2 s", "1,2 s"). */
  locale: Locale;
}

function PointTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const { t, locale } = useT();
  const point = payload?.[0]?.payload as ChartPoint | undefined;
  if (!active || !point || point.avg === null) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="font-medium text-slate-900">{point.label}</p>
      <p className="text-slate-700">{t('board.history.tooltipAverage', { ms: formatMs(point.avg, locale) })}</p>
      <p className="text-slate-600">{t('board.history.tooltipSlowest', { ms: formatMs(point.max ?? point.avg, locale) })}</p>
    </div>
  );
}

export default function ResponseTimeChart({ points, height, ticks, tickFormat, locale }: ResponseTimeChartProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--color-slate-200)" strokeDasharray="3 3" />
        <XAxis
          dataKey="t"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          ticks={ticks}
          tickFormatter={tickFormat}
          tick={AXIS}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-slate-300)' }}
          minTickGap={36}
        />
        <YAxis tickFormatter={(ms: number) => formatMs(ms, locale)} tick={AXIS} tickLine={false} axisLine={false} width={64} />
        <Tooltip content={<PointTooltip />} cursor={{ stroke: 'var(--color-slate-400)' }} />
        <Line type="monotone" dataKey="max" stroke={SLOWEST} strokeWidth={1} strokeDasharray="3 3" dot={false} isAnimationActive={false} connectNulls={false} />
        <Area type="monotone" dataKey="avg" stroke={BRAND} strokeWidth={2} fill={BRAND_FILL} fillOpacity={0.5} isAnimationActive={false} connectNulls={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
