import { lazy, Suspense, useId, useState } from 'react';
import { Gauge } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { businessClock } from '#client/lib/business-time.ts';
import { cn } from '#client/lib/cn.ts';
import type { ServiceHistory } from '#shared/status/history.js';
import { formatDay, formatHour, formatShortDay, summarizeResponseTimes } from './history-format.ts';
import type { ChartPoint } from './response-time-chart.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';
import type { Locale } from '#shared/i18n/locales.js';

// Its own chunk: recharts is downloaded only when a chart is first drawn.
const ResponseTimeChart = lazy(() => import('./response-time-chart.tsx'));

const HOUR = 3600_000;
const HALF_HOUR = HOUR / 2;
const DAY = 24 * HOUR;
const RANGES = {
  hourly: { label: msg('board.history.range.7d'), span: msg('board.history.span.7d') },
  daily: { label: msg('board.history.range.90d'), span: msg('board.history.span.90d') },
} as const;
type Range = keyof typeof RANGES;

/** Inserts an empty point after any point not followed by the next step, so the line breaks over gaps. */
export function withGaps(points: ChartPoint[], step: number): ChartPoint[] {
  const result: ChartPoint[] = [];
  points.forEach((point, index) => {
    result.push(point);
    const next = points[index + 1];
    if (next && next.t - point.t > step * 1.5) result.push({ t: point.t + step, avg: null, max: null, label: '' });
  });
  return result;
}

/** Midnights (provider's zone) for hourly data; the 1st and 15th of each month for daily data (dates of that zone). */
export function axisTicks(points: ChartPoint[], range: Range): number[] {
  // Only the zone's midnights are read here: any language's clock will do.
  const first = points[0]?.t;
  const last = points.at(-1)?.t;
  if (first === undefined || last === undefined) return [];
  const ticks: number[] = [];
  if (range === 'hourly') {
    const clock = businessClock();
    // Half-hour steps, so a zone half an hour off UTC still meets its midnights.
    for (let t = Math.ceil(first / HALF_HOUR) * HALF_HOUR; t <= last; t += HALF_HOUR) {
      if (t > first && clock.toWallTime(new Date(t)).endsWith('T00:00')) ticks.push(t);
    }
    return ticks;
  }
  const at = new Date(first);
  at.setUTCHours(0, 0, 0, 0);
  for (; at.getTime() <= last; at.setUTCDate(at.getUTCDate() + 1)) {
    if (at.getUTCDate() === 1 || at.getUTCDate() === 15) ticks.push(at.getTime());
  }
  return ticks;
}

function seriesOf(history: ServiceHistory, range: Range, locale: Locale): ChartPoint[] {
  if (range === 'hourly') {
    const points = history.responseTimes.map((p) => ({ t: Date.parse(p.hourStart), avg: p.avgMs, max: p.maxMs, label: formatHour(p.hourStart, locale) }));
    return withGaps(points, HOUR);
  }
  const points = history.dailyResponseTimes.map((p) => ({
    t: Date.parse(`${p.date}T00:00:00Z`),
    avg: p.avgMs,
    max: p.maxMs,
    label: formatDay(p.date, locale),
  }));
  return withGaps(points, DAY);
}

/** Response times from the automated check, hourly over 7 days or daily over 90, with a summary in words. */
export function ResponseTimeFigure({ history, height = 200 }: { history: ServiceHistory; height?: number }) {
  const words = useT();
  const { t, locale } = words;
  const headingId = useId();
  const [range, setRange] = useState<Range>('hourly');
  const series = seriesOf(history, range, locale);
  const points = series.filter((p) => p.avg !== null) as (ChartPoint & { avg: number; max: number })[];
  const tickFormat =
    range === 'hourly'
      ? (at: number) => businessClock(locale).formatPlain(new Date(at), 'monthDay')
      : (at: number) => formatShortDay(new Date(at).toISOString().slice(0, 10), locale);
  const empty = history.responseTimes.length === 0 && history.dailyResponseTimes.length === 0;

  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('board.history.responseTime')}
        </h3>
        {!empty && (
          <div role="group" aria-label={t('board.history.period')} className="inline-flex rounded-lg bg-slate-100 p-0.5 text-xs font-medium">
            {(Object.keys(RANGES) as Range[]).map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={range === key}
                onClick={() => setRange(key)}
                className={cn(
                  'rounded-md px-2.5 py-1 transition-colors',
                  range === key ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {t(RANGES[key].label)}
              </button>
            ))}
          </div>
        )}
      </div>
      {empty ? (
        <EmptyResponseTimes monitored={history.service.monitored} />
      ) : (
        <figure aria-labelledby={headingId} className="m-0">
          <div aria-hidden style={{ height }}>
            {points.length > 0 ? (
              <Suspense fallback={<Skeleton className="size-full rounded-lg" />}>
                <ResponseTimeChart points={series} height={height} ticks={axisTicks(series, range)} tickFormat={tickFormat} locale={locale} />
              </Suspense>
            ) : (
              <div className="grid size-full place-items-center rounded-lg bg-slate-50 text-sm text-slate-600">{t('board.history.noChecksInPeriod')}</div>
            )}
          </div>
          <figcaption className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
            <span>{summarizeResponseTimes(points, t(RANGES[range].span), words)}</span>
            <span className="flex items-center gap-3" aria-hidden>
              <span className="flex items-center gap-1.5">
                <span className="h-0.5 w-4 rounded bg-brand-600" /> {t('board.history.average')}
              </span>
              <span className="flex items-center gap-1.5">
                <span className="w-4 border-t border-dashed border-slate-400" /> {t('board.history.slowestCheck')}
              </span>
            </span>
          </figcaption>
        </figure>
      )}
    </section>
  );
}

function EmptyResponseTimes({ monitored }: { monitored: boolean }) {
  const { t } = useT();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm">
      <Gauge className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
      <div>
        <p className="font-medium text-slate-800">{t('board.history.noChecks')}</p>
        <p className="mt-0.5 text-slate-600">{monitored ? t('board.history.noChecksMonitored') : t('board.history.noChecksManual')}</p>
      </div>
    </div>
  );
}
