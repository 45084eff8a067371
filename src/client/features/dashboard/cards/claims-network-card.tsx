import { ArrowRight, Network } from 'lucide-react';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { displayState } from '#shared/status/board-status.js';
import { isClaimsNetwork, type Service } from '#shared/status/services.js';
import { useT } from '#client/i18n/use-t.ts';
import { claimsNetworkWords, freshnessText } from '#client/components/board-words.ts';
import { TILE_TONE, ICON_TONE } from './status-tone.ts';
import { EnglishOnlyMark, providerWords } from '#client/i18n/provider-text.tsx';
import { insurerCounts, type BoardTotals } from '../large/board-counts.ts';
import { countedClaimsWords } from '../large/counted-words.ts';

interface ClaimsNetworkCardProps {
  services: Service[] | undefined;
  /** A large board's counts: the insurers are weighed from them (the answer lists only the problems). */
  totals?: BoardTotals;
  onSelect: () => void;
  now: Date;
}

/**
 * The claims network at a glance: derived from the insurance providers (docs/product/board.md), or
 * iTrans Service's own state when that is worse (claimsNetworkView; ADR 14).
 */
export function ClaimsNetworkCard({ services, totals, onSelect, now }: ClaimsNetworkCardProps) {
  const words = useT();
  const { t } = words;
  if (!services) return <ClaimsNetworkSkeleton />;
  const summary = totals ? countedClaimsWords(services, insurerCounts(services, totals), t) : claimsNetworkWords(services, t);
  const aggregate = services.find(isClaimsNetwork);
  const state = summary.fromAggregate && aggregate ? displayState(aggregate) : summary.state;
  const note = summary.note;
  const aggregateAdvice = aggregate
    ? providerWords(words.locale, aggregate.whatToDo ?? aggregate.guidance, aggregate.whatToDo ? aggregate.whatToDoFr : aggregate.guidanceFr)
    : providerWords(words.locale, null, null);
  return (
    <button
      type="button"
      id="claims-network-card"
      onClick={onSelect}
      className={cn('group flex flex-col rounded-2xl border p-5 text-left shadow-sm transition-colors sm:p-6', TILE_TONE[state])}
    >
      <span className="flex w-full items-start gap-4">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', ICON_TONE[state])}>
          <Network className="size-6" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="text-base font-semibold text-slate-900">{t('board.claims.title')}</span>
            <StatusBadge status={state} label={summary.label ?? undefined} />
          </span>
          <span className="block text-sm text-slate-600">
            {aggregate ? [aggregate.name, aggregate.location].filter(Boolean).join(' · ') : t('board.claims.subtitle')}
          </span>
        </span>
      </span>
      <span className="mt-5 block text-sm font-medium text-slate-800">{note}</span>
      {summary.fromAggregate && aggregate && (
        <span className="mt-1 block text-xs text-slate-700">
          {freshnessText(aggregate, now, words)}
          {aggregateAdvice.text && (
            <span lang={aggregateAdvice.lang}>
              {` · ${t('board.card.whatToDo', { advice: aggregateAdvice.text })}`}
              {aggregateAdvice.englishOnly && <EnglishOnlyMark />}
            </span>
          )}
        </span>
      )}
      <span className="mt-auto flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
        {t('board.claims.viewInsurers')}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
      </span>
    </button>
  );
}

function ClaimsNetworkSkeleton() {
  const { t } = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <Skeleton className="size-11 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-56" />
        </div>
      </div>
      <Skeleton className="mt-6 h-4 w-3/4" />
      <Skeleton className="mt-5 h-4 w-44" />
      <span className="sr-only">{t('board.claims.loading')}</span>
    </div>
  );
}
