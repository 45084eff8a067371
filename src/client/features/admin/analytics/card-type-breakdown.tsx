import type { CardType, DashboardAnalytics } from '#shared/admin/analytics.js';
import { clicksLabel, formatCount } from './analytics-format.ts';

/** Fixed colours per type, so a type keeps its colour as the order by count changes. */
const COLOURS: Record<CardType, string> = { service: 'bg-brand-600', summary: 'bg-teal-400', header: 'bg-amber-400' };
const percent = new Intl.NumberFormat('en-CA', { style: 'percent', maximumFractionDigits: 0 });

/** Clicks per card type: one bar split by share, and a legend that carries the numbers. */
export function CardTypeBreakdown({ types, total }: { types: DashboardAnalytics['clicksByCardType']; total: number }) {
  const share = (count: number) => (total > 0 ? count / total : 0);
  return (
    <div className="grid gap-3">
      <div aria-hidden className="flex h-2.5 overflow-hidden rounded-full bg-slate-100">
        {types.map((t) => (
          <span key={t.cardType} className={COLOURS[t.cardType] ?? 'bg-slate-400'} style={{ width: `${share(t.count) * 100}%` }} />
        ))}
      </div>
      <ul aria-label="Clicks by card type" className="grid gap-1.5 text-sm sm:grid-cols-3 sm:gap-3">
        {types.map((t) => (
          <li key={t.cardType} className="flex items-center justify-between gap-2 sm:block">
            <span className="flex items-center gap-2 text-slate-700">
              <span aria-hidden className={`size-2.5 shrink-0 rounded-sm ${COLOURS[t.cardType] ?? 'bg-slate-400'}`} />
              {t.cardName}
            </span>
            <span className="text-slate-900 tabular-nums sm:mt-0.5 sm:block sm:pl-4.5">
              <span className="font-semibold">
                <span aria-hidden>{formatCount(t.count)}</span>
                <span className="sr-only">{clicksLabel(t.count)}, </span>
              </span>{' '}
              <span className="text-xs text-slate-500">{percent.format(share(t.count))}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
