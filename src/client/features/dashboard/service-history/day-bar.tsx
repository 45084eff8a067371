import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '#client/lib/cn.ts';
import { TOOLTIP } from '#shared/constants.js';
import type { DayWorst, HistoryDay } from '#shared/status/history.js';
import { describeDay, formatDay, formatShortDay, summarizeDays } from './history-format.ts';
import { msg, useT } from '#client/i18n/use-t.ts';

export const WORST_LABEL: Record<DayWorst, string> = {
  online: msg('board.state.online'),
  warning: msg('board.state.warning'),
  offline: msg('board.history.legend.outage'),
  nodata: msg('board.history.legend.noData'),
};

const SEGMENT_TONE: Record<DayWorst, string> = {
  online: 'bg-emerald-500 hover:bg-emerald-600',
  warning: 'bg-amber-400 hover:bg-amber-500',
  offline: 'bg-red-500 hover:bg-red-600',
  nodata: 'bg-slate-200 hover:bg-slate-300',
};

const LEGEND: DayWorst[] = ['online', 'warning', 'offline', 'nodata'];

/**
 * The 90-day bar: one thin segment per local day, coloured by that day's worst status. One tab
 * stop; the arrow keys (and Home/End) move between days, each announced with its date, status
 * and minutes. The same words show in a tooltip on focus and tap at once, and on hover after the
 * delays of docs/product/limits.md (700 ms; 300 ms skip when moving on from an open tooltip).
 * The tooltip is drawn here rather than with Radix Tooltip: the segments sit in one row, so its
 * place is a percentage, and Radix's tooltip parts would join the dashboard's first download
 * (the app shell already loads that module for its provider).
 */
export function DayBar({ days }: { days: HistoryDay[] }) {
  const words = useT();
  const { t, locale } = words;
  const headingId = useId();
  const summaryId = useId();
  const [active, setActive] = useState(days.length - 1);
  const [tip, setTip] = useState<number | null>(null);
  const segments = useRef<(HTMLSpanElement | null)[]>([]);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const hover = (index: number, at: number) => {
    clearTimeout(hoverTimer.current);
    if (tip !== null || at - closedAt.current < TOOLTIP.skipDelayMs) setTip(index);
    else hoverTimer.current = setTimeout(() => setTip(index), TOOLTIP.delayMs);
  };
  const close = (at: number) => {
    clearTimeout(hoverTimer.current);
    if (tip !== null) closedAt.current = at;
    setTip(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = days.length - 1;
    const next = { ArrowLeft: active - 1, ArrowRight: active + 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = Math.min(Math.max(next, 0), last);
    setActive(index);
    segments.current[index]?.focus();
  };

  const firstTracked = days.findIndex((day) => day.worst !== 'nodata');
  const dayWords = (index: number) => describeDay(days[index]!, firstTracked !== -1 && index > firstTracked, words);
  const shown = tip === null ? undefined : days[tip];
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('board.history.summary.last', { count: days.length })}
        </h3>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600" aria-label={t('board.history.legend')}>
          {LEGEND.map((worst) => (
            <li key={worst} className="flex items-center gap-1.5">
              <span className={cn('size-2.5 rounded-sm', SEGMENT_TONE[worst])} aria-hidden />
              {t(WORST_LABEL[worst])}
            </li>
          ))}
        </ul>
      </div>
      <div className="relative">
        <div
          role="group"
          aria-label={t('board.history.barLabel', { count: days.length })}
          aria-describedby={summaryId}
          onKeyDown={onKeyDown}
          onPointerLeave={(event) => close(event.timeStamp)}
          onBlur={(event) => {
            if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
            // After the focus has landed: changing the page while it is between two elements makes
            // the dialog's focus trap take the focus back (a focus loop we once had).
            const at = event.timeStamp;
            hoverTimer.current = setTimeout(() => close(at), 0);
          }}
          className="flex h-10 items-stretch gap-px sm:gap-0.5"
        >
          {days.map((day, index) => (
            <span
              key={day.date}
              ref={(element) => {
                segments.current[index] = element;
              }}
              role="img"
              tabIndex={index === active ? 0 : -1}
              aria-label={t('board.history.dayLabel', { day: formatDay(day.date, locale), words: dayWords(index) })}
              data-worst={day.worst}
              onFocus={() => {
                clearTimeout(hoverTimer.current);
                setActive(index);
                setTip(index);
              }}
              onPointerEnter={(event) => hover(index, event.timeStamp)}
              onClick={() => {
                clearTimeout(hoverTimer.current);
                setTip(index);
              }}
              className={cn(
                'min-w-0 flex-1 rounded-[2px] transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
                SEGMENT_TONE[day.worst],
                tip === index && 'ring-2 ring-slate-900/70 ring-offset-1',
              )}
            />
          ))}
        </div>
        {shown && tip !== null && <DayTip day={shown} words={dayWords(tip)} index={tip} count={days.length} />}
      </div>
      <div className="flex justify-between gap-3 text-xs text-slate-500" aria-hidden>
        <span>{days[0] ? formatShortDay(days[0].date, locale) : ''}</span>
        <span>{t('board.history.today')}</span>
      </div>
      <p id={summaryId} className="text-sm text-slate-700">
        {summarizeDays(days, words)}
      </p>
    </section>
  );
}

/**
 * The tooltip above a segment. Visual only: the focused segment's label already says the same.
 * Near either end it is anchored to that side so it never leaves the dialog.
 */
function DayTip({ day, words, index, count }: { day: HistoryDay; words: string; index: number; count: number }) {
  const { locale } = useT();
  const centre = ((index + 0.5) / count) * 100;
  const side = index < count * 0.2 ? 'left' : index >= count * 0.8 ? 'right' : 'centre';
  const style =
    side === 'left'
      ? { left: `calc(${centre}% - 14px)` }
      : side === 'right'
        ? { right: `calc(${100 - centre}% - 14px)` }
        : { left: `${centre}%`, transform: 'translateX(-50%)' };
  return (
    <div
      aria-hidden
      style={style}
      className="pointer-events-none absolute bottom-full z-10 mb-2.5 rounded-lg bg-slate-900 px-3 py-2 text-xs whitespace-nowrap text-white shadow-lg"
    >
      <p className="font-semibold">{formatDay(day.date, locale)}</p>
      <p className="text-slate-200">{words}</p>
      <span
        className={cn(
          'absolute top-full size-2.5 -translate-y-1/2 rotate-45 bg-slate-900',
          side === 'left' ? 'left-[9px]' : side === 'right' ? 'right-[9px]' : 'left-1/2 -ml-[5px]',
        )}
      />
    </div>
  );
}
