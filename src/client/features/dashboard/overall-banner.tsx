import { Fragment } from 'react';
import { CloudOff, RefreshCw, ShieldCheck, TriangleAlert } from 'lucide-react';
import { OVERALL_STATE_ICON } from '#client/components/ui/status-badge.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { adviceLines, coverageText, NAMES_IN_SENTENCE, OVERALL_STATE_LABEL, overallSummary, spokenName, type BannerPart } from '#shared/status/board-status.js';
import { BannerAdvice } from './banner-advice.tsx';
import type { Service } from '#shared/status/services.js';
import { BANNER_TONE } from './cards/status-tone.ts';
import { UpdatedAge } from '#client/components/ui/updated-age.tsx';
import { formatRecentTime } from '#client/lib/business-time.ts';

interface OverallBannerProps {
  services: Service[] | undefined;
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
export function OverallBanner({ services, updatedAt, isError, isFetching, hasAccess, ownServiceIds, onRefresh, onReveal }: OverallBannerProps) {
  const summary = services ? overallSummary(services) : null;
  const advice = summary ? adviceLines(summary, ownServiceIds) : [];
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
                  Service Status
                </h1>
                {hasAccess && (
                  <Badge tone="brand">
                    <ShieldCheck className="size-3.5" aria-hidden />
                    Registered clinic network
                  </Badge>
                )}
              </div>
              <div role="status" aria-live="polite" aria-atomic="true">
                {summary ? (
                  <p className={cn('mt-1 text-xl leading-snug font-semibold sm:text-2xl', tone.text)}>
                    {summary.state !== 'operational' && <span className="sr-only">{OVERALL_STATE_LABEL[summary.state]}: </span>}
                    {summary.parts.length === 0 ? summary.sentence : <Sentence parts={summary.parts} onReveal={onReveal} />}
                  </p>
                ) : (
                  <p className="mt-1 text-xl font-semibold text-slate-600 sm:text-2xl">Checking services…</p>
                )}
              </div>
              {summary?.monitorOffline && (
                <p className={cn('mt-2 flex max-w-3xl items-start gap-2 text-sm leading-6 sm:text-base', tone.text)}>
                  <CloudOff className="mt-1 size-4 shrink-0" aria-hidden />
                  <span>
                    {summary.state === 'monitor_offline' ? '' : 'The board cannot reach the internet right now, so its automated checks are paused. '}
                    The statuses shown are the last ones known. This is a problem with the board, not with the services: check them directly if you need to.
                  </span>
                </p>
              )}
              <BannerAdvice lines={advice} onReveal={onReveal} className={cn('mt-3', tone.text)} />
              {summary && summary.unchecked.length > 0 && (
                <p className="mt-2 text-sm text-slate-700">Not checked recently, so possibly out of date: {summary.unchecked.map((s) => s.name).join(', ')}.</p>
              )}
              {summary && summary.coverage.automatic < summary.coverage.total && !summary.monitorOffline && (
                <p className="mt-2 text-sm text-slate-700">
                  {coverageText(summary.coverage)}
                  {summary.coverage.automatic === 0 ? ': each shows' : '; the others show'} what your IT provider last reported.
                </p>
              )}
            </div>
          </div>
          <div className="flex items-center gap-x-4 pl-14 text-sm text-slate-700 sm:pl-16 md:shrink-0 md:pl-0">
            <LiveIndicator healthy={!isError} />
            {updatedAt > 0 && <UpdatedAge at={updatedAt} label="Last updated" timeClassName="font-medium text-slate-900" />}
            <Button variant="outline" size="sm" data-needs-js onClick={onRefresh} disabled={isFetching} aria-label={isFetching ? 'Refreshing' : 'Refresh'}>
              <RefreshCw className={cn('size-4', isFetching && 'animate-spin')} aria-hidden />
              <span className="hidden sm:inline">{isFetching ? 'Refreshing…' : 'Refresh'}</span>
            </Button>
          </div>
        </div>
        {isError && (
          <div role="alert" className="mt-5 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
            <p>
              <span className="font-semibold">We could not load service status. Retrying…</span>{' '}
              {services && updatedAt > 0
                ? `Showing the last known status from ${formatRecentTime(updatedAt)}.`
                : 'The board will fill in as soon as the connection is back.'}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

/** "Manulife and TELUS are down; Beneva has issues." with each name a link to its card. */
function Sentence({ parts, onReveal }: { parts: BannerPart<Service>[]; onReveal: (service: Service) => void }) {
  return (
    <>
      {parts.map((part, index) => {
        const shown = part.services.slice(0, part.services.length > NAMES_IN_SENTENCE ? NAMES_IN_SENTENCE : part.services.length);
        const more = part.services.length - shown.length;
        return (
          <Fragment key={part.state + index}>
            {index > 0 && '; '}
            {shown.map((service, i) => (
              <Fragment key={service.id}>
                {i > 0 && (i === shown.length - 1 && more === 0 ? ' and ' : ', ')}
                <button
                  type="button"
                  onClick={() => onReveal(service)}
                  className="rounded underline decoration-current/40 decoration-2 underline-offset-4 hover:decoration-current"
                >
                  {spokenName(service)}
                </button>
              </Fragment>
            ))}
            {more > 0 && ` and ${more} more`} {part.verb}
          </Fragment>
        );
      })}
      .
    </>
  );
}

function LiveIndicator({ healthy }: { healthy: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 font-medium text-slate-900">
      <span className="relative flex size-2.5" aria-hidden>
        {healthy && <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-200 opacity-70" />}
        <span className={cn('relative inline-flex size-2.5 rounded-full', healthy ? 'bg-brand-500' : 'bg-amber-500')} />
      </span>
      {healthy ? 'Live' : 'Reconnecting'}
    </span>
  );
}
