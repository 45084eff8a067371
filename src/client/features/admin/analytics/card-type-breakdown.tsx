import type { CardType, DashboardAnalytics } from '#shared/admin/analytics.js';
import { formatPercent } from '#shared/i18n/format.js';
import { msg, useT } from '#client/i18n/use-t.ts';
import { clicksLabel, formatCount } from './analytics-format.ts';

/** Fixed colours per type, so a type keeps its colour as the order by count changes. */
const COLOURS: Record<CardType, string> = { service: 'bg-brand-600', summary: 'bg-teal-400', header: 'bg-amber-400' };

/** Each type's name (the server's cardName is the English of these: CARD_TYPE_LABELS). */
const TYPE_NAMES: Record<CardType, string> = {
  service: msg('admin-analytics.cardTypes.service'),
  summary: msg('admin-analytics.cardTypes.summary'),
  header: msg('admin-analytics.cardTypes.header'),
};

/** Clicks per card type: one bar split by share, and a legend that carries the numbers. */
export function CardTypeBreakdown({ types, total }: { types: DashboardAnalytics['clicksByCardType']; total: number }) {
  const { t, locale } = useT();
  const share = (count: number) => (total > 0 ? count / total : 0);
  return (
    <div className="grid gap-3">
      <div aria-hidden className="flex h-2.5 overflow-hidden rounded-full bg-slate-100">
        {types.map((type) => (
          <span key={type.cardType} className={COLOURS[type.cardType] ?? 'bg-slate-400'} style={{ width: `${share(type.count) * 100}%` }} />
        ))}
      </div>
      <ul aria-label={t('admin-analytics.dashboard.byType')} className="grid gap-1.5 text-sm sm:grid-cols-3 sm:gap-3">
        {types.map((type) => (
          <li key={type.cardType} className="flex items-center justify-between gap-2 sm:block">
            <span className="flex items-center gap-2 text-slate-700">
              <span aria-hidden className={`size-2.5 shrink-0 rounded-sm ${COLOURS[type.cardType] ?? 'bg-slate-400'}`} />
              {TYPE_NAMES[type.cardType] ? t(TYPE_NAMES[type.cardType]) : type.cardName}
            </span>
            <span className="text-slate-900 tabular-nums sm:mt-0.5 sm:block sm:pl-4.5">
              <span className="font-semibold">
                <span aria-hidden>{formatCount(type.count, locale)}</span>
                <span className="sr-only">{clicksLabel(type.count, t)}, </span>
              </span>{' '}
              <span className="text-xs text-slate-500">{formatPercent(locale, share(type.count), 0)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
