import type { CardType, DashboardAnalytics } from '#shared/admin/analytics.js';
import { clicksLabel, formatCount } from './analytics-format.ts';
import { TruncatedText } from '#client/components/ui/truncated-text.tsx';

/** What one card is, beside its name. */
const ONE_OF_TYPE: Record<CardType, string> = { service: 'Service card', summary: 'Summary counter', header: 'Header link' };

/** The most clicked cards, ranked, each with a bar scaled to the first. */
export function TopCardsList({ cards }: { cards: DashboardAnalytics['topCards'] }) {
  const max = cards[0]?.count || 1;
  return (
    <ol aria-label="Top cards, most clicked first" className="grid gap-3">
      {cards.map((card, index) => (
        <li key={`${card.cardType}:${card.cardId}`} className="grid grid-cols-[1.25rem_minmax(0,1fr)_auto] items-baseline gap-x-2 gap-y-1">
          <span className="text-xs font-semibold text-slate-500 tabular-nums">{index + 1}.</span>
          <span className="flex min-w-0 items-baseline gap-2">
            <TruncatedText text={card.cardName} className="text-sm font-medium text-slate-900" />
            <span className="shrink-0 text-xs text-slate-500">
              <span className="sr-only">, </span>
              {ONE_OF_TYPE[card.cardType] ?? card.cardType}
              <span className="sr-only">, </span>
            </span>
          </span>
          <span className="text-sm font-medium text-slate-800 tabular-nums">
            <span aria-hidden>{formatCount(card.count)}</span>
            <span className="sr-only">{clicksLabel(card.count)}</span>
          </span>
          <span aria-hidden className="col-start-2 col-end-4 h-1.5 overflow-hidden rounded-full bg-slate-100">
            <span className="block h-full rounded-full bg-brand-600" style={{ width: `${Math.max(1.5, (card.count / max) * 100)}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
