import { CircleAlert, RotateCw } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import type { ServiceHistory } from '#shared/status/history.js';
import { DayBar } from './day-bar.tsx';
import { RecentChanges } from './recent-changes.tsx';
import { ResponseTimeFigure } from './response-time-figure.tsx';
import { UptimeTiles } from './uptime-tiles.tsx';
import { useT } from '#client/i18n/use-t.ts';

/** The dialog's body in each state of its query: loading, failed, or the history itself. */
export function HistoryBody({ query }: { query: UseQueryResult<ServiceHistory> }) {
  const { t } = useT();
  if (query.isPending) return <HistorySkeleton />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
        <CircleAlert className="size-6 text-red-600" aria-hidden />
        <div>
          <p className="font-medium text-slate-900">{t('board.history.loadFailed')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('board.history.checkConnection')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw className="size-4" aria-hidden />
          {t('board.history.tryAgain')}
        </Button>
      </div>
    );
  }
  const history = query.data;
  return (
    <div className="grid grid-cols-1 gap-7">
      <UptimeTiles history={history} />
      <DayBar days={history.days} />
      <ResponseTimeFigure history={history} />
      <RecentChanges changes={history.recentChanges} />
    </div>
  );
}

function HistorySkeleton() {
  const { t } = useT();
  return (
    <div className="grid grid-cols-1 gap-7" role="status" aria-label={t('board.history.loading')}>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-[84px] rounded-xl" />
        ))}
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-[200px] w-full rounded-lg" />
      <div className="grid gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    </div>
  );
}
