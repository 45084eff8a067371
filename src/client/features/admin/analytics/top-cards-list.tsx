import type { CardType, DashboardAnalytics } from '#shared/admin/analytics.js';
import { clicksLabel, formatCount } from './analytics-format.ts';
import { TruncatedText } from '#client/components/ui/truncated-text.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';

/** What one card is, beside its name. */
const ONE_OF_TYPE: Record<CardType, string> = {
  service: msg('admin-analytics.cardType.service'),
  summary: msg('admin-analytics.cardType.summary'),
  header: msg('admin-analytics.cardType.header'),
};

/** The most clicked cards, ranked, each with a bar scaled to the first. */
export function TopCardsList({ cards }: { cards: DashboardAnalytics['topCards'] }) {
  const { t, locale } = useT();
  const max = cards[0]?.count || 1;
  return (
    <ol aria-label={t('admin-analytics.dashboard.topCardsList')} className="grid gap-3">
      {cards.map((card, index) => (
        <li key={`${card.cardType}:${card.cardId}`} className="grid grid-cols-[1.25rem_minmax(0,1fr)_auto] items-baseline gap-x-2 gap-y-1">
          <span className="text-xs font-semibold text-slate-500 tabular-nums">{index + 1}.</span>
          <span className="flex min-w-0 items-baseline gap-2">
            <TruncatedText text={card.cardName} className="text-sm font-medium text-slate-900" />
            <span className="shrink-0 text-xs text-slate-500">
              <span className="sr-only">, </span>
              {ONE_OF_TYPE[card.cardType] ? t(ONE_OF_TYPE[card.cardType]) : card.cardType}
              <span className="sr-only">, </span>
            </span>
          </span>
          <span className="text-sm font-medium text-slate-800 tabular-nums">
            <span aria-hidden>{formatCount(card.count, locale)}</span>
            <span className="sr-only">{clicksLabel(card.count, t)}</span>
          </span>
          <span aria-hidden className="col-start-2 col-end-4 h-1.5 overflow-hidden rounded-full bg-slate-100">
            <span className="block h-full rounded-full bg-brand-600" style={{ width: `${Math.max(1.5, (card.count / max) * 100)}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
