import { useId } from 'react';
import { ArrowRight } from 'lucide-react';
import { causeWords, STATUS_LABEL_ID } from '#client/components/board-words.ts';
import { useT } from '#client/i18n/use-t.ts';
import { cn } from '#client/lib/cn.ts';
import type { StatusChangeEntry } from '#shared/status/history.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { formatDateTime } from './history-format.ts';

const DOT: Record<ServiceStatus, string> = {
  online: 'bg-emerald-500',
  warning: 'bg-amber-400',
  offline: 'bg-red-500',
};

/** The latest status changes, newest first, each with what caused it in words. */
export function RecentChanges({ changes }: { changes: StatusChangeEntry[] }) {
  const { t, locale } = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('board.history.changes')}
      </h3>
      {changes.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-4 text-sm text-slate-600">{t('board.history.noChanges')}</p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {changes.map((change) => (
            <li key={`${change.at}-${change.to}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-0.5 px-3 py-2 sm:px-4">
              <span className="flex min-w-0 items-center gap-2 text-sm">
                <span className={cn('size-2.5 shrink-0 rounded-full', DOT[change.to])} aria-hidden />
                {change.from && (
                  <>
                    <span className="text-slate-500">
                      <span className="sr-only">{t('board.history.from')} </span>
                      {t(STATUS_LABEL_ID[change.from])}
                    </span>
                    <ArrowRight className="size-3.5 shrink-0 text-slate-400" aria-hidden />
                  </>
                )}
                <span className="font-semibold text-slate-900">
                  <span className="sr-only">{change.from ? ` ${t('board.history.to')} ` : `${t('board.history.became')} `}</span>
                  {t(STATUS_LABEL_ID[change.to])}
                </span>
                <span className="truncate text-slate-600">· {causeWords(change.cause, t)}</span>
              </span>
              <time dateTime={change.at} className="ml-[18px] text-xs text-slate-500 tabular-nums sm:ml-0">
                {formatDateTime(change.at, locale)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
