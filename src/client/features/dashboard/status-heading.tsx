import { RefreshCw, ShieldCheck, TriangleAlert } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatClock } from './status-tone.ts';

interface StatusHeadingProps {
  updatedAt: number;
  hasData: boolean;
  isError: boolean;
  isFetching: boolean;
  hasAccess: boolean;
  onRefresh: () => void;
}

/** The page title with the board's freshness: live indicator, last update, refresh, errors. */
export function StatusHeading({ updatedAt, hasData, isError, isFetching, hasAccess, onRefresh }: StatusHeadingProps) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 xl:px-8">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Service Status</h1>
              {hasAccess && (
                <Badge tone="brand">
                  <ShieldCheck className="size-3.5" aria-hidden />
                  Registered clinic network
                </Badge>
              )}
            </div>
            <p className="mt-1.5 max-w-2xl text-sm text-slate-600 sm:text-base">
              Live status of insurance claims, internet and phone services for dental clinics across Canada.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 md:shrink-0 md:flex-nowrap">
            <LiveIndicator healthy={!isError} />
            {updatedAt > 0 && (
              <span>
                Last updated <time dateTime={new Date(updatedAt).toISOString()} className="font-medium text-slate-800 tabular-nums">{formatClock(updatedAt)}</time>
              </span>
            )}
            <Button variant="outline" size="sm" onClick={onRefresh} disabled={isFetching}>
              <RefreshCw className={cn('size-4', isFetching && 'animate-spin')} aria-hidden />
              {isFetching ? 'Refreshing…' : 'Refresh'}
            </Button>
          </div>
        </div>
        {isError && (
          <div role="alert" className="mt-5 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
            <p>
              <span className="font-semibold">We could not load service status. Retrying…</span>{' '}
              {hasData && updatedAt > 0
                ? `Showing the last known status from ${formatClock(updatedAt)}.`
                : 'The board will fill in as soon as the connection is back.'}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

function LiveIndicator({ healthy }: { healthy: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 font-medium text-slate-800">
      <span className="relative flex size-2.5" aria-hidden>
        {healthy && <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />}
        <span className={cn('relative inline-flex size-2.5 rounded-full', healthy ? 'bg-emerald-500' : 'bg-amber-500')} />
      </span>
      {healthy ? 'Live' : 'Reconnecting'}
    </span>
  );
}
