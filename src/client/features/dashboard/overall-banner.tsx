import { Fragment } from 'react';
import { CloudOff, RefreshCw, ShieldCheck, TriangleAlert } from 'lucide-react';
import { OVERALL_STATE_ICON } from '#client/components/ui/status-badge.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { adviceLines } from '#shared/status/board-status.js';
import { useT } from '#client/i18n/use-t.ts';
import { coverageText, listSeparators, namesShown, OVERALL_STATE_LABEL_ID, overallSentence, PART_VERB_ID, spokenName } from '#client/components/board-words.ts';
import { bannerSummary, type BoardTotals, type CountedPart } from './large/board-counts.ts';
import { countedNames } from './large/counted-words.ts';
import { BannerAdvice } from './banner-advice.tsx';
import type { Service } from '#shared/status/services.js';
import { BANNER_TONE } from './cards/status-tone.ts';
import { UpdatedAge } from '#client/components/ui/updated-age.tsx';
import { formatRecentTime } from '#client/lib/business-time.ts';

interface OverallBannerProps {
  /** Every service of a small board; the services a large board's answer lists. */
  services: Service[] | undefined;
  /** A large board's counts: the sentence counts from them and names the services listed. */
  totals?: BoardTotals;
  updatedAt: number;
  isError: boolean;
  isFetching: boolean;
  hasAccess: boolean;
  /** The services the caller's clinic said it uses: their advice comes first. */
  ownServiceIds?: ReadonlySet<string>;
  onRefresh: () => void;
  /** Opens the service's section and moves focus to its card. */
  onReveal: (service: Service) => void;
}

/**
 * The first thing under the header (docs/product/board.md): one sentence and an icon for the whole board,
 * naming what is down with links to those cards, and how fresh the board is. It replaces the
 * page title block, so on a phone the answer to "can I send claims?" is on the first screen.
 */
export function OverallBanner({ services, totals, updatedAt, isError, isFetching, hasAccess, ownServiceIds, onRefresh, onReveal }: OverallBannerProps) {
  const { t, locale } = useT();
  const summary = services ? bannerSummary(services, totals) : null;
  const advice = summary ? adviceLines(summary, ownServiceIds, locale) : [];
  const tone = BANNER_TONE[summary?.state ?? 'operational'];
  const Icon = OVERALL_STATE_ICON[summary?.state ?? 'operational'];
  return (
    <section aria-labelledby="board-heading" className={cn('border-b', summary ? tone.band : 'border-slate-200 bg-white')}>
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-7 xl:px-8">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div className="flex min-w-0 items-start gap-3 sm:gap-4">
            {summary ? (
              <span className={cn('grid size-11 shrink-0 place-items-center rounded-full sm:size-12', tone.icon)}>
                <Icon className="size-6 sm:size-7" aria-hidden />
              </span>
            ) : (
              <Skeleton className="size-11 shrink-0 rounded-full sm:size-12" />
            )}
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h1 id="board-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
                  {t('board.banner.heading')}
                </h1>
                {hasAccess && (
                  <Badge tone="brand">
                    <ShieldCheck className="size-3.5" aria-hidden />
                    {t('board.banner.registered')}
                  </Badge>
                )}
              </div>
              <div role="status" aria-live="polite" aria-atomic="true">
                {summary ? (
                  <p className={cn('mt-1 text-xl leading-snug font-semibold sm:text-2xl', tone.text)}>
                    {summary.state !== 'operational' && (
                      <span className="sr-only">{t('board.banner.stateLabel', { state: t(OVERALL_STATE_LABEL_ID[summary.state]) })} </span>
                    )}
                    {summary.parts.length === 0 ? overallSentence(summary, t, locale) : <Sentence parts={summary.parts} onReveal={onReveal} />}
                  </p>
                ) : (
                  <p className="mt-1 text-xl font-semibold text-slate-600 sm:text-2xl">{t('board.banner.checking')}</p>
                )}
              </div>
              {summary?.monitorOffline && (
                <p className={cn('mt-2 flex max-w-3xl items-start gap-2 text-sm leading-6 sm:text-base', tone.text)}>
                  <CloudOff className="mt-1 size-4 shrink-0" aria-hidden />
                  <span>
                    {summary.state === 'monitor_offline' ? '' : `${t('board.banner.monitorOffline')} `}
                    {t('board.banner.lastKnown')}
                  </span>
                </p>
              )}
              <BannerAdvice lines={advice} onReveal={onReveal} className={cn('mt-3', tone.text)} />
              {summary && summary.uncheckedTotal > 0 && (
                <p className="mt-2 text-sm text-slate-700">
                  {t('board.banner.unchecked', {
                    names:
                      summary.uncheckedTotal > summary.unchecked.length
                        ? countedNames(
                            summary.unchecked.map((s) => s.name),
                            summary.uncheckedTotal,
                            t,
                            locale,
                            NAMES_UNCHECKED,
                          )
                        : summary.unchecked.map((s) => s.name).join(', '),
                  })}
                </p>
              )}
              {summary && summary.coverage.automatic < summary.coverage.total && !summary.monitorOffline && (
                <p className="mt-2 text-sm text-slate-700">
                  {t(summary.coverage.automatic === 0 ? 'board.banner.coverageNone' : 'board.banner.coverageSome', {
                    coverage: coverageText(summary.coverage, t),
                  })}
                </p>
              )}
            </div>
          </div>
          <div className="flex items-center gap-x-4 pl-14 text-sm text-slate-700 sm:pl-16 md:shrink-0 md:pl-0">
            <LiveIndicator healthy={!isError} />
            {updatedAt > 0 && <UpdatedAge at={updatedAt} label={t('board.banner.lastUpdated')} timeClassName="font-medium text-slate-900" />}
            <Button
              variant="outline"
              size="sm"
              data-needs-js
              onClick={onRefresh}
              disabled={isFetching}
              aria-label={isFetching ? t('board.banner.refreshingName') : t('board.banner.refresh')}
            >
              <RefreshCw className={cn('size-4', isFetching && 'animate-spin')} aria-hidden />
              <span className="hidden sm:inline">{isFetching ? t('board.banner.refreshing') : t('board.banner.refresh')}</span>
            </Button>
          </div>
        </div>
        {isError && (
          <div role="alert" className="mt-5 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
            <p>
              <span className="font-semibold">{t('board.banner.loadFailed')}</span>{' '}
              {services && updatedAt > 0
                ? t('board.banner.showingLastKnown', { time: formatRecentTime(updatedAt, new Date(), locale) })
                : t('board.banner.willFillIn')}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

/** On a large board, at most this many services not checked recently are named; the rest are counted. */
const NAMES_UNCHECKED = 5;

/**
 * "Manulife and TELUS are down; Beneva has issues." with each name a link to its card; past three
 * names the rest are counted ("and 117 more"), from the whole board's count on a large board.
 */
function Sentence({ parts, onReveal }: { parts: CountedPart<Service>[]; onReveal: (service: Service) => void }) {
  const { t, locale } = useT();
  return (
    <>
      {parts.map((part, index) => {
        const { shown } = namesShown(part.services);
        const more = part.total - shown.length;
        // The count of the rest ("and 2 more") is the list's last item.
        const separators = listSeparators(shown.length + (more > 0 ? 1 : 0), locale);
        return (
          <Fragment key={part.state + index}>
            {index > 0 && '; '}
            {shown.map((service, i) => (
              <Fragment key={service.id}>
                {separators[i]}
                <button
                  type="button"
                  onClick={() => onReveal(service)}
                  className="rounded underline decoration-current/40 decoration-2 underline-offset-4 hover:decoration-current"
                >
                  {spokenName(service, t)}
                </button>
              </Fragment>
            ))}
            {more > 0 && `${separators[shown.length]}${t(shown.length === 0 ? 'board.list.services' : 'board.list.more', { count: more })}`}{' '}
            {t(PART_VERB_ID[part.state], { count: part.total })}
          </Fragment>
        );
      })}
      .
    </>
  );
}

function LiveIndicator({ healthy }: { healthy: boolean }) {
  const { t } = useT();
  return (
    <span className="inline-flex items-center gap-2 font-medium text-slate-900">
      <span className="relative flex size-2.5" aria-hidden>
        {healthy && <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-200 opacity-70" />}
        <span className={cn('relative inline-flex size-2.5 rounded-full', healthy ? 'bg-brand-500' : 'bg-amber-500')} />
      </span>
      {healthy ? t('board.banner.live') : t('board.banner.reconnecting')}
    </span>
  );
}
